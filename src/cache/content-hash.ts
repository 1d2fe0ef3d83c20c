// A 64-bit content hash in plain JavaScript. node:crypto would cost more to load (10–15 ms on this machine) than
// hashing a whole project takes, and a cache hit must cost little more than Node's start-up. The hash guards
// against accidental staleness; a cache file written elsewhere is kept out by the files' local identity, recorded
// beside the hash (dependencies.ts). Two independent 32-bit multiply–xorshift lanes plus the length make an
// accidental collision between two versions of a file negligible.
export function contentHash(text: string): string {
  let a = 0x811c9dc5 ^ text.length;
  let b = 0x9e3779b9 ^ Math.imul(text.length, 0x85ebca6b);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  a ^= a >>> 16;
  a = Math.imul(a, 0x7feb352d);
  a ^= a >>> 15;
  b ^= b >>> 13;
  b = Math.imul(b, 0xc2b2ae35);
  b ^= b >>> 16;
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}.${text.length.toString(36)}`;
}
