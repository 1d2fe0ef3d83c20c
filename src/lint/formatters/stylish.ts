// Human output in the shape ESLint users already read: one block per input, aligned rows, a summary line.
import kleur from 'kleur';
import type { Diagnostic, LintReport, LintResult } from '../types.js';
import type { Formatter, FormatterContext } from './types.js';
import { liveSuffix, serverLabel, toolPlace } from './describe.js';
import { escapeLines, escapeText } from './escape.js';
import { groupThousands } from '../group-thousands.js';
import { plural } from '../plural.js';

interface Row {
  place: string;
  severity: string;
  message: string;
  /** The message's lines when it has more than one (most have one: no array is made for them). */
  messageLines: string[] | undefined;
  rule: string;
  diagnostic: Diagnostic;
}

function placeOf(diagnostic: Diagnostic): string {
  if (diagnostic.range) return `${diagnostic.range.start.line}:${diagnostic.range.start.column}`;
  // Live servers have no lines; a file finding without one (an unreadable file) still may name its tool.
  return escapeText(toolPlace(diagnostic)) || '-';
}

function rowOf(diagnostic: Diagnostic): Row {
  // Continuation lines are indented under the message column by the caller.
  const message = escapeLines(diagnostic.message + liveSuffix(diagnostic)).trimEnd();
  return {
    place: placeOf(diagnostic),
    severity: diagnostic.fatal ? 'fatal' : diagnostic.severity,
    message,
    messageLines: message.includes('\n') ? message.split('\n') : undefined,
    rule: escapeText(diagnostic.ruleId ?? ''),
    diagnostic,
  };
}

function paintSeverity(row: Row): string {
  switch (row.diagnostic.fatal ? 'fatal' : row.diagnostic.severity) {
    case 'fatal':
      return kleur.red().bold(row.severity);
    case 'error':
      return kleur.red(row.severity);
    case 'warning':
      return kleur.yellow(row.severity);
    default:
      return kleur.blue(row.severity);
  }
}

/** Math.max(...values) passes every value as an argument: past ~100,000 findings in one file that overflows the stack. */
function widest(values: readonly number[]): number {
  let max = -Infinity;
  for (const value of values) if (value > max) max = value;
  return max;
}

function lastLineOf(row: Row): string {
  return row.messageLines ? row.messageLines[row.messageLines.length - 1]! : row.message;
}

function formatResult(result: LintResult): string[] {
  const rows = result.diagnostics.map(rowOf);
  const placeWidth = widest(rows.map((row) => row.place.length));
  const severityWidth = widest(rows.map((row) => row.severity.length));
  const messageWidth = widest(rows.map((row) => lastLineOf(row).length));
  const header = escapeText(result.kind === 'live' ? serverLabel(result) : result.source);
  const lines = [kleur.underline().bold(header)];
  if (result.contextTokens) {
    const { total, tools, encoding, estimated } = result.contextTokens;
    const guessed = estimated ? tools.filter((tool) => tool.estimated).length : 0;
    const figure = guessed ? `about ${groupThousands(total)} tokens (${encoding}; ${guessed} of them estimated from their length)` : `${groupThousands(total)} tokens (${encoding})`;
    lines.push(kleur.dim(`  ${tools.length} tools cost ${figure} on every request that lists them`));
  }
  const messageIndent = ' '.repeat(2 + placeWidth + 2 + severityWidth + 2);
  for (const row of rows) {
    const place = kleur.dim(row.place.padEnd(placeWidth));
    const severity = paintSeverity(row) + ' '.repeat(severityWidth - row.severity.length);
    const last = lastLineOf(row);
    const lastLine = row.rule ? `${last.padEnd(messageWidth)}  ${kleur.dim(row.rule)}` : last;
    const body = row.messageLines
      ? [...row.messageLines.slice(0, -1), lastLine].map((line, i) => (i === 0 ? line : messageIndent + line)).join('\n')
      : lastLine;
    lines.push(`  ${place}  ${severity}  ${body}`.trimEnd());
    // Suggestions are never applied: each is a hint line under its finding, for the author to decide.
    for (const suggestion of row.diagnostic.suggestions ?? []) {
      lines.push(messageIndent + kleur.dim(`suggestion: ${escapeLines(suggestion.desc).split('\n').join(' ')}`));
    }
  }
  return lines;
}

function summary(report: LintReport, fatalCount: number): string {
  const total = report.errorCount + report.warningCount + report.infoCount;
  const counts = [plural(report.errorCount, 'error'), plural(report.warningCount, 'warning')];
  if (report.infoCount > 0) counts.push(`${report.infoCount} info`);
  const fatal = fatalCount > 0 ? `, ${fatalCount} fatal (input could not be linted)` : '';
  const text = `${report.errorCount > 0 ? '✖' : report.warningCount > 0 ? '⚠' : 'ℹ'} ${plural(total, 'problem')} (${counts.join(', ')})${fatal}`;
  if (report.errorCount > 0) return kleur.red().bold(text);
  if (report.warningCount > 0) return kleur.yellow().bold(text);
  return kleur.blue().bold(text);
}

/** ESLint's line: how many findings --fix would resolve. */
function fixableSummary(report: LintReport): string | undefined {
  const count = (severity: Diagnostic['severity']) => report.results.reduce((n, r) => n + r.diagnostics.filter((d) => d.fix && d.severity === severity).length, 0);
  const errors = count('error'), warnings = count('warning'), infos = count('info');
  if (errors + warnings + infos === 0) return undefined;
  const parts = [plural(errors, 'error'), plural(warnings, 'warning')];
  if (infos > 0) parts.push(`${infos} info`);
  const text = `  ${parts.length === 3 ? `${parts[0]}, ${parts[1]} and ${parts[2]}` : parts.join(' and ')} potentially fixable with the \`--fix\` option.`;
  return errors > 0 ? kleur.red().bold(text) : warnings > 0 ? kleur.yellow().bold(text) : kleur.blue().bold(text);
}

function render(report: LintReport, context: FormatterContext): string {
  const blocks: string[] = [];
  let fatalCount = 0;
  for (const result of report.results) {
    if (result.diagnostics.length === 0) continue;
    fatalCount += result.diagnostics.filter((d) => d.fatal).length;
    blocks.push(formatResult(result).join('\n'));
  }
  const out: string[] = [];
  if (blocks.length > 0) out.push('', blocks.join('\n\n'), '', summary(report, fatalCount));
  const fixable = fixableSummary(report);
  if (fixable) out.push(fixable);
  if (context.maxWarningsExceeded) {
    const { maxWarnings, foundWarnings } = context.maxWarningsExceeded;
    out.push('', kleur.red().bold(`mcp-lint found too many warnings (maximum: ${maxWarnings}, found: ${foundWarnings}).`));
  }
  return out.length > 0 ? out.join('\n') + '\n' : '';
}

export const formatStylish: Formatter = (report, context) => {
  // kleur decides from the process's own TTY at import; the CLI has already decided, so follow it for this call only.
  const previous = kleur.enabled;
  kleur.enabled = context.color;
  try {
    return render(report, context);
  } finally {
    kleur.enabled = previous;
  }
};

export default formatStylish;
