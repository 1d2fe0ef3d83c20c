// cl100k_base's vocabulary as a compact table: every token's bytes in one buffer, found by an open-addressing hash
// of the bytes. gpt-tokenizer keeps the same vocabulary as 100,000 strings in a Map, which cost about 35 MB of
// peak memory and 50 ms to build on every run that counts; this table is under 2 MB and builds in a few
// milliseconds, and a lookup reads bytes in place, with no string made per piece.
//
// File format (written at build time by scripts/token-table.mjs from gpt-tokenizer's table):
//   u32 little-endian  token count N (ranks are 0 … N-1)
//   u8 × N             the byte length of each token, in rank order (cl100k_base's longest token is 128 bytes)
//   bytes              the tokens' bytes, concatenated in rank order

import { hashBytes } from './fnv.js';

export const NOT_A_TOKEN = -1;

export class RankTable {
  readonly size: number;
  private readonly bytes: Uint8Array;
  private readonly offsets: Int32Array;
  private readonly slots: Int32Array;
  private readonly mask: number;
  /** Ranks of the two-byte tokens by their bytes (first << 8 | second): merging starts from byte pairs. */
  private readonly twoByteRanks = new Int32Array(1 << 16).fill(NOT_A_TOKEN);

  constructor(file: Uint8Array) {
    const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
    if (file.byteLength < 4) throw new Error('token table: the file is truncated');
    const count = view.getUint32(0, true);
    const lengths = file.subarray(4, 4 + count);
    this.bytes = file.subarray(4 + count);
    this.size = count;
    this.offsets = new Int32Array(count + 1);
    for (let rank = 0; rank < count; rank++) this.offsets[rank + 1] = this.offsets[rank]! + lengths[rank]!;
    if (lengths.length !== count || this.offsets[count] !== this.bytes.length) throw new Error('token table: the file does not match its header');
    // A power of two at least 2.5 times the count keeps probe chains short.
    let capacity = 1;
    while (capacity < count * 2.5) capacity *= 2;
    this.mask = capacity - 1;
    this.slots = new Int32Array(capacity).fill(NOT_A_TOKEN);
    for (let rank = 0; rank < count; rank++) {
      const start = this.offsets[rank]!;
      const end = this.offsets[rank + 1]!;
      if (end === start) continue;
      if (end - start === 2) this.twoByteRanks[(this.bytes[start]! << 8) | this.bytes[start + 1]!] = rank;
      let slot = hashBytes(this.bytes, start, end) & this.mask;
      while (this.slots[slot] !== NOT_A_TOKEN) slot = (slot + 1) & this.mask;
      this.slots[slot] = rank;
    }
  }

  /** The rank of the token whose bytes are bytes[start, end), or NOT_A_TOKEN. */
  rankOf(bytes: Uint8Array, start: number, end: number): number {
    const length = end - start;
    if (length === 2) return this.twoByteRanks[(bytes[start]! << 8) | bytes[start + 1]!]!;
    let slot = hashBytes(bytes, start, end) & this.mask;
    for (;;) {
      const rank = this.slots[slot]!;
      if (rank === NOT_A_TOKEN) return NOT_A_TOKEN;
      const tokenStart = this.offsets[rank]!;
      if (this.offsets[rank + 1]! - tokenStart === length && sameBytes(this.bytes, tokenStart, bytes, start, length)) return rank;
      slot = (slot + 1) & this.mask;
    }
  }

  /**
   * The same for text[start, end), all ASCII (a character's code is its byte), given the piece's finished hash
   * (fnv.ts): no copy into bytes and no second pass to hash.
   */
  rankOfAscii(text: string, start: number, end: number, hash: number): number {
    const length = end - start;
    if (length === 2) return this.twoByteRanks[(text.charCodeAt(start) << 8) | text.charCodeAt(start + 1)]!;
    const tokenBytes = this.bytes;
    for (let slot = hash & this.mask; ; slot = (slot + 1) & this.mask) {
      const rank = this.slots[slot]!;
      if (rank === NOT_A_TOKEN) return NOT_A_TOKEN;
      const tokenStart = this.offsets[rank]!;
      if (this.offsets[rank + 1]! - tokenStart !== length) continue;
      let index = 0;
      while (index < length && tokenBytes[tokenStart + index] === text.charCodeAt(start + index)) index++;
      if (index === length) return rank;
    }
  }
}

function sameBytes(a: Uint8Array, aStart: number, b: Uint8Array, bStart: number, length: number): boolean {
  for (let index = 0; index < length; index++) if (a[aStart + index] !== b[bStart + index]) return false;
  return true;
}
