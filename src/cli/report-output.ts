// Formats a report and picks the exit code, for the main command and the diff subcommand (same flags:
// --format, --output-file, --quiet, --max-warnings, --color).
import { resolve } from 'node:path';
import { writeFlagFile } from '../files/flag-file.js';
import { packageVersion } from '../core/package-version.js';
import type { CliIo } from './io.js';
import { DEFAULT_WIDTH, type FormatName } from '../formatters/types.js';
import type { LintReport, LintResult } from '../core/types.js';
import { shouldUseColor } from './color.js';
import { parseMaxWarnings } from './flag-values.js';
import type { RunTiming } from '../core/timing.js';

export interface OutputFlags {
  format: FormatName;
  outputFile?: string;
  maxWarnings?: string;
  quiet?: boolean;
  color?: boolean;
}

/** Prints or writes the report and returns the run's exit code. `timing` (TIMING=1, --timing) gets the formatter's time. */
export async function emitReport(report: LintReport, flags: OutputFlags, io: CliIo, timing?: RunTiming): Promise<number> {
  const maxWarnings = parseMaxWarnings(flags.maxWarnings);
  const tooManyWarnings = maxWarnings !== undefined && report.warningCount > maxWarnings;
  const shown: LintReport = flags.quiet
    ? { ...report, results: report.results.map((r) => ({ ...r, diagnostics: r.diagnostics.filter((d) => d.severity === 'error') })), warningCount: 0, infoCount: 0 }
    : report;
  const { getFormatter } = await import('../formatters/index.js');
  const { allRules } = await import('../rules/index.js');
  const formatter = await getFormatter(flags.format);
  const started = performance.now();
  const output = formatter(shown, {
    cwd: io.cwd,
    color: shouldUseColor(flags.color, io.env, io.isTTY, flags.outputFile !== undefined),
    rules: allRules,
    toolVersion: packageVersion(),
    width: (flags.outputFile === undefined && io.isTTY ? io.columns?.() : undefined) || DEFAULT_WIDTH,
    quiet: flags.quiet === true,
    ...(tooManyWarnings ? { maxWarningsExceeded: { maxWarnings: maxWarnings!, foundWarnings: report.warningCount } } : {}),
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
    if (flags.outputFile !== undefined || flags.format !== 'stylish' || !io.isTTY) io.stderr(`mcp-lint: ${couldNotCheck(unchecked)}\n`);
    return 2;
  }
  return report.errorCount > 0 || tooManyWarnings ? 1 : 0;
}

function couldNotCheck(unchecked: readonly LintResult[]): string {
  const first = unchecked[0]!;
  // Its first line; a line that only introduces what follows (the server's stderr) loses its last sentence.
  const line = first.diagnostics.find((d) => d.fatal)!.message.split('\n')[0]!;
  const reason = line.endsWith(':') && line.includes('. ') ? line.slice(0, line.lastIndexOf('. ') + 1) : line;
  const others = unchecked.length > 1 ? ` (and ${unchecked.length - 1} other input${unchecked.length === 2 ? '' : 's'}; see the report)` : '';
  return `could not check ${first.source}${others}: ${reason}`;
}
