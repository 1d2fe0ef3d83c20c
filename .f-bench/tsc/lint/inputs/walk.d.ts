import type { IgnoreMatcher } from '../config/ignores.js';
import { type FileKind } from './classify.js';
/** Directories that never hold tool definitions of the project being linted. */
export declare const SKIPPED_DIRECTORIES: Set<string>;
export interface WalkedFile {
    path: string;
    kind: FileKind;
}
export declare function walkDirectory(root: string, isIgnored: IgnoreMatcher): WalkedFile[];
