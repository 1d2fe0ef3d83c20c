// Where a Python file serves MCP over stdio, and the stdout writes that can land in its JSON-RPC stream. Measured on
// mcp 2.3.0 and fastmcp 4.0.10 (shared/docs/python-sdk.md): `mcp.run()` without a transport is stdio in both SDKs;
// while it serves, mcp 2.x's stdio_server points fd 1 at stderr, so a print() in a tool goes to stderr, but a print()
// that runs before (at import, or in the code that starts the server) reaches the client as a line that is not
// JSON-RPC. mcp 1.x (FastMCP 1.x, the low-level Server's decorators) serves on the process's stdout itself, so there a
// print() in a tool lands in the stream too. fastmcp 2–3 ran on mcp 1.x and fastmcp 4 runs on 2.x; which one a file
// uses cannot be read from it, so its tools' prints are not reported.
// Paths: each place gets the if/elif/else arms it sits in (`{root: 'module', arms}`), so a print in the HTTP arm of
// the `if` that picks the transport is not judged against the stdio arm. Calls are not followed: a print in a helper
// is judged only where it is written.
import type { SourceFileFacts } from '../../core/facts.js';
import type { TextEdit } from '../../core/types.js';
import { stdoutWrite as stdoutWriteFact } from '../facts/stdout-writes.js';
import { staticValue } from './literals.js';
import { dottedParts, qualifiedName, type PythonProject } from './project.js';
import { decoratorParts } from './registrations.js';
import { frameworkOf } from './frameworks/index.js';
import { receiverOf } from './servers.js';
import { importsMcpV1 } from './sdk-evidence.js';
import {
  argumentsOf,
  childOf,
  childrenOf,
  rangeOf,
  snippet,
  textOf,
  type PythonFile,
  type SyntaxNode,
} from './syntax.js';

type Stdio = NonNullable<SourceFileFacts['stdio']>;

const STDIO_SERVER = new Set(['mcp.server.stdio.stdio_server']);
/** Decorators of functions that run while the server serves (tools, resources, prompts; mcp 1.x's low-level handlers). */
const SERVING_METHODS = new Set([
  'tool',
  'resource',
  'prompt',
  'call_tool',
  'list_tools',
  'read_resource',
  'get_prompt',
]);
/** The low-level Server's decorator API, which only mcp 1.x has (2.x takes handlers in the constructor). */
const V1_LOWLEVEL_METHODS = new Set(['call_tool', 'list_tools']);

/** `@x.method` / `@x.method(…)`'s method, when it is a plain dotted decorator on some object. */
function decoratorMethod(file: PythonFile, decorator: SyntaxNode): { method: string; called: boolean } | undefined {
  const parts = decoratorParts(file, decorator);
  return parts && parts.receiver.length > 0 ? { method: parts.method, called: parts.args !== undefined } : undefined;
}

interface Place {
  node: SyntaxNode;
  /** The if/elif/else arms it sits in (`${if.from}#${arm}`). */
  arms: string[];
  /** The function it sits in, if any. */
  scope: SyntaxNode | undefined;
}
interface Write extends Place {
  edit?: TextEdit;
}

/** Every stdio transport a file starts and every stdout write in it, with where each sits. */
function stdioPlaces(
  project: PythonProject,
  file: PythonFile,
): { transports: Place[]; writes: Write[]; mainGuards: Set<number> } {
  const transports: Place[] = [];
  const writes: Write[] = [];
  const mainGuards = new Set<number>();
  const walk = (node: SyntaxNode, arms: string[], scope: SyntaxNode | undefined) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.name === 'IfStatement') {
        if (isMainGuard(file, child)) mainGuards.add(child.from);
        let arm = 0;
        for (const part of childrenOf(child)) {
          if (part.name === 'Body') walk(part, [...arms, `${child.from}#${arm++}`], scope);
          else walk(part, arms, scope);
        }
        continue;
      }
      if (child.name === 'FunctionDefinition' || child.name === 'ClassDefinition') {
        walk(child, arms, child.name === 'FunctionDefinition' ? child : scope);
        continue;
      }
      if (child.name === 'CallExpression') {
        if (startsStdio(project, file, child)) transports.push({ node: child, arms, scope });
        const write = stdoutWrite(project, file, child);
        if (write) writes.push({ node: child, arms, scope, ...(write.edit ? { edit: write.edit } : {}) });
      } else if (
        child.name === 'MemberExpression' &&
        textOf(file, child.lastChild!) === 'run_stdio_async' &&
        child.parent?.name !== 'CallExpression'
      ) {
        // `anyio.run(mcp.run_stdio_async)`: the method handed over, not called here.
        transports.push({ node: child, arms, scope });
      }
      walk(child, arms, scope);
    }
  };
  walk(file.tree.topNode, [], undefined);
  return { transports, writes, mainGuards };
}

/** Whether the file's server serves stdio on the process's own stdout (mcp 1.x), so a print in a tool reaches the client too. */
function servesOnStdout(project: PythonProject, file: PythonFile): boolean {
  return importsMcpV1(project, file) || usesV1LowLevel(file);
}

export function pythonStdioFacts(project: PythonProject, file: PythonFile): SourceFileFacts['stdio'] | undefined {
  const { transports, writes } = stdioPlaces(project, file);
  if (transports.length === 0) return undefined;

  const inPlace = servesOnStdout(project, file);
  const facts: Stdio = {
    transports: transports.map((t) => ({ range: rangeOf(file, t.node), paths: [{ root: 'module', arms: t.arms }] })),
    writes: [],
  };
  for (const write of writes) {
    const when = timing(file, write, transports);
    if (when === undefined || (when === 'serving' && !inPlace)) continue;
    facts.writes.push(
      stdoutWriteFact({
        text: snippet(file, write.node),
        range: rangeOf(file, write.node),
        runs: when,
        paths: [{ root: 'module', arms: write.arms }],
        edit: write.edit,
      }),
    );
  }
  return facts;
}

/** The line of the first stdio transport the file starts, when it starts one. */
export function stdioTransportLine(project: PythonProject, file: PythonFile): number | undefined {
  const first = stdioPlaces(project, file).transports[0];
  return first ? rangeOf(file, first.node).start.line : undefined;
}

/**
 * The stdout writes of a module that a stdio entry imports, which run in that server: those at the module's top level
 * (they run when it is imported, before the transport starts) outside its `if __name__ == "__main__":` block, and
 * those in its tools when the entry or the module serves on mcp 1.x.
 */
export function importedModuleWrites(project: PythonProject, module: PythonFile, entry: PythonFile): Stdio['writes'] {
  const { writes, mainGuards } = stdioPlaces(project, module);
  const inPlace = servesOnStdout(project, entry) || servesOnStdout(project, module);
  const found: Stdio['writes'] = [];
  for (const write of writes) {
    if (write.arms.some((arm) => mainGuards.has(Number(arm.slice(0, arm.indexOf('#')))) && arm.endsWith('#0')))
      continue;
    const when = timing(module, write, []);
    if (when === undefined || (when === 'serving' && !inPlace)) continue;
    found.push(
      stdoutWriteFact({
        text: snippet(module, write.node),
        range: rangeOf(module, write.node),
        runs: when,
        edit: write.edit,
      }),
    );
  }
  return found;
}

/** `if __name__ == "__main__":`, whose body runs only when the file is run, never when it is imported. */
function isMainGuard(file: PythonFile, statement: SyntaxNode): boolean {
  const condition = statement.firstChild?.nextSibling;
  return condition !== null && condition !== undefined && MAIN_GUARD.test(textOf(file, condition));
}
const MAIN_GUARD = /^(?:__name__\s*==\s*(['"])__main__\1|(['"])__main__\2\s*==\s*__name__)$/;

/**
 * When a write runs: 'startup' — at the module's top level, or in the function that starts the server, before the
 * transport starts (after it, the server has stopped); 'serving' — in a tool, resource or prompt function;
 * undefined — anywhere else (a helper whose callers are not followed).
 */
function timing(file: PythonFile, write: Place, transports: readonly Place[]): 'startup' | 'serving' | undefined {
  const sameScope = transports.filter((t) => t.scope === write.scope);
  if (write.scope === undefined || sameScope.length > 0)
    return sameScope.some((t) => t.node.from <= write.node.from) ? undefined : 'startup';
  const decorated = write.scope.parent?.name === 'DecoratedStatement' ? write.scope.parent : undefined;
  const decorators = decorated ? childrenOf(decorated).filter((child) => child.name === 'Decorator') : [];
  return decorators.some((decorator) => SERVING_METHODS.has(decoratorMethod(file, decorator)?.method ?? ''))
    ? 'serving'
    : undefined;
}

/** `server.run()`, `server.run("stdio")`, `server.run(transport="stdio")`, `run_async` alike, `run_stdio_async()`, `stdio_server()`. */
function startsStdio(project: PythonProject, file: PythonFile, call: SyntaxNode): boolean {
  const callee = call.firstChild!;
  if (STDIO_SERVER.has(qualifiedName(project.resolveExpression(file, callee)) ?? '')) return true;
  if (callee.name !== 'MemberExpression') return false;
  const method = textOf(file, callee.lastChild!);
  if (method === 'run_stdio_async') return true;
  if ((method !== 'run' && method !== 'run_async') || !isServer(project, file, callee.firstChild!)) return false;
  const args = childOf(call, 'ArgList');
  const list = args ? argumentsOf(args, file) : [];
  const transport =
    list.find((arg) => arg.name === 'transport') ??
    (list[0] && list[0].name === undefined && !list[0].spread ? list[0] : undefined);
  if (list.some((arg) => arg.spread)) return false;
  // No transport: stdio (mcp's default; fastmcp's unless FASTMCP_TRANSPORT says otherwise).
  return transport === undefined || staticValue(file, transport.value) === 'stdio';
}

/**
 * A server whose `run()` serves stdio by default (MCPServer, FastMCP of mcp 1.x or fastmcp), followed as the tool
 * registrations follow their receivers (servers.ts): `mcp = create_server()` in `main()` is the factory's server.
 */
function isServer(project: PythonProject, file: PythonFile, receiver: SyntaxNode): boolean {
  const parts = dottedParts(file, receiver);
  if (!parts) return false;
  const found = receiverOf(project, file, parts, receiver);
  return found.kind === 'server' && frameworkOf(project, found.flavour).stdioByDefault;
}

/**
 * `print(…)` without `file=` (or with `file=sys.stdout`), and `sys.stdout.write(…)`. For a print whose arguments are
 * all plain, the edit that sends it to stderr as it is (`, file=sys.stderr` before the closing parenthesis). A file
 * that does not import `sys` gets the import too, in the same edit (one fix is one edit; a second print in that file
 * is fixed in --fix's next pass, once `sys` is there). A `sys` bound to something else is left to its author.
 */
function stdoutWrite(project: PythonProject, file: PythonFile, call: SyntaxNode): { edit?: TextEdit } | undefined {
  const callee = call.firstChild!;
  const name = qualifiedName(project.resolveExpression(file, callee));
  if (name === 'sys.stdout.write') return {};
  if (name !== 'builtins.print') return undefined;
  const args = childOf(call, 'ArgList');
  const list = args ? argumentsOf(args, file) : [];
  const target = list.find((arg) => arg.name === 'file');
  if (target) return qualifiedName(project.resolveExpression(file, target.value)) === 'sys.stdout' ? {} : undefined;
  if (list.some((arg) => arg.spread) || !args) return {};
  const sys = project.bindingsOf(file).get('sys');
  const imported = sys?.kind === 'module' && sys.module === 'sys';
  if (sys !== undefined && !imported) return {};
  const close = args.lastChild!;
  const trailingComma = close.prevSibling?.name === ',';
  const argument = list.length === 0 ? 'file=sys.stderr' : trailingComma ? ' file=sys.stderr' : ', file=sys.stderr';
  if (imported) return { edit: { range: [close.from, close.from], text: argument } };
  const at = importPlace(file);
  if (at > close.from) return {};
  return { edit: { range: [at, close.from], text: `import sys\n${file.text.slice(at, close.from)}${argument}` } };
}

/** Where `import sys` goes: after the module's docstring and `from __future__` imports, which must come first. */
function importPlace(file: PythonFile): number {
  let at = 0;
  let first = true;
  for (let statement = file.tree.topNode.firstChild; statement; statement = statement.nextSibling) {
    const text = textOf(file, statement);
    const docstring = first && statement.name === 'ExpressionStatement' && statement.firstChild?.name === 'String';
    if (!docstring && !/^from\s+__future__\s+import\b/.test(text) && statement.name !== 'Comment') break;
    first = first && statement.name === 'Comment';
    const lineEnd = file.text.indexOf('\n', statement.to);
    at = lineEnd < 0 ? file.text.length : lineEnd + 1;
  }
  return at;
}

function usesV1LowLevel(file: PythonFile): boolean {
  let found = false;
  file.tree.iterate({
    enter(node) {
      if (found) return false;
      if (node.name === 'Decorator') {
        const decorator = decoratorMethod(file, node.node);
        found = decorator !== undefined && decorator.called && V1_LOWLEVEL_METHODS.has(decorator.method);
      }
      return !found;
    },
  });
  return found;
}
