// Measures how deeply a JSON value nests, without recursion. Ajv's generated validators recurse once per level
// and throw RangeError somewhere past 700 schema levels, so schemas are measured before they are validated.

/** JSON nesting levels (objects and arrays) mcp-lint validates; deeper schemas get a finding instead. */
export const MAX_SCHEMA_NESTING = 128;

/**
 * Returns the nesting depth of `value` (a scalar is 0, `{}` is 1), or stops early and returns the first depth
 * past `limit`. Each node is visited once, so shared nodes cannot make it exponential.
 */
export function measureNesting(value: unknown, limit = MAX_SCHEMA_NESTING): number {
  if (value === null || typeof value !== 'object') return 0;
  const seen = new Set<object>();
  // Two parallel stacks rather than a [node, depth] pair per node: this runs on every schema of every tool.
  const nodes: object[] = [value];
  const depths: number[] = [1];
  let deepest = 0;
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const child: unknown = node[i];
        if (child !== null && typeof child === 'object') {
          nodes.push(child);
          depths.push(depth + 1);
        }
      }
    } else {
      for (const key in node) {
        const child = (node as Record<string, unknown>)[key];
        if (child !== null && typeof child === 'object') {
          nodes.push(child);
          depths.push(depth + 1);
        }
      }
    }
  }
  return deepest;
}
