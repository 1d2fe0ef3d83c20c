export declare const MAX_JSON_DEPTH = 256;
export interface DepthScan {
    /** Deepest nesting of arrays and objects. */
    maxDepth: number;
    /** Offset of the first bracket that went past the limit, when one did. */
    tooDeepAt?: number;
}
export declare function scanNestingDepth(text: string, limit?: number): DepthScan;
