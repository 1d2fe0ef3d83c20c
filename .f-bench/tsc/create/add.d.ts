import type { AddFlags } from './args.js';
/** Adds the import and the list entry to src/tools/index.ts, or explains why the file cannot be edited. */
export declare function registerInIndex(source: string, toolName: string, registerName: string): string;
export declare function add(flags: AddFlags, context: {
    cwd: string;
    out: (text: string) => void;
    err: (text: string) => void;
}): number;
