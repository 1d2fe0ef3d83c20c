// Character-level helpers for finding positions in the text of a document that JSON.parse already accepted
// (span-index.ts walks pointers with them). Nothing here runs until a finding asks for a position.

/** Where a node is: its value, and its key when it is an object member. Offsets; ends are exclusive. */
export interface NodeSpan {
  start: number;
  end: number;
  keyStart?: number;
  keyEnd?: number;
}

const QUOTE = 0x22,
  BACKSLASH = 0x5c,
  OPEN_BRACE = 0x7b,
  OPEN_BRACKET = 0x5b;

export function skipWhitespace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else return i;
  }
}

/** `i` is an opening quote; returns the offset after the closing one. indexOf skips the string's body natively. */
export function endOfString(text: string, i: number): number {
  for (;;) {
    const quote = text.indexOf('"', i + 1);
    if (quote === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    i = quote;
  }
}

/**
 * The pattern forEachBracket falls back to (for depth.ts and span-index.ts): a bracket, or a string's opening
 * quote and as much of it as has no backslash — up to its closing quote (most strings, one match each), up to its
 * first backslash (the scan finishes it with endOfString), or to the end of an unterminated string. The engine
 * skips string bodies natively; a single-character pattern plus indexOf per string cost a third more.
 * No repetition around the backslash case: a pattern that walks escapes itself overflows the regular expression
 * stack on a string of a few million escapes.
 */
const STRUCTURE = new RegExp(String.raw`"[^"\\]*(?:"|\\|$)|[{}[\]]`, 'g');

/**
 * Skips from `i` (outside any string) over everything but brackets, each string whole, and matches the first bracket
 * after them. One match per bracket instead of one per string and bracket: real JSON has several strings per
 * bracket, and the scans took half the time. Sticky, so it never starts inside a string; the grammar has one way
 * to match, so backtracking only ever fails.
 */
// biome-ignore lint/correctness/noEmptyCharacterClassInRegex: [^] is any character, a newline included
const TO_NEXT_BRACKET = /[^"{}[\]]*(?:"[^"\\]*(?:\\[^][^"\\]*)*"[^"{}[\]]*)*[{}[\]]/y;

/**
 * Offset of the first bracket outside strings at or after `i`, which must be outside a string; -1 when there is
 * none before the end or before an unterminated string, or when the stretch is too long for the engine's backtracking
 * stack (millions of strings or escapes in a row throw a RangeError). On -1 the caller finishes with the token
 * pattern (STRUCTURE) from `i`, which handles all three.
 */
function nextBracket(text: string, i: number): number {
  TO_NEXT_BRACKET.lastIndex = i;
  try {
    return TO_NEXT_BRACKET.test(text) ? TO_NEXT_BRACKET.lastIndex - 1 : -1;
  } catch {
    return -1;
  }
}

/**
 * A match that ran to the end of the text and ends in neither a quote nor a backslash is either a final bracket
 * or an unterminated string. It began at the first quote or bracket at or after `from` (where the previous match
 * ended): a string when that is a quote. Asked at most once per scan.
 */
function isUnterminatedString(text: string, from: number): boolean {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return true;
    if (c === OPEN_BRACE || c === OPEN_BRACKET || c === 0x7d || c === 0x5d) return false;
  }
  return false;
}

/**
 * The offsets a finding should cover: for an object or array that is a member value, its key
 * (`"inputSchema"` rather than the forty lines under it); otherwise the value itself.
 */
export function highlightedOffsets(text: string, node: NodeSpan): { start: number; end: number } {
  const first = text.charCodeAt(node.start);
  if (node.keyStart !== undefined && node.keyEnd !== undefined && (first === OPEN_BRACE || first === OPEN_BRACKET)) {
    return { start: node.keyStart, end: node.keyEnd };
  }
  return { start: node.start, end: node.end };
}

/**
 * Calls `onBracket(offset, opening)` for every bracket outside strings, in text order: one pattern match per bracket
 * (nextBracket) and, from wherever that pattern gives up, one match per string or bracket (STRUCTURE). The regular
 * expression engine skips string bodies natively: these scans run once per document, too rarely for a character
 * loop to be optimised, and such a loop was 3–4× slower here.
 */
export function forEachBracket(text: string, onBracket: (offset: number, opening: boolean) => void): void {
  let next = 0;
  for (let at = nextBracket(text, 0); at !== -1; at = nextBracket(text, next)) {
    const c = text.charCodeAt(at);
    onBracket(at, c === OPEN_BRACE || c === OPEN_BRACKET);
    next = at + 1;
  }
  let from = next;
  STRUCTURE.lastIndex = next;
  // test(), not exec(): no match array per token (exec's were a fifth of all the memory a large run allocated).
  while (STRUCTURE.test(text)) {
    const end = STRUCTURE.lastIndex;
    const c = text.charCodeAt(end - 1);
    if (c === QUOTE) {
      from = end;
      continue;
    }
    if (c === BACKSLASH) {
      from = STRUCTURE.lastIndex = endOfString(text, end - 1);
      continue;
    }
    if (end === text.length && isUnterminatedString(text, from)) break;
    onBracket(end - 1, c === OPEN_BRACE || c === OPEN_BRACKET);
    from = end;
  }
}
