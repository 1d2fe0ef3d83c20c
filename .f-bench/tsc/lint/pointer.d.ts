export declare function escapeSegment(segment: string | number): string;
export declare function joinPointer(base: string, ...segments: Array<string | number>): string;
export declare function parsePointer(pointer: string): string[];
/** Reads the value at a pointer, or undefined when any step is missing. */
export declare function getAtPointer(value: unknown, pointer: string): unknown;
