// A cheap pass over the text before anything that could recurse touches it: JSON nested deeper than
// MAX_JSON_DEPTH is reported as a finding instead of overflowing a recursive parser, validator or rule.
// Real tool definitions stay far below the limit (a few dozen levels at most).

import { endOfString, isUnterminatedString, nextBracket, STRUCTURE_TOKEN } from './cursor.js';

export const MAX_JSON_DEPTH = 256;

export interface DepthScan {
  /** Deepest nesting of arrays and objects. */
  maxDepth: number;
  /** Offset of the first bracket that went past the limit, when one did. */
  tooDeepAt?: number;
}

// The regular expression engine jumps to the next bracket or over a string natively. This pass runs once per file,
// too rarely for a character loop to be optimised, and the loop was several times slower on the first megabytes.
const STRUCTURE = new RegExp(STRUCTURE_TOKEN, 'g');

export function scanNestingDepth(text: string, limit = MAX_JSON_DEPTH): DepthScan {
  let depth = 0;
  let maxDepth = 0;
  let tooDeepAt: number | undefined;
  let i = 0;
  for (let at = nextBracket(text, 0); at !== -1; at = nextBracket(text, i)) {
    const c = text.charCodeAt(at);
    if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) {
        maxDepth = depth;
        if (depth > limit && tooDeepAt === undefined) tooDeepAt = at;
      }
    } else depth--;
    i = at + 1;
  }
  // The rest, where the one-match-per-bracket pattern gave up: one match per string or bracket.
  let from = i;
  STRUCTURE.lastIndex = i;
  // test(), not exec(): no match array per token (exec's were a fifth of all the memory a large run allocated).
  while (STRUCTURE.test(text)) {
    const end = STRUCTURE.lastIndex;
    const c = text.charCodeAt(end - 1);
    if (c === 0x22) {
      from = end;
      continue;
    }
    if (c === 0x5c) {
      from = STRUCTURE.lastIndex = endOfString(text, end - 1);
      continue;
    }
    if (end === text.length && isUnterminatedString(text, from)) break;
    if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) {
        maxDepth = depth;
        if (depth > limit && tooDeepAt === undefined) tooDeepAt = end - 1;
      }
    } else depth--;
    from = end;
  }
  return tooDeepAt === undefined ? { maxDepth } : { maxDepth, tooDeepAt };
}
