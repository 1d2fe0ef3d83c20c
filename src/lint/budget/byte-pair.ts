// Byte-pair merging of one pre-tokenizer piece, as tiktoken does it: start from single bytes and repeatedly merge
// the adjacent pair whose joined bytes have the lowest rank (the leftmost on a tie) until no adjacent pair is a
// token. The count of parts left is the piece's token count. Short pieces use tiktoken's array scan (quadratic, and
// fastest below a few hundred bytes); a long piece (a run of dashes, a long base64 blob) uses a heap, so a hostile
// megabyte-long piece costs O(n log n), not O(n²).
import { NOT_A_TOKEN, type RankTable } from './rank-table.js';

/** Pieces longer than this merge through the heap. */
export const LONG_PIECE_BYTES = 256;

const NO_PAIR = Number.POSITIVE_INFINITY;

/** Tokens of a piece of two or more bytes that is not itself a token. */
export function mergePiece(table: RankTable, bytes: Uint8Array, length: number): number {
  return length <= LONG_PIECE_BYTES ? mergeByScan(table, bytes, length) : mergeByHeap(table, bytes, length);
}

// Kept between calls for the pieces countPieceTokens scans (at most LONG_PIECE_BYTES + 1 boundaries each).
const scanStarts = new Int32Array(LONG_PIECE_BYTES + 2);
const scanRanks = new Float64Array(LONG_PIECE_BYTES + 2);

/** tiktoken's byte_pair_merge: parts as boundary offsets, each with the rank of the pair it starts. */
export function mergeByScan(table: RankTable, bytes: Uint8Array, length: number): number {
  const fits = length + 1 <= scanStarts.length;
  const starts = fits ? scanStarts : new Int32Array(length + 1);
  const ranks = fits ? scanRanks : new Float64Array(length + 1);
  const rankOrNone = (start: number, end: number): number => {
    const rank = table.rankOf(bytes, start, end);
    return rank === NOT_A_TOKEN ? NO_PAIR : rank;
  };
  let boundaries = length + 1;
  for (let index = 0; index < boundaries; index++) {
    starts[index] = index;
    ranks[index] = index + 2 < boundaries ? rankOrNone(index, index + 2) : NO_PAIR;
  }
  while (boundaries > 2) {
    let lowest = NO_PAIR;
    let at = -1;
    for (let index = 0; index + 2 < boundaries; index++) {
      if (ranks[index]! < lowest) {
        lowest = ranks[index]!;
        at = index;
      }
    }
    if (at === -1) break;
    // The pair at `at` becomes one part: drop the boundary between them, and the rank of the pair that started there.
    for (let index = at + 1; index + 1 < boundaries; index++) starts[index] = starts[index + 1]!;
    for (let index = at; index + 1 < boundaries; index++) ranks[index] = ranks[index + 1]!;
    boundaries--;
    ranks[at] = at + 2 < boundaries ? rankOrNone(starts[at]!, starts[at + 2]!) : NO_PAIR;
    if (at > 0) ranks[at - 1] = rankOrNone(starts[at - 1]!, starts[at + 1]!);
  }
  return boundaries - 1;
}

/**
 * The same merges with a min-heap of (rank, offset) pairs: each part is a linked-list node named by its first
 * byte's offset, and an entry is stale once its part has merged or been merged away (its rank no longer matches).
 * Offsets order ties the way the scan does (leftmost first). Ranks are below 2^17 and offsets below 2^32, so
 * rank × 2^32 + offset is an exact heap key.
 */
export function mergeByHeap(table: RankTable, bytes: Uint8Array, length: number): number {
  const next = new Int32Array(length + 1);
  const previous = new Int32Array(length + 1);
  const pairRanks = new Float64Array(length + 1);
  for (let offset = 0; offset <= length; offset++) {
    next[offset] = offset + 1;
    previous[offset] = offset - 1;
  }
  const pairRank = (offset: number): number => {
    const second = next[offset]!;
    if (second >= length) return NO_PAIR;
    const rank = table.rankOf(bytes, offset, next[second]!);
    return rank === NOT_A_TOKEN ? NO_PAIR : rank;
  };
  const heap = new KeyHeap();
  for (let offset = 0; offset < length; offset++) {
    pairRanks[offset] = pairRank(offset);
    if (pairRanks[offset] !== NO_PAIR) heap.push(pairRanks[offset]! * 2 ** 32 + offset);
  }
  let parts = length;
  while (heap.size > 0) {
    const key = heap.pop();
    const offset = key % 2 ** 32;
    const rank = (key - offset) / 2 ** 32;
    if (pairRanks[offset] !== rank) continue;
    const absorbed = next[offset]!;
    next[offset] = next[absorbed]!;
    if (next[absorbed]! <= length) previous[next[absorbed]!] = offset;
    pairRanks[absorbed] = NO_PAIR;
    parts--;
    pairRanks[offset] = pairRank(offset);
    if (pairRanks[offset] !== NO_PAIR) heap.push(pairRanks[offset]! * 2 ** 32 + offset);
    const before = previous[offset]!;
    if (before >= 0) {
      pairRanks[before] = pairRank(before);
      if (pairRanks[before] !== NO_PAIR) heap.push(pairRanks[before]! * 2 ** 32 + before);
    }
  }
  return parts;
}

class KeyHeap {
  private readonly keys: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  push(key: number): void {
    const keys = this.keys;
    let index = keys.length;
    keys.push(key);
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (keys[parent]! <= key) break;
      keys[index] = keys[parent]!;
      index = parent;
    }
    keys[index] = key;
  }

  pop(): number {
    const keys = this.keys;
    const top = keys[0]!;
    const last = keys.pop()!;
    if (keys.length === 0) return top;
    let index = 0;
    for (;;) {
      let child = 2 * index + 1;
      if (child >= keys.length) break;
      if (child + 1 < keys.length && keys[child + 1]! < keys[child]!) child++;
      if (keys[child]! >= last) break;
      keys[index] = keys[child]!;
      index = child;
    }
    keys[index] = last;
    return top;
  }
}
