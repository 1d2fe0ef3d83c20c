// Messages are data (id + values) rendered to prose in one place.
import { escapeText } from './formatters/escape.js';

/**
 * Values come from the input (names, descriptions, source text), so their control characters are escaped
 * here: a finding never carries a raw line break or terminal escape that its input put there.
 */
export function renderMessage(template: string, data: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(data, key) ? escapeText(String(data[key])) : whole,
  );
}
