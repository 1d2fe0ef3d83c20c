// Writes cl100k_base's vocabulary in the compact format src/lint/budget/rank-table.ts reads, from gpt-tokenizer's
// table (a devDependency: only its data ships, in this form). Run by scripts/bundle-cli.mjs.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The table as bytes: u32 LE count, a u8 length per token in rank order, then the tokens' bytes in rank order. */
export function tokenTableBytes() {
  const encoding = createRequire(import.meta.url)('gpt-tokenizer/encoding/cl100k_base');
  const decoder = encoding.default.bytePairEncodingCoreProcessor.bytePairRankDecoder;
  const tokens = [];
  for (let rank = 0; rank < decoder.length; rank++) {
    const value = decoder[rank];
    // gpt-tokenizer keeps a token as a string when its bytes are valid UTF-8, otherwise as an array of bytes.
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value === undefined ? Buffer.alloc(0) : Buffer.from(value);
    if (bytes.length > 255) throw new Error(`token-table: token ${rank} is ${bytes.length} bytes, more than a u8 length holds`);
    tokens.push(bytes);
  }
  const header = Buffer.alloc(4);
  header.writeUInt32LE(tokens.length, 0);
  return Buffer.concat([header, Buffer.from(tokens.map((bytes) => bytes.length)), ...tokens]);
}

export function writeTokenTable(path) {
  writeFileSync(path, tokenTableBytes());
}
