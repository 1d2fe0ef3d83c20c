import type { LintReport, Rule } from '../core/types.js';

export interface FormatterContext {
  /** Paths in output are shown relative to this. */
  cwd: string;
  /** Whether stylish output may use colour (the CLI decides from --color/--no-color, NO_COLOR, TTY). */
  color: boolean;
  /** Every known rule, for SARIF driver rules and docs links. */
  rules: readonly Rule[];
  /** Version of this package, for SARIF tool.driver.version. */
  toolVersion: string;
  /** Columns stylish wraps its messages to (the terminal's width; 80 when the output is not a terminal). */
  width?: number;
  /** --quiet: only errors were kept, so a run with none says "no errors", not "no problems". */
  quiet?: boolean;
  /** --max-warnings, when it was exceeded (stylish says so). */
  maxWarningsExceeded?: { maxWarnings: number; foundWarnings: number };
}

/** A formatter is a pure function of the results. */
export type Formatter = (report: LintReport, context: FormatterContext) => string;

/** Without a terminal to measure (a pipe, a file, CI logs), stylish keeps its lines to 80 columns. */
export const DEFAULT_WIDTH = 80;

export const FORMAT_NAMES = ['stylish', 'json', 'sarif', 'github'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];
