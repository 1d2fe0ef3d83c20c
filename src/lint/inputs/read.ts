// Size limits for the files mcp-lint reads, checked with fstat before a byte is read: a file larger than any
// real tool list or server source (a stray dump, a bundle, a disk image) becomes one finding on that file instead
// of exhausting memory or V8's string limit (≈512 MiB) and ending the whole run.
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import type { FileKind } from './classify.js';

const MiB = 1024 * 1024;
/** A tools/list capture of 2,000 large tools is ~55 MB; real ones are KBs to a few MBs. */
export const MAX_JSON_FILE_BYTES = 128 * MiB;
/** The TypeScript parser needs many times a file's size in memory; hand-written servers are far below this. */
export const MAX_SOURCE_FILE_BYTES = 16 * MiB;

export function maxFileBytes(kind: FileKind): number {
  return kind === 'json' ? MAX_JSON_FILE_BYTES : MAX_SOURCE_FILE_BYTES;
}

export type BoundedRead = { ok: true; bytes: Buffer } | { ok: false; size: number; limit: number };

/** Reads the file if it is at most `limit` bytes. The size comes from the open descriptor, so it is the file read. */
export function readBoundedFile(path: string, limit: number): BoundedRead {
  const fd = openSync(path, 'r');
  try {
    const { size } = fstatSync(fd);
    if (size > limit) return { ok: false, size, limit };
    return { ok: true, bytes: readFileSync(fd) };
  } finally {
    closeSync(fd);
  }
}

/** For loaders that read text: the file's text, or an Error whose message says it is too large. */
export function readSourceText(path: string): string {
  const read = readBoundedFile(path, MAX_SOURCE_FILE_BYTES);
  if (!read.ok) throw new Error(tooLargeMessage(read.size, read.limit, 'source'));
  return read.bytes.toString('utf8');
}

export function tooLargeMessage(size: number, limit: number, kind: FileKind): string {
  const what = kind === 'json' ? 'JSON files' : 'TS/JS source files';
  return (
    `File is ${Math.round(size / MiB)} MiB; mcp-lint reads ${what} of at most ${limit / MiB} MiB, so it was not read. ` +
    'If it is not meant to be linted, exclude it with --ignore-pattern or "ignores" in mcp-lint.config.json.'
  );
}
