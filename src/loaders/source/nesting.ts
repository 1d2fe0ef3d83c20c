// Source mode's depth budget. Its walks (the evaluator, the registration and empty-list searches, scope lookups)
// recurse once per level of the syntax tree, so a file's shape — a 3,000-term `a + b + …` chain, a minified bundle's
// comma sequence — could drive them past the stack and abort the whole run. The tree is measured here first, without
// recursion; a file deeper than the budget is not analysed and is one finding for that file.
// Real code stays far below: the TypeScript compiler's own 9 MB bundle is 66 levels deep, minified bundles ~100–320.
import { ts, type TS } from './typescript.js';

/** Syntax-tree levels source mode analyses; every recursive walk in src/loaders/source/ stays within the stack at this depth. */
export const MAX_SOURCE_NESTING = 1000;

/** The offset of the first node deeper than `max` levels, or undefined when the whole file is within it. */
export function tooDeepAt(file: TS.SourceFile, max = MAX_SOURCE_NESTING): number | undefined {
  const t = ts();
  // Two parallel stacks (node, its depth): no recursion, whatever the file's shape.
  const nodes: TS.Node[] = [file];
  const depths: number[] = [1];
  const pushChild = (child: TS.Node, depth: number): void => {
    nodes.push(child);
    depths.push(depth);
  };
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (depth > max) return node.getStart(file);
    t.forEachChild(node, (child) => pushChild(child, depth + 1));
  }
  return undefined;
}
