import type { AjvError } from './ajv-types.js';
export interface SchemaProblem {
    /** RFC 6901 pointer into the validated value (a missing key: the pointer of that key). */
    pointer: string;
    /** A sentence without the final period. */
    message: string;
    keyword: string;
}
/** A readable path: `annotations.readOnlyHint`, `icons[0].src`, `properties["my key"]`. */
export declare function pointerLabel(rootLabel: string, pointer: string, root?: unknown): string;
/**
 * `rootLabel` prefixes every path ("inputSchema" → "inputSchema.properties.q.type"); `rootName` names the value
 * itself when an error is about the root (defaults to rootLabel; "The tool" for definitions, whose paths have no prefix).
 */
export declare function describeAjvErrors(errors: readonly AjvError[], root: unknown, rootLabel: string, rootName?: string): SchemaProblem[];
