// FNV-1a, 32 bits: the hash of the token table, the merged-piece cache and the pre-tokenizer (which hashes a piece
// while it finds where the piece ends, so a lookup does not read the characters twice).
export const FNV_OFFSET = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;

// FNV's low bits mix poorly for short keys; fold the high half in before a table masks it.
export function finishHash(hash: number): number {
  return (hash ^ (hash >>> 15)) >>> 0;
}

export function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let index = start; index < end; index++) hash = Math.imul(hash ^ bytes[index]!, FNV_PRIME);
  return finishHash(hash);
}
