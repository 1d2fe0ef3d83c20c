import type { IgnoreMatcher } from '../config/ignores.js';
import { type FileKind } from './classify.js';
export { classifyFile, SOURCE_EXTENSIONS, type FileKind } from './classify.js';
export interface InputFile {
    /** Absolute path. */
    path: string;
    kind: FileKind;
    /** Named by the user (a file that is not a tool list is then a finding) rather than found by a walk or glob. */
    explicit: boolean;
    /** The command-line input that produced it, for "nothing lintable in …" messages. */
    input: string;
}
export interface ExpandedInputs {
    files: InputFile[];
    stdin: boolean;
    /** Directory and glob inputs, to check after loading that each produced something. */
    searched: Array<{
        input: string;
        kind: 'directory' | 'glob';
    }>;
}
export declare const LOOKED_FOR: string;
export declare function expandInputs(inputs: readonly string[], cwd: string, isIgnored: IgnoreMatcher): Promise<ExpandedInputs>;
