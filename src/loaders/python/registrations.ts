// Where a file registers tools from functions on an MCPServer / FastMCP object: `@mcp.tool`, `@mcp.tool(…)`,
// `mcp.tool(…)(fn)`, `mcp.tool(fn, …)`, `mcp.add_tool(fn, …)` and fastmcp's `mcp.add_tool(Tool.from_function(fn, …))`,
// at module level or inside functions (`def register(mcp):`), each with the arguments that shape the definition.
// A call inside a loop over a list the code names statically runs once per item (loops.ts), and its arguments may be
// a Tool object's attributes (`mcp.add_tool(tool.fn, tool.name, …)`, tool-objects.ts).
// A `.tool` on an object known to be something else (pydantic-ai's `@agent.tool`) is not a registration; one on an
// object that cannot be traced is reported once per cause, since real servers pass their server around.
import type { DuplicateNameBehaviour, RegistrationPlacement, RegistrationRuns } from '../../core/facts.js';
import type { Range } from '../../core/position.js';
import { dottedParts, type PythonProject } from './project.js';
import { enclosingClass, enclosingFunctions, localBinding } from './scopes.js';
import { frameworkOf, type RegistrationApi, type ServerFlavour } from './frameworks/index.js';
import { receiverOf, type Receiver } from './servers.js';
import {
  argumentsOf,
  childOf,
  childrenOf,
  rangeOf,
  snippet,
  textOf,
  type Argument,
  type PythonFile,
  type SyntaxNode,
} from './syntax.js';
import { registrationRuns, type LoopRun } from './loops.js';
import { branchPathOf } from './arms.js';
import { toolAttribute, toolObjectOf, type LoopEnv } from './tool-objects.js';

export type RegistrationKind = 'decorator' | 'call' | 'add_tool';

export interface ToolRegistration {
  kind: RegistrationKind;
  flavour: ServerFlavour;
  /** The decorator, or the registration call (where the tool itself is placed when nothing better is written). */
  at: SyntaxNode;
  /** The tool's function (a FunctionDefinition), possibly in another project file. */
  fn: ToolFunction;
  /** The arguments that shape the definition (`name=…`, fastmcp's positional name…), in the registration's file. */
  options: Argument[];
  /**
   * Whether the run time decides that this registration runs ('uncalled': through a server parameter of a function
   * no linted file calls, or by a tool when it runs; 'narrowed': one of a loop's runs the code may skip).
   */
  mayNotRun?: RegistrationRuns['mayNotRun'];
  /** The SDK's names for the positional options, in order (MCPServer's `tool(name, title, …)`, fastmcp's `tool("name")`). */
  positional: readonly string[];
  /** The file the options are written in, when not the registration's (a Tool object built in another file). */
  optionsFile?: PythonFile;
  /** Loop variables bound for this run of a registration in a loop (loops.ts). */
  env?: LoopEnv;
  /** Where this run's item is written in the registration's file: the tool is placed there rather than at `at`. */
  place?: SyntaxNode;
  /** Why the server may send the schemas without fastmcp's `$ref` inlining (servers.ts), so they are not rebuilt. */
  schemasAsIs?: string;
  /** What the server's constructor makes it do with a second tool of one name, when its arguments say (servers.ts). */
  duplicateName?: DuplicateNameBehaviour;
  /** The server it is on and the exclusive arms it sits in (arms.ts). */
  placement: RegistrationPlacement;
}

/** Tools rebuilt from a loop that decides at run time which of them it registers. */
export interface UpperBound {
  tools: number;
  decidedBy: string;
  range: Range;
}

/** A receiver traced to an MCPServer / FastMCP object, and what it says beyond the flavour. */
interface Server {
  flavour: ServerFlavour;
  /** Reached through a function no linted file calls, or inside a tool: its tools may not be listed. */
  uncalled: boolean;
  schemasAsIs?: string;
  duplicateName?: DuplicateNameBehaviour;
  /** The call that made the server object, when known (servers.ts). */
  site?: string;
}

interface RegistrationCall {
  node: SyntaxNode;
  /** The receiver traced (once, on first need): undefined when it is no MCPServer / FastMCP object. */
  server: () => Server | undefined;
  receiver: string[];
  method: 'tool' | 'add_tool';
  args: Argument[];
  label: string;
  /** The call applying `mcp.tool(…)`'s result to a function: `mcp.tool(…)(fn)`. */
  outer?: SyntaxNode;
}

/** MCPServer's `tool(…)` and `add_tool(fn, …)` parameters, in order. */

/** A tool's function; `bound` for a method taken from `self` (its first parameter is not the tool's). */
export interface ToolFunction {
  file: PythonFile;
  node: SyntaxNode;
  bound?: true;
}

export interface FileUnresolved {
  what: string;
  range: Range;
}

/** The registration API of a server's framework (a Server is only made for frameworks that have one). */
function registrationOf(project: PythonProject, flavour: ServerFlavour): RegistrationApi {
  return frameworkOf(project, flavour).registration!;
}

export function toolRegistrations(
  project: PythonProject,
  file: PythonFile,
): { registrations: ToolRegistration[]; unresolved: FileUnresolved[]; upperBounds: UpperBound[] } {
  const registrations: ToolRegistration[] = [];
  const upperBounds: UpperBound[] = [];
  const unresolved = new UnresolvedCauses();
  const serverAt = (parts: string[], at: SyntaxNode, text: string): Server | undefined => {
    const receiver: Receiver = receiverOf(project, file, parts, at);
    if (receiver.kind === 'server') {
      if (!frameworkOf(project, receiver.flavour).registration) return undefined;
      const uncalled = receiver.uncalled === true || insideTool(file, at);
      return {
        flavour: receiver.flavour,
        uncalled,
        ...(receiver.schemasAsIs ? { schemasAsIs: receiver.schemasAsIs } : {}),
        ...(receiver.duplicateName ? { duplicateName: receiver.duplicateName } : {}),
        ...(receiver.site ? { site: receiver.site } : {}),
      };
    }
    if (receiver.kind === 'unknown')
      unresolved.add(
        `The tools registered by \`${text}\` on a receiver not traced to an MCP server (${receiver.why})`,
        rangeOf(file, at),
      );
    return undefined;
  };

  file.tree.iterate({
    enter(ref) {
      const node = ref.node;
      if (node.name === 'Decorator') {
        const decorator = decoratorParts(file, node);
        if (!decorator || decorator.method !== 'tool' || decorator.receiver.length === 0) return;
        // The def is the DecoratedStatement's last child: looked up by name, each of N stacked decorators scanned all N.
        const definition = node.parent?.lastChild?.name === 'FunctionDefinition' ? node.parent.lastChild : undefined;
        if (!definition) return;
        const label = `@${decorator.receiver.join('.')}.tool${decorator.args ? '(…)' : ''}`;
        const server = serverAt(decorator.receiver, node, label);
        if (!server) return;
        const { flavour } = server;
        const { bareDecorator, positional } = registrationOf(project, flavour);
        if (!decorator.args && bareDecorator) {
          unresolved.add(bareDecorator(label), rangeOf(file, node));
          return;
        }
        const options = decorator.args ? argumentsOf(decorator.args, file) : [];
        push({ kind: 'decorator', flavour, at: node, fn: { file, node: definition }, options, positional }, server);
        return;
      }
      if (node.name !== 'CallExpression') return;
      const callee = node.firstChild;
      const property = callee?.name === 'MemberExpression' ? callee.lastChild : undefined;
      const method = property?.name === 'PropertyName' ? textOf(file, property) : undefined;
      if (method !== 'tool' && method !== 'add_tool') return;
      const receiver = dottedParts(file, callee!.firstChild!);
      const argList = childOf(node, 'ArgList');
      if (!receiver || !argList) return;
      const outer =
        node.parent?.name === 'CallExpression' &&
        node.parent.firstChild?.from === node.from &&
        node.parent.firstChild.to === node.to
          ? node.parent
          : undefined;
      const label = `${receiver.join('.')}.${method}(…)${outer ? '(…)' : ''}`;
      // The receiver is the same for every run of a loop: traced once, when a run first needs it.
      let traced: { server: Server | undefined } | undefined;
      const server = () => (traced ??= { server: serverAt(receiver, node, label) }).server;
      const call: RegistrationCall = {
        node,
        receiver,
        method,
        args: argumentsOf(argList, file),
        label,
        server,
        ...(outer ? { outer } : {}),
      };
      const runs = registrationRuns(project, file, outer ?? node);
      if (runs && 'why' in runs) {
        // Only a server's registrations are worth a finding; another library's `.tool` in a loop is skipped silently.
        const target = receiverOf(project, file, receiver, node);
        if (target.kind === 'server' && frameworkOf(project, target.flavour).registration)
          unresolved.add(`The tools registered in a loop by \`${label}\` (${runs.why})`, rangeOf(file, outer ?? node));
        return;
      }
      const before = registrations.length;
      for (const run of runs?.runs ?? [{ env: new Map() }]) callRegistration(call, run);
      if (!runs?.decidedBy || registrations.length === before) return;
      for (const registration of registrations.slice(before)) registration.mayNotRun ??= 'narrowed';
      const decider = runs.decidedBy.file === file ? runs.decidedBy.node : (outer ?? node);
      upperBounds.push({
        tools: registrations.length - before,
        decidedBy: snippet(file, decider, 60),
        range: rangeOf(file, decider),
      });
    },
  });
  return { registrations, unresolved: unresolved.list, upperBounds };

  /** One run of a `.tool(…)` / `.add_tool(…)` call, with the loop variables of its run bound. */
  function callRegistration(call: RegistrationCall, run: LoopRun): void {
    const { node, receiver, method, args, label, outer } = call;
    const { env } = run;
    const at = outer ?? node;
    const where = run.place ? { place: run.place } : {};
    if (method === 'tool' && outer) {
      // mcp.tool(…)(fn): the decorator applied by hand.
      const fnArg = argumentsOf(childOf(outer, 'ArgList')!, file)[0];
      if (!fnArg || fnArg.name !== undefined || fnArg.spread) return;
      const server = call.server();
      if (!server) return;
      const fn = functionIn(project, file, fnArg.value, env);
      if ('why' in fn) return unresolved.add(`The tool registered by \`${label}\` (${fn.why})`, rangeOf(file, outer));
      push(
        {
          kind: 'call',
          flavour: server.flavour,
          at,
          fn,
          options: args,
          positional: registrationOf(project, server.flavour).positional,
          env,
          ...where,
        },
        server,
      );
      return;
    }

    const [first, ...rest] = args;
    if (!first || first.name !== undefined || first.spread) return;
    if (method === 'tool') {
      // mcp.tool(fn, …) (fastmcp); a first positional string is a name for a decorator applied elsewhere.
      if (first.value.name === 'String' || first.value.name === 'ContinuedString' || first.value.name === 'None')
        return;
      const fn = functionIn(project, file, first.value, env);
      if ('why' in fn) return;
      const server = call.server();
      if (!server) return;
      const { toolOfFunction } = registrationOf(project, server.flavour);
      if (toolOfFunction) {
        unresolved.add(
          toolOfFunction(label, `${receiver.join('.')}.tool()(${textOf(file, first.value)})`),
          rangeOf(file, node),
        );
        return;
      }
      push({ kind: 'call', flavour: server.flavour, at, fn, options: rest, positional: [], env, ...where }, server);
      return;
    }

    // add_tool(fn, …) or fastmcp's add_tool(Tool.from_function(fn, …)).
    const server = call.server();
    if (!server) return;
    const { flavour } = server;
    const { addTool } = registrationOf(project, flavour);
    const object = toolObjectOf(project, { file, node: first.value }, env);
    if (object) {
      if (!addTool.toolObjects || object.flavour !== flavour || rest.length > 0)
        return unresolved.add(
          `The tool added by \`${label}\` (a Tool object passed to ${addTool.toolObjects ? 'add_tool with more arguments' : 'MCPServer.add_tool, which takes a function'})`,
          rangeOf(file, node),
        );
      const [fnArg, ...factoryOptions] = object.args;
      const fn =
        fnArg && fnArg.name === undefined && !fnArg.spread
          ? functionOf(project, object.file, fnArg.value)
          : { why: 'Tool.from_function has no function argument' };
      if ('why' in fn) return unresolved.add(`The tool added by \`${label}\` (${fn.why})`, rangeOf(file, node));
      push(
        {
          kind: 'add_tool',
          flavour,
          at,
          fn,
          options: factoryOptions,
          positional: [],
          env,
          ...where,
          ...(object.file !== file ? { optionsFile: object.file } : {}),
        },
        server,
      );
      return;
    }
    const fn = functionIn(project, file, first.value, env);
    if ('why' in fn) return unresolved.add(`The tool added by \`${label}\` (${fn.why})`, rangeOf(file, node));
    if (addTool.moreArguments && rest.length > 0)
      return unresolved.add(`The tool added by \`${label}\` (${addTool.moreArguments})`, rangeOf(file, node));
    push({ kind: 'add_tool', flavour, at, fn, options: rest, positional: addTool.positional, env, ...where }, server);
  }

  /** A registration on `server`, with what its receiver says beyond the flavour. */
  function push(
    registration: Omit<ToolRegistration, 'placement'>,
    { uncalled, schemasAsIs, duplicateName, site }: Server,
  ): void {
    if (schemasAsIs)
      unresolved.add(
        `The schemas of the tools registered on this server: ${schemasAsIs}`,
        rangeOf(file, registration.at),
      );
    registrations.push({
      ...registration,
      ...(uncalled ? { mayNotRun: 'uncalled' as const } : {}),
      ...(schemasAsIs ? { schemasAsIs } : {}),
      ...(duplicateName ? { duplicateName } : {}),
      // Servers whose making call is not known are one server to the rule, as all of a file's were before sites:
      // per file, so that they meet no other file's.
      placement: { receiver: site ?? `${UNPLACED_SERVER}:${file.path}`, path: branchPathOf(file, registration.at) },
    });
  }
}

/** The receiver id of the servers of a file that could not be pinned to the call that made them. */
const UNPLACED_SERVER = 'python-server-not-pinned';

/** Each cause once: the same sentence on several registrations is reported at the first, with a count. */
class UnresolvedCauses {
  private readonly causes = new Map<string, { range: Range; count: number }>();

  add(what: string, range: Range): void {
    const known = this.causes.get(what);
    if (known) known.count++;
    else this.causes.set(what, { range, count: 1 });
  }

  get list(): FileUnresolved[] {
    return [...this.causes].map(([what, { range, count }]) => ({
      what: count > 1 ? `${what} (${count} registrations)` : what,
      range,
    }));
  }
}

/** Whether a function around the node is itself a tool: what it registers appears only once that tool has run. */
function insideTool(file: PythonFile, node: SyntaxNode): boolean {
  return enclosingFunctions(node).some((fn) => {
    const decorated = fn.parent?.name === 'DecoratedStatement' ? fn.parent : undefined;
    return (
      decorated !== undefined &&
      childrenOf(decorated).some(
        (child) => child.name === 'Decorator' && decoratorParts(file, child)?.method === 'tool',
      )
    );
  });
}

/** A decorator's flat tokens: `@a.b.method(args)` as receiver ['a', 'b'], method and the ArgList. */
export function decoratorParts(
  file: PythonFile,
  decorator: SyntaxNode,
): { receiver: string[]; method: string; args?: SyntaxNode } | undefined {
  const names: string[] = [];
  let args: SyntaxNode | undefined;
  for (const token of childrenOf(decorator)) {
    if (token.name === 'At' || token.name === '.') continue;
    if (token.name === 'VariableName' && !args) names.push(textOf(file, token));
    else if (token.name === 'ArgList' && !args) args = token;
    else return undefined; // `@x[0].tool`, `@make()(…)`: not a plain dotted decorator
  }
  const method = names.pop();
  return method === undefined ? undefined : { receiver: names, method, ...(args ? { args } : {}) };
}

/** The `def` an argument names, through loop variables and tool objects' `.fn` (`mcp.add_tool(tool.fn, …)`). */
function functionIn(
  project: PythonProject,
  file: PythonFile,
  node: SyntaxNode,
  env: LoopEnv,
): ToolFunction | { why: string } {
  const item = node.name === 'VariableName' ? env.get(textOf(file, node)) : undefined;
  if (item) return functionOf(project, item.file, item.node);
  const attribute = node.name === 'MemberExpression' ? toolAttribute(project, file, node, env) : undefined;
  if (attribute && 'expr' in attribute) return functionOf(project, attribute.expr.file, attribute.expr.node);
  return functionOf(project, file, node);
}

/** The `def` an expression names (a local def, a module function, an imported project function). */
export function functionOf(project: PythonProject, file: PythonFile, node: SyntaxNode): ToolFunction | { why: string } {
  if (node.name === 'LambdaExpression') return { why: 'a lambda is not followed' };
  const parts = dottedParts(file, node);
  if (!parts) return { why: `\`${textOf(file, node).slice(0, 60)}\` is not a function's name` };
  if (parts.length === 2) {
    // self.method inside a method: the class's own method, bound (the SDK sees it without `self`).
    const self = localBinding(file, parts[0]!, node);
    if (self?.kind === 'parameter' && self.index === 0) {
      const method = methodOf(file, node, parts[1]!);
      return method
        ? { file, node: method, bound: true }
        : { why: `\`${parts.join('.')}\` is not a method defined in the class` };
    }
  }
  if (parts.length === 1) {
    const local = localBinding(file, parts[0]!, node);
    if (local?.kind === 'function') return { file, node: local.node };
    if (local) return { why: `\`${parts[0]}\` is not a def in its function` };
  }
  let resolved = project.resolveName(file, parts[0]!);
  for (const part of parts.slice(1)) {
    if (resolved.kind !== 'local-module')
      return { why: `\`${parts.join('.')}\` is not a function of a project module` };
    resolved = project.resolveName(resolved.file, part);
  }
  if (resolved.kind === 'local' && resolved.binding.kind === 'function')
    return { file: resolved.file, node: resolved.binding.node };
  if (resolved.kind === 'unknown') return { why: resolved.why };
  if (resolved.kind === 'external')
    return {
      why: `\`${parts.join('.')}\` comes from ${resolved.module === 'builtins' ? 'nowhere in the file' : resolved.module}`,
    };
  return { why: `\`${parts.join('.')}\` is not a def` };
}

/** The method `name` of the class around `at`, when the class defines it exactly once. */
function methodOf(file: PythonFile, at: SyntaxNode, name: string): SyntaxNode | undefined {
  const cls = enclosingClass(at);
  const body = cls && childOf(cls, 'Body');
  const methods = (body ? childrenOf(body) : [])
    .map((statement) =>
      statement.name === 'DecoratedStatement' ? childOf(statement, 'FunctionDefinition') : statement,
    )
    .filter(
      (statement): statement is SyntaxNode =>
        statement?.name === 'FunctionDefinition' && textOf(file, childOf(statement, 'VariableName')!) === name,
    );
  return methods.length === 1 ? methods[0] : undefined;
}
