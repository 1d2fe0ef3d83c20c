// STAND-IN until pyschema's type-hints.ts lands on main (delete this file then and keep theirs): the interface of
// PYTHON.md, with every schema marked unresolved so that nothing is guessed. Only the places are real.
import type { Range } from '../../core/position.js';
import type { PythonProject } from './project.js';
import { rangeOf, type Parameter, type PythonFile, type SyntaxNode } from './syntax.js';

export type SchemaFlavour = 'mcpserver' | 'fastmcp';

export interface Signature {
  file: PythonFile;
  functionName: string;
  parameters: Parameter[];
  returns?: SyntaxNode;
  docArgs?: ReadonlyMap<string, string>;
}

export interface BuiltSchema {
  schema: Record<string, unknown>;
  places: Array<{ pointer: string; range: Range }>;
  unresolved: Array<{ pointer: string; what: string; range: Range }>;
}

export function inputSchemaOf(_project: PythonProject, signature: Signature, _flavour: SchemaFlavour): BuiltSchema {
  const places = signature.parameters.map((p) => ({ pointer: `/properties/${p.name}`, range: rangeOf(signature.file, p.nameNode) }));
  const range = places[0]?.range ?? { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  return { schema: { type: 'object' }, places, unresolved: [{ pointer: '', what: 'the type hints (not rebuilt yet)', range }] };
}

export function outputSchemaOf(_project: PythonProject, signature: Signature, _flavour: SchemaFlavour): BuiltSchema | undefined {
  if (!signature.returns) return undefined;
  const range = rangeOf(signature.file, signature.returns);
  return { schema: {}, places: [{ pointer: '', range }], unresolved: [{ pointer: '', what: 'the return annotation (not rebuilt yet)', range }] };
}
