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
  /** The terminal's width, which stylish wraps its messages to; without one (a pipe, a file, a CI log) it prints one line per finding. */
  width?: number;
  /** --quiet: only errors were kept, so a run with none says "no errors", not "no problems". */
  quiet?: boolean;
  /** --max-warnings, when it was exceeded (stylish says so). */
  maxWarningsExceeded?: { maxWarnings: number; foundWarnings: number };
  /** The text of each file that has findings with lines, by its result's source (the HTML report shows excerpts). */
  sourceTexts?: ReadonlyMap<string, string>;
}

/** A formatter is a pure function of the results. */
export type Formatter = (report: LintReport, context: FormatterContext) => string;

/** A terminal that does not say how wide it is is taken to be 80 columns wide. */
export const DEFAULT_WIDTH = 80;

export const FORMAT_NAMES = ['stylish', 'json', 'sarif', 'github', 'html'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];
