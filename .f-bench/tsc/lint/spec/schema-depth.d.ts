/** JSON nesting levels (objects and arrays) mcp-lint validates; deeper schemas get a finding instead. */
export declare const MAX_SCHEMA_NESTING = 128;
/**
 * Returns the nesting depth of `value` (a scalar is 0, `{}` is 1), or stops early and returns the first depth
 * past `limit`. Each node is visited once, so shared nodes cannot make it exponential.
 */
export declare function measureNesting(value: unknown, limit?: number): number;
