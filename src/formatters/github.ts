// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff.
import type { Diagnostic, LintReport, LintResult } from '../core/types.js';
import type { Formatter } from './types.js';
import { isFileResult, liveSuffix, serverLabel, toolPlace } from './describe.js';
import { escapeLines, escapeText } from '../core/escape.js';

const COMMAND_BY_SEVERITY = { error: 'error', warning: 'warning', info: 'notice' } as const;

/** Escaping of a command's message, as the Actions runner unescapes it. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Property values are also split on `,` and `:`. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function annotation(diagnostic: Diagnostic, result: LintResult): string {
  const properties: string[] = [];
  // Control characters are escaped before GitHub's own escaping: an annotation is read by people too.
  let message = escapeLines(diagnostic.message + liveSuffix(diagnostic));
  if (isFileResult(result)) {
    properties.push(`file=${escapeProperty(escapeText(result.source.replace(/\\/g, '/')))}`);
    if (diagnostic.range) {
      const { start, end } = diagnostic.range;
      properties.push(`line=${start.line}`, `col=${start.column}`, `endLine=${end.line}`, `endColumn=${end.column}`);
    }
  } else {
    // No file to annotate: the annotation lands on the run's summary, so the message must say where.
    const place = escapeText(toolPlace(diagnostic));
    message = `${escapeText(serverLabel(result))}${place ? `, ${place}` : ''}: ${message}`;
  }
  const title = diagnostic.ruleId ?? (diagnostic.fatal ? 'mcp-lint: fatal' : 'mcp-lint');
  properties.push(`title=${escapeProperty(escapeText(title))}`);
  const command = diagnostic.fatal ? 'error' : COMMAND_BY_SEVERITY[diagnostic.severity];
  return `::${command} ${properties.join(',')}::${escapeData(message)}`;
}

export const formatGithub: Formatter = (report: LintReport) => {
  const lines: string[] = [];
  for (const result of report.results)
    for (const diagnostic of result.diagnostics) lines.push(annotation(diagnostic, result));
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
};

export default formatGithub;
