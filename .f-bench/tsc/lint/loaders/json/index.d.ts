import type { LoadedSource } from '../../types.js';
export { detectShape, isToolLike, ACCEPTED_SHAPES } from './shape.js';
export { MAX_JSON_DEPTH } from './depth.js';
export interface JsonLoadOptions {
    /**
     * True when the user named this file: a file that is not tool-shaped is then a finding.
     * False for files found by a directory walk or glob: those are skipped quietly.
     */
    explicit: boolean;
}
/** `skipped` is a file from a walk that turned out not to be a tool list. */
export type JsonLoad = {
    status: 'loaded';
    source: LoadedSource;
} | {
    status: 'skipped';
    reason: string;
};
export declare function loadJsonBytes(bytes: Uint8Array, source: string, options: JsonLoadOptions): Promise<JsonLoad>;
export declare function loadJsonText(input: string, source: string, options: JsonLoadOptions): Promise<JsonLoad>;
