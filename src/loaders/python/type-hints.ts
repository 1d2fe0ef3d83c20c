// A tool function's signature to the inputSchema and outputSchema a Python SDK publishes for it, read from the type
// hints alone, by pydantic's rules as the framework's SchemaStyle (frameworks/*.ts) bends them: MCPServer (official
// SDK 2.x, and FastMCP 1.x which publishes the same) builds a pydantic model of the parameters (`<fn>Arguments`) and of
// the return (`<fn>Output`, or the returned class itself); fastmcp 4 builds a pydantic schema of the function, prunes
// its titles and inlines `$defs`. The rules are measured in shared/docs/python-sdk.md; what cannot be rebuilt exactly
// is listed as unresolved at its pointer.
import type { Range } from '../../core/position.js';
import { qualifiedName, type PythonProject } from './project.js';
import { childOf, rangeOf, type Parameter, type PythonFile, type SyntaxNode } from './syntax.js';
import type { OutputStyle, SchemaStyle } from './frameworks/framework.js';
import { SchemaBuilder, subscriptArguments } from './hint-schema.js';
import {
  canonicalName,
  containerOf,
  isContextType,
  isFastmcpDependency,
  isUnannotatedStdlibClass,
  plainTypeSchema,
} from './hint-types.js';
import { classShape, type ClassShape } from './models.js';
import { dereference, MAX_INLINED_NODES, pruneTitles } from './fastmcp-schema.js';
import { carryMarks, collectMarks, define, newMarks, unresolvedPart, type Json } from './schema-marks.js';

export interface Signature {
  file: PythonFile;
  functionName: string;
  /** From parametersOf; Context parameters are left out here (by type). */
  parameters: Parameter[];
  /** The return annotation. */
  returns?: SyntaxNode;
  /** Descriptions parsed from the docstring's Args section, by a framework that reads them (ToolStyle.docstring). */
  docArgs?: ReadonlyMap<string, string>;
}

export interface BuiltSchema {
  schema: Record<string, unknown>;
  /** Where pointers inside the schema are written ("/properties/city" → the parameter), deepest first. */
  places: Array<{ pointer: string; range: Range }>;
  /** Parts not certain (pointer inside the schema; `what` names the hint). */
  unresolved: Array<{ pointer: string; what: string; range: Range }>;
  /** Output schemas: where in the schema the returned value goes ('/properties/result' when the SDK wraps it, '' when it is the root). */
  valueAt?: string;
}

export function inputSchemaOf(project: PythonProject, signature: Signature, style: SchemaStyle): BuiltSchema {
  const marks = newMarks();
  const builder = new SchemaBuilder(project, style, 'validation', marks);
  const { file } = signature;
  const properties: Json = {};
  const required: string[] = [];
  for (const parameter of signature.parameters) {
    if (isInjected(builder, file, parameter, style)) continue;
    const range = rangeOf(file, parameter.nameNode);
    if (
      parameter.kind === 'var-positional' ||
      parameter.kind === 'var-keyword' ||
      (style.refusesPrivateParameters && parameter.name.startsWith('_'))
    ) {
      const why =
        parameter.kind === 'positional' || parameter.kind === 'keyword-only'
          ? 'a name starting with `_`'
          : `\`${parameter.kind === 'var-positional' ? '*' : '**'}${parameter.name}\``;
      define(
        properties,
        parameter.name,
        builder.unresolved(`the parameter \`${parameter.name}\` (${why}, which the SDK refuses)`, file, range),
      );
      continue;
    }
    const description = signature.docArgs?.get(parameter.name);
    const built = builder.field(
      file,
      parameter.name,
      parameter.annotation,
      parameter.default,
      'parameter',
      0,
      description,
    );
    define(properties, built.key, built.schema);
    marks.places.set(built.schema, range);
    if (built.required) required.push(built.key);
  }
  let schema = style.inputRoot(signature.functionName, properties, required);
  withDefs(builder, schema);
  const rootNode =
    signature.parameters[0]?.nameNode.parent ?? signature.returns?.parent?.parent?.getChild('ParamList') ?? undefined;
  const rootRange = rangeOf(file, rootNode ?? signature.returns ?? file.tree.topNode);
  if (rootNode) marks.places.set(schema, rootRange);
  if (style.inlinesDefs) schema = inlineDefs(builder, schema, rootRange);
  return { schema, ...collectMarks(marks, schema) };
}

export function outputSchemaOf(
  project: PythonProject,
  signature: Signature,
  style: SchemaStyle,
): BuiltSchema | undefined {
  const { file, returns } = signature;
  if (!returns) return undefined;
  const { output } = style;
  const marks = newMarks();
  const builder = new SchemaBuilder(project, style, output.mode, marks);
  builder.dropArm = (armFile, arm) => isInputRequired(builder, armFile, arm);
  const kind = returnKind(builder, file, stripAnnotated(builder, file, returns), output);
  let schema: Json;
  let valueAt = '';
  switch (kind.kind) {
    case 'none':
      return undefined;
    case 'unresolved':
      schema = builder.unresolved(kind.what, file, returns);
      break;
    case 'class':
      schema = classRoot(builder, kind.shape, returns, output.dataclassAsModel && kind.shape.kind === 'dataclass');
      break;
    case 'dict':
      schema = { ...builder.hint(file, kind.node).schema, title: `${signature.functionName}DictOutput` };
      withDefs(builder, schema);
      break;
    case 'type': {
      const base = builder.hint(file, kind.node).schema;
      if (output.objectsAsIs && isObjectSchema(builder, base)) {
        schema = { ...base };
        withDefs(builder, schema);
      } else {
        const result = builder.field(file, 'result', returns, undefined, 'dataclass', 0);
        marks.places.set(result.schema, rangeOf(file, returns));
        schema = output.wrapped(signature.functionName, result.schema);
        valueAt = '/properties/result';
        withDefs(builder, schema);
      }
      break;
    }
  }
  marks.places.set(schema, rangeOf(file, returns));
  if (style.inlinesDefs) schema = inlineDefs(builder, schema, rangeOf(file, returns));
  return { schema, ...collectMarks(marks, schema), valueAt };
}

type ReturnKind =
  | { kind: 'none' }
  | { kind: 'unresolved'; what: string }
  | { kind: 'class'; shape: ClassShape }
  /** `dict[str, T]`, published as is with a `<fn>DictOutput` title (OutputStyle.strDictAsIs). */
  | { kind: 'dict'; node: SyntaxNode }
  /** Any other type: wrapped as `{result: T}` (unless it is an object already, with OutputStyle.objectsAsIs). */
  | { kind: 'type'; node: SyntaxNode };

/** Which rule of the SDK's output-schema derivation a return annotation falls under. */
function returnKind(
  builder: SchemaBuilder,
  file: PythonFile,
  node: SyntaxNode,
  output: OutputStyle,
  depth = 0,
): ReturnKind {
  if (depth > 16) return { kind: 'unresolved', what: 'the return annotation (aliases nested too deep)' };
  if (node.name === 'None') return output.none === 'wrapped' ? { kind: 'type', node } : { kind: 'none' };
  if (isInputRequired(builder, file, node)) return { kind: 'none' };
  const arms = builder.topUnion(file, node);
  if (arms) {
    // Both SDKs strip InputRequiredResult arms (a control-flow signal) and derive the schema from the rest.
    const rest = arms.filter((arm) => !isInputRequired(builder, file, arm));
    if (rest.length === 0) return { kind: 'none' };
    if (rest.length === 1 && rest.length < arms.length)
      return returnKind(builder, file, stripAnnotated(builder, file, rest[0]!), output, depth + 1);
    if (output.unpublished === 'content' && rest.some((arm) => returnsContent(builder, file, arm)))
      return { kind: 'none' };
  }
  if (output.unpublished === 'content' && returnsContent(builder, file, node)) return { kind: 'none' };
  if (output.unpublished === 'sdk-types' && mentionsUnpublished(builder, file, node)) return { kind: 'none' };
  if (node.name === 'MemberExpression' && childOf(node, '[')) {
    const head = builder.nameOf(file, node.firstChild!) ?? '';
    const args = subscriptArguments(node);
    if (output.anySequenceUnpublished && isUnconstrainedSequence(builder, file, head, args)) return { kind: 'none' };
    // A builtin generic, not typing.Dict.
    if (
      output.strDictAsIs &&
      head === 'builtins.dict' &&
      args.length === 2 &&
      builder.nameOf(file, args[0]!) === 'builtins.str'
    )
      return { kind: 'dict', node };
    return { kind: 'type', node };
  }
  if (node.name !== 'VariableName' && node.name !== 'MemberExpression') return { kind: 'type', node };
  const resolved = builder.resolve(file, node);
  if (resolved.kind === 'local') {
    const binding = resolved.binding;
    if (binding.kind === 'class') {
      const shape = classShape(builder.project, resolved.file, binding.node);
      if (shape.kind === 'enum') return output.enum === 'no-schema' ? { kind: 'none' } : { kind: 'type', node };
      if (shape.kind === 'other')
        return {
          kind: 'unresolved',
          what: `the return type \`${shape.name}\` (${shape.unresolved[0]?.what ?? 'not a BaseModel, TypedDict or dataclass'})`,
        };
      return { kind: 'class', shape };
    }
    if (binding.kind === 'value')
      return returnKind(
        builder,
        resolved.file,
        stripAnnotated(builder, resolved.file, binding.node),
        output,
        depth + 1,
      );
    return { kind: 'type', node };
  }
  if (resolved.kind !== 'external')
    return { kind: 'unresolved', what: `the return type (${resolved.kind === 'unknown' ? resolved.why : 'a module'})` };
  const name = canonicalName(qualifiedName(resolved)!);
  if (name === 'typing.Any') return { kind: 'none' };
  if (
    ['builtins.str', 'builtins.int', 'builtins.float', 'builtins.bool', 'builtins.bytes', 'builtins.NoneType'].includes(
      name,
    )
  ) {
    return output.unpublished === 'sdk-types' && name === 'builtins.bytes' ? { kind: 'none' } : { kind: 'type', node };
  }
  const container = containerOf(name);
  if (output.packageClasses === 'model-fields') {
    // A class without annotations (datetime, bare list or dict, SDK content types) gives no output model.
    if (isUnannotatedStdlibClass(name) || container || /^(mcp|mcp_types|fastmcp)\./.test(name)) return { kind: 'none' };
  } else {
    if (container === 'array' || container === 'tuple') return { kind: 'none' };
    if (plainTypeSchema(name, 'serialization') || container) return { kind: 'type', node };
  }
  return { kind: 'unresolved', what: `the return type \`${name}\` (from a package)` };
}

/** The root for a returned class: the class's own schema, its `$defs` beside it (or an output model of its fields). */
function classRoot(builder: SchemaBuilder, shape: ClassShape, node: SyntaxNode, asOutputModel: boolean): Json {
  let schema: Json;
  if (asOutputModel) schema = builder.classSchema(shape, 0, true);
  else {
    builder.classReference(shape, node, shape.file, 0);
    const own = builder.defs.get(shape.name)!;
    schema = { ...own.schema };
    carryMarks(builder.marks, own.schema, schema);
    // A class that refers to itself keeps its entry, as pydantic's root `$ref` does (inlined by both SDKs).
    if (!refersTo(builder, shape.name)) builder.defs.delete(shape.name);
  }
  withDefs(builder, schema);
  return schema;
}

function refersTo(builder: SchemaBuilder, name: string): boolean {
  const target = `#/$defs/${name}`;
  const search = (value: unknown): boolean =>
    Array.isArray(value)
      ? value.some(search)
      : value !== null && typeof value === 'object'
        ? Object.entries(value).some(([key, inner]) => (key === '$ref' && inner === target) || search(inner))
        : false;
  return [...builder.defs.values()].some((entry) => search(entry.schema));
}

function withDefs(builder: SchemaBuilder, schema: Json): void {
  if (builder.defs.size === 0) return;
  const defs: Json = {};
  for (const [name, entry] of builder.defs) define(defs, name, entry.schema);
  schema.$defs = defs;
}

/** fastmcp's finish: titles pruned, `$defs` inlined (within a budget of nodes). */
function inlineDefs(builder: SchemaBuilder, schema: Json, range: Range): Json {
  pruneTitles(schema);
  return (
    dereference(builder.marks, schema) ??
    unresolvedPart(
      builder.marks,
      `the schema (more than ${MAX_INLINED_NODES} nodes once fastmcp inlines its $defs)`,
      range,
    )
  );
}

/** fastmcp's _is_object_schema: `type: object`, `properties`, or a local `$ref` to such a schema. */
function isObjectSchema(builder: SchemaBuilder, schema: Json): boolean {
  if (schema.type === 'object' || 'properties' in schema) return true;
  const ref = schema.$ref;
  const target =
    typeof ref === 'string' && ref.startsWith('#/$defs/') ? builder.defs.get(ref.slice('#/$defs/'.length)) : undefined;
  return target ? target.schema.type === 'object' || 'properties' in target.schema : false;
}

function stripAnnotated(builder: SchemaBuilder, file: PythonFile, node: SyntaxNode): SyntaxNode {
  while (
    node.name === 'MemberExpression' &&
    childOf(node, '[') &&
    builder.nameOf(file, node.firstChild!) === 'typing.Annotated'
  ) {
    const inner = subscriptArguments(node)[0];
    if (!inner) break;
    node = inner;
  }
  return node;
}

/** Bare `list`/`tuple`/`Sequence`, or those of `Any` (fastmcp publishes no output schema for them). */
function isUnconstrainedSequence(builder: SchemaBuilder, file: PythonFile, head: string, args: SyntaxNode[]): boolean {
  const container = containerOf(head);
  if (container !== 'array' && container !== 'tuple') return false;
  const any = (arg: SyntaxNode) => builder.nameOf(file, arg) === 'typing.Any';
  if (container === 'tuple') return args.length === 2 && any(args[0]!) && args[1]!.name === 'Ellipsis';
  return args.every(any);
}

function isInputRequired(builder: SchemaBuilder, file: PythonFile, node: SyntaxNode): boolean {
  const name =
    node.name === 'VariableName' || (node.name === 'MemberExpression' && !childOf(node, '['))
      ? builder.nameOf(file, node)
      : undefined;
  return name !== undefined && /^(mcp\.types|mcp_types)(\.[\w.]+)?\.InputRequiredResult$/.test(name);
}

/** MCPServer's _returns_content: content blocks or Image/Audio, bare, as list/tuple/Sequence items, or as union arms. */
function returnsContent(builder: SchemaBuilder, file: PythonFile, node: SyntaxNode, depth = 0): boolean {
  if (depth > 16) return false;
  node = stripAnnotated(builder, file, node);
  const arms = builder.topUnion(file, node);
  if (arms) return arms.some((arm) => arm.name !== 'None' && returnsContent(builder, file, arm, depth + 1));
  if (node.name === 'MemberExpression' && childOf(node, '[')) {
    const container = containerOf(builder.nameOf(file, node.firstChild!) ?? '');
    return (
      (container === 'array' || container === 'tuple') &&
      subscriptArguments(node).some((arg) => arg.name !== 'Ellipsis' && returnsContent(builder, file, arg, depth + 1))
    );
  }
  const name = builder.nameOf(file, node) ?? '';
  return (
    /^(mcp\.types|mcp_types)(\.[\w.]+)?\.(TextContent|ImageContent|AudioContent|ResourceLink|EmbeddedResource)$/.test(
      name,
    ) || /^mcp\.server\.[\w.]+\.(Image|Audio)$/.test(name)
  );
}

/** Content types, results and bytes anywhere in the annotation: fastmcp then publishes no output schema. */
function mentionsUnpublished(builder: SchemaBuilder, file: PythonFile, node: SyntaxNode, depth = 0): boolean {
  if (depth > 32) return false;
  if (node.name === 'VariableName' || (node.name === 'MemberExpression' && !childOf(node, '['))) {
    const name = builder.nameOf(file, node);
    return (
      name !== undefined &&
      (/^(mcp|mcp_types|fastmcp)\./.test(name) || name === 'builtins.bytes') &&
      !isInputRequired(builder, file, node)
    );
  }
  for (let child = node.firstChild; child; child = child.nextSibling)
    if (mentionsUnpublished(builder, file, child, depth + 1)) return true;
  return false;
}

/** The request context (both SDKs) and fastmcp's injected dependencies are not arguments. */
function isInjected(builder: SchemaBuilder, file: PythonFile, parameter: Parameter, style: SchemaStyle): boolean {
  if (parameter.annotation && mentionsContext(builder, file, parameter.annotation)) return true;
  if (style.injectsDependencies && parameter.default?.name === 'CallExpression') {
    const callee = builder.nameOf(file, parameter.default.firstChild!);
    if (callee && isFastmcpDependency(callee)) return true;
  }
  return false;
}

/** `Context`, `Context[...]`, `Optional[Context]`, `Annotated[Context, …]`. */
function mentionsContext(builder: SchemaBuilder, file: PythonFile, node: SyntaxNode): boolean {
  if (node.name === 'VariableName' || (node.name === 'MemberExpression' && !childOf(node, '['))) {
    const name = builder.nameOf(file, node);
    return name !== undefined && isContextType(name);
  }
  if (node.name === 'MemberExpression') {
    if (mentionsContext(builder, file, node.firstChild!)) return true;
    const head = builder.nameOf(file, node.firstChild!);
    if (head === 'typing.Optional' || head === 'typing.Union' || head === 'typing.Annotated')
      return subscriptArguments(node).some(
        (arg, index) => (head !== 'typing.Annotated' || index === 0) && mentionsContext(builder, file, arg),
      );
  }
  if (node.name === 'BinaryExpression')
    return [node.firstChild, node.lastChild].some((side) => side && mentionsContext(builder, file, side));
  return false;
}
