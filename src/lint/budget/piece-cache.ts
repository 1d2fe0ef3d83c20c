// Token counts of pieces that needed merging (identifiers, property names, rare words), kept by their bytes. The same
// few thousand recur across a corpus; a Map keyed by strings made a string per lookup, hit or miss, and that garbage
// cost more collector time than the merges saved. Here a lookup hashes the bytes in place and allocates nothing.
// Bounded: when either the entries or their bytes fill up, the cache starts again empty.

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
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
    for (let slot = hash(bytes, length) & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot]!;
      if (entry === EMPTY) return undefined;
      if (this.lengths[entry] === length && this.same(entry, bytes, length)) return this.counts[entry];
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
    let slot = hash(bytes, length) & this.mask;
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

function hash(bytes: Uint8Array, length: number): number {
  let value = FNV_OFFSET;
  for (let index = 0; index < length; index++) value = Math.imul(value ^ bytes[index]!, FNV_PRIME);
  return (value ^ (value >>> 15)) >>> 0;
}
