import type { Diagnostic, LintResult } from '../types.js';
export declare const SRCROOT = "%SRCROOT%";
/** Folder of the pseudo-paths given to live servers that no file names. */
export declare const LIVE_PSEUDO_DIR = "mcp-live";
export interface ArtifactLocation {
    uri: string;
    uriBaseId?: string;
}
export interface Region {
    startLine: number;
    startColumn?: number;
    endLine?: number;
    endColumn?: number;
}
/** A path as SARIF wants it: relative to the source root with `/` separators, or a file URL outside it. */
export declare function artifactFor(path: string, cwd: string): ArtifactLocation;
/** `stdio:node dist/index.js` → `mcp-live/stdio-node-dist-index.js`: readable, stable across runs, a valid relative URI. */
export declare function livePseudoPath(source: string): string;
export interface PlacedResult {
    artifactLocation: ArtifactLocation;
    region: Region;
}
export declare function placeOf(diagnostic: Diagnostic, result: LintResult, cwd: string): PlacedResult;
