/** `"yes"`, `42`, `null`, `an array`, `an object`: what a message says a value is. */
export declare function describeValue(value: unknown): string;
/** A JSON string literal of `text`, shortened to a readable length. */
export declare function quote(text: string): string;
/** `"a", "b" and "c"`; long lists end with "and N more". */
export declare function quoteList(items: readonly string[], limit?: number): string;
