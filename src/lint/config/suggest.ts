// "Did you mean …?" for unknown rule ids and config keys.
import { editDistance } from '../edit-distance.js';

/** The closest candidate, when it is close enough to be a likely typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
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
