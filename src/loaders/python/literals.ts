// Static values of Python expressions: what a literal (or a module-level name bound once to one) evaluates to,
// exactly as Python would compute it, or undefined when that is not certain. Covers what tool definitions are written
// with: str (every prefix and escape, adjacent literals joined, f-strings without fields), int, float, bool, None,
// lists, tuples and dicts with str keys, unary minus, `+` on str and list, `or`/`and`, and the builtin `str()` of
// those. Nothing is ever evaluated beyond that.
import { childrenOf, dottedName, textOf, type PythonFile, type SyntaxNode } from './syntax.js';

export type PythonValue = string | number | boolean | null | PythonValue[] | { [key: string]: PythonValue };

/**
 * What a name or dotted name (`tool.name`) evaluates to, when the caller knows it statically (module constants);
 * undefined otherwise. `isBuiltin` says whether a name there is Python's builtin (not shadowed), for `str(…)`.
 */
export interface NameValues {
  (name: string, node: SyntaxNode): PythonValue | undefined;
  isBuiltin?(name: string, node: SyntaxNode): boolean;
}

const NO_NAMES: NameValues = () => undefined;
/** Deeper nesting is not a literal anybody writes by hand; it bounds the recursion on hostile input. */
const MAX_DEPTH = 64;

export function staticValue(
  file: PythonFile,
  node: SyntaxNode,
  names: NameValues = NO_NAMES,
  depth = 0,
): PythonValue | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const inner = (child: SyntaxNode) => staticValue(file, child, names, depth + 1);
  switch (node.name) {
    case 'String':
    case 'FormatString':
      return stringValue(file, node);
    case 'ContinuedString': {
      let joined = '';
      for (const part of childrenOf(node)) {
        const value = stringValue(file, part);
        if (value === undefined) return undefined;
        joined += value;
      }
      return joined;
    }
    case 'Number':
      return numberValue(textOf(file, node));
    case 'Boolean':
      return textOf(file, node) === 'True';
    case 'None':
      return null;
    case 'ParenthesizedExpression': {
      const items = childrenOf(node).filter((child) => child.name !== '(' && child.name !== ')');
      return items.length === 1 ? inner(items[0]!) : undefined;
    }
    case 'ArrayExpression':
    case 'TupleExpression': {
      const values: PythonValue[] = [];
      for (const child of childrenOf(node)) {
        if (['[', ']', '(', ')', ','].includes(child.name)) continue;
        const value = inner(child);
        if (value === undefined) return undefined;
        values.push(value);
      }
      return values;
    }
    case 'DictionaryExpression':
      return dictionaryValue(node, inner);
    case 'UnaryExpression': {
      const [operator, operand] = childrenOf(node);
      const value = operand ? inner(operand) : undefined;
      if (typeof value !== 'number' || !operator) return undefined;
      const op = textOf(file, operator);
      return op === '-' ? -value : op === '+' ? value : undefined;
    }
    case 'BinaryExpression': {
      const [left, operator, right] = childrenOf(node);
      if (!left || !operator || !right) return undefined;
      if (operator.name === 'or' || operator.name === 'and') {
        // Python's short circuit: the right side is not evaluated (nor need be known) when the left decides.
        const a = inner(left);
        if (a === undefined) return undefined;
        return truthy(a) === (operator.name === 'or') ? a : inner(right);
      }
      if (textOf(file, operator) !== '+') return undefined;
      const a = inner(left);
      const b = inner(right);
      if (typeof a === 'string' && typeof b === 'string') return a + b;
      if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
      return undefined;
    }
    case 'VariableName':
      return names(textOf(file, node), node);
    case 'MemberExpression': {
      const dotted = dottedName(file, node);
      return dotted === undefined ? undefined : names(dotted, node);
    }
    case 'CallExpression':
      return strCall(file, node, names, inner);
    default:
      return undefined;
  }
}

/** Python's truth value of a literal. */
function truthy(value: PythonValue): boolean {
  if (value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}

/** `str(x)` of the builtin str, for the values whose str() is certain: str, None, bool and int. */
function strCall(
  file: PythonFile,
  node: SyntaxNode,
  names: NameValues,
  inner: (child: SyntaxNode) => PythonValue | undefined,
): PythonValue | undefined {
  const [callee, argList] = childrenOf(node);
  if (
    callee?.name !== 'VariableName' ||
    textOf(file, callee) !== 'str' ||
    !names.isBuiltin?.('str', callee) ||
    argList?.name !== 'ArgList'
  )
    return undefined;
  const args = childrenOf(argList).filter((child) => child.name !== '(' && child.name !== ')');
  if (args.length !== 1) return undefined;
  const value = inner(args[0]!);
  if (typeof value === 'string') return value;
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : undefined;
}

function dictionaryValue(
  node: SyntaxNode,
  inner: (child: SyntaxNode) => PythonValue | undefined,
): PythonValue | undefined {
  const result: { [key: string]: PythonValue } = {};
  const parts = childrenOf(node).filter((child) => child.name !== '{' && child.name !== '}');
  // key : value , key : value …  — `**spread` and comprehensions are not literals.
  let index = 0;
  while (index < parts.length) {
    const key = parts[index];
    const colon = parts[index + 1];
    const value = parts[index + 2];
    if (!key || colon?.name !== ':' || !value) return undefined;
    const keyValue = inner(key);
    const valueValue = inner(value);
    if (typeof keyValue !== 'string' || valueValue === undefined) return undefined;
    Object.defineProperty(result, keyValue, {
      value: valueValue,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    index += 3;
    if (parts[index]?.name === ',') index++;
  }
  return result;
}

/** A Python int or float literal as a JS number; undefined for complex literals or ints JS cannot hold exactly. */
export function numberValue(raw: string): number | undefined {
  const text = raw.replace(/_/g, '');
  if (/[jJ]$/.test(text)) return undefined;
  let value: number;
  if (/^0[xX][0-9a-fA-F]+$/.test(text)) value = parseInt(text.slice(2), 16);
  else if (/^0[oO][0-7]+$/.test(text)) value = parseInt(text.slice(2), 8);
  else if (/^0[bB][01]+$/.test(text)) value = parseInt(text.slice(2), 2);
  else if (/^\d+$/.test(text)) value = Number(text);
  else if (/^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return Number(text);
  else return undefined;
  return Number.isSafeInteger(value) ? value : undefined;
}

/** The value of one str literal (any prefix; an f-string only when it has no replacement field); undefined for bytes. */
export function stringValue(file: PythonFile, node: SyntaxNode): string | undefined {
  if (node.name === 'FormatString' && node.firstChild) return undefined;
  if (node.name !== 'String' && node.name !== 'FormatString') return undefined;
  const raw = textOf(file, node);
  const prefix = /^[A-Za-z]*/.exec(raw)![0].toLowerCase();
  if (prefix.includes('b')) return undefined;
  const body = raw.slice(prefix.length);
  const quote = body.startsWith('"""') || body.startsWith("'''") ? body.slice(0, 3) : body.slice(0, 1);
  if (body.length < quote.length * 2 || !body.endsWith(quote)) return undefined; // unterminated (a syntax error)
  const content = body.slice(quote.length, body.length - quote.length);
  const text = prefix.includes('r') ? content : unescape(content);
  if (text === undefined) return undefined;
  // f-strings double their braces; the rest of the text is literal.
  return prefix.includes('f') ? text.replace(/\{\{/g, '{').replace(/\}\}/g, '}') : text;
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** Python's escape sequences in a non-raw str; undefined for `\N{…}` (the name table is not worth shipping). */
function unescape(content: string): string | undefined {
  if (!content.includes('\\')) return content;
  let out = '';
  for (let index = 0; index < content.length; index++) {
    const char = content[index]!;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = content[index + 1];
    if (next === undefined) return undefined;
    if (next === '\n') {
      index++; // a backslash at the end of a line joins the lines
      continue;
    }
    if (next in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[next];
      index++;
      continue;
    }
    const hex = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
    if (hex > 0) {
      const digits = content.slice(index + 2, index + 2 + hex);
      if (!new RegExp(`^[0-9a-fA-F]{${hex}}$`).test(digits)) return undefined;
      const code = parseInt(digits, 16);
      if (code > 0x10ffff) return undefined;
      out += String.fromCodePoint(code);
      index += 1 + hex;
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(content.slice(index + 1));
    if (octal) {
      out += String.fromCodePoint(parseInt(octal[0], 8));
      index += octal[0].length;
      continue;
    }
    if (next === 'N') return undefined;
    out += '\\' + next; // an unknown escape keeps its backslash, as Python does
    index++;
  }
  return out;
}
