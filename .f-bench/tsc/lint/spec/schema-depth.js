// Measures how deeply a JSON value nests, without recursion. Ajv's generated validators recurse once per level
// and throw RangeError somewhere past 700 schema levels, so schemas are measured before they are validated.
/** JSON nesting levels (objects and arrays) mcp-lint validates; deeper schemas get a finding instead. */
export const MAX_SCHEMA_NESTING = 128;
/**
 * Returns the nesting depth of `value` (a scalar is 0, `{}` is 1), or stops early and returns the first depth
 * past `limit`. Each node is visited once, so shared nodes cannot make it exponential.
 */
export function measureNesting(value, limit = MAX_SCHEMA_NESTING) {
    if (value === null || typeof value !== 'object')
        return 0;
    const seen = new Set();
    const stack = [[value, 1]];
    let deepest = 0;
    while (stack.length > 0) {
        const [node, depth] = stack.pop();
        if (seen.has(node))
            continue;
        seen.add(node);
        if (depth > deepest)
            deepest = depth;
        if (deepest > limit)
            return deepest;
        const children = Array.isArray(node) ? node : Object.values(node);
        for (const child of children) {
            if (child !== null && typeof child === 'object')
                stack.push([child, depth + 1]);
        }
    }
    return deepest;
}
