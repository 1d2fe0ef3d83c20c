// Visits every subschema of a JSON Schema without recursion, so a hostile schema nested
// 10,000 levels deep cannot overflow the stack, and a shared object seen twice is visited once.
import { isObject, type JsonObject } from './json-value.js';
import { escapeSegment } from './pointer.js';

export interface SubschemaVisit {
  schema: JsonObject;
  pointer: string;
  /** Nesting depth in subschemas (0 = the root). */
  depth: number;
  /** Set when the subschema is the value of `properties/<name>`. */
  propertyName?: string;
}

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
export function walkSchema(
  root: unknown,
  rootPointer: string,
  visit: (node: SubschemaVisit) => void,
  maxDepth = MAX_WALK_DEPTH,
): { truncated: boolean } {
  if (!isObject(root)) return { truncated: false };
  const seen = new Set<object>();
  const stack: SubschemaVisit[] = [{ schema: root, pointer: rootPointer, depth: 0 }];
  let truncated = false;
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node.schema)) continue;
    seen.add(node.schema);
    visit(node);
    if (node.depth >= maxDepth) {
      truncated = true;
      continue;
    }
    // Pointers are concatenated here rather than with joinPointer: this runs for every subschema of every tool, and
    // the keyword names need no escaping.
    const children: SubschemaVisit[] = [];
    const s = node.schema;
    const base = node.pointer;
    const depth = node.depth + 1;
    for (const key of SINGLE) {
      const value = s[key];
      if (isObject(value)) children.push({ schema: value, pointer: `${base}/${key}`, depth, propertyName: undefined });
    }
    for (const key of ARRAY) {
      const value = s[key];
      if (!Array.isArray(value)) continue;
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (isObject(item)) children.push({ schema: item, pointer: `${base}/${key}/${i}`, depth, propertyName: undefined });
      }
    }
    for (const key of MAP) {
      const value = s[key];
      if (!isObject(value)) continue;
      for (const name of Object.keys(value)) {
        const sub = value[name];
        if (isObject(sub)) children.push({ schema: sub, pointer: `${base}/${key}/${escapeSegment(name)}`, depth, propertyName: key === 'properties' ? name : undefined });
      }
    }
    // Reverse so that visits come in document order (the stack pops the last child first).
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return { truncated };
}
