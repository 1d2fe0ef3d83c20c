// A cheap pass over the text before anything that could recurse touches it: JSON nested deeper than
// MAX_JSON_DEPTH is reported as a finding instead of overflowing a recursive parser, validator or rule.
// Real tool definitions stay far below the limit (a few dozen levels at most).

import { forEachBracket } from './cursor.js';

export const MAX_JSON_DEPTH = 256;

export interface DepthScan {
  /** Deepest nesting of arrays and objects. */
  maxDepth: number;
  /** Offset of the first bracket that went past the limit, when one did. */
  tooDeepAt?: number;
}

export function scanNestingDepth(text: string, limit = MAX_JSON_DEPTH): DepthScan {
  let depth = 0;
  let maxDepth = 0;
  let tooDeepAt: number | undefined;
  forEachBracket(text, (offset, opening) => {
    if (!opening) {
      depth--;
    } else if (++depth > maxDepth) {
      maxDepth = depth;
      if (depth > limit && tooDeepAt === undefined) tooDeepAt = offset;
    }
  });
  return tooDeepAt === undefined ? { maxDepth } : { maxDepth, tooDeepAt };
}
