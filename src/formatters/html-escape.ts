// Untrusted text (file names, tool names, descriptions, messages, source lines) placed in the HTML report. Markup
// characters become entities, so no text can open a tag or leave an attribute; control and bidi characters are
// written as `\uXXXX` first, as every other format does, so none can reorder or hide what the reader sees.
import { escapeText } from '../core/escape.js';

const MARKUP = /[&<>"']/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** One line of text, safe as element content and as a quoted attribute value. */
export function escapeHtml(text: string): string {
  return escapeText(text).replace(MARKUP, (char) => ENTITY[char]!);
}

/** Text whose line breaks are kept (a source excerpt, a fix's replacement): each line escaped, tabs shown as spaces. */
export function escapeHtmlLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => escapeHtml(line.replace(/\t/g, '  ')))
    .join('\n');
}
