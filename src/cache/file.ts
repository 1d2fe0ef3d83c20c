// The cache file on disk: used only when every field of it matches the schema (schema.ts, compiled at build time);
// anything unreadable or malformed is an empty cache with one warning. Written through writeFileAtomic, so a crash,
// a parallel run or a link planted at the cache's name never leaves half a file or writes elsewhere.
import { writeFileAtomic } from '../files/write.js';
import { readRegularTextFile } from '../files/read.js';
import { cacheFile } from '../spec/generated/cache-file.js';
import type { AjvValidate } from '../spec/ajv-types.js';
import type { LintResult } from '../core/types.js';
import type { FileRecord } from './dependencies.js';
import { CACHE_FORMAT } from './schema.js';

export { CACHE_FORMAT };

/** A cache file larger than this is not read (a few hundred bytes per linted file is usual). */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
const matchesCacheSchema = cacheFile as AjvValidate;

export interface CacheEntry {
  /** Fingerprint (content hash and local identity) of the file and of every local file its result depended on. */
  dependencies: Record<string, string>;
  result: LintResult;
}

export interface CacheContents {
  format: typeof CACHE_FORMAT;
  /** What every entry was computed under (mcp-lint version, config, rule settings, spec, flags). */
  key: string;
  entries: Record<string, CacheEntry>;
  /** Stat, hash and import specifiers of each file read, by absolute path: unchanged files are not read again. */
  files: Record<string, FileRecord>;
}

export type CacheRead =
  | { status: 'missing' }
  | { status: 'unusable'; reason: string }
  | { status: 'read'; contents: CacheContents };

export function readCacheFile(path: string): CacheRead {
  let text: string;
  try {
    text = readRegularTextFile(path, MAX_CACHE_BYTES);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR'
      ? { status: 'missing' }
      : { status: 'unusable', reason: (error as Error).message };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { status: 'unusable', reason: 'not an mcp-lint cache file (corrupt, or written by another tool)' };
  }
  if (!matchesCacheSchema(parsed)) {
    const error = matchesCacheSchema.errors?.[0];
    const where = error ? ` (${describePointer(error.instancePath)} ${error.message ?? 'is wrong'})` : '';
    return { status: 'unusable', reason: `not an mcp-lint ${CACHE_FORMAT} cache file${where}` };
  }
  return { status: 'read', contents: parsed as CacheContents };
}

/** `/entries/~1src~1a.ts/result/diagnostics/0` → `entry /src/a.ts: result.diagnostics.0` (paths cut to 200 characters). */
function describePointer(pointer: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~').slice(0, 200));
  if (parts[0] === 'entries' && parts.length > 1) return `entry ${parts[1]}: ${parts.slice(2).join('.') || 'it'}`;
  return parts.join('.') || 'the file';
}

/** Readable and writable by its owner only: it decides which findings a run reports. */
export function writeCacheFile(path: string, within: string, contents: CacheContents): void {
  writeFileAtomic(path, JSON.stringify(contents), { mode: 0o600, makeDirectories: true, within });
}
