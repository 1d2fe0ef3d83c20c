// What fastmcp 4 does to pydantic's schema before a client sees it: `compress_schema(prune_titles=True)` drops each
// `title` that is schema metadata (fastmcp/utilities/json_schema.py: on a node with a structural keyword, or one of
// metadata keys only), unused `$defs` go, and its dereference middleware (on by default) inlines every `$ref` with
// the siblings written beside it winning — unless the `$defs` refer to each other in a cycle, when all stay.
import { isObject } from '../../core/json-value.js';
import { carryMarks, copyMarked, define, type Json, type Marks } from './schema-marks.js';

const STRUCTURAL = new Set(['type', 'properties', '$ref', 'items', 'allOf', 'oneOf', 'anyOf', 'required']);
const METADATA = new Set(['title', 'description', 'deprecated', 'readOnly', 'writeOnly']);
const LITERAL = new Set(['default', 'const', 'examples', 'example', 'enum']);
const SCHEMA_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'dependencies',
]);
const SCHEMA_VALUES = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'contains',
  'contentSchema',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'if',
  'then',
  'else',
  'not',
]);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/** Removes pydantic's titles the way fastmcp's prune_titles does (in place). */
export function pruneTitles(node: unknown): void {
  if (!isObject(node)) return;
  if (
    typeof node.title === 'string' &&
    (Object.keys(node).some((key) => STRUCTURAL.has(key)) || Object.keys(node).every((key) => METADATA.has(key)))
  ) {
    delete node.title;
  }
  for (const [key, value] of Object.entries(node)) {
    if (SCHEMA_MAPS.has(key) && isObject(value)) for (const inner of Object.values(value)) pruneTitles(inner);
    else if (LITERAL.has(key)) continue;
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) for (const inner of value) pruneTitles(inner);
    else if (SCHEMA_VALUES.has(key)) pruneTitles(value);
  }
}

/** Inlining copies each `$defs` entry per use, which nesting multiplies; real schemas stay far below this. */
export const MAX_INLINED_NODES = 20_000;

/** fastmcp's dereference_refs: `$defs` inlined (a deep copy per use), unless they are cyclic; undefined past the budget. */
export function dereference(marks: Marks, schema: Json): Json | undefined {
  const defs = isObject(schema.$defs) ? schema.$defs : undefined;
  if (!defs || hasCycle(defs)) return schema;
  let nodes = 0;
  const inline = (value: unknown, depth: number): unknown => {
    if (++nodes > MAX_INLINED_NODES) throw new InlineBudget();
    if (Array.isArray(value)) return value.map((item) => inline(item, depth));
    if (!isObject(value)) return value;
    const ref = value.$ref;
    let result: Json = {};
    if (typeof ref === 'string' && ref.startsWith('#/$defs/') && depth < 64) {
      const target = defs[ref.slice('#/$defs/'.length)];
      if (isObject(target)) result = inline(copyMarked(marks, target), depth + 1) as Json;
      for (const [key, inner] of Object.entries(value))
        if (key !== '$ref') define(result, key, key === 'default' || key === 'examples' ? inner : inline(inner, depth));
    } else {
      for (const [key, inner] of Object.entries(value))
        define(result, key, LITERAL.has(key) ? inner : inline(inner, depth));
    }
    carryMarks(marks, value, result);
    // An inlined copy stands where the reference was written: that place wins over the class's own.
    const place = marks.places.get(value);
    if (place) marks.places.set(result, place);
    return result;
  };
  const { $defs: _defs, ...rest } = schema;
  let result: Json;
  try {
    result = inline(rest, 0) as Json;
  } catch (error) {
    if (error instanceof InlineBudget) return undefined;
    throw error;
  }
  carryMarks(marks, schema, result);
  return result;
}

class InlineBudget extends Error {}

function hasCycle(defs: Json): boolean {
  const edges = new Map<string, Set<string>>();
  const collect = (value: unknown, into: Set<string>) => {
    if (Array.isArray(value)) value.forEach((item) => collect(item, into));
    else if (isObject(value)) {
      if (typeof value.$ref === 'string' && value.$ref.startsWith('#/$defs/')) into.add(value.$ref.split('/').pop()!);
      for (const inner of Object.values(value)) collect(inner, into);
    }
  };
  for (const [name, definition] of Object.entries(defs)) {
    const into = new Set<string>();
    collect(definition, into);
    edges.set(name, into);
  }
  const state = new Map<string, 1 | 2>();
  const visit = (name: string): boolean => {
    state.set(name, 1);
    for (const next of edges.get(name) ?? []) {
      if (!edges.has(next)) continue;
      if (state.get(next) === 1) return true;
      if (!state.has(next) && visit(next)) return true;
    }
    state.set(name, 2);
    return false;
  };
  return [...edges.keys()].some((name) => !state.has(name) && visit(name));
}
