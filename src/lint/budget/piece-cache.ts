// Token counts of pieces that needed merging (identifiers, property names, rare words), kept by their bytes. The same
// few thousand recur across a corpus; a Map keyed by strings made a string per lookup, hit or miss, and that garbage
// cost more collector time than the merges saved. Here a lookup hashes the bytes in place and allocates nothing.
// Bounded: when either the entries or their bytes fill up, the cache starts again empty.

import { hashBytes } from './fnv.js';

const EMPTY = -1;

export class PieceCountCache {
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly starts: Int32Array;
  private readonly lengths: Int32Array;
  private readonly counts: Int32Array;
  private readonly pool: Uint8Array;
  private entries = 0;
  private poolUsed = 0;

  constructor(
    private readonly maxEntries = 1 << 15,
    poolBytes = 1 << 20,
  ) {
    let capacity = 1;
    while (capacity < maxEntries * 2) capacity *= 2;
    this.mask = capacity - 1;
    this.slots = new Int32Array(capacity).fill(EMPTY);
    this.starts = new Int32Array(maxEntries);
    this.lengths = new Int32Array(maxEntries);
    this.counts = new Int32Array(maxEntries);
    this.pool = new Uint8Array(poolBytes);
  }

  /** The count kept for bytes[0, length), or undefined. */
  get(bytes: Uint8Array, length: number): number | undefined {
    for (let slot = hashBytes(bytes, 0, length) & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot]!;
      if (entry === EMPTY) return undefined;
      if (this.lengths[entry] === length && this.same(entry, bytes, length)) return this.counts[entry];
    }
  }

  /** The same for text[start, end), all ASCII, given its finished hash (fnv.ts): nothing copied, nothing hashed twice. */
  getAscii(text: string, start: number, end: number, hash: number): number | undefined {
    const length = end - start;
    for (let slot = hash & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot]!;
      if (entry === EMPTY) return undefined;
      if (this.lengths[entry] !== length) continue;
      const kept = this.starts[entry]!;
      let index = 0;
      while (index < length && this.pool[kept + index] === text.charCodeAt(start + index)) index++;
      if (index === length) return this.counts[entry];
    }
  }

  set(bytes: Uint8Array, length: number, count: number): void {
    if (length > this.pool.length) return;
    if (this.entries === this.maxEntries || this.poolUsed + length > this.pool.length) this.clear();
    const entry = this.entries++;
    this.starts[entry] = this.poolUsed;
    this.lengths[entry] = length;
    this.counts[entry] = count;
    this.pool.set(bytes.subarray(0, length), this.poolUsed);
    this.poolUsed += length;
    let slot = hashBytes(bytes, 0, length) & this.mask;
    while (this.slots[slot] !== EMPTY) slot = (slot + 1) & this.mask;
    this.slots[slot] = entry;
  }

  private clear(): void {
    this.slots.fill(EMPTY);
    this.entries = 0;
    this.poolUsed = 0;
  }

  private same(entry: number, bytes: Uint8Array, length: number): boolean {
    const start = this.starts[entry]!;
    for (let index = 0; index < length; index++) if (this.pool[start + index] !== bytes[index]) return false;
    return true;
  }
}
