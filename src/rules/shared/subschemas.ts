// Several rules look at every subschema of a tool's inputSchema/outputSchema. One iterative walk per schema
// (cached by the schema object) serves them all: on a 100,000-tool file, walking was most of the run time.
import type { JsonObject } from '../../core/json-value.js';
import { walkSchema, type SubschemaVisit } from '../../spec/schema-walk.js';

/**
 * How many subschema levels the walking rules look into. Real schemas stay far below it; a hostile one deeper
 * than this gets one input-schema-valid finding ("nested N levels deep") instead of thousands of findings.
 */
export const RULE_WALK_DEPTH = 64;

const cache = new WeakMap<JsonObject, Map<string, readonly SubschemaVisit[]>>();

/** The schema and its subschemas (objects only), in document order, with pointers under `rootPointer`. */
export function subschemasOf(schema: JsonObject, rootPointer: string): readonly SubschemaVisit[] {
  let byRoot = cache.get(schema);
  if (!byRoot) {
    byRoot = new Map();
    cache.set(schema, byRoot);
  }
  let visits = byRoot.get(rootPointer);
  if (!visits) {
    const found: SubschemaVisit[] = [];
    walkSchema(schema, rootPointer, (node) => found.push(node), RULE_WALK_DEPTH);
    visits = found;
    byRoot.set(rootPointer, visits);
  }
  return visits;
}
