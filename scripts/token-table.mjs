// Writes cl100k_base's vocabulary, taken from the installed gpt-tokenizer (a devDependency), as one binary file the
// bundle ships (dist/bundle/vendor/cl100k.bin) and src/tokens/rank-table.ts views with typed arrays: loading
// gpt-tokenizer meant building its 100,000-entry rank Map, ≥ 50 ms of every run that counts, where one read of this
// file costs about 3 ms. The layout (little-endian):
//   header, 16 × uint32: magic "cl1b", format, token count N, byte count B, checksum of everything after the header,
//     then the source package as "name@version" in 32 bytes of UTF-8, zero-padded (words 8–15)
//   ranks, uint32 × N: each token's rank, the merge priority of byte-pair encoding
//   lengths, uint8 × N: each token's length in bytes (at most 128), summed into offsets when the file is read
//   bytes, uint8 × B, zero-padded to a multiple of 4: the tokens' byte strings, sorted bytewise, so a lookup is a
//     binary search
// src/tokens/rank-table.ts reads the same layout and holds its constants and checksum, taken from its tsc output
// (scripts/build.mjs compiles before it bundles); test/tokens/rank-table.test.ts reads back what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { FORMAT, HEADER_WORDS, MAGIC, SOURCE_BYTES, TABLE_FILE, tableChecksum } from '../dist/tokens/rank-table.js';

const SOURCE_PACKAGE = 'gpt-tokenizer';

function compareBytes(a, b) {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index++) if (a[index] !== b[index]) return a[index] - b[index];
  return a.length - b.length;
}

/**
 * gpt-tokenizer finds a token by its string when its bytes are UTF-8 (its isValidUTF8) and among its byte arrays
 * otherwise, so one table of bytes gives the same ranks only if every string is well formed and no two entries have
 * the same bytes. Byte arrays that are valid UTF-8 are left out, as gpt-tokenizer never finds them: in 4.0.0 the 8
 * tokens that begin with a byte-order mark (EF BB BF), which its TextDecoder drops before the string lookup. Dropping
 * the mark could find another token only for a merged pair that begins with it, and none can form while the only
 * token that begins with BB BF is those two bytes alone. A gpt-tokenizer that breaks any of this fails the build.
 */
function tokenBytes(ranks) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder('utf8', { fatal: true, ignoreBOM: true });
  const startsWith = (bytes, ...prefix) => prefix.every((byte, index) => bytes[index] === byte);
  const entries = [];
  ranks.forEach((value, rank) => {
    if (typeof value === 'string') {
      if (!value.isWellFormed()) throw new Error(`token-table: rank ${rank} is a string with a lone surrogate`);
      // Found whole by its string but never by a merge, which looks it up without its mark: one table cannot say both.
      if (value.startsWith('\ufeff')) throw new Error(`token-table: rank ${rank} is a string after a byte-order mark`);
      entries.push({ bytes: encoder.encode(value), rank });
      return;
    }
    const bytes = Uint8Array.from(value);
    if (startsWith(bytes, 0xbb, 0xbf) && bytes.length > 2)
      throw new Error(`token-table: rank ${rank} begins with BB BF: a merged pair could begin with a byte-order mark`);
    try {
      decoder.decode(bytes);
    } catch {
      entries.push({ bytes, rank });
      return;
    }
    if (!startsWith(bytes, 0xef, 0xbb, 0xbf)) throw new Error(`token-table: rank ${rank} is UTF-8 as a byte array`);
  });
  entries.sort((a, b) => compareBytes(a.bytes, b.bytes));
  for (let index = 1; index < entries.length; index++)
    if (compareBytes(entries[index - 1].bytes, entries[index].bytes) === 0)
      throw new Error(`token-table: ranks ${entries[index - 1].rank} and ${entries[index].rank} have the same bytes`);
  return entries;
}

/** The table as the bytes of the file, from gpt-tokenizer's rank list (strings and byte arrays, indexed by rank). */
export function encodeTokenTable(ranks, source) {
  const entries = tokenBytes(ranks);
  const count = entries.length;
  const byteCount = entries.reduce((sum, entry) => sum + entry.bytes.length, 0);
  const words = HEADER_WORDS + count + Math.ceil((count + byteCount) / 4);
  const buffer = new ArrayBuffer(words * 4);
  const header = new Uint32Array(buffer, 0, HEADER_WORDS);
  const rankOf = new Uint32Array(buffer, HEADER_WORDS * 4, count);
  const lengths = new Uint8Array(buffer, (HEADER_WORDS + count) * 4, count);
  const bytes = new Uint8Array(buffer, (HEADER_WORDS + count) * 4 + count, byteCount);
  let offset = 0;
  entries.forEach((entry, index) => {
    if (entry.bytes.length > 255) throw new Error(`token-table: rank ${entry.rank} is over 255 bytes`);
    rankOf[index] = entry.rank;
    lengths[index] = entry.bytes.length;
    bytes.set(entry.bytes, offset);
    offset += entry.bytes.length;
  });
  const sourceBytes = new TextEncoder().encode(source);
  if (sourceBytes.length > SOURCE_BYTES) throw new Error(`token-table: "${source}" is over ${SOURCE_BYTES} bytes`);
  new Uint8Array(buffer, 8 * 4, SOURCE_BYTES).set(sourceBytes);
  header.set([MAGIC, FORMAT, count, byteCount, tableChecksum(new Uint32Array(buffer, HEADER_WORDS * 4))]);
  return new Uint8Array(buffer);
}

/**
 * Writes the table into `vendorDir` from the gpt-tokenizer installed under `root`; returns the file and, for
 * THIRD-PARTY-NOTICES, a metafile-shaped record of the module the vocabulary came from and the notice of its origin,
 * OpenAI's tiktoken.
 */
export function writeTokenTable(root, vendorDir) {
  const require = createRequire(join(root, 'package.json'));
  const module = require.resolve(`${SOURCE_PACKAGE}/cjs/bpeRanks/cl100k_base`);
  const loaded = require(module);
  // The CommonJS build exports { default: table } (an ES module compiled to CommonJS).
  const ranks = Array.isArray(loaded) ? loaded : loaded?.default;
  if (!Array.isArray(ranks)) throw new Error(`token-table: ${module} has no array as its default export`);
  const { version } = JSON.parse(readFileSync(join(dirname(module), '..', '..', 'package.json'), 'utf8'));
  const file = join(vendorDir, TABLE_FILE);
  writeFileSync(file, encodeTokenTable(ranks, `${SOURCE_PACKAGE}@${version}`));
  const notice =
    `OpenAI tiktoken: the cl100k_base vocabulary in dist/bundle/vendor/${TABLE_FILE}, taken from ${SOURCE_PACKAGE}@${version} — MIT\n` +
    `https://github.com/openai/tiktoken\n\n${readFileSync(join(root, 'scripts', 'LICENSE-tiktoken.txt'), 'utf8').trim()}`;
  return { file, notice, metafile: { inputs: { [relative(root, module).replaceAll('\\', '/')]: {} } } };
}
