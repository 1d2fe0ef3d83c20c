import type { Range } from '../../core/position.js';
import { ts, type TS } from './typescript.js';

/** 1-based range of a node, starting at its first token (not its leading trivia). */
export function rangeOf(node: TS.Node): Range {
  const file = node.getSourceFile();
  const start = file.getLineAndCharacterOfPosition(node.getStart(file));
  const end = file.getLineAndCharacterOfPosition(node.getEnd());
  return {
    start: { line: start.line + 1, column: start.character + 1 },
    end: { line: end.line + 1, column: end.character + 1 },
  };
}

/** The node a finding about a property should point at: `key: value` → the key. */
export function keyNodeOf(node: TS.Node): TS.Node {
  const t = ts();
  if (
    t.isPropertyAssignment(node) ||
    t.isShorthandPropertyAssignment(node) ||
    t.isMethodDeclaration(node) ||
    t.isPropertyDeclaration(node)
  )
    return node.name;
  return node;
}

/** Short one-line source text for messages. */
export function snippet(node: TS.Node, max = 60): string {
  const text = node.getText(node.getSourceFile()).replace(/\s+/g, ' ').trim();
  return text.length > max ? text.slice(0, max - 1) + '…' : text;
}
