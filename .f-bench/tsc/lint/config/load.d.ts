import type { RuleLevel, SpecVersion } from '../types.js';
export type RuleEntry = RuleLevel | [RuleLevel] | [RuleLevel, Record<string, unknown>];
export interface ConfigFile {
    /** Absolute path of the file. */
    path: string;
    /** How to name the file in messages (relative to cwd when below it). */
    displayPath: string;
    extends?: 'recommended' | 'all';
    spec?: SpecVersion;
    rules?: Record<string, RuleEntry>;
    ignores?: string[];
}
export declare function displayPathOf(path: string, cwd: string): string;
export declare function loadConfigFile(path: string, cwd: string): Promise<ConfigFile>;
