// --format html: one self-contained page to look at — per server, an SVG of its tools by what listing each costs in
// tokens and how many findings each has, then every finding with its excerpt and fix. Nothing is loaded from anywhere:
// no scripts at all, the one inline style sheet allowed by its hash in a strict Content-Security-Policy.
import type { Diagnostic, LintReport, LintResult } from '../core/types.js';
import type { Formatter, FormatterContext } from './types.js';
import { plural } from '../core/plural.js';
import { serverLabel } from './describe.js';
import { escapeHtml } from './html-escape.js';
import { toolChart, type ToolBar } from './html-chart.js';
import { findingItem } from './html-findings.js';
import { HTML_STYLE, styleHash } from './html-style.js';

const RANK = { error: 3, warning: 2, info: 1 } as const;
const LEGEND =
  '<p class="legend">Each bar is as long as what listing the tool costs; its colour is its worst finding: red error, amber warning, blue info, grey none.</p>';

/** A bar per tool from the report's token figures, with the count and worst level of the findings on that tool. */
export function toolBars(result: LintResult): ToolBar[] {
  const byTool = new Map<string, { findings: number; worst?: Diagnostic['severity'] }>();
  for (const diagnostic of result.diagnostics) {
    if (diagnostic.toolName === undefined) continue;
    const entry = byTool.get(diagnostic.toolName) ?? { findings: 0 };
    entry.findings++;
    if (!entry.worst || RANK[diagnostic.severity] > RANK[entry.worst]) entry.worst = diagnostic.severity;
    byTool.set(diagnostic.toolName, entry);
  }
  return (result.contextTokens?.tools ?? []).map((tool) => {
    const found = byTool.get(tool.name);
    return {
      name: tool.name,
      tokens: tool.tokens,
      findings: found?.findings ?? 0,
      ...(found?.worst ? { worst: found.worst } : {}),
      ...(tool.estimated ? { estimated: true } : {}),
    };
  });
}

function tokenSummary(result: LintResult): string {
  const tokens = result.contextTokens;
  if (!tokens)
    return result.toolCount > 0
      ? `${plural(result.toolCount, 'tool')}; their token costs were not counted.`
      : 'No tools listed.';
  const about = tokens.estimated ? 'about ' : '';
  return `${plural(tokens.tools.length, 'tool')} cost${tokens.tools.length === 1 ? 's' : ''} ${about}${tokens.total.toLocaleString('en-US')} tokens (${escapeHtml(tokens.encoding)}) on every request that lists them.`;
}

function section(result: LintResult, context: FormatterContext, index: number): string {
  const label = result.kind === 'live' ? serverLabel(result) : result.source;
  const text = context.sourceTexts?.get(result.source);
  const lines = text?.split(/\r\n|\r|\n/);
  const chart =
    result.contextTokens || result.toolCount === 0
      ? toolChart(toolBars(result), `Tools of ${label} by tokens`) + (result.contextTokens?.tools.length ? LEGEND : '')
      : '';
  const findings = result.diagnostics
    .map((diagnostic) => findingItem(diagnostic, text, lines, result.liveDefinitions))
    .join('');
  return (
    `<section class="result" id="result-${index}"><h2>${escapeHtml(label)}</h2><p class="tokens">${tokenSummary(result)}</p>${chart}` +
    (findings ? `<ol class="findings">${findings}</ol>` : '<p>No findings.</p>') +
    '</section>'
  );
}

export const formatHtml: Formatter = (report: LintReport, context: FormatterContext) => {
  const policy = `default-src 'none'; style-src ${styleHash()}; img-src 'none'; base-uri 'none'; form-action 'none'`;
  const summary =
    `<p class="summary"><span>${plural(report.results.length, 'input')}</span><span>${plural(report.errorCount, 'error')}</span>` +
    `<span>${plural(report.warningCount, 'warning')}</span><span>${report.infoCount} info</span></p>`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>mcp-lint report</title><style>${HTML_STYLE}</style></head>`,
    `<body><h1>mcp-lint ${escapeHtml(context.toolVersion)} report</h1>${summary}`,
    ...report.results.map((result, index) => section(result, context, index)),
    '</body></html>',
    '',
  ].join('\n');
};

export default formatHtml;
