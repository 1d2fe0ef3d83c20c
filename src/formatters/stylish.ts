// Human output in the shapes ESLint users already read. On a terminal: one block per input, aligned rows wrapped to
// its width, a summary line. Anywhere else (CI logs, hooks, pipes, files): one line per finding,
// `path:line:col  severity  message  rule`, which log viewers, grep and editors read whole.
import kleur from 'kleur';
import type { Diagnostic, LintReport, LintResult } from '../core/types.js';
import type { Formatter, FormatterContext } from './types.js';
import { isFileResult, liveSuffix, serverLabel, toolPlace } from './describe.js';
import { wrapText } from './wrap.js';
import { escapeLines, escapeText, neutraliseWorkflowCommands } from '../core/escape.js';
import { plural } from '../core/plural.js';

interface Row {
  place: string;
  severity: string;
  message: string;
  rule: string;
  diagnostic: Diagnostic;
}

/** A message column narrower than this is unreadable: on a very narrow terminal lines overflow instead. */
const MIN_MESSAGE_WIDTH = 30;

function placeOf(diagnostic: Diagnostic): string {
  if (diagnostic.range) return `${diagnostic.range.start.line}:${diagnostic.range.start.column}`;
  // Live servers have no lines; a file finding without one (an unreadable file) still may name its tool.
  return escapeText(toolPlace(diagnostic)) || '-';
}

function rowOf(diagnostic: Diagnostic): Row {
  return {
    place: placeOf(diagnostic),
    severity: diagnostic.fatal ? 'fatal' : diagnostic.severity,
    message: escapeLines(diagnostic.message + liveSuffix(diagnostic)).trimEnd(),
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
  let max = 0;
  for (const value of values) if (value > max) max = value;
  return max;
}

function tokenLine(result: LintResult): string | undefined {
  if (!result.contextTokens) return undefined;
  const { total, tools, encoding, estimated } = result.contextTokens;
  const guessed = estimated ? tools.filter((tool) => tool.estimated).length : 0;
  const figure = guessed
    ? `about ${total.toLocaleString('en-US')} tokens (${encoding}; ${guessed} of them estimated from their length)`
    : `${total.toLocaleString('en-US')} tokens (${encoding})`;
  return kleur.dim(
    `  ${plural(tools.length, 'tool')} cost${tools.length === 1 ? 's' : ''} ${figure} on every request that lists them`,
  );
}

/**
 * Rows as ESLint prints them (place, severity, message, rule), the message wrapped inside its column so the rule
 * column stays on screen: the column is as wide as the longest message line, or as the width leaves room for.
 */
function formatResult(result: LintResult, width: number): string[] {
  const rows = result.diagnostics.map(rowOf);
  const placeWidth = widest(rows.map((row) => row.place.length));
  const severityWidth = widest(rows.map((row) => row.severity.length));
  const ruleWidth = widest(rows.map((row) => row.rule.length));
  const indent = 2 + placeWidth + 2 + severityWidth + 2;
  const room = width - indent - (ruleWidth > 0 ? 2 + ruleWidth : 0);
  const longest = widest(rows.flatMap((row) => row.message.split('\n').map((line) => line.length)));
  // A terminal too narrow for both columns overflows: a rule id on a line of its own reads as a finding of its own.
  const messageWidth = Math.min(longest, Math.max(MIN_MESSAGE_WIDTH, room));
  const messageIndent = ' '.repeat(indent);
  const header = escapeText(result.kind === 'live' ? serverLabel(result) : result.source);
  const lines = [kleur.underline().bold(header)];
  const tokens = tokenLine(result);
  if (tokens) lines.push(tokens);
  for (const row of rows) {
    const place = kleur.dim(row.place.padEnd(placeWidth));
    const severity = paintSeverity(row) + ' '.repeat(severityWidth - row.severity.length);
    const [first, ...rest] = wrapText(row.message, messageWidth);
    const firstLine = row.rule ? `${first!.padEnd(messageWidth)}  ${kleur.dim(row.rule)}` : first!;
    lines.push(`  ${place}  ${severity}  ${firstLine}`.trimEnd());
    for (const line of rest) lines.push((messageIndent + line).trimEnd());
    // Suggestions are never applied: each is a hint under its finding, for the author to decide, shown whole.
    for (const suggestion of row.diagnostic.suggestions ?? []) {
      const [head, ...more] = wrapText(suggestionText(suggestion.desc), Math.max(MIN_MESSAGE_WIDTH, width - indent));
      lines.push(messageIndent + kleur.dim(head!));
      for (const line of more) lines.push(messageIndent + '  ' + kleur.dim(line));
    }
  }
  return lines;
}

const suggestionText = (desc: string): string => `suggestion: ${escapeLines(desc).split('\n').join(' ')}`;

/** Where a finding is, named whole on its own line: `path:line:col`, or the file or server and the tool. */
function linePlace(result: LintResult, diagnostic: Diagnostic): string {
  const input = escapeText(result.kind === 'live' ? serverLabel(result) : result.source);
  if (diagnostic.range) return `${input}:${diagnostic.range.start.line}:${diagnostic.range.start.column}`;
  const tool = escapeText(toolPlace(diagnostic));
  return tool ? `${input}: ${tool}` : input;
}

/**
 * One line per finding, never wrapped: a log keeps its own width. A message that quotes lines of its own (a dead
 * server's stderr) keeps them, indented under its finding, as do the finding's suggestions.
 */
function formatResultLines(result: LintResult): string[] {
  const lines: string[] = [];
  const tokens = tokenLine(result);
  if (tokens) lines.push(escapeText(result.kind === 'live' ? serverLabel(result) : result.source) + tokens);
  for (const diagnostic of result.diagnostics) {
    const row = rowOf(diagnostic);
    const [first, ...rest] = row.message.split('\n');
    const rule = row.rule ? `  ${kleur.dim(row.rule)}` : '';
    lines.push(`${kleur.dim(linePlace(result, diagnostic))}  ${paintSeverity(row)}  ${first}${rule}`);
    for (const line of rest) lines.push(`    ${line}`.trimEnd());
    for (const suggestion of diagnostic.suggestions ?? [])
      lines.push(`    ${kleur.dim(suggestionText(suggestion.desc))}`);
  }
  return lines;
}

/** Files were read and none defines a tool: a clean check would reassure someone who pointed mcp-lint at the wrong folder. */
function foundNoTools(report: LintReport): boolean {
  return report.results.length > 0 && report.results.every((result) => isFileResult(result) && result.toolCount === 0);
}

/** Says plainly that nothing was checked, and where mcp-lint looked (the first few files). */
function noToolsFound(results: readonly LintResult[]): string {
  const shown = results.slice(0, 3).map((result) => escapeText(result.source));
  const more = results.length > shown.length ? ` and ${results.length - shown.length} more` : '';
  return (
    `⚠ No MCP tool definitions found in ${plural(results.length, 'file')} (${shown.join(', ')}${more}): nothing was checked. ` +
    'mcp-lint looks for tools/list JSON captures and for tools registered in TS/JS or Python server source; ' +
    "point it at the files or folder that define the server's tools, or at the running server (--stdio, --url)."
  );
}

/** "3 files, 1 server, 14 tools": what the run looked at. */
function checked(results: readonly LintResult[]): string {
  const files = results.filter(isFileResult).length;
  const servers = results.filter((result) => result.kind === 'live').length;
  const stdin = results.length - files - servers;
  const tools = results.reduce((sum, result) => sum + result.toolCount, 0);
  const parts = [
    files > 0 ? plural(files, 'file') : '',
    stdin > 0 ? 'standard input' : '',
    servers > 0 ? plural(servers, 'server') : '',
    plural(tools, 'tool'),
  ];
  return parts.filter(Boolean).join(', ');
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
  const count = (severity: Diagnostic['severity']) =>
    report.results.reduce((n, r) => n + r.diagnostics.filter((d) => d.fix && d.severity === severity).length, 0);
  const errors = count('error'),
    warnings = count('warning'),
    infos = count('info');
  if (errors + warnings + infos === 0) return undefined;
  const parts = [plural(errors, 'error'), plural(warnings, 'warning')];
  if (infos > 0) parts.push(`${infos} info`);
  const text = `  ${parts.length === 3 ? `${parts[0]}, ${parts[1]} and ${parts[2]}` : parts.join(' and ')} potentially fixable with the \`--fix\` option.`;
  return errors > 0 ? kleur.red().bold(text) : warnings > 0 ? kleur.yellow().bold(text) : kleur.blue().bold(text);
}

function render(report: LintReport, context: FormatterContext): string {
  const { width } = context;
  const blocks: string[] = [];
  const clean: string[] = [];
  let fatalCount = 0;
  // Hybrid mode moves a server's findings to its source files: that server is not clean, whatever its own result holds.
  const placedFrom = new Set(
    report.results.flatMap((result) =>
      result.diagnostics.flatMap((d) => (d.liveServer === undefined ? [] : [d.liveServer])),
    ),
  );
  for (const result of report.results) {
    if (result.diagnostics.length === 0) {
      // A server named in a client config is named when it is clean too: else it is not clear it was reached.
      if (result.kind === 'live' && !placedFrom.has(result.source))
        clean.push(
          kleur.green(`✔ ${escapeText(serverLabel(result))}: ${plural(result.toolCount, 'tool')}, no problems`),
        );
      continue;
    }
    fatalCount += result.diagnostics.filter((d) => d.fatal).length;
    blocks.push((width === undefined ? formatResultLines(result) : formatResult(result, width)).join('\n'));
  }
  const out: string[] = [];
  if (blocks.length > 0) out.push('', blocks.join(width === undefined ? '\n' : '\n\n'), '');
  out.push(...clean);
  if (blocks.length > 0) out.push(summary(report, fatalCount));
  else if (foundNoTools(report)) out.push(kleur.yellow().bold(noToolsFound(report.results)));
  // One clean server was named above: a total would only repeat it.
  else if (report.results.length > 0 && !(report.results.length === 1 && clean.length === 1))
    out.push(kleur.green().bold(`✔ ${checked(report.results)}: ${context.quiet ? 'no errors' : 'no problems'}`));
  const fixable = fixableSummary(report);
  if (fixable) out.push(fixable);
  if (context.maxWarningsExceeded) {
    const { maxWarnings, foundWarnings } = context.maxWarningsExceeded;
    out.push(
      '',
      kleur.red().bold(`mcp-lint found too many warnings (maximum: ${maxWarnings}, found: ${foundWarnings}).`),
    );
  }
  return out.length > 0 ? neutraliseWorkflowCommands(out.join('\n')) + '\n' : '';
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
