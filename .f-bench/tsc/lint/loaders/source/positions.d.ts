import type { Range } from '../../types.js';
import { type TS } from './typescript.js';
/** 1-based range of a node, starting at its first token (not its leading trivia). */
export declare function rangeOf(node: TS.Node): Range;
/** The node a finding about a property should point at: `key: value` → the key. */
export declare function keyNodeOf(node: TS.Node): TS.Node;
/** Short one-line source text for messages. */
export declare function snippet(node: TS.Node, max?: number): string;
