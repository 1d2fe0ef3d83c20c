// The cache file on disk: read leniently (anything unreadable or malformed is an empty cache), written atomically
// (a temporary file renamed over the old one, so a crash or a parallel run never leaves half a file).
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LintResult } from '../types.js';
import type { FileRecord } from './dependencies.js';

/** 3: results carry fixes and suggestions; the key is the key text itself, not a hash of it; a replay line comes first. */
export const CACHE_FORMAT = 3;

export interface CacheEntry {
  /** Content hash of the file and of every local file its result depended on, by absolute path. */
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

export type CacheRead = { status: 'missing' } | { status: 'unusable'; reason: string } | { status: 'read'; contents: CacheContents };

export function readCacheFile(path: string): CacheRead {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? { status: 'missing' } : { status: 'unusable', reason: (error as Error).message };
  }
  try {
    const parsed = JSON.parse(text.slice(text.indexOf('\n') + 1)) as Partial<CacheContents> | null;
    if (parsed && parsed.format === CACHE_FORMAT && typeof parsed.key === 'string' && isRecord(parsed.entries) && isRecord(parsed.files)) {
      return { status: 'read', contents: parsed as CacheContents };
    }
  } catch {
    // fall through: not JSON
  }
  return { status: 'unusable', reason: 'not an mcp-lint cache file (corrupt, or written by another tool)' };
}

/** Writes the cache with an empty replay line: a record of an earlier run is not kept once the cache changed. */
export function writeCacheFile(path: string, contents: CacheContents): void {
  writeWhole(path, '\n' + JSON.stringify(contents));
}

function writeWhole(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** A file record from disk is used only when it has every field, of the right type. */
export function isUsableRecord(record: unknown): record is FileRecord {
  if (!isRecord(record)) return false;
  const r = record as Partial<FileRecord>;
  return typeof r.mtimeMs === 'number' && typeof r.ctimeMs === 'number' && typeof r.size === 'number' && typeof r.ino === 'number' &&
    typeof r.hash === 'string' && typeof r.settled === 'boolean' && Array.isArray(r.specifiers) && r.specifiers.every((s) => typeof s === 'string');
}

/**
 * Entries are checked one by one before use: the shape formatters rely on, and no control characters in the text
 * they print. mcp-lint's own messages never hold any (rules quote untrusted text), so a cache file that does was
 * written by something else, possibly committed to a repository to put escape sequences on a CI terminal.
 */
export function isUsableEntry(entry: unknown): entry is CacheEntry {
  if (!isRecord(entry) || !isRecord(entry.dependencies) || !isRecord(entry.result)) return false;
  const result = entry.result as Partial<LintResult>;
  return typeof result.source === 'string' && !CONTROL.test(result.source) && typeof result.toolCount === 'number' &&
    Array.isArray(result.diagnostics) && result.diagnostics.every(isPrintableDiagnostic) &&
    Array.isArray(result.suppressed) && result.suppressed.every(isPrintableDiagnostic);
}

/** C0 and C1 controls and DEL, except the line feed and tab that multi-line messages use. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const SEVERITIES = new Set(['error', 'warning', 'info']);

function isPrintableDiagnostic(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { message, severity, source, ruleId, toolName, pointer } = value;
  if (typeof message !== 'string' || typeof source !== 'string' || typeof pointer !== 'string' || !SEVERITIES.has(severity as string)) return false;
  if (ruleId !== null && typeof ruleId !== 'string') return false;
  if (toolName !== undefined && typeof toolName !== 'string') return false;
  return ![message, source, pointer, ruleId ?? '', toolName ?? ''].some((text) => CONTROL.test(text as string));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
