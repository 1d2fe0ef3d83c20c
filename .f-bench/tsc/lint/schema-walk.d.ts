import { type JsonObject } from './json-value.js';
export interface SubschemaVisit {
    schema: JsonObject;
    pointer: string;
    /** Nesting depth in subschemas (0 = the root). */
    depth: number;
    /** Set when the subschema is the value of `properties/<name>`. */
    propertyName?: string;
}
export declare const MAX_WALK_DEPTH = 1000;
/**
 * Calls `visit` for the root and each nested subschema (objects only; boolean schemas are skipped).
 * Stops descending below `maxDepth` and returns true when it did, so callers can report truncation.
 */
export declare function walkSchema(root: unknown, rootPointer: string, visit: (node: SubschemaVisit) => void, maxDepth?: number): {
    truncated: boolean;
};
