// Formats a report and picks the exit code, for the main command and the diff subcommand (same flags:
// --format, --output-file, --quiet, --max-warnings, --color).
import { resolve } from 'node:path';
import { writeFlagFile } from '../files/flag-file.js';
import { packageVersion } from '../core/package-version.js';
import type { CliIo } from './io.js';
import { DEFAULT_WIDTH, type FormatName, type Formatter } from '../formatters/types.js';
import type { LintReport, LintResult } from '../core/types.js';
import { shouldUseColor } from './color.js';
import { parseMaxWarnings } from './flag-values.js';
import type { RunTiming } from '../core/timing.js';
import { UsageError } from '../core/usage-error.js';

export interface OutputFlags {
  format: FormatName;
  outputFile?: string;
  maxWarnings?: string;
  quiet?: boolean;
  color?: boolean;
  /** --statistics: counts per rule and level instead of the findings (stylish and json only). */
  statistics?: boolean;
}

/** Prints or writes the report and returns the run's exit code. `timing` (TIMING=1, --timing) gets the formatter's time. */
export async function emitReport(
  report: LintReport,
  flags: OutputFlags,
  io: CliIo,
  timing?: RunTiming,
): Promise<number> {
  const maxWarnings = parseMaxWarnings(flags.maxWarnings);
  const tooManyWarnings = maxWarnings !== undefined && report.warningCount > maxWarnings;
  const shown: LintReport = flags.quiet
    ? {
        ...report,
        results: report.results.map((r) => ({
          ...r,
          diagnostics: r.diagnostics.filter((d) => d.severity === 'error'),
        })),
        warningCount: 0,
        infoCount: 0,
      }
    : report;
  const { getFormatter } = await import('../formatters/index.js');
  const { allRules } = await import('../rules/index.js');
  const formatter = flags.statistics ? await statisticsFormatter(flags.format) : await getFormatter(flags.format);
  const started = performance.now();
  const output = formatter(shown, {
    cwd: io.cwd,
    color: shouldUseColor(flags.color, io.env, io.isTTY, flags.outputFile !== undefined),
    rules: allRules,
    toolVersion: packageVersion(),
    // Only a terminal wraps: a pipe, a file or a CI log gets one line per finding.
    width: flags.outputFile === undefined && io.isTTY ? io.columns?.() || DEFAULT_WIDTH : undefined,
    quiet: flags.quiet === true,
    ...(flags.format === 'html' && !flags.statistics
      ? { sourceTexts: (await import('./source-texts.js')).readSourceTexts(shown, io.cwd) }
      : {}),
    ...(tooManyWarnings
      ? { maxWarningsExceeded: { maxWarnings: maxWarnings!, foundWarnings: report.warningCount } }
      : {}),
  });
  timing?.addStage('format', flags.format, performance.now() - started);
  const printed = flags.outputFile === undefined && output ? (output.endsWith('\n') ? output : output + '\n') : '';
  if (flags.outputFile !== undefined) {
    const path = resolve(io.cwd, flags.outputFile);
    writeFlagFile(path, output, '--output-file', io.cwd);
  } else if (printed) io.stdout(printed);
  // Exit 1 means findings and only findings: an input that could not be read, or a server that did not start or
  // list its tools, was not checked at all (2), whatever else the run found.
  const unchecked = report.results.filter((result) => result.diagnostics.some((d) => d.fatal));
  if (unchecked.length > 0) {
    // The report may have gone to a file or a pipe, or be JSON for a program: stderr says it too, once.
    const reportSaysIt = flags.outputFile === undefined && flags.format === 'stylish' && io.isTTY && !flags.statistics;
    if (!reportSaysIt) io.stderr(`mcp-lint: ${couldNotCheck(unchecked)}\n`);
    return 2;
  }
  return report.errorCount > 0 || tooManyWarnings ? 1 : 0;
}

/** --statistics counts what the run found; only stylish (a table) and json (an object) have a shape for counts. */
export function checkStatisticsFormat(format: FormatName): void {
  if (format !== 'stylish' && format !== 'json') {
    throw new UsageError(
      `--statistics prints a table (--format stylish) or an object (--format json), not ${format}. Drop --statistics for a ${format} report of every finding.`,
    );
  }
}

async function statisticsFormatter(format: FormatName): Promise<Formatter> {
  checkStatisticsFormat(format);
  const { statisticsJson, statisticsTable } = await import('../formatters/statistics.js');
  return format === 'json' ? statisticsJson : statisticsTable;
}

function couldNotCheck(unchecked: readonly LintResult[]): string {
  const first = unchecked[0]!;
  // Its first line; a line that only introduces what follows (the server's stderr) loses its last sentence.
  const line = first.diagnostics.find((d) => d.fatal)!.message.split('\n')[0]!;
  const reason = line.endsWith(':') && line.includes('. ') ? line.slice(0, line.lastIndexOf('. ') + 1) : line;
  const others =
    unchecked.length > 1
      ? ` (and ${unchecked.length - 1} other input${unchecked.length === 2 ? '' : 's'}; see the report)`
      : '';
  return `could not check ${first.source}${others}: ${reason}`;
}
