// Tools of the low-level server, listed by hand: mcp 1.x's `@server.list_tools()` handler and mcp 2.x's
// `Server(…, on_list_tools=handler)`, whose returns are list literals (or `ListToolsResult(tools=[…])`) of
// `types.Tool(name=…, description=…, inputSchema={…})`. Values may be module constants (`name=TOOL_NAME`,
// `inputSchema=SCHEMA`), in this file or an imported project file; a list or a value built at run time is unresolved.
import { PYTHON_API } from '../../core/python-api.js';
import type { Range } from '../../core/position.js';
import type { LoadedTool } from '../../core/types.js';
import { annotationsOf, dictKeyPlaces } from './annotations.js';
import { ToolBuilder } from '../facts/tool-builder.js';
import { constants } from './constants.js';
import { staticValue, type NameValues, type PythonValue } from './literals.js';
import { dottedParts, qualifiedName, type PythonProject } from './project.js';
import { decoratorParts, functionOf, type FileUnresolved } from './registrations.js';
import { followName, listItems as toolList } from './lists.js';
import { blockStatements } from './scopes.js';
import { frameworkOf } from './frameworks/index.js';
import { lowlevel } from './frameworks/lowlevel.js';
import { receiverOf, valueReceiver } from './servers.js';
import { argumentsOf, childOf, childrenOf, rangeOf, textOf, type PythonFile, type SyntaxNode } from './syntax.js';

/** Tool(...) keywords (both spellings pydantic accepts) → the definition's key. */
const TOOL_KEYS: ReadonlyMap<string, string> = new Map([
  ['name', 'name'],
  ['title', 'title'],
  ['description', 'description'],
  ['inputSchema', 'inputSchema'],
  ['input_schema', 'inputSchema'],
  ['outputSchema', 'outputSchema'],
  ['output_schema', 'outputSchema'],
  ['annotations', 'annotations'],
  ['_meta', '_meta'],
  ['meta', '_meta'],
  ['icons', 'icons'],
  ['execution', 'execution'],
]);
const MAX_DEPTH = 8;

export function lowlevelToolsOf(
  project: PythonProject,
  file: PythonFile,
): { tools: LoadedTool[]; unresolved: FileUnresolved[] } {
  const tools: LoadedTool[] = [];
  const unresolved: FileUnresolved[] = [];
  const handlers: SyntaxNode[] = [];
  file.tree.iterate({
    enter(ref) {
      const node = ref.node;
      if (node.name === 'Decorator') {
        const decorator = decoratorParts(file, node);
        if (decorator?.method !== 'list_tools' || !decorator.args || decorator.receiver.length === 0) return;
        const definition = node.parent && childOf(node.parent, 'FunctionDefinition');
        const receiver = receiverOf(project, file, decorator.receiver, node);
        if (definition && receiver.kind === 'server' && frameworkOf(project, receiver.flavour).tools === 'list-handler')
          handlers.push(definition);
        return;
      }
      if (node.name !== 'CallExpression') return;
      const argList = childOf(node, 'ArgList');
      const handler = argList && argumentsOf(argList, file).find((arg) => arg.name === 'on_list_tools');
      if (!handler) return;
      const receiver = valueReceiver(project, file, node, 0);
      if (receiver.kind !== 'server' || frameworkOf(project, receiver.flavour).tools !== 'list-handler') return;
      const fn = functionOf(project, file, handler.value);
      if ('why' in fn || fn.file !== file)
        unresolved.push({
          what: `The tools listed by on_list_tools=${textOf(file, handler.value).slice(0, 40)}: ${'why' in fn ? fn.why : 'a handler in another file'}`,
          range: rangeOf(file, handler.value),
        });
      else handlers.push(fn.node);
    },
  });
  const names = constants(project, file);
  for (const handler of handlers) {
    const body = childOf(handler, 'Body');
    const returns = body
      ? blockStatements(body).filter(
          (statement) => statement.name === 'ReturnStatement' && statement.lastChild?.name !== 'return',
        )
      : [];
    for (const statement of returns) {
      const items = listItems(project, file, statement.lastChild!, 0);
      if ('why' in items) {
        unresolved.push({
          what: `The tools listed by ${textOf(file, childOf(handler, 'VariableName')!)}(): ${items.why}`,
          range: rangeOf(file, statement),
        });
        continue;
      }
      for (const item of items.nodes) {
        const built = toolOfCall(project, file, item, names);
        if ('what' in built) unresolved.push(built);
        else {
          if (returns.length > 1 || items.decided)
            built.sourceFacts = { ...built.sourceFacts, registration: { mayNotRun: 'narrowed' } };
          tools.push(built);
        }
      }
    }
  }
  return { tools, unresolved };
}

/** The `Tool(…)` calls a returned expression lists (lists.ts), and whether the code may leave some out. */
function listItems(
  project: PythonProject,
  file: PythonFile,
  node: SyntaxNode,
  depth: number,
): { nodes: SyntaxNode[]; decided: boolean } | { why: string } {
  if (depth > MAX_DEPTH) return { why: 'a list passed through too many names' };
  if (node.name === 'CallExpression') {
    const callee = node.firstChild!;
    const qualified = dottedParts(file, callee) ? qualifiedName(project.resolveExpression(file, callee)) : undefined;
    if (qualified?.endsWith('.ListToolsResult')) {
      const tools = argumentsOf(childOf(node, 'ArgList')!, file).find((arg) => arg.name === 'tools');
      return tools ? listItems(project, file, tools.value, depth + 1) : { why: 'ListToolsResult without tools=' };
    }
  }
  const listed = toolList(project, { file, node });
  if ('why' in listed) return listed;
  const nodes: SyntaxNode[] = [];
  for (const item of listed.items) {
    const value = followName(project, item.file, item.node);
    if (!isToolCall(project, value.file, value.node))
      return { why: `\`${textOf(item.file, item.node).slice(0, 60)}\` is not a Tool(…) call` };
    if (value.file !== file)
      return { why: `\`${textOf(item.file, item.node).slice(0, 60)}\` is defined in another file` };
    nodes.push(value.node);
  }
  return { nodes, decided: listed.decidedBy !== undefined };
}

function isToolCall(project: PythonProject, file: PythonFile, node: SyntaxNode): boolean {
  if (node.name !== 'CallExpression') return false;
  const callee = node.firstChild!;
  const qualified = dottedParts(file, callee) ? qualifiedName(project.resolveExpression(file, callee)) : undefined;
  return qualified !== undefined && /^(mcp\.types|mcp_types)(\.\w+)*\.Tool$/.test(qualified);
}

function toolOfCall(
  project: PythonProject,
  file: PythonFile,
  call: SyntaxNode,
  names: NameValues,
): LoadedTool | FileUnresolved {
  const args = argumentsOf(childOf(call, 'ArgList')!, file);
  const here = (node: SyntaxNode | { from: number; to: number }) => rangeOf(file, node);
  const nameArg = args.find((arg) => arg.name === 'name');
  const name = nameArg
    ? (staticValue(file, nameArg.value, names) ?? enumMember(project, file, nameArg.value))
    : undefined;
  if (typeof name !== 'string')
    return {
      what: `The name of a low-level Tool(…) (${nameArg ? `\`${textOf(file, nameArg.value).slice(0, 60)}\` is not a string constant` : 'none given'})`,
      range: here(nameArg?.value ?? call),
    };
  const tool = new ToolBuilder({
    fallback: here(nameArg!.value),
    rangeOf: (range: Range) => range,
    unresolvedAt: 'cause',
  });
  tool.set('name', name, here(nameArg!.value));
  for (const arg of args) {
    if (arg === nameArg) continue;
    const range = here(arg.nameNode ? { from: arg.nameNode.from, to: arg.value.to } : arg.value);
    const key = arg.name !== undefined && !arg.spread ? TOOL_KEYS.get(arg.name) : undefined;
    if (!key) {
      tool.unknown(
        '',
        `the Tool(…) argument \`${textOf(file, arg.nameNode ?? arg.value).slice(0, 40)}\` (an argument mcp-lint does not know)`,
        range,
      );
      continue;
    }
    if (key === 'annotations') {
      const built = annotationsOf(project, file, arg.value);
      tool.placeAll('/annotations', built.places);
      for (const u of built.unresolved) tool.unknown(`/annotations${u.pointer}`, u.what, u.range);
      if (built.value) tool.set('annotations', built.value);
      continue;
    }
    const value: PythonValue | undefined = staticValue(file, arg.value, names) ?? enumMember(project, file, arg.value);
    if (value === undefined) {
      tool.unknown(`/${key}`, `\`${arg.name}=${textOf(file, arg.value).slice(0, 60)}\``, range);
      continue;
    }
    if (value === null) continue; // pydantic's None: the key is not sent
    tool.set(key, value, range);
    const written = followName(project, file, arg.value);
    if (written.node.name === 'DictionaryExpression' && written.file === file)
      tool.placeAll(`/${key}`, dictKeyPlaces(file, written.node));
  }
  if (!('inputSchema' in tool.definition) && !tool.isUnknown('/inputSchema'))
    tool.unknown('/inputSchema', 'a Tool(…) without inputSchema (pydantic rejects it)', here(call));
  return tool.build(PYTHON_API.lowlevel, { framework: lowlevel.handlerFramework, returns: [], range: here(call) });
}

/**
 * `Names.ECHO` or `Names.ECHO.value` of a project `class Names(str, Enum)` or `StrEnum` (how the SDK's own example
 * servers name their tools): the member's str value, which is what pydantic keeps for a `str` field.
 */
function enumMember(project: PythonProject, file: PythonFile, node: SyntaxNode): string | undefined {
  const parts = dottedParts(file, node);
  if (parts && parts[parts.length - 1] === 'value') parts.pop();
  if (!parts || parts.length < 2) return undefined;
  const member = parts.pop()!;
  let resolved = project.resolveName(file, parts[0]!);
  for (const part of parts.slice(1))
    resolved =
      resolved.kind === 'local-module' ? project.resolveName(resolved.file, part) : { kind: 'unknown', why: '' };
  if (resolved.kind !== 'local' || resolved.binding.kind !== 'class') return undefined;
  const cls = resolved.binding.node;
  const classFile = resolved.file;
  const bases = childOf(cls, 'ArgList');
  const qualified = new Set(
    (bases ? argumentsOf(bases, classFile) : []).map((base) =>
      dottedParts(classFile, base.value) ? qualifiedName(project.resolveExpression(classFile, base.value)) : undefined,
    ),
  );
  if (!qualified.has('enum.StrEnum') && !(qualified.has('builtins.str') && qualified.has('enum.Enum')))
    return undefined;
  const body = childOf(cls, 'Body');
  const values = (body ? childrenOf(body) : []).filter(
    (statement) =>
      statement.name === 'AssignStatement' &&
      statement.firstChild?.name === 'VariableName' &&
      textOf(classFile, statement.firstChild) === member,
  );
  const [assignment] = values;
  if (values.length !== 1 || childrenOf(assignment!).length !== 3) return undefined;
  const value = staticValue(classFile, assignment!.lastChild!);
  return typeof value === 'string' ? value : undefined;
}
