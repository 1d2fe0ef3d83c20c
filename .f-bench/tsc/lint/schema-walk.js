// Visits every subschema of a JSON Schema without recursion, so a hostile schema nested
// 10,000 levels deep cannot overflow the stack, and a shared object seen twice is visited once.
import { isObject } from './json-value.js';
import { joinPointer } from './pointer.js';
/** Keywords whose value is a single subschema. */
const SINGLE = ['additionalProperties', 'items', 'additionalItems', 'contains', 'not', 'if', 'then', 'else',
    'propertyNames', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema'];
/** Keywords whose value is an array of subschemas. */
const ARRAY = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
/** Keywords whose value maps names to subschemas. */
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
export const MAX_WALK_DEPTH = 1000;
/**
 * Calls `visit` for the root and each nested subschema (objects only; boolean schemas are skipped).
 * Stops descending below `maxDepth` and returns true when it did, so callers can report truncation.
 */
export function walkSchema(root, rootPointer, visit, maxDepth = MAX_WALK_DEPTH) {
    if (!isObject(root))
        return { truncated: false };
    const seen = new Set();
    const stack = [{ schema: root, pointer: rootPointer, depth: 0 }];
    let truncated = false;
    while (stack.length > 0) {
        const node = stack.pop();
        if (seen.has(node.schema))
            continue;
        seen.add(node.schema);
        visit(node);
        if (node.depth >= maxDepth) {
            truncated = true;
            continue;
        }
        const children = [];
        const push = (value, pointer, propertyName) => {
            if (isObject(value))
                children.push({ schema: value, pointer, depth: node.depth + 1, propertyName });
        };
        const s = node.schema;
        for (const key of SINGLE)
            if (isObject(s[key]))
                push(s[key], joinPointer(node.pointer, key));
        for (const key of ARRAY) {
            const value = s[key];
            if (Array.isArray(value))
                value.forEach((item, i) => push(item, joinPointer(node.pointer, key, i)));
        }
        for (const key of MAP) {
            const value = s[key];
            if (!isObject(value))
                continue;
            for (const [name, sub] of Object.entries(value)) {
                push(sub, joinPointer(node.pointer, key, name), key === 'properties' ? name : undefined);
            }
        }
        // Reverse so that visits come in document order (the stack pops the last child first).
        for (let i = children.length - 1; i >= 0; i--)
            stack.push(children[i]);
    }
    return { truncated };
}
