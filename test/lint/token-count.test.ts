// mcp-lint counts cl100k_base tokens with its own counter over gpt-tokenizer's vocabulary (src/lint/budget/). These
// tests hold it to gpt-tokenizer itself (a devDependency): the same count on every tool of the published servers'
// captures and on generated text that exercises each branch of the pre-tokenizer, with the whole vocabulary found
// in the table. Needs `npm run build` (the table file) and `npm ci` (gpt-tokenizer).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { countTokens, listedText, loadTokenCounterSync } from '../../src/lint/budget/tokens.js';
import { RankTable, NOT_A_TOKEN } from '../../src/lint/budget/rank-table.js';
import { mergeByHeap, mergeByScan, mergePiece, LONG_PIECE_BYTES } from '../../src/lint/budget/byte-pair.js';
import { AsciiPieces, CL100K_SPLIT_PATTERN, NEEDS_PATTERN } from '../../src/lint/budget/pieces.js';
import { hashBytes } from '../../src/lint/budget/fnv.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { seededRandom as random } from '../helpers/seeded-random.js';

interface GptEncoding {
  countTokens(text: string, options?: { disallowedSpecial?: Set<string> }): number;
  default: { bytePairEncodingCoreProcessor: { bytePairRankDecoder: Array<string | number[]> } };
}
const gpt = createRequire(import.meta.url)('gpt-tokenizer/encoding/cl100k_base') as GptEncoding;
// What a client sends is text: special-token spellings (<|endoftext|>) are ordinary characters to count.
const reference = (text: string) => gpt.countTokens(text, { disallowedSpecial: new Set() });

const TABLE_FILE = join(REPO_ROOT, 'dist', 'bundle', 'vendor', 'cl100k_base.bin');

// Every class the pattern tells apart, ASCII and not: letters (Latin, accented, CJK, combining marks), digits (ASCII,
// Arabic-Indic, superscript), whitespace (line breaks, tab, no-break and ideographic spaces, line separator),
// apostrophes for contractions, punctuation, astral characters (emoji, surrogate pairs) and a lone surrogate.
const FRAGMENTS = [
  'a', 'Z', 'word', ' the', 'JSON', 'é', 'ß', 'İ', '日本語', 'e\u0301', 'ı', '0', '42', '12345', '٣', '²', ' ', '  ', '\t',
  '\n', '\r\n', '\n\n', ' \n ', '\u00a0', '\u3000', '\u2028', "'", "'s", "'LL", "'ve", "'Re", "'t", "'x", '"', '":"', '{',
  '}', '[', ']', ',', '.', '...', '--', '!?', '—', '“', '”', '🙂', '👩‍💻', '\ud800', '<|endoftext|>', '\\n', '\\u00e9', '_', '-', '/',
];

function generated(seed: number, fragments: number): string {
  const next = random(seed);
  let text = '';
  for (let i = 0; i < fragments; i++) text += FRAGMENTS[Math.floor(next() * FRAGMENTS.length)];
  return text;
}

beforeAll(() => {
  if (!existsSync(TABLE_FILE)) throw new Error(`${TABLE_FILE} is missing: run npm run build first`);
  loadTokenCounterSync();
});

describe('the token table', () => {
  it('finds every token of the vocabulary at its rank, and no rank for bytes that are not a token', () => {
    const table = new RankTable(readFileSync(TABLE_FILE));
    const decoder = gpt.default.bytePairEncodingCoreProcessor.bytePairRankDecoder;
    expect(table.size).toBe(decoder.length);
    let checked = 0;
    for (let rank = 0; rank < decoder.length; rank++) {
      const value = decoder[rank]!;
      const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : Uint8Array.from(value);
      expect(table.rankOf(bytes, 0, bytes.length)).toBe(rank);
      checked++;
    }
    expect(checked).toBe(100_256);
    expect(table.rankOf(new TextEncoder().encode('definitely-not-one-token'), 0, 24)).toBe(NOT_A_TOKEN);
  });

  it('rejects a file that does not match its header', () => {
    const file = readFileSync(TABLE_FILE);
    expect(() => new RankTable(file.subarray(0, 1000))).toThrow(/does not match its header/);
    expect(() => new RankTable(file.subarray(0, 2))).toThrow(/truncated/);
  });
});

describe('countTokens agrees with gpt-tokenizer', () => {
  it('on every tool of the published servers’ captures (as listed to a client)', () => {
    const dir = join(REPO_ROOT, 'bench', 'servers', 'captures');
    let tools = 0;
    let nonAscii = 0;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const capture = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { tools: unknown[] };
      for (const tool of capture.tools) {
        const text = listedText(tool);
        if (/[^\x00-\x7f]/.test(text)) nonAscii++;
        expect(countTokens(text), `${file}: ${text.slice(0, 80)}`).toBe(reference(text));
        tools++;
      }
    }
    expect(tools).toBeGreaterThan(1000);
    expect(nonAscii).toBeGreaterThan(100); // the slow path is exercised by real text too
  });

  it('on 3,000 generated texts mixing every character class the pattern distinguishes', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const text = generated(seed, 1 + (seed % 40));
      expect(countTokens(text), `seed ${seed}: ${JSON.stringify(text)}`).toBe(reference(text));
    }
  });

  it('on whitespace at the end of the text, runs of spaces before words and line breaks, and the empty text', () => {
    for (const text of ['', ' ', 'a ', 'a  ', 'a \n ', 'a\n', '  a', '   a', ' \t a', '\r\n\r\nx', 'x \n\n y', '\t\tfoo', '1234567', "it's", "IT'S", "'ll'", '  !!  ', ' ?\n\n']) {
      expect(countTokens(text), JSON.stringify(text)).toBe(reference(text));
    }
  });

  it('counts text that spells a special token as ordinary text, where gpt-tokenizer by default throws', () => {
    const text = 'Say <|endoftext|> and <|fim_prefix|> to the model.';
    expect(() => gpt.countTokens(text)).toThrow(/special token/i);
    expect(countTokens(text)).toBe(reference(text));
  });
});

describe('the pre-tokenizer', () => {
  it('makes the pattern’s pieces on ASCII text, hashed as the table hashes bytes, and defers to the pattern next to any other character', () => {
    const pattern = new RegExp(CL100K_SPLIT_PATTERN, 'gu');
    const pieces = new AsciiPieces();
    let deferred = 0;
    let hashed = 0;
    for (let seed = 1; seed <= 500; seed++) {
      const text = generated(seed, 30);
      const expected = [...text.matchAll(pattern)].map((match) => match.index!);
      const starts: number[] = [];
      const sticky = new RegExp(CL100K_SPLIT_PATTERN, 'uy');
      for (let start = 0; start < text.length; ) {
        starts.push(start);
        let end = pieces.pieceEnd(text, start);
        if (end === NEEDS_PATTERN) {
          deferred++;
          sticky.lastIndex = start;
          end = start + sticky.exec(text)![0].length;
        } else {
          const bytes = Uint8Array.from(text.slice(start, end), (char) => char.charCodeAt(0));
          expect(pieces.hash).toBe(hashBytes(bytes, 0, bytes.length));
          hashed++;
        }
        start = end;
      }
      expect(starts, JSON.stringify(text)).toEqual(expected);
    }
    expect(deferred).toBeGreaterThan(0);
    expect(hashed).toBeGreaterThan(1000);
    // Pure ASCII never needs the pattern.
    const ascii = 'Lists the {"type":"string"} items\' names, 12345 of them;\r\n\tand  more!  ';
    for (let start = 0; start < ascii.length; start = pieces.pieceEnd(ascii, start)) expect(pieces.pieceEnd(ascii, start)).not.toBe(NEEDS_PATTERN);
  });
});

describe('byte-pair merging', () => {
  const table = () => new RankTable(readFileSync(TABLE_FILE));

  it('gives the same count by heap as by tiktoken’s scan, on pieces of every length up to a few thousand bytes', () => {
    const ranks = table();
    const next = random(7);
    const alphabet = '-=_*#~!?.,;:/\\|+()[]{}<>@$%^&';
    for (let round = 0; round < 200; round++) {
      const length = 2 + Math.floor(next() * (round < 150 ? 300 : 3000));
      const bytes = new Uint8Array(length);
      for (let i = 0; i < length; i++) bytes[i] = alphabet.charCodeAt(Math.floor(next() * (round % 3 === 0 ? 2 : alphabet.length)));
      expect(mergeByHeap(ranks, bytes, length), `round ${round}, ${length} bytes`).toBe(mergeByScan(ranks, bytes, length));
    }
  });

  it('counts a long punctuation run as gpt-tokenizer does (the heap path)', () => {
    const piece = '-=-'.repeat(400) + '!';
    expect(piece.length).toBeGreaterThan(LONG_PIECE_BYTES);
    expect(countTokens(piece)).toBe(reference(piece));
  });

  it('merges a megabyte-long piece through the heap (n log n; the scan’s n² steps would not finish)', () => {
    const ranks = table();
    const length = 1 << 20;
    const bytes = new Uint8Array(length).fill(0x2d); // one run of '-': a single piece
    expect(ranks.rankOf(bytes, 0, length)).toBe(NOT_A_TOKEN);
    const tokens = mergePiece(ranks, bytes, length);
    // cl100k_base has tokens for long runs of '-', so the run packs into far fewer tokens than bytes.
    expect(tokens).toBeGreaterThan(0);
    expect(tokens).toBeLessThan(length / 8);
    // And the heap agrees with the scan on a prefix short enough for the scan.
    const prefix = 4096;
    expect(mergeByHeap(ranks, bytes, prefix)).toBe(mergeByScan(ranks, bytes, prefix));
  });
});
