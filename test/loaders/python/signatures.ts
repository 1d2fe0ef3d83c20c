// Tool signatures of a Python test file, for the type-hint tests: each decorated function with the flavours it is
// registered on (`@both` = both SDKs, `@mcp.tool()` = MCPServer, `@fmcp.tool()` = fastmcp).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from '../../helpers/temp.js';
import { PythonProject } from '../../../src/loaders/python/project.js';
import {
  childOf,
  childrenOf,
  parametersOf,
  parsePython,
  statementsOf,
  textOf,
  type PythonFile,
} from '../../../src/loaders/python/syntax.js';
import type { Signature } from '../../../src/loaders/python/type-hints.js';
import type { SchemaStyle } from '../../../src/loaders/python/frameworks/framework.js';
import { fastmcp } from '../../../src/loaders/python/frameworks/fastmcp.js';
import { mcpserver } from '../../../src/loaders/python/frameworks/mcpserver.js';

/** The two SDKs whose schemas the type-hint tests compare, by their frameworks' ids. */
export type SchemaFlavour = 'mcpserver' | 'fastmcp';

/** How an SDK publishes type hints, as its framework file says. */
export function schemaStyle(flavour: SchemaFlavour): SchemaStyle {
  return (flavour === 'mcpserver' ? mcpserver : fastmcp).registration!.published.schemas;
}

export interface FixtureTool {
  signature: Signature;
  flavours: SchemaFlavour[];
}

/** A project over the folder of `path` (files read from disk: test fixtures only). */
export function projectOf(path: string): { project: PythonProject; file: PythonFile } {
  const project = new PythonProject({
    root: dirname(path),
    read: (other) => readFileSync(other, 'utf8'),
    display: (other) => other,
    parse: parsePython,
  });
  const file = parsePython(path, path, readFileSync(path, 'utf8'));
  project.add(file);
  return { project, file };
}

/** A project of one file written to a fresh folder, with optional neighbours by name. */
export function projectOfText(
  text: string,
  neighbours: Record<string, string> = {},
): { project: PythonProject; file: PythonFile } {
  const dir = tempDir('mcp-lint-type-hints-');
  for (const [name, body] of Object.entries(neighbours)) writeFileSync(join(dir, name), body);
  writeFileSync(join(dir, 'server.py'), text);
  return projectOf(join(dir, 'server.py'));
}

export function toolsOf(file: PythonFile): Map<string, FixtureTool[]> {
  const tools = new Map<string, FixtureTool[]>();
  for (const statement of statementsOf(file.tree.topNode)) {
    if (statement.name !== 'DecoratedStatement') continue;
    const definition = childOf(statement, 'FunctionDefinition');
    if (!definition) continue;
    const decorators = childrenOf(statement)
      .filter((child) => child.name === 'Decorator')
      .map((child) => textOf(file, child).trim());
    const flavours: SchemaFlavour[] = decorators.includes('@both')
      ? ['mcpserver', 'fastmcp']
      : decorators.includes('@mcp.tool()')
        ? ['mcpserver']
        : decorators.includes('@fmcp.tool()')
          ? ['fastmcp']
          : [];
    if (flavours.length === 0) continue;
    const name = textOf(file, childOf(definition, 'VariableName')!);
    const returns = childrenOf(definition).find((child) => child.name === 'TypeDef')?.lastChild ?? undefined;
    const signature: Signature = {
      file,
      functionName: name,
      parameters: parametersOf(childOf(definition, 'ParamList')!, file),
      ...(returns ? { returns } : {}),
    };
    tools.set(name, [...(tools.get(name) ?? []), { signature, flavours }]);
  }
  return tools;
}
