export interface IgnoreSet {
    patterns: string[];
    /** Directory the patterns are relative to. */
    base: string;
}
/** True when a path (absolute) is ignored. Directories are tested too, so a walk can skip a whole subtree. */
export type IgnoreMatcher = (absolutePath: string) => boolean;
export declare const ignoreNothing: IgnoreMatcher;
export declare function createIgnoreMatcher(sets: readonly IgnoreSet[]): Promise<IgnoreMatcher>;
