// cl100k_base's vocabulary as scripts/token-table.mjs writes it at build time (the layout is described there): one
// file read and viewed with typed arrays, no parsing and nothing allocated per token, so the first count costs about
// 3 ms where building gpt-tokenizer's rank Map cost ≥ 50 (docs/rules/context-budget.md). A rank is found by a binary
// search over the tokens' byte strings, sorted bytewise.
import { readFileSync } from 'node:fs';
import { UsageError } from '../core/usage-error.js';

export const TABLE_FILE = 'cl100k.bin';
// The layout's constants, which scripts/token-table.mjs writes with (from the tsc output, built before the bundle).
export const MAGIC = 0x62316c63; // "cl1b"
export const FORMAT = 2;
export const HEADER_WORDS = 16;
export const SOURCE_BYTES = 32;

export interface RankTable {
  /** The package the vocabulary was taken from, as name@version. */
  source: string;
  size: number;
  /** The rank of the bytes piece[start..end), or -1 when they are no token. */
  rankOf(piece: Uint8Array, start: number, end: number): number;
}

/** FNV-1a over 32-bit words: scripts/token-table.mjs writes it, and a table that does not match it is not used. */
export function tableChecksum(words: Uint32Array): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < words.length; index++) hash = Math.imul(hash ^ words[index]!, 0x01000193);
  return hash >>> 0;
}

function broken(file: string, why: string): UsageError {
  return new UsageError(
    `the token table ${file} ${why}: this installation of mcp-lint is damaged; reinstall it (npm install create-mcp-tool).`,
  );
}

/** Reads and checks the table: a missing, truncated or altered file is an error that says to reinstall. */
export function readRankTable(file: string): RankTable {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch (error) {
    throw broken(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (data.length < HEADER_WORDS * 4 || data.length % 4 !== 0) throw broken(file, 'is truncated');
  // Typed arrays need 4-byte alignment; a Buffer from readFileSync may sit anywhere in a pooled ArrayBuffer.
  const buffer = data.byteOffset % 4 === 0 ? data.buffer : new Uint8Array(data).buffer;
  const at = buffer === data.buffer ? data.byteOffset : 0;
  const header = new Uint32Array(buffer, at, HEADER_WORDS);
  if (header[0] !== MAGIC || header[1] !== FORMAT) throw broken(file, 'is not in the format this mcp-lint reads');
  const count = header[2]!;
  const byteCount = header[3]!;
  const words = HEADER_WORDS + count + Math.ceil((count + byteCount) / 4);
  if (words * 4 !== data.length) throw broken(file, 'is truncated');
  if (tableChecksum(new Uint32Array(buffer, at + HEADER_WORDS * 4, words - HEADER_WORDS)) !== header[4])
    throw broken(file, 'does not match its checksum');
  const sourceBytes = new Uint8Array(buffer, at + 8 * 4, SOURCE_BYTES);
  const sourceEnd = sourceBytes.indexOf(0);
  const source = new TextDecoder().decode(sourceEnd === -1 ? sourceBytes : sourceBytes.subarray(0, sourceEnd));
  const ranks = new Uint32Array(buffer, at + HEADER_WORDS * 4, count);
  const lengths = new Uint8Array(buffer, at + (HEADER_WORDS + count) * 4, count);
  const bytes = new Uint8Array(buffer, at + (HEADER_WORDS + count) * 4 + count, byteCount);
  // Lengths, not offsets, are stored: a quarter of the size, and summing them costs well under a millisecond.
  const offsets = new Uint32Array(count + 1);
  for (let index = 0; index < count; index++) offsets[index + 1] = offsets[index]! + lengths[index]!;
  if (offsets[count] !== byteCount) throw broken(file, 'is inconsistent');
  return {
    source,
    size: count,
    rankOf(piece, start, end) {
      const length = end - start;
      let low = 0;
      let high = count - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const from = offsets[middle]!;
        const tokenLength = offsets[middle + 1]! - from;
        const shared = tokenLength < length ? tokenLength : length;
        let order = 0;
        for (let index = 0; index < shared && order === 0; index++)
          order = bytes[from + index]! - piece[start + index]!;
        if (order === 0) order = tokenLength - length;
        if (order === 0) return ranks[middle]!;
        if (order < 0) low = middle + 1;
        else high = middle - 1;
      }
      return -1;
    },
  };
}
