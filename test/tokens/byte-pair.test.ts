// mcp-lint counts cl100k_base tokens with its own copy of gpt-tokenizer's split and merge (src/tokens/byte-pair.ts)
// over the table the build writes (rank-table.ts): these tests hold its counts to gpt-tokenizer's, called directly, on
// every text of the published servers' captures and on hostile generated text, and show that the comparison catches
// a table with one wrong rank.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONGEST_RUN_COUNTED } from '../../src/tokens/bounds.js';
import { CL100K_SPLIT, tableCounter } from '../../src/tokens/byte-pair.js';
import { readRankTable, type RankTable } from '../../src/tokens/rank-table.js';
import { rankTableFile } from '../../src/tokens/tokenizer.js';
import { listedText } from '../../src/tokens/tokens.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { seededRandom } from '../helpers/seeded-random.js';

const requireHere = createRequire(import.meta.url);
const gpt = requireHere('gpt-tokenizer/encoding/cl100k_base') as {
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
};
const library = (text: string) => gpt.countTokens(text, { disallowedSpecial: new Set() });
const table = readRankTable(rankTableFile());

/** Every description, title and schema string of every capture, and each tool as a client lists it. */
function captureTexts(): string[] {
  const texts: string[] = [];
  const strings = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(strings);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) strings(key), strings(item);
  };
  for (const dir of ['bench/servers/captures', 'bench/python-servers/captures']) {
    for (const file of readdirSync(join(REPO_ROOT, dir)).filter((name) => name.endsWith('.json'))) {
      const capture = JSON.parse(readFileSync(join(REPO_ROOT, dir, file), 'utf8')) as { tools?: unknown[] };
      for (const tool of capture.tools ?? []) {
        texts.push(listedText(tool));
        strings(tool);
      }
    }
  }
  return [...new Set(texts)];
}

const SPECIAL_SPELLINGS = ['<|endoftext|>', '<|fim_prefix|>', '<|fim_middle|>', '<|fim_suffix|>', '<|im_start|>'];
const PIECES = [
  "'s",
  "'T",
  "'LL",
  "'ve",
  "'Re",
  "'d",
  "'x",
  ' the',
  'JSON',
  'naïve',
  'Straße',
  'İstanbul',
  'Ελληνικά',
  'русский',
  'العربية',
  'हिन्दी',
  'ไทย',
  '日本語の文章',
  '中文字符',
  '한국어',
  'e\u0301',
  '𝐀𝐁𝐂',
  '😀',
  '👩‍💻',
  '🇺🇳',
  '0',
  '12345678901',
  '٣٤٥',
  '²³',
  ' ',
  '   ',
  '\t',
  '\n',
  '\r\n',
  '\r\n\r\n',
  ' \n ',
  '\u00a0',
  '\u3000',
  '\u2028',
  '\ufeff',
  '\ufeffusing',
  '\ufffd',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '{"type":"object"}',
  '...',
  '—',
  '“quoted”',
  '\\u00e9',
  '%%%',
  ...SPECIAL_SPELLINGS,
];

/** Random text: pieces above, code points from the whole of Unicode (lone surrogates among them), and long runs. */
function hostile(seed: number): string {
  const random = seededRandom(seed);
  let text = '';
  for (let count = 1 + Math.floor(random() * 40); count > 0; count--) {
    const roll = random();
    if (roll < 0.5) text += PIECES[Math.floor(random() * PIECES.length)];
    else if (roll < 0.8) text += String.fromCodePoint(Math.floor(random() * 0x110000));
    else if (roll < 0.9) text += String.fromCodePoint(0x4e00 + Math.floor(random() * 0x5000)).repeat(1 + (seed % 4));
    else text += ['a', '7', ' ', '\r\n', '=', 'é', '😀'][seed % 7]!.repeat(1 + Math.floor(random() * 60));
  }
  return text;
}

/** Runs as long as bounds.ts still hands to the counter: the merge's longest pieces. */
const LONGEST_RUNS = ['a', 'Z', 'é', ' ', '\n', '=', '!', '日', '😀'].map((unit) =>
  unit.repeat(Math.floor(LONGEST_RUN_COUNTED / unit.length)),
);

function mismatches(count: (text: string) => number, texts: readonly string[]): string[] {
  return texts.filter((text) => count(text) !== library(text)).map((text) => JSON.stringify(text.slice(0, 60)));
}

describe('the table counter counts as gpt-tokenizer does', () => {
  const counter = tableCounter(table);

  it('splits text with gpt-tokenizer’s cl100k_base pattern', () => {
    const constants = requireHere('gpt-tokenizer/encodingParams/constants') as { CL100K_TOKEN_SPLIT_REGEX: RegExp };
    expect(CL100K_SPLIT.source).toBe(constants.CL100K_TOKEN_SPLIT_REGEX.source);
    expect(CL100K_SPLIT.flags).toBe(constants.CL100K_TOKEN_SPLIT_REGEX.flags);
  });

  it('on every description, title, schema text and listed tool of the npm and Python captures', () => {
    const texts = captureTexts();
    expect(texts.length).toBeGreaterThan(10_000);
    expect(mismatches(counter, texts)).toEqual([]);
  });

  it('on 3,000 hostile texts, runs at the longest counted, special-token spellings and byte-order marks', () => {
    const texts = [...Array.from({ length: 3000 }, (_, index) => hostile(index + 1)), ...LONGEST_RUNS];
    texts.push(...SPECIAL_SPELLINGS, SPECIAL_SPELLINGS.join(' '), '\ufeff\ufeff//', '\ufeff#!', 'x\ufeffnamespace');
    expect(mismatches(counter, texts)).toEqual([]);
  });

  it('counts bytes that are not UTF-8 on their own as tokens of their own', () => {
    // Rare CJK and emoji have no token: their bytes merge into tokens that are not valid UTF-8 by themselves.
    for (const text of ['龘', '𠀀', '🫠', '\u{10fffd}'])
      expect(counter(text), JSON.stringify(text)).toBe(library(text));
  });
});

describe('the comparison catches a wrong table', () => {
  /** The built table with the rank of one token (found by its text) replaced. */
  function withRank(token: string, rank: number): RankTable {
    const bytes = new TextEncoder().encode(token);
    return {
      ...table,
      rankOf: (piece, start, end) => {
        const found = table.rankOf(piece, start, end);
        if (end - start !== bytes.length || !bytes.every((byte, index) => piece[start + index] === byte)) return found;
        return rank;
      },
    };
  }

  it('fails when one rank is wrong: merge order changes the count of some captured text', () => {
    const texts = captureTexts();
    // "er" merged last instead of early (its rank is 261): words merge through other pairs.
    expect(mismatches(tableCounter(withRank('er', 100_000)), texts).length).toBeGreaterThan(0);
    // A token that is missing: text that held it is counted in more pieces.
    expect(mismatches(tableCounter(withRank(' the', -1)), texts).length).toBeGreaterThan(0);
  });
});
