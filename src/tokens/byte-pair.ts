// cl100k_base's count, written here as a copy of the part of gpt-tokenizer 4.0.0 (MIT; OpenAI's tiktoken) that a count
// needs: its split pattern and its byte-pair merge, over the table of rank-table.ts. The developers' guide allows a
// hand-written copy of a library only while a benchmark fails without it: with gpt-tokenizer a run that counts took
// 1.08× ESLint's start-up on a one-line file (bench/startup.mjs, pinecone's capture), over the 0.75× goal, ≥ 50 ms of
// it building gpt-tokenizer's rank Map, which this table needs no time to build. test/tokens/byte-pair.test.ts holds
// every count to gpt-tokenizer's on real and hostile text.
import type { RankTable } from './rank-table.js';

/** gpt-tokenizer's CL100K_TOKEN_SPLIT_REGEX (tiktoken's pattern); a test holds the two equal. */
export const CL100K_SPLIT =
  /'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s+$|\s*[\r\n]|\s+(?!\S)|\s/gu;

// With the u flag a class of surrogates matches only one that is not half of a pair.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

const encoder = new TextEncoder();
let scratch = new Uint8Array(4096);

// Pieces repeat (a schema's keys and punctuation, common words): their counts are kept, as gpt-tokenizer keeps its
// merges, up to as many pieces as its cache holds; then the cache starts again. It stays while bench/startup.mjs needs
// it: without it pinecone's counted capture took 0.74-0.76x ESLint against the 0.75x goal (0.69-0.70x with it, 15:03).
const CACHED_PIECES = 100_000;

/**
 * A counter of tokens in cl100k_base over `table`, special-token spellings counted as ordinary text: each piece of the
 * split pattern is one token when its bytes are one, else as many as byte-pair merging leaves. A piece holding a lone
 * surrogate is never taken whole, as gpt-tokenizer looks pieces up by their string (its bytes, with U+FFFD for the
 * surrogate, are only merged).
 */
export function tableCounter(table: RankTable): (text: string) => number {
  const cache = new Map<string, number>();
  const countPiece = (piece: string): number => {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    if (piece.length * 3 > scratch.length) scratch = new Uint8Array(piece.length * 3);
    const { written } = encoder.encodeInto(piece, scratch);
    // Only a piece with non-ASCII bytes can hold a surrogate.
    const whole = table.rankOf(scratch, 0, written) !== -1 && (written === piece.length || !LONE_SURROGATE.test(piece));
    return whole ? 1 : mergedParts(table, scratch, written);
  };
  return (text) => {
    let tokens = 0;
    CL100K_SPLIT.lastIndex = 0;
    for (let match = CL100K_SPLIT.exec(text); match !== null; match = CL100K_SPLIT.exec(text)) {
      const piece = match[0];
      let count = cache.get(piece);
      if (count === undefined) {
        count = countPiece(piece);
        if (cache.size === CACHED_PIECES) cache.clear();
        cache.set(piece, count);
      }
      tokens += count;
    }
    return tokens;
  };
}

/**
 * How many tokens byte-pair merging leaves of bytes[0..length): the adjacent pair of lowest rank is merged first, the
 * leftmost of equal ranks, until no pair is a token (gpt-tokenizer's bytePairMerge). Quadratic in the length, which
 * bounds.ts LONGEST_RUN_COUNTED keeps short.
 */
function mergedParts(table: RankTable, bytes: Uint8Array, length: number): number {
  // starts[i] is where part i begins; pairRanks[i] the rank of parts i and i + 1 together, or Infinity.
  const starts: number[] = [];
  const pairRanks: number[] = [];
  const rankOfPair = (first: number): number => {
    if (first + 2 >= starts.length) return Number.POSITIVE_INFINITY;
    const rank = table.rankOf(bytes, starts[first]!, starts[first + 2]!);
    return rank === -1 ? Number.POSITIVE_INFINITY : rank;
  };
  for (let index = 0; index <= length; index++) starts.push(index);
  for (let index = 0; index <= length; index++) pairRanks.push(rankOfPair(index));
  while (starts.length > 1) {
    let lowest = Number.POSITIVE_INFINITY;
    let at = -1;
    for (let index = 0; index < pairRanks.length - 1; index++) {
      if (pairRanks[index]! < lowest) {
        lowest = pairRanks[index]!;
        at = index;
      }
    }
    if (at === -1) break;
    starts.splice(at + 1, 1);
    pairRanks.splice(at, 1);
    pairRanks[at] = rankOfPair(at);
    if (at > 0) pairRanks[at - 1] = rankOfPair(at - 1);
  }
  return starts.length - 1;
}
