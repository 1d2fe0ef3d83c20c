import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanNestingDepth } from '../../src/json-text/depth.js';
import { scanBrackets } from '../../src/json-text/span-index.js';
import { randomText, seededRandom } from '../helpers/seeded-random.js';

// The depth and bracket scans skip strings with one pattern match each. These pin them to the plain definition —
// walk the text, jump from an opening quote past the next quote not escaped by an odd run of backslashes (to the
// end when there is none) — on valid, broken and adversarial text, since the depth scan also runs on text
// JSON.parse rejects (its result then picks the error message).
function endOfStringReference(text: string, i: number): number {
  for (let q = i + 1; q < text.length; q++) {
    if (text[q] === '\\') q++;
    else if (text[q] === '"') return q + 1;
  }
  return text.length;
}

function referenceScan(text: string, limit: number) {
  let depth = 0,
    maxDepth = 0;
  let tooDeepAt: number | undefined;
  const opens: number[] = [],
    closes: number[] = [],
    stack: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') i = endOfStringReference(text, i) - 1;
    else if (c === '{' || c === '[') {
      if (++depth > maxDepth) {
        maxDepth = depth;
        if (depth > limit && tooDeepAt === undefined) tooDeepAt = i;
      }
      stack.push(opens.length);
      opens.push(i);
      closes.push(text.length);
    } else if (c === '}' || c === ']') {
      depth--;
      const open = stack.pop();
      if (open !== undefined) closes[open] = i;
    }
  }
  return { depth: tooDeepAt === undefined ? { maxDepth } : { maxDepth, tooDeepAt }, brackets: { opens, closes } };
}

function expectSameAsReference(text: string, limit = 3): void {
  const expected = referenceScan(text, limit);
  expect(scanNestingDepth(text, limit)).toEqual(expected.depth);
  expect(scanBrackets(text)).toEqual(expected.brackets);
}

describe('structure scans', () => {
  it.each([
    '',
    '"',
    '\\',
    '"\\',
    '"\\"',
    '"\\\\"',
    '{"a',
    '{"a[',
    '{"a]',
    '{"a}',
    '[["',
    '[[[[["x',
    '[[[[["x\\',
    '[[[[["x\\"[[',
    '[[[[["x\\\\"[[',
    '{"a": "b\\"[[[[[["}',
    '{"a": "[[[[{{{{", "b": ["\\"[["]}',
    '[[[[]]]]',
    ']]]][[[[',
    '"\\u005b"[[[[[',
    '{"k\\\\\\"[": [[[[["\\\\\\\\"]]]]]}',
    '[[[[["abc',
    '[[[[[ "abc"',
    '[[[[[ "abc" [',
    '[[[[["a\\"b\\"c"]]]]]',
  ])('scans %j as the reference does', (text) => {
    expectSameAsReference(text);
    expectSameAsReference(text, 256);
  });

  it('agrees with the reference on random text made of quotes, backslashes and brackets', () => {
    const random = seededRandom(12345);
    const alphabet = ['"', '"', '\\', '\\', '{', '}', '[', ']', 'a', ' ', ':', ','];
    for (let n = 0; n < 4000; n++) {
      const text = randomText(random, alphabet, 40);
      expectSameAsReference(text, Math.floor(random() * 4));
    }
  });

  it('agrees with the reference on every example and published capture', () => {
    const files = [
      ...readdirSync('bench/servers/captures').map((f) => join('bench/servers/captures', f)),
      'examples/tools.json',
    ].filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expectSameAsReference(readFileSync(file, 'utf8'), 256);
  });

  // The one-match-per-bracket pattern gives up (a RangeError inside the engine) on stretches this long between two
  // brackets; the scans then finish with the token pattern, from the bracket before, and must agree all the same.
  it.each([
    ['ten million escapes', `{"a": [[1]], "b": ["${'\\n'.repeat(10_000_000)}", [[[2]]]], "c": {"d": []}}`],
    ['ten million strings', `{"a": [[1]], "b": [${'"x",'.repeat(10_000_000)} [[[2]]]], "c": {"d": []}}`],
    ['an unterminated string after brackets', `{"a": [[1]], "b": ["x", [[[2]]]], "c": "{[{[`],
  ])('agrees with the reference where the fast pattern gives up: %s', (_name, text) => {
    expectSameAsReference(text, 4);
    expectSameAsReference(text, 256);
  });

  it('scans a string of millions of escapes without overflowing the regular expression stack', () => {
    const text = `{"a": ["${'\\n'.repeat(3_000_000)}", [[1]]]}`;
    expect(scanNestingDepth(text)).toEqual({ maxDepth: 4 });
    expect(scanBrackets(text).opens.length).toBe(4);
  });
});
