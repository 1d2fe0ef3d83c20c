/** Where a node is: its value, and its key when it is an object member. Offsets; ends are exclusive. */
export interface NodeSpan {
    start: number;
    end: number;
    keyStart?: number;
    keyEnd?: number;
}
export declare function skipWhitespace(text: string, i: number): number;
/** `i` is an opening quote; returns the offset after the closing one. indexOf skips the string's body natively. */
export declare function endOfString(text: string, i: number): number;
/** `i` is the first character of a value; returns the offset just after it. */
export declare function endOfValue(text: string, i: number): number;
/** Calls `visit` for each member of the object at `start` until it returns false. */
export declare function forEachMember(text: string, start: number, visit: (key: string, span: NodeSpan) => boolean | void): void;
/** Calls `visit` for each element of the array at `start` until it returns false. */
export declare function forEachElement(text: string, start: number, visit: (index: number, span: NodeSpan) => boolean | void): void;
/** The deepest existing node on the path (a missing step stops at the node that should hold it). */
export declare function deepestSpan(text: string, root: NodeSpan, segments: readonly string[]): NodeSpan;
/**
 * The offsets a finding should cover: for an object or array that is a member value, its key
 * (`"inputSchema"` rather than the forty lines under it); otherwise the value itself.
 */
export declare function highlightedOffsets(text: string, node: NodeSpan): {
    start: number;
    end: number;
};
