// mulberry32: a tiny deterministic generator for property tests, so a failure names a seed that reproduces it.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A string of fewer than `maxPieces` pieces, each drawn from `pieces` with `random`: inputs for old-vs-new checks. */
export function randomText(random: () => number, pieces: readonly string[], maxPieces: number): string {
  let text = '';
  for (let count = Math.floor(random() * maxPieces); count > 0; count--)
    text += pieces[Math.floor(random() * pieces.length)]!;
  return text;
}
