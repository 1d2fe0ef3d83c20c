/** The pointer one level up ("/a/b" → "/a", "/a" → ""), or undefined above the root. */
export declare function parentPointer(pointer: string): string | undefined;
