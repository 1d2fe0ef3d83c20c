import type { Diagnostic, LintResult } from '../types.js';
/** A live server as people recognise it: its source plus what `initialize` said, when it said anything. */
export declare function serverLabel(result: LintResult): string;
/** `tool "search" at /inputSchema/properties/q` — the place of a finding that has no line. */
export declare function toolPlace(diagnostic: Diagnostic): string;
/** Inputs that are not files: live servers, and stdin shown under a placeholder such as `<stdin>`. */
export declare function isFileResult(result: LintResult): boolean;
