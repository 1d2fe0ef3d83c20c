// Exact token counts: gpt-tokenizer's cl100k_base encoding (OpenAI's GPT-4 and GPT-3.5 encoding), documented and
// deterministic. Other models tokenize differently; cl100k_base is close enough to rank tools by cost, and was chosen
// over o200k_base (GPT-4o) for size: twice the vocabulary, for figures that differ by a few per cent.
//
// Loading it costs tens of milliseconds (its 100,000-token table), so it is loaded on the first count, and counts are
// asked for only where a verdict needs one (cost.ts): most runs never load it. Callers hand it only text that
// notCountable() accepts (bounds.ts), because its merge is quadratic in the length of one piece.
import { createRequire } from 'node:module';

export const TOKEN_ENCODING = 'cl100k_base';

interface Encoding {
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
}

let encoding: Encoding | undefined;

/**
 * In the published bundle (CommonJS) `require` is defined, and the literal call lets esbuild put gpt-tokenizer into
 * a vendor file of its own (scripts/bundle-cli.mjs), read on the first count; the package has no node_modules to
 * resolve it from. Run as ES modules (tests, the tsc output), Node's require is made for this file.
 */
function loadEncoding(): Encoding {
  if (typeof require === 'function') return require('gpt-tokenizer/encoding/cl100k_base') as Encoding;
  return createRequire(import.meta.url)('gpt-tokenizer/encoding/cl100k_base') as Encoding;
}

// What a client sends is text: a description that spells a special token (<|endoftext|>) is ordinary characters to
// count. gpt-tokenizer's default throws on it, which would let a hostile server crash the run.
const SPECIAL_AS_TEXT = { disallowedSpecial: new Set<string>() };

/** Tokens of the text in cl100k_base, as gpt-tokenizer counts them. */
export function countTokensExactly(text: string): number {
  encoding ??= loadEncoding();
  return encoding.countTokens(text, SPECIAL_AS_TEXT);
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
