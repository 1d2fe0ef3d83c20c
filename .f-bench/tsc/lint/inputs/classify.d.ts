export type FileKind = 'json' | 'source';
export declare const SOURCE_EXTENSIONS: readonly [".ts", ".mts", ".cts", ".tsx", ".js", ".mjs", ".cjs"];
/** Kind of a file found by a walk or glob; undefined when mcp-lint does not read it. */
export declare function classifyFile(path: string): FileKind | undefined;
/** A file the user named: anything that is not source is read as JSON (captures are often saved as .txt). */
export declare function classifyNamedFile(path: string): FileKind;
export declare function isGlobPattern(input: string): boolean;
