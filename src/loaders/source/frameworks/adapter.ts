// The one shape every framework adapter has: how it recognises a registration while the file is walked, and how
// it rebuilds the tools of what it recognised once the walk is over.
import type { TS } from '../typescript.js';
import type { FileContext } from '../tool-building.js';

export interface Adapter {
  /** The framework, as named in docs and tests. */
  readonly id: 'sdk' | 'fastmcp' | 'mcp-framework' | 'mastra' | 'lowlevel';
  /** Whether `node` registers tools the way this framework does. Called for every node of the file: keep it cheap. */
  recognises(node: TS.Node, context: FileContext): boolean;
  /** Rebuilds the tools of the recognised nodes, in source order, pushing them to `context.tools`. */
  build(nodes: TS.Node[], context: FileContext): void;
}

/** `x.method(…)` with at least `min` arguments: the method name, or undefined. */
export function methodCall(node: TS.Node, t: typeof TS, min: number): string | undefined {
  if (!t.isCallExpression(node) || !t.isPropertyAccessExpression(node.expression) || node.arguments.length < min) return undefined;
  return node.expression.name.text;
}
