// cl100k_base's pre-tokenizer: the text is split into pieces by a regular expression before byte-pair merging, and
// merges never cross pieces. This is the pattern as gpt-tokenizer 4 writes it (the counts are checked against
// gpt-tokenizer in test/lint/token-count.test.ts). Most pieces of a tool definition serialised as JSON are ASCII:
// a hand-written scanner finds where such a piece ends without building a string or a match per piece, and says
// "ask the pattern" (NEEDS_PATTERN) wherever the answer depends on a character outside ASCII, whose Unicode class
// (letter, digit, space) only the pattern knows. The pattern, matched at the same position, gives the same piece:
// matching from a position never looks behind it.

export const CL100K_SPLIT_PATTERN =
  "'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s+$|\\s*[\\r\\n]|\\s+(?!\\S)|\\s";

/** asciiPieceEnd's answer when the piece's end depends on a character outside ASCII. */
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

function classAt(text: string, index: number): number {
  if (index >= text.length) return END;
  const code = text.charCodeAt(index);
  return code < 128 ? ASCII_CLASS[code]! : NOT_ASCII;
}

/**
 * Where the piece that starts at `start` ends, or NEEDS_PATTERN. The branches follow the pattern's alternatives in
 * its order of preference: a contraction, letters (with one leading character that is not a line break, letter or
 * digit), up to three digits, punctuation (with one leading space, then any line breaks), and the whitespace forms.
 */
export function asciiPieceEnd(text: string, start: number): number {
  const code = text.charCodeAt(start);
  if (code >= 128) return NEEDS_PATTERN;
  const kind = ASCII_CLASS[code]!;
  // A contraction is ASCII only: a character outside ASCII after the apostrophe just means there is none.
  if (code === APOSTROPHE) {
    const end = contractionEnd(text, start);
    if (end > 0) return end;
  }
  const next = classAt(text, start + 1);
  if (kind === LETTER || (kind !== DIGIT && code !== LINE_FEED && code !== CARRIAGE_RETURN && next === LETTER)) {
    let end = kind === LETTER ? start + 1 : start + 2;
    while (classAt(text, end) === LETTER) end++;
    return classAt(text, end) === NOT_ASCII ? NEEDS_PATTERN : end;
  }
  // Past here the next character decides between alternatives (a letter after it, a digit, punctuation, space).
  if (next === NOT_ASCII) return NEEDS_PATTERN;
  if (kind === DIGIT) {
    let end = start + 1;
    while (end < start + 3 && classAt(text, end) === DIGIT) end++;
    return end < start + 3 && classAt(text, end) === NOT_ASCII ? NEEDS_PATTERN : end;
  }
  if (kind === OTHER || (code === BLANK && next === OTHER)) {
    let end = kind === OTHER ? start + 1 : start + 2;
    while (classAt(text, end) === OTHER) end++;
    if (classAt(text, end) === NOT_ASCII) return NEEDS_PATTERN;
    while (end < text.length && (text.charCodeAt(end) === LINE_FEED || text.charCodeAt(end) === CARRIAGE_RETURN)) end++;
    return end;
  }
  return whitespaceEnd(text, start);
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
  while (classAt(text, runEnd) === SPACE) runEnd++;
  if (runEnd === text.length) return runEnd;
  if (classAt(text, runEnd) === NOT_ASCII) return NEEDS_PATTERN; // a space outside ASCII would extend the run
  for (let index = runEnd - 1; index >= start; index--) {
    const code = text.charCodeAt(index);
    if (code === LINE_FEED || code === CARRIAGE_RETURN) return index + 1;
  }
  return runEnd - start >= 2 ? runEnd - 1 : start + 1;
}
