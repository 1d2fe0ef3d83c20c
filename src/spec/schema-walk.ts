// Visits every subschema of a JSON Schema without recursion, so a hostile schema nested
// 10,000 levels deep cannot overflow the stack, and a shared object seen twice is visited once.
import { isObject, type JsonObject } from '../core/json-value.js';
import { escapeSegment } from '../core/pointer.js';

export interface SubschemaVisit {
  schema: JsonObject;
  readonly pointer: string;
  /** Nesting depth in subschemas (0 = the root). */
  depth: number;
  /** Set when the subschema is the value of `properties/<name>`. */
  propertyName?: string;
}

/** Keywords whose value is a single subschema. */
const SINGLE = [
  'additionalProperties',
  'items',
  'additionalItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
/** Keywords whose value is an array of subschemas. */
const ARRAY = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
/** Keywords whose value maps names to subschemas. */
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

export const MAX_WALK_DEPTH = 1000;

// Children come in this order: SINGLE, then ARRAY, then MAP keywords, each list in its order. A node's child
// keywords are found as bits of a mask, bit i for ORDER[i], so only the keys a schema has are looked at (a schema
// has a few keys; reading all 22 keywords of every subschema was most of the walk) and the order needs no sort.
const ORDER = [...SINGLE, ...ARRAY, ...MAP];
const FIRST_ARRAY = SINGLE.length;
const FIRST_MAP = SINGLE.length + ARRAY.length;
const SINGLE_BIT = new Map(SINGLE.map((key, i) => [key, i]));
const ARRAY_BIT = new Map(ARRAY.map((key, i) => [key, FIRST_ARRAY + i]));
const MAP_BIT = new Map(MAP.map((key, i) => [key, FIRST_MAP + i]));

/** The bit of `key` when its `value` has subschemas to visit there (`items` is a single schema or an array). */
function childBit(key: string, value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const bit = Array.isArray(value) ? ARRAY_BIT.get(key) : (SINGLE_BIT.get(key) ?? MAP_BIT.get(key));
  return bit === undefined ? 0 : 1 << bit;
}

function childMask(schema: JsonObject): number {
  let mask = 0;
  const proto: unknown = Object.getPrototypeOf(schema);
  if (proto === Object.prototype || proto === null) {
    for (const key in schema) mask |= childBit(key, schema[key]);
  } else {
    // Not plain data: read each keyword, as property access would find it (inherited, or not enumerable).
    for (const key of ORDER) mask |= childBit(key, schema[key]);
  }
  return mask;
}

/**
 * A visit whose pointer is built when first read, from its parent's: most subschemas are never named in a message,
 * and building every pointer (with the escaping of every property name) was a large part of the walk.
 */
class Visit implements SubschemaVisit {
  private built: string | undefined;

  constructor(
    readonly schema: JsonObject,
    readonly depth: number,
    readonly propertyName: string | undefined,
    private readonly parent: Visit | undefined,
    /** The keyword under the parent, or the root pointer. */
    private readonly key: string,
    /** The index or name under the keyword, when it has one. */
    private readonly member: string | number | undefined,
  ) {
    if (parent === undefined) this.built = key;
  }

  get pointer(): string {
    if (this.built !== undefined) return this.built;
    // Iteratively up to the nearest built ancestor (the walk may be 1,000 levels deep), then down.
    const pending: Visit[] = [];
    let at: Visit = this;
    while (at.built === undefined) {
      pending.push(at);
      at = at.parent!;
    }
    let pointer = at.built;
    for (let i = pending.length - 1; i >= 0; i--) {
      const visit = pending[i]!;
      const member = visit.member;
      pointer =
        member === undefined
          ? `${pointer}/${visit.key}`
          : typeof member === 'number'
            ? `${pointer}/${visit.key}/${member}`
            : `${pointer}/${visit.key}/${escapeSegment(member)}`;
      visit.built = pointer;
    }
    return pointer;
  }
}

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
  const stack: Visit[] = [new Visit(root, 0, undefined, undefined, rootPointer, undefined)];
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
    // Children are pushed last first, so that they pop in document order.
    const s = node.schema;
    const depth = node.depth + 1;
    let mask = childMask(s);
    while (mask !== 0) {
      const bit = 31 - Math.clz32(mask);
      mask ^= 1 << bit;
      const key = ORDER[bit]!;
      if (bit < FIRST_ARRAY) {
        stack.push(new Visit(s[key] as JsonObject, depth, undefined, node, key, undefined));
      } else if (bit < FIRST_MAP) {
        const value = s[key] as unknown[];
        for (let i = value.length - 1; i >= 0; i--) {
          const item: unknown = value[i];
          if (isObject(item)) stack.push(new Visit(item, depth, undefined, node, key, i));
        }
      } else {
        const value = s[key] as JsonObject;
        const names = Object.keys(value);
        for (let i = names.length - 1; i >= 0; i--) {
          const name = names[i]!;
          const sub = value[name];
          if (isObject(sub))
            stack.push(new Visit(sub, depth, key === 'properties' ? name : undefined, node, key, name));
        }
      }
    }
  }
  return { truncated };
}
