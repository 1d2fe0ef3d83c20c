import type { LintOptions } from './options.js';
import { type LintReport, type Rule } from './types.js';
export declare const STDIN_NAME = "<stdin>";
/** Paths in results: relative to cwd when below it, as ESLint prints them. */
export declare function displayPath(path: string, cwd: string): string;
/**
 * Lints files, directories, globs and "-" (stdin), plus live servers when `options.live` names any.
 * Throws UsageError for problems with the request itself (missing path, bad config, unknown rule):
 * the CLI turns those into exit code 2.
 */
export declare function lint(inputs: readonly string[], options: LintOptions, rules?: readonly Rule[]): Promise<LintReport>;
