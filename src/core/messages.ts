// Messages are data (id + values) rendered to prose in one place.
import { escapeText } from './escape.js';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A template cut at its placeholders: [text, key, placeholder as written, text, key, placeholder, …, text].
 * Every finding renders its rule's template; cutting it once instead of running a replace with a callback per
 * finding is a third of the rendering time. Templates are rule metadata, a few hundred at most: the bound only
 * keeps a caller that builds templates on the fly from growing the cache.
 */
type CutTemplate = readonly string[];
const cutTemplates = new Map<string, CutTemplate>();
const MAX_CUT_TEMPLATES = 1000;

function cut(template: string): CutTemplate {
  const parts: string[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    parts.push(template.slice(last, match.index), match[1]!, match[0]);
    last = match.index! + match[0].length;
  }
  parts.push(template.slice(last));
  return parts;
}

/**
 * Values come from the input (names, descriptions, source text), so their control characters are escaped
 * here: a finding never carries a raw line break or terminal escape that its input put there.
 * A placeholder with no value is left as written.
 */
export function renderMessage(template: string, data: Record<string, string | number> = {}): string {
  let parts = cutTemplates.get(template);
  if (parts === undefined) {
    parts = cut(template);
    if (cutTemplates.size < MAX_CUT_TEMPLATES) cutTemplates.set(template, parts);
  }
  let message = parts[0]!;
  for (let i = 1; i < parts.length; i += 3) {
    const key = parts[i]!;
    message +=
      (Object.prototype.hasOwnProperty.call(data, key) ? escapeText(String(data[key])) : parts[i + 1]!) + parts[i + 2]!;
  }
  return message;
}
