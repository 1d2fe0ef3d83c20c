// cl100k_base's pre-tokenizer: the text is split into pieces by a regular expression before byte-pair merging, and
// merges never cross pieces. This is the pattern as gpt-tokenizer 4 writes it (the counts are checked against
// gpt-tokenizer in test/lint/token-count.test.ts). Most pieces of a tool definition serialised as JSON are ASCII:
// a hand-written scanner finds where such a piece ends without building a string or a match per piece, and says
// "ask the pattern" (NEEDS_PATTERN) wherever the answer depends on a character outside ASCII, whose Unicode class
// (letter, digit, space) only the pattern knows. The pattern, matched at the same position, gives the same piece:
// matching from a position never looks behind it.
import { finishHash, FNV_OFFSET, FNV_PRIME } from './fnv.js';

export const CL100K_SPLIT_PATTERN =
  "'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s+$|\\s*[\\r\\n]|\\s+(?!\\S)|\\s";

/** AsciiPieces.pieceEnd's answer when the piece's end depends on a character outside ASCII. */
export const NEEDS_PATTERN = -1;

const OTHER = 0;
const LETTER = 1;
const DIGIT = 2;
const SPACE = 3; // \s within ASCII: tab, line feed, vertical tab, form feed, carriage return, space
const NOT_ASCII = 4;
const END = 5;

const ASCII_CLASS = new Uint8Array(128); // OTHER unless set below
for (let code = 0x41; code <= 0x5a; code++) ASCII_CLASS[code] = ASCII_CLASS[code + 0x20] = LETTER; // A-Z, a-z
for (let code = 0x30; code <= 0x39; code++) ASCII_CLASS[code] = DIGIT;
for (const code of [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20]) ASCII_CLASS[code] = SPACE;

const APOSTROPHE = 0x27;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const BLANK = 0x20;

/**
 * Finds where each piece of a text ends and hashes the piece (FNV-1a, fnv.ts) in the same pass, for the token table's
 * lookup. Character classes are read inline rather than through helper calls: this loop runs once per character of
 * every tool counted, mostly before V8 has optimised anything, where each call costs more than the work it does.
 */
export class AsciiPieces {
  /** The finished hash of the piece pieceEnd last returned (when it returned an end). */
  hash = 0;

  /**
   * Where the piece that starts at `start` ends, or NEEDS_PATTERN. The branches follow the pattern's alternatives in
   * its order of preference: a contraction, letters (with one leading character that is not a line break, letter or
   * digit), up to three digits, punctuation (with one leading space, then any line breaks), and the whitespace forms.
   */
  pieceEnd(text: string, start: number): number {
    const length = text.length;
    const code = text.charCodeAt(start);
    if (code >= 128) return NEEDS_PATTERN;
    const kind = ASCII_CLASS[code]!;
    // A contraction is ASCII only: a character outside ASCII after the apostrophe just means there is none.
    if (code === APOSTROPHE) {
      const end = contractionEnd(text, start);
      if (end > 0) return this.hashed(text, start, end);
    }
    let next = END;
    if (start + 1 < length) {
      const after = text.charCodeAt(start + 1);
      next = after < 128 ? ASCII_CLASS[after]! : NOT_ASCII;
    }
    let hash = Math.imul(FNV_OFFSET ^ code, FNV_PRIME);
    let end = start + 1;
    if (kind === LETTER || (kind !== DIGIT && code !== LINE_FEED && code !== CARRIAGE_RETURN && next === LETTER)) {
      for (; end < length; end++) {
        const char = text.charCodeAt(end);
        if (char >= 128) return NEEDS_PATTERN; // a letter outside ASCII would continue the run
        if (ASCII_CLASS[char] !== LETTER) break;
        hash = Math.imul(hash ^ char, FNV_PRIME);
      }
      this.hash = finishHash(hash);
      return end;
    }
    // Past here the next character decides between alternatives (a letter after it, a digit, punctuation, space).
    if (next === NOT_ASCII) return NEEDS_PATTERN;
    if (kind === DIGIT) {
      for (; end < start + 3 && end < length; end++) {
        const char = text.charCodeAt(end);
        if (char >= 128) return NEEDS_PATTERN; // a digit outside ASCII would continue the run
        if (ASCII_CLASS[char] !== DIGIT) break;
        hash = Math.imul(hash ^ char, FNV_PRIME);
      }
      this.hash = finishHash(hash);
      return end;
    }
    if (kind === OTHER || (code === BLANK && next === OTHER)) {
      for (; end < length; end++) {
        const char = text.charCodeAt(end);
        if (char >= 128) return NEEDS_PATTERN; // punctuation outside ASCII would continue the run
        if (ASCII_CLASS[char] !== OTHER) break;
        hash = Math.imul(hash ^ char, FNV_PRIME);
      }
      for (; end < length; end++) {
        const char = text.charCodeAt(end);
        if (char !== LINE_FEED && char !== CARRIAGE_RETURN) break;
        hash = Math.imul(hash ^ char, FNV_PRIME);
      }
      this.hash = finishHash(hash);
      return end;
    }
    const whitespace = whitespaceEnd(text, start);
    return whitespace === NEEDS_PATTERN ? NEEDS_PATTERN : this.hashed(text, start, whitespace);
  }

  private hashed(text: string, start: number, end: number): number {
    let hash = FNV_OFFSET;
    for (let index = start; index < end; index++) hash = Math.imul(hash ^ text.charCodeAt(index), FNV_PRIME);
    this.hash = finishHash(hash);
    return end;
  }
}

function contractionEnd(text: string, at: number): number {
  const first = text.charCodeAt(at + 1) | 0x20; // lower case (for letters)
  if (first === 0x73 || first === 0x64 || first === 0x6d || first === 0x74) return at + 2; // s d m t
  const second = text.charCodeAt(at + 2) | 0x20;
  if ((first === 0x6c && second === 0x6c) || ((first === 0x76 || first === 0x72) && second === 0x65)) return at + 3; // ll ve re
  return 0;
}

/** The whitespace alternatives: \s+$ | \s*[\r\n] | \s+(?!\S) | \s — the run to the text's end, up to its last line break, all but its last character, or one character. */
function whitespaceEnd(text: string, start: number): number {
  let runEnd = start + 1;
  while (runEnd < text.length && text.charCodeAt(runEnd) < 128 && ASCII_CLASS[text.charCodeAt(runEnd)] === SPACE) runEnd++;
  if (runEnd === text.length) return runEnd;
  if (text.charCodeAt(runEnd) >= 128) return NEEDS_PATTERN; // a space outside ASCII would extend the run
  for (let index = runEnd - 1; index >= start; index--) {
    const code = text.charCodeAt(index);
    if (code === LINE_FEED || code === CARRIAGE_RETURN) return index + 1;
  }
  return runEnd - start >= 2 ? runEnd - 1 : start + 1;
}
