// A text's length bounds its token count from both sides (src/tokens/bounds.ts): tokens ≤ UTF-8 bytes, since a
// token is at least one byte, and tokens ≥ bytes / 128, since no token of cl100k_base or o200k_base is longer. These
// tests read that longest token from both vocabularies and hold the bounds to real and hostile texts in both.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  COUNT_CAP_CHARACTERS,
  hasLongRun,
  LONGEST_RUN_COUNTED,
  LONGEST_TOKEN_BYTES,
  notCountable,
  piecesAtLeast,
  tokenBounds,
} from '../../src/tokens/bounds.js';
import { seededRandom as random } from '../helpers/seeded-random.js';
import { capturedListedTexts } from '../helpers/captured-tools.js';

interface Encoding {
  countTokens(text: string, options?: { disallowedSpecial?: Set<string> }): number;
  default: { bytePairEncodingCoreProcessor: { bytePairRankDecoder: Array<string | number[]> } };
}
const load = createRequire(import.meta.url);
const encodings = {
  cl100k_base: load('gpt-tokenizer/encoding/cl100k_base') as Encoding,
  o200k_base: load('gpt-tokenizer/encoding/o200k_base') as Encoding,
};
const count = (encoding: Encoding, text: string) => encoding.countTokens(text, { disallowedSpecial: new Set() });

describe('token bounds from the length', () => {
  it('no token of cl100k_base or o200k_base is longer than LONGEST_TOKEN_BYTES, and one of each is that long', () => {
    for (const [name, encoding] of Object.entries(encodings)) {
      let longest = 0;
      for (const token of encoding.default.bytePairEncodingCoreProcessor.bytePairRankDecoder) {
        const bytes = typeof token === 'string' ? Buffer.byteLength(token, 'utf8') : token.length;
        longest = Math.max(longest, bytes);
      }
      expect(longest, name).toBe(LONGEST_TOKEN_BYTES);
    }
  });

  it('hold for every tool of the published servers’ captures, in both encodings', () => {
    const texts = capturedListedTexts();
    let tightest = Infinity;
    for (const text of texts) {
      const { lower, upper } = tokenBounds(text);
      for (const [name, encoding] of Object.entries(encodings)) {
        const tokens = count(encoding, text);
        expect(tokens, `${name}: ${text.slice(0, 80)}`).toBeGreaterThanOrEqual(lower);
        expect(tokens, `${name}: ${text.slice(0, 80)}`).toBeLessThanOrEqual(upper);
        tightest = Math.min(tightest, upper / tokens);
      }
    }
    // Real tool JSON runs 3.5 to 6 bytes a token: the upper bound never decides a text near a limit on its own.
    expect(tightest).toBeGreaterThan(2);
  });

  it('hold at their extremes: a run of spaces meets the lower bound, emoji and CJK approach the upper', () => {
    const cases = [
      ' '.repeat(128 * 40),
      '-'.repeat(5000),
      '🙂'.repeat(300),
      '日本語のテキスト'.repeat(100),
      '\ud800'.repeat(50),
      'x',
      '',
    ];
    for (const text of cases) {
      const { lower, upper } = tokenBounds(text);
      for (const [name, encoding] of Object.entries(encodings)) {
        const tokens = count(encoding, text);
        expect(tokens, `${name}: ${JSON.stringify(text.slice(0, 20))}`).toBeGreaterThanOrEqual(lower);
        expect(tokens, `${name}: ${JSON.stringify(text.slice(0, 20))}`).toBeLessThanOrEqual(upper);
      }
    }
    // 5,120 spaces are 40 tokens of 128 spaces in cl100k_base: the lower bound is reached, so it cannot be raised.
    expect(count(encodings.cl100k_base, ' '.repeat(128 * 40) + 'x')).toBeLessThanOrEqual(
      tokenBounds(' '.repeat(128 * 40)).lower + 2,
    );
  });
});

describe('the lower bound from the pieces (cl100k_base)', () => {
  const cl100k = (text: string) => count(encodings.cl100k_base, text);

  it('holds for every captured tool, and is within a factor of five of the count', () => {
    let pieces = 0;
    let tokens = 0;
    for (const text of capturedListedTexts()) {
      const bound = piecesAtLeast(text);
      const counted = cl100k(text);
      expect(bound, text.slice(0, 80)).toBeLessThanOrEqual(counted);
      expect(bound * 5, text.slice(0, 80)).toBeGreaterThan(counted);
      pieces += bound;
      tokens += counted;
    }
    // Over 0.8 of the count on the captures: far tighter than bytes / 128.
    expect(pieces / tokens).toBeGreaterThan(0.8);
  });

  it('holds on 3,000 generated texts mixing letters, digits, marks, contractions, astral characters and symbols', () => {
    const fragments = [
      'a',
      'word',
      ' the',
      'É',
      'e\u0301',
      '日本',
      '𝐀',
      '𝟏',
      '🙂',
      "'s",
      "'LL",
      "'",
      '1',
      '22',
      '333',
      '٣',
      '²',
      ' ',
      '  ',
      '\n',
      '\r\n',
      '\t',
      '\u00a0',
      '"',
      '":"',
      '-',
      '_',
      '.',
      '—',
      '<|endoftext|>',
    ];
    for (let seed = 1; seed <= 3000; seed++) {
      const next = random(seed);
      let text = '';
      for (let i = 0; i < 1 + (seed % 60); i++) text += fragments[Math.floor(next() * fragments.length)];
      expect(piecesAtLeast(text), JSON.stringify(text)).toBeLessThanOrEqual(cl100k(text));
    }
  });

  it('counts one piece per letter run, per three digits and per run of symbols that does not join a word', () => {
    expect(piecesAtLeast('')).toBe(0);
    // {" type ":" string "}: the runs of two or more symbols are pieces, the words are.
    expect(piecesAtLeast('{"type":"string"}')).toBe(5);
    // One symbol before a letter joins the word ('s is a contraction, -x a word with its hyphen); one before a space does not.
    expect(piecesAtLeast("it's -x - y")).toBe(5);
    expect(piecesAtLeast('1234567 items')).toBe(4);
    expect(piecesAtLeast('a𝐀b')).toBe(1); // an astral letter joins the run around it
    expect(piecesAtLeast('end.')).toBe(2);
  });
});

describe('what is handed to the tokenizer', () => {
  it('every captured tool, including its compact JSON schemas and non-Latin text', () => {
    for (const text of capturedListedTexts()) expect(notCountable(text), text.slice(0, 80)).toBeUndefined();
  });

  it('not a text over the cap, nor one with a run of letters, symbols or whitespace longer than a piece may be', () => {
    expect(notCountable('a '.repeat(COUNT_CAP_CHARACTERS / 2 + 1))).toBe('too-long');
    const over = LONGEST_RUN_COUNTED + 1;
    for (const run of [
      'x'.repeat(over),
      '='.repeat(over),
      ' '.repeat(over),
      '\n'.repeat(over),
      'é'.repeat(over),
      '語'.repeat(over),
      '🙂'.repeat(over),
    ]) {
      expect(hasLongRun(`1${run}1`, LONGEST_RUN_COUNTED), JSON.stringify(run.slice(0, 4))).toBe(true);
      expect(hasLongRun(`1${run.slice(0, LONGEST_RUN_COUNTED)}1`, LONGEST_RUN_COUNTED)).toBe(false);
    }
    // Runs of different classes side by side are separate pieces; digits are pieces of three.
    expect(hasLongRun('ab=='.repeat(1000) + '1'.repeat(5000), LONGEST_RUN_COUNTED)).toBe(false);
  });
});
