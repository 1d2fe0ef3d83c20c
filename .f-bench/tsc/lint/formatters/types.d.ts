import type { LintReport, Rule } from '../types.js';
export interface FormatterContext {
    /** Paths in output are shown relative to this. */
    cwd: string;
    /** Whether stylish output may use colour (the CLI decides from --color/--no-color, NO_COLOR, TTY). */
    color: boolean;
    /** Every known rule, for SARIF driver rules and docs links. */
    rules: readonly Rule[];
    /** Version of this package, for SARIF tool.driver.version. */
    toolVersion: string;
    /** --max-warnings, when it was exceeded (stylish says so). */
    maxWarningsExceeded?: {
        maxWarnings: number;
        foundWarnings: number;
    };
}
/** A formatter is a pure function of the results. */
export type Formatter = (report: LintReport, context: FormatterContext) => string;
export declare const FORMAT_NAMES: readonly ["stylish", "json", "sarif", "github"];
export type FormatName = (typeof FORMAT_NAMES)[number];
