// One finding of the HTML report: level, rule, message, place, the lines of code or JSON it points at, and its fix
// or suggestions. Every shown text is escaped (html-escape.ts) and cut to a size, so one finding is bounded.
import type { Diagnostic, TextEdit } from '../core/types.js';
import { escapeHtml, escapeHtmlLines } from './html-escape.js';
import { liveSuffix, toolPlace } from './describe.js';
import { getAtPointer } from '../core/pointer.js';
import { jsonLines } from './json-lines.js';

/** Lines shown around a finding, and the characters kept of each line and of a fix's text. */
const CONTEXT_LINES = 1;
const MAX_EXCERPT_LINES = 12;
const MAX_LINE_CHARACTERS = 240;
const MAX_EDIT_CHARACTERS = 2000;

function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** The finding's lines with their numbers, one line of context either side, at most MAX_EXCERPT_LINES. */
export function excerpt(diagnostic: Diagnostic, lines: readonly string[] | undefined): string {
  if (!lines || !diagnostic.range) return '';
  const { start, end } = diagnostic.range;
  const first = Math.max(1, start.line - CONTEXT_LINES);
  const last = Math.min(lines.length, end.line + CONTEXT_LINES, first + MAX_EXCERPT_LINES - 1);
  const width = String(last).length;
  const shown: string[] = [];
  for (let number = first; number <= last; number++) {
    const marked = number >= start.line && number <= end.line;
    const text = escapeHtmlLines(cut(lines[number - 1] ?? '', MAX_LINE_CHARACTERS));
    shown.push(
      `<span class="${marked ? 'line marked' : 'line'}"><span class="number">${String(number).padStart(width)}</span> ${text}</span>`,
    );
  }
  return shown.length > 0 ? `<pre class="excerpt">${shown.join('\n')}</pre>` : '';
}

/**
 * What a live finding points at, quoted from the definitions the server listed (no file holds them): the value at the
 * finding's pointer in its tool, as indented JSON, at most MAX_EXCERPT_LINES lines.
 */
export function jsonExcerpt(diagnostic: Diagnostic, definitions: readonly unknown[] | undefined): string {
  if (!definitions || diagnostic.range || diagnostic.toolName === undefined) return '';
  const tool = definitions.find(
    (definition) => (definition as { name?: unknown } | null)?.name === diagnostic.toolName,
  );
  let value: unknown;
  try {
    value = getAtPointer(tool, diagnostic.pointer);
  } catch {
    return ''; // not a pointer: nothing to quote
  }
  if (value === undefined) return '';
  const { lines, truncated } = jsonLines(value, MAX_EXCERPT_LINES);
  const shown = lines.map((line) => escapeHtmlLines(cut(line, MAX_LINE_CHARACTERS)));
  if (truncated) shown.push('…');
  return `<pre class="excerpt json">${shown.join('\n')}</pre>`;
}

function edit(label: string, change: TextEdit, text: string | undefined): string {
  const replaced = text?.slice(change.range[0], change.range[1]);
  const before = replaced ? `<pre class="before">${escapeHtmlLines(cut(replaced, MAX_EDIT_CHARACTERS))}</pre>` : '';
  const after =
    change.text === ''
      ? '<p class="after">(deleted)</p>'
      : `<pre class="after">${escapeHtmlLines(cut(change.text, MAX_EDIT_CHARACTERS))}</pre>`;
  return `<div class="fix"><p class="fix-label">${label}</p>${before}${after}</div>`;
}

/** Line and column where there are, and the tool: the chart above names tools, not lines. */
function place(diagnostic: Diagnostic): string {
  if (!diagnostic.range) return toolPlace(diagnostic);
  const tool = diagnostic.toolName !== undefined ? ` · tool "${diagnostic.toolName}"` : '';
  return `${diagnostic.range.start.line}:${diagnostic.range.start.column}${tool}`;
}

/**
 * A finding as a list item; `text` is its file's text when the report has it (excerpt and the text a fix replaces),
 * `definitions` a live server's tools.
 */
export function findingItem(
  diagnostic: Diagnostic,
  text: string | undefined,
  lines: readonly string[] | undefined,
  definitions?: readonly unknown[],
): string {
  const level = diagnostic.fatal ? 'fatal' : diagnostic.severity;
  const rule = diagnostic.ruleId ?? (diagnostic.fatal ? 'fatal' : 'mcp-lint');
  const parts = [
    `<p class="head"><span class="level ${diagnostic.severity}">${level}</span> <code class="rule">${escapeHtml(rule)}</code> <span class="place">${escapeHtml(place(diagnostic))}</span></p>`,
    `<p class="message">${escapeHtmlLines(diagnostic.message + liveSuffix(diagnostic))}</p>`,
    excerpt(diagnostic, lines) || jsonExcerpt(diagnostic, definitions),
  ];
  if (diagnostic.fix) parts.push(edit('Fix (mcp-lint --fix applies it):', diagnostic.fix, text));
  for (const suggestion of diagnostic.suggestions ?? [])
    parts.push(edit(`Suggestion: ${escapeHtml(suggestion.desc)}`, suggestion.fix, text));
  return `<li class="finding ${diagnostic.severity}">${parts.join('')}</li>`;
}
