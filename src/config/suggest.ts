// "Did you mean …?" for unknown rule ids and config keys.
import { editDistance } from '../core/edit-distance.js';

const MAX_WORD = 100;

/** The closest candidate, when it is close enough to be a likely typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  // No id or key is this long: a megabyte-long word would cost an edit distance of a megabyte per candidate.
  if (word.length > MAX_WORD) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const contained = candidates.find((c) => c.includes(word) || word.includes(c));
  if (bestDistance <= Math.max(2, Math.floor(word.length / 3))) return best;
  return word.length >= 4 ? contained : undefined;
}

export function didYouMean(word: string, candidates: readonly string[]): string {
  const suggestion = closest(word, candidates);
  return suggestion ? ` Did you mean "${suggestion}"?` : '';
}
