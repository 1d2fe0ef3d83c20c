import { describe, expect, it } from 'vitest';
import { escapeText } from '../../src/core/escape.js';
import { renderMessage } from '../../src/core/messages.js';

// renderMessage cuts each template once and reuses the pieces; this pins it to the plain definition (one replace
// with a callback) on generated templates and values, spacing inside braces, missing keys and unsafe characters.
function reference(template: string, data: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(data, key) ? escapeText(String(data[key])) : whole,
  );
}

describe('renderMessage', () => {
  it.each([
    ['Parameter "{{path}}" has no description.', { path: 'a.b' }],
    ['{{a}}{{b}}{{ a }}', { a: 1, b: 'x\u001b[2J' }],
    ['no placeholders at all', { a: 1 }],
    ['', {}],
    ['{{missing}} stays; {{ present }} goes', { present: 'here' }],
    ['{{ constructor }} and {{toString}} are not own keys', {}],
    ['half {{ open and {{x}} close }}', { x: 'line\nbreak' }],
    ['{{x}}', { x: '$& $1 $$' }],
  ])('renders %j as a replace with a callback does', (template, data) => {
    expect(renderMessage(template, data)).toBe(reference(template, data));
    expect(renderMessage(template, data)).toBe(reference(template, data)); // again, from the cut template
  });

  it('renders without data', () => {
    expect(renderMessage('keep {{this}}')).toBe('keep {{this}}');
  });

  it('agrees with the reference on generated templates and values', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const pieces = [
      '{{a}}',
      '{{ b }}',
      '{{c}}',
      '{{',
      '}}',
      '{',
      '}',
      ' text ',
      '"',
      '\u2028',
      '{{ a}}',
      '{{_1}}',
      '$1',
    ];
    const values = ['plain', '', 'tab\there', 'ESC\u001b', 'bidi\u202e', '$&', 42, 0];
    for (let n = 0; n < 2000; n++) {
      let template = '';
      for (let k = Math.floor(random() * 8); k > 0; k--) template += pick(pieces);
      const data: Record<string, string | number> = {};
      for (const key of ['a', 'b', '_1']) if (random() < 0.7) data[key] = pick(values);
      expect(renderMessage(template, data)).toBe(reference(template, data));
    }
  });
});
