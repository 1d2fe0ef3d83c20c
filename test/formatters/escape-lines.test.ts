import { describe, expect, it } from 'vitest';
import { escapeLines, escapeText } from '../../src/core/escape.js';
import { randomText, seededRandom } from '../helpers/seeded-random.js';

// escapeLines returns one-line safe text as it is without splitting it; this pins it to the line-by-line definition.
function reference(text: string): string {
  return text
    .split('\n')
    .map((line) => escapeText(line).replace(/^(\s*):(?=:)/, (_whole, blanks: string) => `${blanks}\\u003a`))
    .join('\n');
}

describe('escapeLines', () => {
  it.each([
    '',
    'plain message',
    '::add-mask::x',
    '  ::stop-commands::',
    '\u00a0::x',
    '\ufeff::x',
    '\u3000 ::x',
    ':x',
    ': :x',
    'a::b',
    'line one\n::two',
    'tab\there',
    '\u001b[31mred',
    'bidi \u202e override',
    'sep\u2028::x',
    'para\u2029x',
    'end\n',
    '\n',
    '\r\n::x',
    'é ✓ 😀 text',
    '\u0085::x',
    '\u200e',
    'trailing   ',
    ' ::',
    '::',
  ])('escapes %j as the line-by-line definition does', (text) => {
    expect(escapeLines(text)).toBe(reference(text));
  });

  it('agrees with the definition on random text of line breaks, colons, blanks and unsafe characters', () => {
    const random = seededRandom(7);
    const alphabet = [':', ':', ' ', '\t', '\n', '\u00a0', '\u2028', '\u001b', 'a', '\u202e', '\ufeff', 'é'];
    for (let n = 0; n < 5000; n++) {
      const text = randomText(random, alphabet, 12);
      expect(escapeLines(text)).toBe(reference(text));
    }
  });

  it('keeps escaping the same on every call (no pattern state carried between calls)', () => {
    expect(escapeLines('a\u001bb')).toBe('a\\u001bb');
    expect(escapeLines('a\u001bb')).toBe('a\\u001bb');
    expect(escapeLines('::x')).toBe('\\u003a:x');
    expect(escapeLines('::x')).toBe('\\u003a:x');
  });
});
