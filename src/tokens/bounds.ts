// What a text's length alone says about its token count, and which texts are handed to the tokenizer at all.
//
// From above: every token is at least one byte, so tokens ≤ UTF-8 bytes. From below: no token of cl100k_base or
// o200k_base is longer than 128 bytes (a run of 128 spaces; test/tokens/bounds.test.ts reads it from both
// vocabularies), so tokens ≥ bytes / 128; and no token crosses a piece of cl100k_base's split pattern, in which
// every word, every three digits and most runs of symbols are a piece of their own, so tokens ≥ those
// (piecesAtLeast). A verdict that the bounds put on one side of a limit needs no count.

export const LONGEST_TOKEN_BYTES = 128;

/**
 * The most characters counted exactly. A text over it is estimated, never tokenized: 1 MiB is about 250,000 tokens of
 * English, more than any cl100k-era model reads at once, and its lower bound alone (8,192 tokens) is eight times the
 * default per-tool limit, so with default limits such a text is never counted. Counting 1 MiB takes about 0.1 s for
 * prose and at most about 1.5 s for random letters (docs/rules/context-budget.md).
 */
export const COUNT_CAP_CHARACTERS = 1 << 20;

/**
 * The longest run of letters, of other symbols or of whitespace counted exactly. Byte-pair merging (byte-pair.ts, as
 * gpt-tokenizer does it) merges each piece of the split pattern (a word with the character before it, a run of
 * symbols, a run of whitespace) by scanning all of the piece's pairs per merge, quadratic in the piece's length:
 * 100,000 spaces took gpt-tokenizer 7 s. With runs this short, one piece costs under a millisecond.
 */
export const LONGEST_RUN_COUNTED = 1024;

export interface TokenBounds {
  lower: number;
  upper: number;
}

export function tokenBounds(text: string): TokenBounds {
  const upper = Buffer.byteLength(text, 'utf8');
  return { lower: Math.ceil(upper / LONGEST_TOKEN_BYTES), upper };
}

export type NotCounted = 'too-long' | 'long-run';

/** Why the text is not handed to the tokenizer, or undefined when it may be. */
export function notCountable(text: string): NotCounted | undefined {
  if (text.length > COUNT_CAP_CHARACTERS) return 'too-long';
  return hasLongRun(text, LONGEST_RUN_COUNTED) ? 'long-run' : undefined;
}

const LETTER = 1;
const SYMBOL = 2;
const SPACE = 4;
const DIGIT = 8;
const ANY = LETTER | SYMBOL | SPACE;

const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

/** The split pattern's class of one UTF-16 unit: letters, whitespace, digits or other symbols. */
function classOf(code: number): number {
  // Half of a pair: the character may be a letter or a symbol, so it extends every run of hasLongRun.
  if (isSurrogate(code)) return ANY;
  const char = String.fromCharCode(code);
  if (/\p{L}/u.test(char)) return LETTER;
  if (/\s/.test(char)) return SPACE;
  return /\p{N}/u.test(char) ? DIGIT : SYMBOL;
}

const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, code) => classOf(code));

/**
 * Whether some run of letters, of symbols or of whitespace is longer than `limit`: every piece of the split pattern
 * lies within one such run and the characters either side of it, so no piece is then much longer than `limit`.
 */
export function hasLongRun(text: string, limit: number): boolean {
  let letters = 0;
  let symbols = 0;
  let spaces = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const kind = code < 128 ? ASCII_CLASS[code]! : classOf(code);
    // Digits end every run: a piece holds at most three.
    letters = kind & LETTER ? letters + 1 : 0;
    symbols = kind & SYMBOL ? symbols + 1 : 0;
    spaces = kind & SPACE ? spaces + 1 : 0;
    if (letters > limit || symbols > limit || spaces > limit) return true;
  }
  return false;
}

/**
 * A lower bound on the text's cl100k_base tokens from its pieces, none of which a token crosses: each run of letters
 * lies in a piece of its own (a word with at most one character before it, or a contraction); a run of digits makes
 * one piece per three; and a run of symbols makes one of its own unless it is a single symbol before a letter (which
 * joins the word). Half of a surrogate pair is skipped: an astral letter, digit or symbol can only merge runs or
 * hide one, which lowers the bound.
 */
export function piecesAtLeast(text: string): number {
  let pieces = 0;
  let previous = 0;
  let digits = 0;
  let symbols = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isSurrogate(code)) continue;
    const kind = code < 128 ? ASCII_CLASS[code]! : classOf(code);
    if (kind === SYMBOL) {
      symbols++;
    } else if (symbols > 0) {
      if (symbols > 1 || kind !== LETTER) pieces++;
      symbols = 0;
    }
    if (kind === LETTER && previous !== LETTER) pieces++;
    if (kind === DIGIT) {
      digits = previous === DIGIT ? digits + 1 : 1;
      if (digits % 3 === 1) pieces++;
    }
    previous = kind;
  }
  return symbols > 0 ? pieces + 1 : pieces;
}
