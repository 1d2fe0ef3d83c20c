// Which objects are MCP servers, and of which SDK: a receiver such as `mcp` in `@mcp.tool()` is followed to what
// constructs it — `MCPServer(...)` (mcp 2.x), `FastMCP(...)` from mcp.server.fastmcp (mcp 1.x) or from fastmcp 2–4,
// the low-level `Server(...)` — through module and function bindings, imports of project files, `self.mcp = …` in a
// class, a factory that returns one, and the callers of `def register(mcp):`. Never by the variable's name: `.tool`
// is also pydantic-ai's `@agent.tool` and other libraries' decorators.
import { localBinding, enclosingClass, blockStatements, callsOf, classOfMethod } from './scopes.js';
import { dottedParts, qualifiedName, type PythonProject, type Resolved } from './project.js';
import { argumentsOf, childOf, childrenOf, textOf, type PythonFile, type SyntaxNode } from './syntax.js';
import { frameworkOf, frameworkOfClass, type ServerFlavour } from './frameworks/index.js';
import type { DuplicateNameBehaviour } from '../../core/facts.js';

export type { ServerFlavour };

export type Receiver =
  /**
   * `uncalled`: reached through a parameter annotated with the server class of a function no linted file calls.
   * `schemasAsIs`: a fastmcp constructor argument that may turn off its `$ref` inlining (`dereference_schemas=False`).
   * `duplicateName`: what the constructor's arguments make the server do with a second tool of one name, when they say.
   * `site`: the call that makes the server object (its constructor, or a factory's call: each call makes one), as
   * `path:offset`; absent when the receiver cannot be pinned to one such call.
   */
  | {
      kind: 'server';
      flavour: ServerFlavour;
      uncalled?: true;
      schemasAsIs?: string;
      duplicateName?: DuplicateNameBehaviour;
      site?: string;
    }
  /** Known to be something else (another library's object, a class, a module): not an MCP server. */
  | { kind: 'other' }
  | { kind: 'unknown'; why: string };

/** Following aliases and callers deeper than this is not what servers do; it bounds hostile input. */
const MAX_DEPTH = 12;

/** What the receiver written as `parts` (`mcp`, `self.mcp`, `app.server`) at `at` in `file` is. */
export function receiverOf(
  project: PythonProject,
  file: PythonFile,
  parts: readonly string[],
  at: SyntaxNode,
  depth = 0,
): Receiver {
  const label = parts.join('.');
  if (depth > MAX_DEPTH) return { kind: 'unknown', why: `\`${label}\` is passed through too many names to follow` };
  const [first, ...rest] = parts;
  if (first === undefined) return { kind: 'unknown', why: 'an expression that is not a name' };
  const local = localBinding(file, first, at);
  if (local) {
    if (rest.length > 0) {
      if (local.kind === 'parameter' && local.index === 0 && rest.length === 1)
        return attributeOfSelf(project, file, rest[0]!, at, depth);
      return { kind: 'unknown', why: `\`${label}\` is an attribute of a local value` };
    }
    switch (local.kind) {
      case 'value':
        return valueReceiver(project, file, local.node, depth + 1);
      case 'function':
        return { kind: 'other' };
      case 'ambiguous':
        return { kind: 'unknown', why: `\`${first}\` is bound more than once in its function` };
      case 'parameter':
        return parameterReceiver(
          project,
          file,
          local.function,
          local.parameter.name,
          local.index,
          local.parameter.annotation,
          depth,
        );
    }
  }
  let resolved = project.resolveName(file, first);
  for (const part of rest) resolved = attributeOf(project, resolved, part);
  return resolvedReceiver(project, resolved, label, depth);
}

function attributeOf(project: PythonProject, resolved: Resolved, part: string): Resolved {
  if (resolved.kind === 'external') return { kind: 'external', module: qualifiedName(resolved)!, name: part };
  if (resolved.kind === 'local-module') return project.resolveName(resolved.file, part);
  if (resolved.kind === 'unknown') return resolved;
  if (resolved.kind === 'local' && resolved.binding.kind === 'class')
    return { kind: 'unknown', why: `\`${resolved.name}.${part}\` is a class attribute` };
  return { kind: 'unknown', why: `\`${resolved.name}.${part}\` is an attribute of a value` };
}

function resolvedReceiver(project: PythonProject, resolved: Resolved, label: string, depth: number): Receiver {
  switch (resolved.kind) {
    case 'local':
      if (resolved.binding.kind === 'value')
        return valueReceiver(project, resolved.file, resolved.binding.node, depth + 1);
      return { kind: 'other' };
    case 'local-module':
      return { kind: 'other' };
    case 'external':
      if (resolved.module === 'builtins') return { kind: 'unknown', why: `\`${label}\` is not defined in the file` };
      return { kind: 'unknown', why: `\`${label}\` comes from ${resolved.module}, outside the linted files` };
    case 'unknown':
      return { kind: 'unknown', why: resolved.why };
  }
}

/** What a value expression is: a server constructor call, an alias of another receiver, a factory's result. */
export function valueReceiver(project: PythonProject, file: PythonFile, node: SyntaxNode, depth: number): Receiver {
  if (depth > MAX_DEPTH) return { kind: 'unknown', why: 'a server passed through too many names to follow' };
  if (node.name === 'VariableName' || node.name === 'MemberExpression') {
    const parts = dottedParts(file, node);
    return parts
      ? receiverOf(project, file, parts, node, depth + 1)
      : { kind: 'unknown', why: `\`${short(file, node)}\` is not a plain name` };
  }
  if (node.name !== 'CallExpression')
    return { kind: 'unknown', why: `\`${short(file, node)}\` is not a constructor call` };
  const callee = node.firstChild!;
  const parts = dottedParts(file, callee);
  if (!parts) return { kind: 'unknown', why: `\`${short(file, node)}\` is not a constructor call` };
  const flavour = classFlavour(project, file, parts, callee, depth);
  if (flavour?.kind === 'server') {
    const framework = frameworkOf(project, flavour.flavour);
    const kept = framework.schemasAsIs?.(file, node);
    const duplicateName = framework.registration?.duplicateOption?.(file, node);
    return {
      ...flavour,
      site: `${file.path}:${node.from}`,
      ...(kept ? { schemasAsIs: kept } : {}),
      ...(duplicateName ? { duplicateName } : {}),
    };
  }
  if (flavour !== undefined) return flavour;
  return { kind: 'unknown', why: `the value of \`${short(file, node)}\` could not be followed` };
}

/** The flavour a constructor or factory named `parts` gives, `other` for a class that is no server, undefined when unknown. */
function classFlavour(
  project: PythonProject,
  file: PythonFile,
  parts: string[],
  at: SyntaxNode,
  depth: number,
): Receiver | undefined {
  const local = localBinding(file, parts[0]!, at);
  if (local) {
    if (local.kind === 'function' && parts.length === 1) return factoryReceiver(project, file, local.node, depth);
    return undefined;
  }
  let resolved = project.resolveName(file, parts[0]!);
  for (const part of parts.slice(1)) resolved = attributeOf(project, resolved, part);
  if (resolved.kind === 'external') {
    const framework = frameworkOfClass(project, qualifiedName(resolved)!);
    return framework
      ? { kind: 'server', flavour: framework.id }
      : resolved.module === 'builtins'
        ? undefined
        : { kind: 'other' };
  }
  if (resolved.kind !== 'local') return undefined;
  if (resolved.binding.kind === 'function')
    return factoryReceiver(project, resolved.file, resolved.binding.node, depth);
  if (resolved.binding.kind !== 'class') return undefined;
  // A project class: a server when it subclasses one (`class MyServer(FastMCP)`).
  const bases = childOf(resolved.binding.node, 'ArgList');
  for (const base of bases ? argumentsOf(bases, resolved.file) : []) {
    if (base.name !== undefined || base.spread) continue;
    const baseParts = dottedParts(resolved.file, base.value);
    const flavour =
      baseParts && depth < MAX_DEPTH
        ? classFlavour(project, resolved.file, baseParts, base.value, depth + 1)
        : undefined;
    if (flavour?.kind === 'server') return flavour;
  }
  return { kind: 'other' };
}

/** A factory function (`def create_server(): … return FastMCP(…)`): a server when every return gives the same one. */
function factoryReceiver(
  project: PythonProject,
  file: PythonFile,
  fn: SyntaxNode,
  depth: number,
): Receiver | undefined {
  const body = childOf(fn, 'Body');
  const returns = body ? blockStatements(body).filter((statement) => statement.name === 'ReturnStatement') : [];
  let found: Receiver | undefined;
  for (const statement of returns) {
    const value = statement.lastChild;
    if (!value || value.name === 'return') return undefined;
    const receiver = valueReceiver(project, file, value, depth + 1);
    if (receiver.kind !== 'server' || (found?.kind === 'server' && found.flavour !== receiver.flavour))
      return undefined;
    found = receiver;
  }
  return found;
}

/**
 * `def register(mcp: FastMCP)`: by the annotation; else by what every caller passes — calls in this file and in the
 * other files of the run (`from .tools import register; register(mcp)`), matched by what their callee resolves to.
 */
function parameterReceiver(
  project: PythonProject,
  file: PythonFile,
  fn: SyntaxNode,
  name: string,
  index: number,
  annotation: SyntaxNode | undefined,
  depth: number,
): Receiver {
  // Every tool of `def register(mcp):` asks the same question; the callers are searched once per run.
  let known = parameterReceivers.get(project);
  if (!known) parameterReceivers.set(project, (known = new Map()));
  const key = `${file.path}\0${fn.from}\0${name}`;
  const cached = known.get(key);
  if (cached) return cached;
  // While its callers are read, a recursive call sees this instead of asking again.
  known.set(key, { kind: 'unknown', why: `\`${name}\` is passed around in a cycle of calls` });
  const receiver = parameterReceiverOf(project, file, fn, name, index, annotation, depth);
  known.set(key, receiver);
  return receiver;
}

const parameterReceivers = new WeakMap<PythonProject, Map<string, Receiver>>();

function parameterReceiverOf(
  project: PythonProject,
  file: PythonFile,
  fn: SyntaxNode,
  name: string,
  index: number,
  annotation: SyntaxNode | undefined,
  depth: number,
): Receiver {
  const nameNode = childOf(fn, 'VariableName');
  const fnName = nameNode ? textOf(file, nameNode) : 'a function';
  const callers = nameNode ? callersOf(project, file, fn, fnName) : [];
  const passed = () => passedReceiver(project, callers, fnName, name, index, depth);
  if (annotation) {
    const parts = dottedParts(file, annotation);
    const flavour = parts && classFlavour(project, file, parts, annotation, depth + 1);
    // The annotation says which SDK; whether the server runs it is up to a caller, which may not be linted.
    if (flavour?.kind === 'server') {
      if (!callers.length) return { ...flavour, uncalled: true };
      const given = passed();
      // The server the callers pass, with what its constructor says.
      return given.kind === 'server' && given.flavour === flavour.flavour && given.site ? given : flavour;
    }
  }
  return passed();
}

/** What the calls of `fnName` pass as its parameter `name`: a server when one passes one (the same call site when all do). */
function passedReceiver(
  project: PythonProject,
  callers: ReadonlyArray<{ file: PythonFile; call: SyntaxNode; shift: number }>,
  fnName: string,
  name: string,
  index: number,
  depth: number,
): Receiver {
  // A call that passes a server registers the tools on it, whatever other calls pass: a test's
  // `register(MagicMock())` beside server.py's `register(mcp)` does not take the server's tools away.
  let found: Extract<Receiver, { kind: 'server' }> | undefined;
  const sites = new Set<string | undefined>();
  // Without a server, what the other calls pass: unknown (worth a finding) before known to be something else.
  let other: Receiver | undefined;
  const notServer = (receiver: Receiver) => {
    if (other?.kind !== 'unknown') other = receiver;
  };
  for (const { file: callerFile, call, shift } of callers) {
    const args = argumentsOf(childOf(call, 'ArgList')!, callerFile);
    if (args.some((arg) => arg.spread)) {
      notServer({ kind: 'unknown', why: `a call of ${fnName}() passes \`*\` or \`**\` arguments` });
      continue;
    }
    const argument =
      args.find((arg) => arg.name === name) ?? args.filter((arg) => arg.name === undefined)[index - shift];
    if (!argument) continue;
    const receiver = valueReceiver(project, callerFile, argument.value, depth + 1);
    if (receiver.kind !== 'server') {
      notServer(receiver);
      continue;
    }
    if (found?.kind === 'server' && found.flavour !== receiver.flavour)
      return { kind: 'unknown', why: `${fnName}() is called with servers of different SDKs` };
    found = receiver;
    sites.add(receiver.site);
  }
  // Called with two servers: which one a registration is on is not one place.
  if (found?.site && sites.size > 1) {
    const { site: _, ...withoutSite } = found;
    found = withoutSite;
  }
  return (
    found ??
    other ?? {
      kind: 'unknown',
      why: `\`${name}\` is a parameter of ${fnName}() and no call of it among the linted files passes a server`,
    }
  );
}

/**
 * Calls of the def `fn` (named `fnName`, in `file`) in every known file: by name, as `module.fnName`, or — for a
 * method — on an instance of its class (`tools = Tools(); tools.register(mcp)`), where `self` takes the first place.
 */
function callersOf(
  project: PythonProject,
  file: PythonFile,
  fn: SyntaxNode,
  fnName: string,
): Array<{ file: PythonFile; call: SyntaxNode; shift: number }> {
  const callers: Array<{ file: PythonFile; call: SyntaxNode; shift: number }> = [];
  const cls = classOfMethod(fn);
  // `__init__(self, mcp)` runs when the class is called: `Tools(mcp)`.
  const constructed = cls && fnName === '__init__' ? childOf(cls, 'VariableName') : undefined;
  const calledName = constructed ? textOf(file, constructed) : fnName;
  for (const callerFile of project.knownFiles()) {
    if (!callerFile.text.includes(calledName)) continue;
    for (const call of callsOf(callerFile, calledName)) {
      const callee = call.firstChild!;
      if (constructed) {
        const target = dottedParts(callerFile, callee) ? project.resolveExpression(callerFile, callee) : undefined;
        if (
          target?.kind === 'local' &&
          target.binding.kind === 'class' &&
          target.file === file &&
          target.binding.node.from === cls!.from
        )
          callers.push({ file: callerFile, call, shift: 1 });
        continue;
      }
      if (cls) {
        if (callee.name === 'MemberExpression' && instanceOf(project, callerFile, callee.firstChild!, cls, file))
          callers.push({ file: callerFile, call, shift: 1 });
        continue;
      }
      const local = callee.name === 'VariableName' ? localBinding(callerFile, fnName, call) : undefined;
      const target = local
        ? local.kind === 'function'
          ? { file: callerFile, node: local.node }
          : undefined
        : definitionOf(project.resolveExpression(callerFile, callee));
      if (target && target.file === file && target.node.from === fn.from)
        callers.push({ file: callerFile, call, shift: 0 });
    }
  }
  return callers;
}

/** Whether `node` is an instance of the project class `cls` (of `clsFile`): `Tools()` or a name bound once to it. */
function instanceOf(
  project: PythonProject,
  file: PythonFile,
  node: SyntaxNode,
  cls: SyntaxNode,
  clsFile: PythonFile,
): boolean {
  let value = node;
  if (node.name === 'VariableName') {
    const name = textOf(file, node);
    const local = localBinding(file, name, node);
    if (local?.kind === 'value') value = local.node;
    else if (!local) {
      const resolved = project.resolveName(file, name);
      if (resolved.kind !== 'local' || resolved.binding.kind !== 'value') return false;
      return instanceOf(project, resolved.file, resolved.binding.node, cls, clsFile);
    } else return false;
  }
  if (value.name !== 'CallExpression' || !dottedParts(file, value.firstChild!)) return false;
  const resolved = project.resolveExpression(file, value.firstChild!);
  return (
    resolved.kind === 'local' &&
    resolved.binding.kind === 'class' &&
    resolved.file === clsFile &&
    resolved.binding.node.from === cls.from
  );
}

function definitionOf(resolved: Resolved): { file: PythonFile; node: SyntaxNode } | undefined {
  return resolved.kind === 'local' && resolved.binding.kind === 'function'
    ? { file: resolved.file, node: resolved.binding.node }
    : undefined;
}

/** `self.mcp` in a method: what the class assigns to `self.mcp` (in any method) or binds as `mcp` in its body. */
function attributeOfSelf(
  project: PythonProject,
  file: PythonFile,
  attribute: string,
  at: SyntaxNode,
  depth: number,
): Receiver {
  const cls = enclosingClass(at);
  if (!cls) return { kind: 'unknown', why: `\`self.${attribute}\` outside a class` };
  const values: SyntaxNode[] = [];
  const visit = (node: SyntaxNode) => {
    for (const child of childrenOf(node)) {
      if (child.name === 'AssignStatement') {
        const [target, op, value, ...more] = childrenOf(child);
        if (
          op?.name === 'AssignOp' &&
          value &&
          more.length === 0 &&
          target?.name === 'MemberExpression' &&
          textOf(file, target).replace(/\s/g, '') === `self.${attribute}`
        )
          values.push(value);
      } else visit(child);
    }
  };
  visit(cls);
  if (values.length !== 1)
    return {
      kind: 'unknown',
      why:
        values.length === 0
          ? `the class does not assign \`self.${attribute}\``
          : `the class assigns \`self.${attribute}\` more than once`,
    };
  return valueReceiver(project, file, values[0]!, depth + 1);
}

function short(file: PythonFile, node: SyntaxNode): string {
  const text = textOf(file, node).replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
