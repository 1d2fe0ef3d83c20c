// What an exception class named in a tool function is, by what its name refers to (never by how it is spelt): the
// SDKs' ToolError, whose message the model reads; their protocol errors (MCPError), raised on purpose to answer with a
// JSON-RPC error; a builtin, whose ancestors are all known; a project class, followed through its bases; or a class
// of another package, of which only its own name is known. Used to tell which raises reach the model as what, and
// whether an `except` clause catches them.
import { dottedParts, qualifiedName, type PythonProject, type Resolved } from './project.js';
import { argumentsOf, childOf, type PythonFile, type SyntaxNode } from './syntax.js';

export interface ExceptionClass {
  /** Qualified names of the class and of every ancestor that is known ("builtins.KeyError", "builtins.LookupError", …). */
  lineage: ReadonlySet<string>;
  /** Every ancestor is known, so an `except` naming a class outside `lineage` certainly does not catch it. */
  complete: boolean;
  kind: 'tool-error' | 'protocol-error' | 'other';
}

/**
 * The SDKs' ToolError as their modules export it (mcp 2.x, mcp 1.x, fastmcp), and their ResourceError, whose text
 * MCPServer and a masking fastmcp server pass to the model the same way (measured on mcp 2.3.0 and fastmcp 4.0.10:
 * test/loaders/python/handler-sdk.test.ts). Subclasses count through `lineage`.
 */
const TOOL_ERRORS = new Set([
  'mcp.server.mcpserver.exceptions.ToolError',
  'mcp.server.mcpserver.exceptions.ResourceError',
  'mcp.server.fastmcp.exceptions.ToolError',
  'fastmcp.exceptions.ToolError',
  'fastmcp.exceptions.ResourceError',
]);

/** Protocol errors: the SDKs answer with a JSON-RPC error on purpose (an unknown resource, a required elicitation). */
const PROTOCOL_ERRORS = new Set([
  'mcp.MCPError',
  'mcp.McpError',
  'mcp.shared.exceptions.MCPError',
  'mcp.shared.exceptions.McpError',
  'mcp.shared.exceptions.UrlElicitationRequiredError',
  'fastmcp.exceptions.MCPError',
  'fastmcp.exceptions.McpError',
]);

/** Python's builtin exception hierarchy (3.10–3.13), child → parent. */
const BUILTIN_PARENTS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    Exception: 'BaseException',
    GeneratorExit: 'BaseException',
    KeyboardInterrupt: 'BaseException',
    SystemExit: 'BaseException',
    BaseExceptionGroup: 'BaseException',
    ExceptionGroup: 'Exception',
    ArithmeticError: 'Exception',
    FloatingPointError: 'ArithmeticError',
    OverflowError: 'ArithmeticError',
    ZeroDivisionError: 'ArithmeticError',
    AssertionError: 'Exception',
    AttributeError: 'Exception',
    BufferError: 'Exception',
    EOFError: 'Exception',
    ImportError: 'Exception',
    ModuleNotFoundError: 'ImportError',
    LookupError: 'Exception',
    IndexError: 'LookupError',
    KeyError: 'LookupError',
    MemoryError: 'Exception',
    NameError: 'Exception',
    UnboundLocalError: 'NameError',
    OSError: 'Exception',
    IOError: 'Exception',
    EnvironmentError: 'Exception',
    BlockingIOError: 'OSError',
    ChildProcessError: 'OSError',
    ConnectionError: 'OSError',
    BrokenPipeError: 'ConnectionError',
    ConnectionAbortedError: 'ConnectionError',
    ConnectionRefusedError: 'ConnectionError',
    ConnectionResetError: 'ConnectionError',
    FileExistsError: 'OSError',
    FileNotFoundError: 'OSError',
    InterruptedError: 'OSError',
    IsADirectoryError: 'OSError',
    NotADirectoryError: 'OSError',
    PermissionError: 'OSError',
    ProcessLookupError: 'OSError',
    TimeoutError: 'OSError',
    ReferenceError: 'Exception',
    RuntimeError: 'Exception',
    NotImplementedError: 'RuntimeError',
    RecursionError: 'RuntimeError',
    StopAsyncIteration: 'Exception',
    StopIteration: 'Exception',
    SyntaxError: 'Exception',
    IndentationError: 'SyntaxError',
    TabError: 'IndentationError',
    SystemError: 'Exception',
    TypeError: 'Exception',
    ValueError: 'Exception',
    UnicodeError: 'ValueError',
    UnicodeDecodeError: 'UnicodeError',
    UnicodeEncodeError: 'UnicodeError',
    UnicodeTranslateError: 'UnicodeError',
  }),
);

/** `IOError` and `EnvironmentError` are the same class as `OSError`. */
const BUILTIN_ALIASES: ReadonlyMap<string, string> = new Map([
  ['IOError', 'OSError'],
  ['EnvironmentError', 'OSError'],
]);

/** Project classes are followed through this many bases at most; real hierarchies are shallow, hostile ones are not. */
const MAX_DEPTH = 16;

/** What the class expression `node` (`ValueError`, `exceptions.ToolError`, `MyError`) is; undefined when it cannot be followed. */
export function exceptionClass(project: PythonProject, file: PythonFile, node: SyntaxNode): ExceptionClass | undefined {
  return classOf(project, project.resolveExpression(file, node), 0);
}

function classOf(project: PythonProject, resolved: Resolved, depth: number): ExceptionClass | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (resolved.kind === 'external') {
    if (resolved.module === 'builtins') return resolved.name ? builtinClass(resolved.name) : undefined;
    const name = qualifiedName(resolved)!;
    // A class of another package: only its own name is known, and (as every class one raises) that it is an Exception.
    const kind = TOOL_ERRORS.has(name) ? 'tool-error' : PROTOCOL_ERRORS.has(name) ? 'protocol-error' : 'other';
    return { lineage: new Set([name, 'builtins.Exception', 'builtins.BaseException']), complete: false, kind };
  }
  if (resolved.kind !== 'local' || resolved.binding.kind !== 'class') return undefined;
  const lineage = new Set([localName(resolved.file, resolved.name)]);
  let complete = true;
  let kind: ExceptionClass['kind'] = 'other';
  const bases = childOf(resolved.binding.node, 'ArgList');
  for (const base of bases ? argumentsOf(bases, resolved.file) : []) {
    // `metaclass=…` and other keywords are not bases.
    if (base.name !== undefined) continue;
    const parts = base.spread ? undefined : dottedParts(resolved.file, base.value);
    const parent = parts
      ? classOf(project, project.resolveExpression(resolved.file, base.value), depth + 1)
      : undefined;
    if (!parent) {
      complete = false;
      continue;
    }
    for (const name of parent.lineage) lineage.add(name);
    complete &&= parent.complete;
    if (parent.kind !== 'other') kind = parent.kind;
  }
  return { lineage, complete, kind };
}

function builtinClass(name: string): ExceptionClass | undefined {
  let current: string | undefined = BUILTIN_ALIASES.get(name) ?? name;
  if (current !== 'BaseException' && !BUILTIN_PARENTS.has(current)) return undefined;
  const lineage = new Set<string>();
  while (current) {
    lineage.add(`builtins.${current}`);
    current = BUILTIN_PARENTS.get(current);
  }
  return { lineage, complete: true, kind: 'other' };
}

/** How a class defined in a project file is named in lineages: by its file, so two files' `Error` classes differ. */
function localName(file: PythonFile, name: string): string {
  return `${file.path}:${name}`;
}

/** The name an `except` clause's class is known by in lineages; undefined when it cannot be followed. */
export function handlerName(project: PythonProject, file: PythonFile, node: SyntaxNode): string | undefined {
  const resolved = project.resolveExpression(file, node);
  if (resolved.kind === 'external') {
    if (resolved.module !== 'builtins') return qualifiedName(resolved);
    return resolved.name && builtinClass(resolved.name)
      ? `builtins.${BUILTIN_ALIASES.get(resolved.name) ?? resolved.name}`
      : undefined;
  }
  if (resolved.kind === 'local' && resolved.binding.kind === 'class') return localName(resolved.file, resolved.name);
  return undefined;
}

/**
 * Whether a handler for the classes named `handled` (qualified, undefined for one that could not be followed)
 * catches `raised`: 'yes', 'no', or 'maybe' when a class on either side is not fully known.
 */
export function catches(handled: ReadonlyArray<string | undefined>, raised: ExceptionClass): 'yes' | 'no' | 'maybe' {
  let unknown = false;
  for (const name of handled) {
    if (name === undefined) unknown = true;
    else if (raised.lineage.has(name)) return 'yes';
  }
  return unknown || !raised.complete ? 'maybe' : 'no';
}
