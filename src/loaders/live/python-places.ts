// Hybrid mode on Python source: where each tool and each of its parameters is written, read from the text without
// parsing Python (nothing is imported or run). Registrations recognised: `@mcp.tool`, `@mcp.tool()`, `@mcp.tool("name")`
// (fastmcp's positional name), `@mcp.tool(name="…")`, `mcp.tool()(fn)`, `mcp.tool(name="…")(fn)`, `mcp.tool(fn)`,
// `mcp.add_tool(fn, name="…")`, and any other `name="…"` argument such as the low-level `Tool(name="…")`.
// A tool registered from a function is placed at that function's name and its parameters at their own names, since
// the SDKs build inputSchema from the signature: a finding about parameter "city" belongs on `city: str`.
import type { Range } from '../../core/position.js';
import { LineIndex } from '../../json-text/lines.js';

export interface PythonTool {
  name: string;
  range: Range;
  /** The function's parameters by name, where the tool is built from a function defined in the same file. */
  parameters?: Map<string, Range>;
}

interface PythonFunction {
  name: string;
  /** Offset of the line that holds `def`. */
  offset: number;
  range: Range;
  parameters: Map<string, Range>;
}

const IDENTIFIER = /^[A-Za-z_]\w*$/;
const STRING_LITERAL = /^(['"])([^'"\\\n]+)\1$/;
const DEF = /^[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)[ \t]*\(/gm;
const DECORATOR = /^[ \t]*@[ \t]*(?:[A-Za-z_][\w.]*\.)?tool\b/gm;
const CALL = /(?<![@\w.])(?:[A-Za-z_][\w.]*\.)(tool|add_tool)[ \t]*\(/g;
const NAME_ARGUMENT = /\bname\s*=\s*(['"])([^'"\\\n]+)\1/g;

/** Tools a Python file defines, in the order they are written. */
export function pythonTools(text: string): PythonTool[] {
  const lines = new LineIndex(text);
  const at = (offset: number, length: number) => lines.range(offset, offset + length);
  const functions = pythonFunctions(text, at);
  const byName = new Map<string, PythonFunction>();
  for (const fn of functions) if (!byName.has(fn.name)) byName.set(fn.name, fn);
  const found: Array<PythonTool & { offset: number }> = [];
  const claimed: Array<[number, number]> = [];
  const add = (named: { name: string; range: Range } | undefined, offset: number, defined: PythonFunction | undefined) => {
    const tool = named ?? (defined && { name: defined.name, range: defined.range });
    if (tool) found.push({ ...tool, offset, ...(defined ? { parameters: defined.parameters } : {}) });
  };

  for (const match of text.matchAll(DECORATOR)) {
    const end = match.index + match[0].length;
    const open = /^[ \t]*\(/.exec(text.slice(end));
    const argsEnd = open ? closingParen(text, end + open[0].length - 1) : end;
    if (argsEnd < 0) continue;
    claimed.push([match.index, argsEnd]);
    const named = open ? toolName(text, end + open[0].length, argsEnd, at) : undefined;
    // The decorated function: the first `def` after the decorator (other decorators may come between).
    add(named, match.index, functions.find((fn) => fn.offset >= argsEnd));
  }

  for (const match of text.matchAll(CALL)) {
    const open = match.index + match[0].length - 1;
    const close = closingParen(text, open);
    if (close < 0) continue;
    const args = topLevelArguments(text, open + 1, close);
    const named = toolName(text, open + 1, close, at);
    let fn = args.find((arg) => IDENTIFIER.test(arg.text) && arg.text !== 'None');
    // mcp.tool(…)(fn): the decorator applied by hand.
    const then = match[1] === 'tool' ? /^[ \t]*\(/.exec(text.slice(close + 1)) : null;
    if (then) {
      const secondOpen = close + 1 + then[0].length - 1;
      const secondClose = closingParen(text, secondOpen);
      fn = secondClose < 0 ? undefined : topLevelArguments(text, secondOpen + 1, secondClose)[0];
      if (fn && !IDENTIFIER.test(fn.text)) fn = undefined;
    }
    if (!fn) continue;
    claimed.push([match.index, close]);
    add(named, match.index, byName.get(fn.text));
  }

  for (const match of text.matchAll(NAME_ARGUMENT)) {
    if (claimed.some(([start, end]) => match.index >= start && match.index <= end)) continue;
    found.push({ name: match[2]!, range: at(match.index + match[0].indexOf(match[1]!), match[2]!.length + 2), offset: match.index });
  }
  return found.sort((a, b) => a.offset - b.offset).map(({ offset: _offset, ...tool }) => tool);
}

/** The name a registration's arguments give: `name="…"`, else a first positional string literal (fastmcp). */
function toolName(text: string, start: number, end: number, at: (offset: number, length: number) => Range): { name: string; range: Range } | undefined {
  const args = topLevelArguments(text, start, end);
  const keyword = args.map((arg) => ({ arg, value: /^name\s*=\s*(.*)$/s.exec(arg.text) })).find((entry) => entry.value);
  const literal = keyword ? STRING_LITERAL.exec(keyword.value![1]!) : args[0] && STRING_LITERAL.exec(args[0].text);
  if (!literal) return undefined;
  const offset = keyword ? keyword.arg.start + keyword.arg.text.length - literal[0].length : args[0]!.start;
  return { name: literal[2]!, range: at(offset, literal[0].length) };
}

/** Every `def` in the file, in order, with its parameters' names. */
function pythonFunctions(text: string, at: (offset: number, length: number) => Range): PythonFunction[] {
  const functions: PythonFunction[] = [];
  for (const match of text.matchAll(DEF)) {
    const name = match[1]!;
    const open = match.index + match[0].length - 1;
    const close = closingParen(text, open);
    if (close < 0) continue;
    const parameters = new Map<string, Range>();
    for (const arg of topLevelArguments(text, open + 1, close)) {
      const parameter = /^\*{0,2}([A-Za-z_]\w*)/.exec(arg.text);
      if (parameter) parameters.set(parameter[1]!, at(arg.start + parameter[0].length - parameter[1]!.length, parameter[1]!.length));
    }
    functions.push({ name, offset: match.index, range: at(match.index + match[0].indexOf(name, match[0].indexOf('def') + 3), name.length), parameters });
  }
  return functions;
}

/**
 * Offset of the `)` matching the `(` at `open`, skipping strings and comments; -1 when the text ends first.
 * Brackets of every kind nest.
 */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '#') i = lineEnd(text, i);
    else if (ch === '"' || ch === "'") i = stringEnd(text, i);
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) return ch === ')' ? i : -1;
    }
  }
  return -1;
}

/** The comma-separated arguments between `start` and `end` (exclusive), trimmed, with their offsets. */
function topLevelArguments(text: string, start: number, end: number): Array<{ text: string; start: number }> {
  const args: Array<{ text: string; start: number }> = [];
  let depth = 0;
  let from = start;
  const push = (to: number) => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.replace(/#[^\n]*/g, '').trim();
    if (trimmed) args.push({ text: trimmed, start: from + lead });
  };
  for (let i = start; i < end; i++) {
    const ch = text[i]!;
    if (ch === '#') i = lineEnd(text, i);
    else if (ch === '"' || ch === "'") i = stringEnd(text, i);
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      push(i);
      from = i + 1;
    }
  }
  push(end);
  return args;
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end;
}

/** Offset of the last character of the string literal starting at `at` (single, double or triple quoted). */
function stringEnd(text: string, at: number): number {
  const quote = text[at]!;
  const triple = text.startsWith(quote.repeat(3), at);
  const closing = triple ? quote.repeat(3) : quote;
  for (let i = at + closing.length; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text.startsWith(closing, i)) return i + closing.length - 1;
    else if (!triple && text[i] === '\n') return i;
  }
  return text.length;
}
