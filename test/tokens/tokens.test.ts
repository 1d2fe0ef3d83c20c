// mcp-lint's exact token counts are gpt-tokenizer's (src/tokens/byte-pair.ts counts as it does): these tests hold
// every figure it reports as exact to the library called directly, including counts made block by block and stopped
// at a limit.
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { CountBudget, sumFigure, TextCost } from '../../src/tokens/cost.js';
import { countTokensExactly, countTokensPast } from '../../src/tokens/tokenizer.js';
import { listedText } from '../../src/tokens/tokens.js';
import { capturedListedTexts } from '../helpers/captured-tools.js';
import { seededRandom as random } from '../helpers/seeded-random.js';

interface GptEncoding {
  countTokens(text: string, options?: { disallowedSpecial?: Set<string> }): number;
}
const gpt = createRequire(import.meta.url)('gpt-tokenizer/encoding/cl100k_base') as GptEncoding;
// What a client sends is text: special-token spellings (<|endoftext|>) are ordinary characters to count.
const library = (text: string) => gpt.countTokens(text, { disallowedSpecial: new Set() });

// Every class the split pattern tells apart, ASCII and not: letters (Latin, accented, CJK, combining marks, an astral
// letter), digits (ASCII, Arabic-Indic, superscript), whitespace (line breaks, tab, no-break and ideographic spaces,
// line separator), apostrophes for contractions, punctuation, emoji (surrogate pairs) and a lone surrogate.
const FRAGMENTS = [
  'a',
  'Z',
  'word',
  ' the',
  'JSON',
  'é',
  'ß',
  'İ',
  '日本語',
  'e\u0301',
  'ı',
  '𝐀𝐁',
  '0',
  '42',
  '12345',
  '٣',
  '²',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\n\n',
  ' \n ',
  '\u00a0',
  '\u3000',
  '\u2028',
  "'",
  "'s",
  "'LL",
  "'ve",
  "'Re",
  "'t",
  "'x",
  '"',
  '":"',
  '{',
  '}',
  '[',
  ']',
  ',',
  '.',
  '...',
  '--',
  '!?',
  '—',
  '“',
  '”',
  '🙂',
  '👩‍💻',
  '\ud800',
  '<|endoftext|>',
  '\\n',
  '\\u00e9',
  '_',
  '-',
  '/',
];

function generated(seed: number, fragments: number): string {
  const next = random(seed);
  let text = '';
  for (let i = 0; i < fragments; i++) text += FRAGMENTS[Math.floor(next() * FRAGMENTS.length)];
  return text;
}

describe('exact counts are gpt-tokenizer’s', () => {
  const texts = capturedListedTexts();

  it('for every tool of the published servers’ captures, as listed to a client', () => {
    expect(texts.length).toBeGreaterThan(1000);
    for (const text of texts) {
      const cost = new TextCost(text);
      cost.countAll(new CountBudget());
      expect(cost.figure(), text.slice(0, 80)).toEqual({ tokens: library(text) });
    }
  });

  it('counted block by block: the blocks add up to the whole count, on the captures and on 1,000 generated texts', () => {
    for (const text of texts)
      expect(countTokensPast(text, Infinity), text.slice(0, 80)).toEqual({
        tokens: library(text),
        characters: text.length,
      });
    for (let seed = 1; seed <= 1000; seed++) {
      // Up to about 6,000 characters: several blocks, ending next to every class of character.
      const text = generated(seed, 1 + (seed % 1200));
      expect(countTokensPast(text, Infinity).tokens, `seed ${seed}`).toBe(library(text));
    }
  });

  it('stopped at a limit: the count is of the text read so far, past the limit, within a block of it', () => {
    const long = texts.filter((text) => library(text) > 2000);
    expect(long.length).toBeGreaterThan(10);
    for (const text of long) {
      const partial = countTokensPast(text, 1000);
      expect(partial.tokens).toBeGreaterThan(1000);
      expect(partial.characters).toBeLessThan(text.length);
      expect(partial.tokens).toBe(library(text.slice(0, partial.characters)));
      // Picking up where it stopped gives the whole count.
      expect(countTokensPast(text, Infinity, partial).tokens).toBe(library(text));
    }
  });

  it('counts text that spells a special token as ordinary text, where gpt-tokenizer by default throws', () => {
    const text = 'Say <|endoftext|> and <|fim_prefix|> to the model.';
    expect(() => gpt.countTokens(text)).toThrow(/special token/i);
    expect(countTokensExactly(text)).toBe(library(text));
  });

  it('an estimate says so, and an exact figure does not', () => {
    // About 2,400 tokens in 600 made-up words: over 1,000, which neither its bytes nor its pieces show.
    const text = listedText({ name: 'long', description: ' zxqvbnm'.repeat(600) });
    const stopped = new TextCost(text);
    expect(stopped.exceeds(1000, new CountBudget())).toBe(true);
    expect(stopped.exact).toBeUndefined();
    const estimate = stopped.figure();
    expect(estimate.estimated).toMatch(/^\d[\d,]* counted in its first [\d,]+ of [\d,]+ characters/);
    // Scaled from the part counted: close to the real figure, which the cost never claims.
    expect(Math.abs(estimate.tokens - library(text)) / library(text)).toBeLessThan(0.05);
    stopped.countAll(new CountBudget());
    expect(stopped.figure()).toEqual({ tokens: library(text) });
  });

  it('a total says how many figures are estimated without writing why, so it loads no number formatting', () => {
    const text = listedText({ name: 'long', description: ' zxqvbnm'.repeat(600) });
    const stopped = new TextCost(text);
    stopped.exceeds(1000, new CountBudget());
    // Writing why a figure is estimated formats numbers: a number's first toLocaleString loads ICU (about 12 ms).
    const formatted = vi.spyOn(Number.prototype, 'toLocaleString');
    let total;
    let tokens;
    try {
      total = sumFigure([stopped]);
      tokens = stopped.tokens;
      expect(formatted).not.toHaveBeenCalled();
    } finally {
      formatted.mockRestore();
    }
    expect(total).toEqual({
      tokens: stopped.figure().tokens,
      estimated: '1 of 1 tool from their length or part of it',
    });
    expect(tokens).toBe(stopped.figure().tokens);
  });
});
