// A cheap pass over the text before anything that could recurse touches it: JSON nested deeper than
// MAX_JSON_DEPTH is reported as a finding instead of overflowing a recursive parser, validator or rule.
// Real tool definitions stay far below the limit (a few dozen levels at most).
import { endOfString } from './cursor.js';
export const MAX_JSON_DEPTH = 256;
export function scanNestingDepth(text, limit = MAX_JSON_DEPTH) {
    let depth = 0;
    let maxDepth = 0;
    let tooDeepAt;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22)
            i = endOfString(text, i) - 1;
        else if (c === 0x7b || c === 0x5b) {
            if (++depth > maxDepth) {
                maxDepth = depth;
                if (depth > limit && tooDeepAt === undefined)
                    tooDeepAt = i;
            }
        }
        else if (c === 0x7d || c === 0x5d)
            depth--;
    }
    return tooDeepAt === undefined ? { maxDepth } : { maxDepth, tooDeepAt };
}
