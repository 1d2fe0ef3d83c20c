// Python source as a syntax tree, read with @lezer/python: a pure-JS parser (~91 KB) that needs no Python installed,
// parses 3.12 syntax and keeps the rest of a file around a syntax error (measured in shared/docs/python-sdk.md).
// Nothing here imports or runs the file. Lezer's tree is shallow: a decorator or a parameter list is a flat run of
// tokens, so the helpers below walk siblings rather than expecting one node per construct.
import { parser } from '@lezer/python';
import type { SyntaxNode, Tree } from '@lezer/common';
import type { Range } from '../../core/position.js';
import { LineIndex } from '../../json-text/lines.js';
import { readableWithHeaders } from './with-items.js';

export type { SyntaxNode };

export interface PythonFile {
  /** Absolute path. */
  path: string;
  /** The path as findings show it (relative to cwd when below it). */
  source: string;
  text: string;
  tree: Tree;
}

const lineIndexes = new WeakMap<PythonFile, LineIndex>();

/**
 * Parser steps (about one per token) a file may take: ordinary code takes 0.2–0.6 per byte, so this reads 0.8–2.5 MB
 * of it (a large server file is a few hundred KB), while a hostile shape (a multi-megabyte `X = 1+1+…` line: ~6 µs a step and a buffer that grew past
 * V8's array limit) stops here after seconds instead of ending Node. Lezer bounds the tree's depth itself (it stops
 * nesting after a few thousand levels and recovers as from a syntax error); the walks in this folder were run on 11
 * shapes nested 20,000 deep without reaching the stack's end.
 */
export const MAX_PARSE_STEPS = 500_000;

/** A file past the parser's work budget: one finding for that file, and the run goes on. */
export class PythonTooComplexError extends Error {
  constructor(
    readonly source: string,
    why = `parsing it took more than ${MAX_PARSE_STEPS.toLocaleString('en-US')} steps (a very long expression, or megabytes of generated code)`,
  ) {
    super(`${source} is too complex to read: ${why}`);
  }
}

/**
 * Throws PythonTooComplexError past MAX_PARSE_STEPS. A file whose `with` headers the parser could not read is parsed
 * again with those headers made readable at the same offsets (with-items.ts), within the same budget.
 */
export function parsePython(path: string, source: string, text: string): PythonFile {
  let steps = 0;
  const parse = (input: string): Tree => {
    const parsing = parser.startParse(input);
    for (; steps < MAX_PARSE_STEPS; steps++) {
      const tree = parsing.advance();
      if (tree) return tree;
    }
    throw new PythonTooComplexError(source);
  };
  const tree = parse(text);
  const headers = unreadWithHeaders(tree);
  const readable = headers.length ? readableWithHeaders(text, headers) : text;
  return { path, source, text, tree: readable === text ? tree : parse(readable) };
}

/** Where the header of each `with` statement starts (after the keyword), when the parser had to recover somewhere. */
function unreadWithHeaders(tree: Tree): number[] {
  const starts: number[] = [];
  let recovered = false;
  tree.iterate({
    enter(node) {
      if (node.type.isError) recovered = true;
      if (node.name === 'with') starts.push(node.to);
    },
  });
  return recovered ? starts : [];
}

export function textOf(file: PythonFile, node: SyntaxNode): string {
  return file.text.slice(node.from, node.to);
}

/** The node's source on one line, cut to `max` characters with "…", for messages that quote code. */
export function snippet(file: PythonFile, node: SyntaxNode, max = 60): string {
  const line = textOf(file, node).replace(/\s+/g, ' ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** 1-based line/column range of a node (or of [from, to) offsets) in its file. */
export function rangeOf(file: PythonFile, node: SyntaxNode | { from: number; to: number }): Range {
  let lines = lineIndexes.get(file);
  if (!lines) {
    lines = new LineIndex(file.text);
    lineIndexes.set(file, lines);
  }
  return lines.range(node.from, node.to);
}

/** The node's children, in order. */
export function childrenOf(node: SyntaxNode): SyntaxNode[] {
  const children: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) children.push(child);
  return children;
}

/** The first child of the given type. */
export function childOf(node: SyntaxNode, type: string): SyntaxNode | undefined {
  for (let child = node.firstChild; child; child = child.nextSibling) if (child.name === type) return child;
  return undefined;
}

/** The statements of a module or a block (`Body`), in order. */
export function statementsOf(node: SyntaxNode): SyntaxNode[] {
  return childrenOf(node).filter((child) => child.name.endsWith('Statement') || child.name.endsWith('Definition'));
}

/** The first place the parser had to recover from (a syntax error, or syntax newer than @lezer/python reads). */
export function firstSyntaxError(file: PythonFile): SyntaxNode | undefined {
  let found: SyntaxNode | undefined;
  file.tree.iterate({
    enter(node) {
      if (found) return false;
      if (node.type.isError) found = node.node;
      return undefined;
    },
  });
  return found;
}

/**
 * A dotted name (`mcp.tool`, `types.Tool`) written as VariableName/PropertyName tokens separated by dots,
 * from a MemberExpression node or from a run of sibling tokens; undefined when it is anything else (a call, a subscript).
 */
export function dottedName(file: PythonFile, node: SyntaxNode): string | undefined {
  if (node.name === 'VariableName' || node.name === 'PropertyName') return textOf(file, node);
  if (node.name !== 'MemberExpression') return undefined;
  const parts: string[] = [];
  for (const child of childrenOf(node)) {
    if (child.name === '.') continue;
    const part = dottedName(file, child);
    if (part === undefined) return undefined;
    parts.push(part);
  }
  return parts.join('.');
}

/** One argument of a call's ArgList: positional (`name` undefined), keyword, or `*x` / `**x` (unknowable statically). */
export interface Argument {
  name?: string;
  /** The keyword's own node, for positions. */
  nameNode?: SyntaxNode;
  value: SyntaxNode;
  spread?: '*' | '**';
}

/** The arguments of an ArgList node (lezer writes `name=value` as three sibling tokens). */
export function argumentsOf(argList: SyntaxNode, file: PythonFile): Argument[] {
  const args: Argument[] = [];
  const tokens = childrenOf(argList).filter((child) => child.name !== '(' && child.name !== ')');
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    if (token.name === ',') {
      index++;
      continue;
    }
    if ((token.name === '*' || token.name === '**') && tokens[index + 1]) {
      args.push({ value: tokens[index + 1]!, spread: token.name });
      index += 2;
      continue;
    }
    if (token.name === 'VariableName' && tokens[index + 1]?.name === 'AssignOp' && tokens[index + 2]) {
      args.push({ name: textOf(file, token), nameNode: token, value: tokens[index + 2]! });
      index += 3;
      continue;
    }
    args.push({ value: token });
    index++;
  }
  return args;
}

/** A function's parameter as written: `name: annotation = default`, with its kind. */
export interface Parameter {
  name: string;
  nameNode: SyntaxNode;
  annotation?: SyntaxNode;
  default?: SyntaxNode;
  kind: 'positional' | 'keyword-only' | 'var-positional' | 'var-keyword';
}

/** The parameters of a ParamList node (lezer writes each as a flat run of tokens between commas). */
export function parametersOf(paramList: SyntaxNode, file: PythonFile): Parameter[] {
  const parameters: Parameter[] = [];
  let keywordOnly = false;
  let star: '*' | '**' | undefined;
  let current: Parameter | undefined;
  let expectDefault = false;
  for (const token of childrenOf(paramList)) {
    switch (token.name) {
      case '(':
      case ')':
        break;
      case ',':
        if (star === '*' && !current) keywordOnly = true; // a bare `*`
        if (current) parameters.push(current);
        current = undefined;
        star = undefined;
        expectDefault = false;
        break;
      case '*':
      case '**':
        star = token.name;
        break;
      case 'VariableName':
        if (expectDefault && current) {
          current.default = token;
          expectDefault = false;
        } else if (!current) {
          const kind =
            star === '*'
              ? 'var-positional'
              : star === '**'
                ? 'var-keyword'
                : keywordOnly
                  ? 'keyword-only'
                  : 'positional';
          if (star === '*') keywordOnly = true;
          current = { name: textOf(file, token), nameNode: token, kind };
        }
        break;
      case 'TypeDef':
        if (current) current.annotation = token.lastChild ?? undefined;
        break;
      case 'AssignOp':
        expectDefault = true;
        break;
      default:
        if (expectDefault && current) {
          current.default = token;
          expectDefault = false;
        }
    }
  }
  if (current) parameters.push(current);
  return parameters;
}

/** The docstring of a function or class: the first statement of its body when it is a plain string literal. */
export function docstringNode(definition: SyntaxNode): SyntaxNode | undefined {
  const body = childOf(definition, 'Body');
  const first = body ? statementsOf(body)[0] : undefined;
  const expression = first?.name === 'ExpressionStatement' ? first.firstChild : undefined;
  return expression && (expression.name === 'String' || expression.name === 'ContinuedString') ? expression : undefined;
}
