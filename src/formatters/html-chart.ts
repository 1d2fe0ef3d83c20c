// The SVG picture of one server: a bar per tool, as long as what listing it costs in tokens, and how many findings
// it has. Each row is a fixed number of bytes (names are cut), so the picture grows linearly with the tools.
import { escapeHtml } from './html-escape.js';

export interface ToolBar {
  name: string;
  tokens: number;
  estimated?: boolean;
  findings: number;
  /** The worst level among its findings, for the bar's colour. */
  worst?: 'error' | 'warning' | 'info';
}

const ROW_HEIGHT = 18;
const NAME_WIDTH = 240;
const BAR_WIDTH = 360;
const FIGURES_WIDTH = 200;
export const CHART_WIDTH = NAME_WIDTH + BAR_WIDTH + FIGURES_WIDTH;
/** Longer names are cut (the tooltip keeps more): a row's size must not grow with what a server called its tool. */
const NAME_CHARACTERS = 30;
const TOOLTIP_NAME_CHARACTERS = 200;

function shortName(name: string, limit: number): string {
  const chars = [...name.slice(0, limit * 2)];
  return chars.length > limit ? `${chars.slice(0, limit - 1).join('')}…` : name;
}

/** Bar length in pixels: proportional to the tokens, the costliest tool filling the bar column. */
export function barLength(tokens: number, most: number): number {
  return most > 0 ? Math.round((tokens / most) * BAR_WIDTH * 10) / 10 : 0;
}

function row(bar: ToolBar, index: number, most: number): string {
  const y = index * ROW_HEIGHT;
  const name = escapeHtml(shortName(bar.name, TOOLTIP_NAME_CHARACTERS));
  const tokens = `${bar.estimated ? '~' : ''}${bar.tokens.toLocaleString('en-US')} tokens`;
  const findings = bar.findings === 0 ? 'no findings' : `${bar.findings} finding${bar.findings === 1 ? '' : 's'}`;
  return (
    `<g class="tool ${bar.worst ?? 'clean'}" transform="translate(0 ${y})"><title>${name}: ${tokens}, ${findings}</title>` +
    `<text x="${NAME_WIDTH - 6}" y="13" text-anchor="end">${escapeHtml(shortName(bar.name, NAME_CHARACTERS))}</text>` +
    `<rect x="${NAME_WIDTH}" y="3" height="${ROW_HEIGHT - 6}" width="${barLength(bar.tokens, most)}"/>` +
    `<text x="${NAME_WIDTH + BAR_WIDTH + 6}" y="13">${tokens} · ${findings}</text></g>`
  );
}

/** The picture of a server's tools, costliest first. */
export function toolChart(bars: readonly ToolBar[], label: string): string {
  const title = `<title>${escapeHtml(label)}</title>`;
  if (bars.length === 0) {
    return `<svg xmlns="http://www.w3.org/2000/svg" role="img" class="chart" width="${CHART_WIDTH}" height="${ROW_HEIGHT}" viewBox="0 0 ${CHART_WIDTH} ${ROW_HEIGHT}">${title}<text x="0" y="13">No tools listed.</text></svg>`;
  }
  const sorted = [...bars].sort((a, b) => b.tokens - a.tokens);
  let most = 0;
  for (const bar of sorted) if (bar.tokens > most) most = bar.tokens;
  const height = sorted.length * ROW_HEIGHT;
  const rows = sorted.map((bar, index) => row(bar, index, most)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" class="chart" width="${CHART_WIDTH}" height="${height}" viewBox="0 0 ${CHART_WIDTH} ${height}">${title}${rows}</svg>`;
}
