// How a Python tool function can fail, read from its body without running it: the `raise` statements no try around
// them catches (with whether each is the SDK's ToolError, whose message the model reads), and the lookups keyed by a
// parameter that raise KeyError or IndexError for a value the model sent (`CITIES[city]`), unless a try catches them or
// the function checks the key first (`if city not in CITIES`). Only the function's own statements are read: nested
// functions and lambdas run elsewhere, and functions it calls are not followed. What is not certain (a class that
// cannot be followed, an `except` that may catch it) is left out rather than guessed.
import type { HandlerFacts, HandlerFailures } from '../../core/facts.js';
import type { Range } from '../../core/position.js';
import { catches, exceptionClass, handlerName, type ExceptionClass } from './exceptions.js';
import type { PythonProject } from './project.js';
import { namesOfTarget } from './with-items.js';
import { handlerFailures, messageText } from '../facts/failures.js';
import { frameworkOf, type ServerFlavour } from './frameworks/index.js';
import {
  childOf,
  childrenOf,
  rangeOf,
  snippet,
  textOf,
  type Parameter,
  type PythonFile,
  type SyntaxNode,
} from './syntax.js';

/** The SDK that runs the tool, as the server's class says. */
export type HandlerFlavour = ServerFlavour;

/** Classes that catch a failed subscript (KeyError, IndexError) when an `except` names them. */
const LOOKUP_HANDLERS = new Set([
  'builtins.KeyError',
  'builtins.IndexError',
  'builtins.LookupError',
  'builtins.Exception',
  'builtins.BaseException',
]);

/** A string literal's prefix and quotes. */
const QUOTES = /^[A-Za-z]*(?:'{3}|"{3}|'|")|(?:'{3}|"{3}|'|")$/g;
/** An f-string's replacement field (`{name}`, `{x!r:>10}`). */
const REPLACEMENT_FIELD = /\{[^{}]*\}/;

/** Containers whose subscript never raises for a missing key. */
const NEVER_MISSING = /(^|\.)(defaultdict|Counter)$/;

const NESTED_SCOPES = new Set(['FunctionDefinition', 'ClassDefinition', 'LambdaExpression', 'DecoratedStatement']);

/** One enclosing `try` (or `with suppress(…)`) and the classes its clauses name; undefined = a bare `except:`. */
type Guard = Array<ReadonlyArray<string | undefined> | undefined>;

export function pythonHandlerFacts(
  project: PythonProject,
  file: PythonFile,
  definition: SyntaxNode,
  parameters: readonly Parameter[],
  flavour: HandlerFlavour,
): HandlerFacts {
  const name = childOf(definition, 'VariableName');
  const body = childOf(definition, 'Body');
  const framework = frameworkOf(project, flavour);
  const failures = handlerFailures(framework.errorBehaviour(project, file));
  if (body) new FunctionReader(project, file, body, keyParameters(project, file, parameters), failures).read();
  return {
    framework: framework.handlerFramework,
    returns: [],
    ...(name ? { range: rangeOf(file, name) } : {}),
    failures,
  };
}

/**
 * The parameters whose values can be keys the function does not know: not the Context the SDK injects, not `self`,
 * and not a `Literal` or Enum, whose values the SDK has already checked against the schema.
 */
function keyParameters(project: PythonProject, file: PythonFile, parameters: readonly Parameter[]): string[] {
  return parameters
    .filter((parameter, index) => {
      if (index === 0 && (parameter.name === 'self' || parameter.name === 'cls')) return false;
      const annotation = parameter.annotation ? textOf(file, parameter.annotation) : '';
      if (/\bContext\b/.test(annotation) || /\bLiteral\[/.test(annotation)) return false;
      return !(parameter.annotation && isEnumClass(project, file, parameter.annotation));
    })
    .map((parameter) => parameter.name);
}

function isEnumClass(project: PythonProject, file: PythonFile, annotation: SyntaxNode): boolean {
  const resolved = project.resolveExpression(file, annotation);
  if (resolved.kind !== 'local' || resolved.binding.kind !== 'class') return false;
  const bases = childOf(resolved.binding.node, 'ArgList');
  return bases ? /\b(Enum|StrEnum|IntEnum|Flag|IntFlag)\b/.test(textOf(resolved.file, bases)) : false;
}

class FunctionReader {
  /** Local names whose value comes from a parameter, with the parameter. */
  private readonly tainted = new Map<string, string>();
  /** Names bound in the function (a `raise e` of one raises a value, not a class that can be followed). */
  private readonly locals = new Set<string>();
  /** `key in container` checks written anywhere in the function, as "key\u0000container". */
  private readonly checked = new Set<string>();
  /** Local names bound to a container that never raises for a missing key. */
  private readonly lenient = new Set<string>();

  constructor(
    private readonly project: PythonProject,
    private readonly file: PythonFile,
    private readonly body: SyntaxNode,
    parameters: string[],
    private readonly facts: HandlerFailures,
  ) {
    for (const parameter of parameters) this.tainted.set(parameter, parameter);
    for (const parameter of parameters) this.locals.add(parameter);
  }

  read(): void {
    this.collectBindings();
    this.visit(this.body, [], undefined);
  }

  private text(node: SyntaxNode): string {
    return textOf(this.file, node);
  }

  private range(node: SyntaxNode): Range {
    return rangeOf(this.file, node);
  }

  /** Every node of the function's own scope (nested functions, classes and lambdas left out). */
  private *ownNodes(node: SyntaxNode): Generator<SyntaxNode> {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (NESTED_SCOPES.has(child.name)) continue;
      yield child;
      yield* this.ownNodes(child);
    }
  }

  /** Which names are bound locally, which carry a parameter's value (to a fixed point), and which keys are checked. */
  private collectBindings(): void {
    const flows: Array<{ targets: SyntaxNode[]; value: SyntaxNode[] }> = [];
    for (const node of this.ownNodes(this.body)) {
      const children = childrenOf(node);
      if (node.name === 'AssignStatement' || node.name === 'UpdateStatement') {
        const split = children
          .map((child) => child.name)
          .lastIndexOf(node.name === 'AssignStatement' ? 'AssignOp' : 'UpdateOp');
        if (split < 0) continue;
        const targets = children
          .slice(0, split)
          .filter((child) => child.name !== 'AssignOp' && child.name !== 'TypeDef');
        flows.push({ targets, value: children.slice(split + 1) });
        const value = children[split + 1];
        if (
          value?.name === 'CallExpression' &&
          children.length === split + 2 &&
          NEVER_MISSING.test(this.text(value.firstChild!))
        ) {
          for (const target of targets) if (target.name === 'VariableName') this.lenient.add(this.text(target));
        }
      } else if (node.name === 'NamedExpression' && children[0]?.name === 'VariableName') {
        flows.push({ targets: [children[0]], value: children.slice(2) });
      } else if (children.some((child) => child.name === 'for')) {
        // `for a, b in items:` and comprehensions' `for x in xs` are flat runs: targets between `for` and `in`.
        for (let i = 0; i < children.length; i++) {
          if (children[i]!.name !== 'for') continue;
          const at = children.findIndex((child, j) => j > i && child.name === 'in');
          if (at < 0) continue;
          flows.push({ targets: children.slice(i + 1, at), value: [children[at + 1]!].filter(Boolean) });
        }
      }
      // `as name` in with, except and import statements.
      children.forEach((child, i) => {
        if (child.name === 'as' && children[i + 1]?.name === 'VariableName')
          for (const name of namesOfTarget(this.text(children[i + 1]!))) this.locals.add(name);
      });
      if (node.name === 'BinaryExpression') this.collectCheck(children);
    }
    for (const flow of flows)
      for (const target of flow.targets) for (const name of this.namesIn(target)) this.locals.add(name);
    // Values flow forward through any number of assignments; each round taints at least one more name or stops.
    for (let changed = true; changed; ) {
      changed = false;
      for (const flow of flows) {
        const source = flow.value.map((node) => this.taintOf(node)).find((parameter) => parameter !== undefined);
        if (source === undefined) continue;
        for (const target of flow.targets) {
          for (const name of this.namesIn(target)) {
            if (this.tainted.has(name)) continue;
            this.tainted.set(name, source);
            changed = true;
          }
        }
      }
    }
  }

  /** `key in container`, `key not in container` (and `container.keys()`): the function checks the key before it looks. */
  private collectCheck(children: SyntaxNode[]): void {
    const at = children.findIndex((child) => child.name === 'in');
    if (at < 1 || at + 1 >= children.length) return;
    const keyEnd = children[at - 1]!.name === 'not' ? at - 1 : at;
    if (keyEnd !== 1) return;
    const container = this.text(children[at + 1]!).replace(/\.keys\(\)$/, '');
    this.checked.add(`${squash(this.text(children[0]!))}\u0000${squash(container)}`);
  }

  private namesIn(target: SyntaxNode): string[] {
    if (target.name === 'VariableName') return [this.text(target)];
    if (
      target.name === 'TupleExpression' ||
      target.name === 'ArrayExpression' ||
      target.name === 'ParenthesizedExpression'
    ) {
      return childrenOf(target).flatMap((child) => this.namesIn(child));
    }
    return [];
  }

  /** The parameter whose value the expression carries, if any name in it carries one. */
  private taintOf(node: SyntaxNode): string | undefined {
    if (node.name === 'VariableName') return this.tainted.get(this.text(node));
    if (NESTED_SCOPES.has(node.name)) return undefined;
    for (let child = node.firstChild; child; child = child.nextSibling) {
      // `obj.attr`: the attribute's name is no variable.
      if (child.name === 'PropertyName') continue;
      const found = this.taintOf(child);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  private visit(node: SyntaxNode, guards: Guard[], handling: ExceptionClass[] | undefined): void {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (NESTED_SCOPES.has(child.name)) continue;
      switch (child.name) {
        case 'TryStatement':
          this.visitTry(child, guards, handling);
          continue;
        case 'WithStatement': {
          const suppressed = this.suppressed(child);
          for (const part of childrenOf(child)) {
            if (part.name === 'Body') this.visit(part, suppressed ? [...guards, [suppressed]] : guards, handling);
            else this.visitExpression(part, guards, handling);
          }
          continue;
        }
        case 'RaiseStatement':
          this.raise(child, guards, handling);
          break;
        case 'MemberExpression':
          this.lookup(child, node, guards);
          break;
      }
      this.visit(child, guards, handling);
    }
  }

  private visitExpression(node: SyntaxNode, guards: Guard[], handling: ExceptionClass[] | undefined): void {
    if (node.name === 'MemberExpression') this.lookup(node, node.parent!, guards);
    this.visit(node, guards, handling);
  }

  /** try Body (except [Class [as name]] Body)* [else Body] [finally Body]: only the try body is guarded by the clauses. */
  private visitTry(statement: SyntaxNode, guards: Guard[], handling: ExceptionClass[] | undefined): void {
    const parts = childrenOf(statement);
    const clauses: Guard = [];
    const handlers: Array<{ classes: ExceptionClass[] | undefined; body: SyntaxNode }> = [];
    for (let i = 0; i < parts.length; i++) {
      if (parts[i]!.name !== 'except') continue;
      const next = parts[i + 1];
      // `except*` (exception groups) handles groups, not the raised class: not a guard this can judge.
      if (next?.name === '*') return this.visitUnjudged(parts, guards, handling);
      const typed = next && next.name !== 'Body' && next.name !== 'as' ? next : undefined;
      const body = parts.slice(i + 1).find((part) => part.name === 'Body');
      if (!body) continue;
      const named = typed ? this.classList(typed) : undefined;
      clauses.push(named?.map((entry) => entry.handler));
      const reraised = named?.map((entry) => entry.raised);
      const certain = reraised?.every((cls): cls is ExceptionClass => cls !== undefined && !mayHoldToolError(cls));
      handlers.push({ classes: certain ? (reraised as ExceptionClass[]) : undefined, body });
    }
    let seenTryBody = false;
    for (const part of parts) {
      if (part.name !== 'Body') continue;
      const handler = handlers.find((entry) => entry.body === part);
      if (!seenTryBody) {
        seenTryBody = true;
        this.visit(part, [...guards, clauses], handling);
      } else if (handler) this.visit(part, guards, handler.classes);
      else this.visit(part, guards, handling);
    }
  }

  /** A try with `except*`: its body's failures are not judged; its other blocks are read as usual. */
  private visitUnjudged(parts: SyntaxNode[], guards: Guard[], handling: ExceptionClass[] | undefined): void {
    const bodies = parts.filter((part) => part.name === 'Body');
    this.visit(bodies[0]!, [...guards, [undefined]], handling);
    for (const body of bodies.slice(1)) this.visit(body, guards, undefined);
  }

  /** The classes an except clause names (`KeyError`, `(KeyError, ValueError)`): each as a handler and as a raised class. */
  private classList(node: SyntaxNode): Array<{ handler: string | undefined; raised: ExceptionClass | undefined }> {
    const items =
      node.name === 'TupleExpression' || node.name === 'ParenthesizedExpression'
        ? childrenOf(node).filter((child) => !['(', ')', ','].includes(child.name))
        : [node];
    return items.map((item) => ({ handler: handlerName(this.project, this.file, item), raised: this.classOf(item) }));
  }

  /** `with suppress(KeyError):` (contextlib) guards its body like `try: … except KeyError: pass`. */
  private suppressed(statement: SyntaxNode): ReadonlyArray<string | undefined> | undefined {
    const call = childrenOf(statement).find((part) => part.name === 'CallExpression');
    if (!call?.firstChild) return undefined;
    const resolved = this.project.resolveExpression(this.file, call.firstChild);
    if (resolved.kind !== 'external' || resolved.module !== 'contextlib' || resolved.name !== 'suppress')
      return undefined;
    const args = childOf(call, 'ArgList');
    return args
      ? childrenOf(args)
          .filter((arg) => !['(', ')', ','].includes(arg.name))
          .map((arg) => handlerName(this.project, this.file, arg))
      : undefined;
  }

  private classOf(node: SyntaxNode): ExceptionClass | undefined {
    if (node.name === 'VariableName' && this.locals.has(this.text(node))) return undefined;
    if (node.name !== 'VariableName' && node.name !== 'MemberExpression') return undefined;
    return exceptionClass(this.project, this.file, node);
  }

  private raise(statement: SyntaxNode, guards: Guard[], handling: ExceptionClass[] | undefined): void {
    const value = childrenOf(statement)[1];
    let raised: Array<{ exception: string; cls: ExceptionClass }>;
    let message: string | undefined;
    if (!value || value.name === 'from') {
      // A bare `raise` re-raises what the enclosing except clause caught: judged only when that clause names its classes.
      if (!handling) return;
      raised = handling.map((cls) => ({ exception: displayName(cls), cls }));
    } else {
      const classNode = value.name === 'CallExpression' ? value.firstChild! : value;
      const cls = this.classOf(classNode);
      if (!cls) return;
      raised = [{ exception: this.text(classNode), cls }];
      if (value.name === 'CallExpression') message = this.messageOf(value);
    }
    for (const { exception, cls } of raised) {
      if (cls.kind === 'protocol-error' || this.caught(guards, (handlers) => catches(handlers, cls))) continue;
      this.facts.raised.push({
        exception,
        toolError: cls.kind === 'tool-error',
        range: this.range(statement),
        ...(message ? { messageText: message } : {}),
      });
    }
  }

  /** The message of `Class("…")` / `Class(f"… {x}")` as written, when the first argument is a string literal. */
  private messageOf(call: SyntaxNode): string | undefined {
    const first = childrenOf(childOf(call, 'ArgList') ?? call).find((arg) => arg.name !== '(');
    if (first?.name !== 'String' && first?.name !== 'FormatString') return undefined;
    const literal = this.text(first).slice(0, 1000).replace(QUOTES, '');
    return messageText(first.name === 'FormatString' ? literal.split(REPLACEMENT_FIELD) : [literal]);
  }

  /** Whether some enclosing guard catches (or may catch) what `judge` is asked about. */
  private caught(
    guards: Guard[],
    judge: (handlers: ReadonlyArray<string | undefined>) => 'yes' | 'no' | 'maybe',
  ): boolean {
    return guards.some((clauses) => clauses.some((handlers) => handlers === undefined || judge(handlers) !== 'no'));
  }

  /** `container[key]` read with a key that carries a parameter's value. */
  private lookup(node: SyntaxNode, parent: SyntaxNode, guards: Guard[]): void {
    const children = childrenOf(node);
    const open = children.findIndex((child) => child.name === '[');
    if (open !== 1 || children[children.length - 1]?.name !== ']') return;
    const keyParts = children.slice(open + 1, -1);
    // A slice never raises; a stored or deleted subscript is not a lookup.
    if (keyParts.length !== 1 || keyParts.some((part) => part.name === ':') || isTarget(node, parent)) return;
    const parameter = this.taintOf(keyParts[0]!);
    if (parameter === undefined) return;
    const container = children[0]!;
    const containerText = this.text(container);
    if (this.checked.has(`${squash(this.text(keyParts[0]!))}\u0000${squash(containerText)}`)) return;
    if (container.name === 'VariableName' && (this.lenient.has(containerText) || this.neverMissing(container))) return;
    const judge = (handlers: ReadonlyArray<string | undefined>) =>
      handlers.some((name) => name === undefined || LOOKUP_HANDLERS.has(name)) ? 'yes' : 'no';
    if (this.caught(guards, judge)) return;
    this.facts.lookups.push({ text: snippet(this.file, node), parameter, range: this.range(node) });
  }

  /** A module-level container built by defaultdict(…) or Counter(…). */
  private neverMissing(container: SyntaxNode): boolean {
    if (this.locals.has(this.text(container))) return false;
    const resolved = this.project.resolveName(this.file, this.text(container));
    if (
      resolved.kind !== 'local' ||
      resolved.binding.kind !== 'value' ||
      resolved.binding.node.name !== 'CallExpression'
    )
      return false;
    const callee = resolved.binding.node.firstChild;
    return callee !== null && NEVER_MISSING.test(textOf(resolved.file, callee));
  }
}

/**
 * An except clause naming this class may have caught a ToolError (`except Exception: log(); raise`): what a bare
 * `raise` there re-raises is then not known.
 */
function mayHoldToolError(cls: ExceptionClass): boolean {
  return cls.kind === 'tool-error' || [...cls.lineage][0] === undefined || BROAD.has([...cls.lineage][0]!);
}

/** Classes that ToolError derives from (mcp 2.x, fastmcp), Exception and BaseException among them. */
const BROAD = new Set([
  'builtins.Exception',
  'builtins.BaseException',
  'mcp.server.mcpserver.exceptions.MCPServerError',
  'fastmcp.exceptions.FastMCPError',
]);

/** A subscript written to (`d[k] = v`, `d[k]: T = v`) or deleted (`del d[k]`) reads nothing. */
function isTarget(node: SyntaxNode, parent: SyntaxNode): boolean {
  if (parent.name === 'DeleteStatement') return true;
  if (parent.name !== 'AssignStatement') return false;
  const children = childrenOf(parent);
  const lastAssign = children.map((child) => child.name).lastIndexOf('AssignOp');
  const index = children.findIndex((child) => child.from === node.from && child.to === node.to);
  return index >= 0 && (lastAssign < 0 || index < lastAssign);
}

function displayName(cls: ExceptionClass): string {
  const first = [...cls.lineage][0]!;
  return first.slice(Math.max(first.lastIndexOf('.'), first.lastIndexOf(':')) + 1);
}

function squash(text: string): string {
  return text.replace(/\s+/g, '');
}
