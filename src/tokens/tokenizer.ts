// Exact token counts in cl100k_base (OpenAI's GPT-4 and GPT-3.5 encoding), documented and deterministic, as
// gpt-tokenizer counts them (byte-pair.ts). Other models tokenize differently; cl100k_base is close enough to rank tools
// by cost, and was chosen over o200k_base (GPT-4o) for size: twice the vocabulary, for figures that differ by a few per
// cent.
//
// The vocabulary is read on the first count (rank-table.ts), and counts are asked for only where a verdict needs one
// (cost.ts): most runs never read it. Callers hand the counter only text that notCountable() accepts (bounds.ts),
// because its merge is quadratic in the length of one piece.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tableCounter } from './byte-pair.js';
import { readRankTable, TABLE_FILE } from './rank-table.js';

export const TOKEN_ENCODING = 'cl100k_base';

let count: ((text: string) => number) | undefined;

/**
 * Where the build wrote the table: beside the bundle, in dist/bundle/vendor/ (scripts/bundle-cli.mjs defines the
 * bundle's import.meta as its own file's). Run as ES modules (tests, the tsc output) this file is two folders below
 * the root, in src/tokens/ or dist/tokens/, and the table is the build's in dist/.
 */
export function rankTableFile(): string {
  const bundled = typeof import.meta.filename === 'string' && import.meta.filename.endsWith('.cjs');
  if (bundled) return join(import.meta.dirname, 'vendor', TABLE_FILE);
  return fileURLToPath(new URL(`../../dist/bundle/vendor/${TABLE_FILE}`, import.meta.url));
}

/** Tokens of the text in cl100k_base, special-token spellings (<|endoftext|>) counted as the text a client sends. */
export function countTokensExactly(text: string): number {
  count ??= tableCounter(readRankTable(rankTableFile()));
  return count(text);
}

export interface PartialCount {
  tokens: number;
  /** How much of the text those tokens cover, from its start: all of it unless the count stopped early. */
  characters: number;
}

// Small enough that a count passes a limit at most a few hundred tokens late, large enough that the calls cost
// nothing beside the counting.
const BLOCK_CHARACTERS = 1024;

/**
 * Tokens of the text from `start`, block by block, stopping at the end of the first block that takes the count past
 * `limit` (added to `tokens`, the count before `start`). Blocks end just after a letter that a non-letter follows:
 * no piece of cl100k_base's split pattern holds a letter and a later non-letter (a piece is a word with the one
 * character before it, a contraction, up to three digits, a run of symbols or of whitespace), and where one piece
 * ends the pattern matches the rest as if the text began there, so the counts of the blocks add up to the text's
 * (test/tokens/tokens.test.ts checks it against whole counts). gpt-tokenizer's own isWithinTokenLimit stops early
 * too, but cannot say how much of the text it read, which an estimate of the rest needs.
 */
export function countTokensPast(
  text: string,
  limit: number,
  from: PartialCount = { tokens: 0, characters: 0 },
): PartialCount {
  let { tokens, characters: start } = from;
  while (start < text.length && tokens <= limit) {
    const end = blockEnd(text, start + BLOCK_CHARACTERS);
    tokens += countTokensExactly(start === 0 && end === text.length ? text : text.slice(start, end));
    start = end;
  }
  return { tokens, characters: start };
}

const ASCII_LETTER = /[A-Za-z]/;
const LETTER = /\p{L}/u;

/** Whether the UTF-16 unit is a letter, or (undefined) half of a pair, which could be one. */
function isLetter(code: number): boolean | undefined {
  if (code >= 0xd800 && code <= 0xdfff) return undefined;
  return (code < 128 ? ASCII_LETTER : LETTER).test(String.fromCharCode(code));
}

/** The first index at or after `from` that follows a letter and is not one, or the text's end. */
function blockEnd(text: string, from: number): number {
  for (let index = Math.max(from, 1); index < text.length; index++) {
    if (isLetter(text.charCodeAt(index)) === false && isLetter(text.charCodeAt(index - 1)) === true) return index;
  }
  return text.length;
}
