// Similarity of names and texts, for telling a rename from a removal plus an unrelated addition.
import { editDistance } from '../core/edit-distance.js';

const MAX_NAME = 200;
/** Rename candidates looked at per removed tool or property (the first ones, in the new side's order). */
export const MAX_CANDIDATES = 100;

/** 1 for equal names, 0 for nothing in common: 1 − edit distance / longer length, ignoring case and separators. */
export function nameSimilarity(a: string, b: string): number {
  const x = normalize(a),
    y = normalize(b);
  if (x === y) return 1;
  const longer = Math.max(x.length, y.length);
  return longer === 0 ? 1 : 1 - editDistance(x, y) / longer;
}

function normalize(name: string): string {
  return name
    .slice(0, MAX_NAME)
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[-_.\s]+/g, '_');
}

/** The distinct words of a text, lower case. */
export function wordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
}

/** Share of distinct words two texts have in common (Jaccard index), 1 for two empty texts. */
export function jaccard(x: ReadonlySet<string>, y: ReadonlySet<string>): number {
  if (x.size === 0 && y.size === 0) return 1;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  return shared / (x.size + y.size - shared);
}
