// --cache for source mode (ESLint's convention): results of TS/JS files are kept in a file, keyed by the fingerprint
// (content hash and local file identity) of each file and of every local file its result depended on, under a key
// made of everything else a result depends on. An unchanged project is then linted without loading TypeScript at all.
// The cache is only an optimisation: a missing, corrupt or unwritable cache file means linting as usual (with one
// warning at most), and an entry that this machine's earlier run did not write never matches (dependencies.ts).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LintResult } from '../core/types.js';
import { DependencyReader, type FileRecord } from './dependencies.js';
import { CACHE_FORMAT, readCacheFile, writeCacheFile, type CacheEntry } from './file.js';
import { refuseLinkedDirectories, WriteRefusedError } from '../files/write.js';

export { cacheFilePath } from './location.js';

export class LintCache {
  private readonly reader: DependencyReader;
  private changed: boolean;

  private constructor(
    private readonly path: string,
    private readonly within: string,
    private readonly key: string,
    private readonly entries: Record<string, CacheEntry>,
    files: Record<string, FileRecord>,
    keyChanged: boolean,
    private readonly warn: (message: string) => void,
  ) {
    this.reader = new DependencyReader(files);
    this.changed = keyChanged;
  }

  /**
   * `keyParts`: everything besides file contents that a result depends on. `within`: the working directory, below
   * which no directory on the way to the file may be a link (a committed `node_modules` link would put the cache,
   * and read one, wherever it points); then there is no cache, with a warning.
   */
  static open(path: string, keyParts: unknown, warn: (message: string) => void, within: string): LintCache | undefined {
    try {
      refuseLinkedDirectories(path, within);
    } catch (error) {
      if (!(error instanceof WriteRefusedError)) throw error;
      warn(
        `not using the cache: ${error.message.replace(/ or choose another path\.$/, ', or choose another place with --cache-location.')}`,
      );
      return undefined;
    }
    // Kept as the text itself, compared as a string: a few kilobytes, and hashing them on every run would cost a
    // cold process more (the hash loop gets compiled on the spot) than storing them does.
    const key = JSON.stringify(keyParts);
    const read = readCacheFile(path);
    if (read.status === 'unusable') warn(`ignoring the cache file ${path}: ${read.reason}. It will be rewritten.`);
    const previous = read.status === 'read' ? read.contents : undefined;
    // Entries made under another key (another version, config or flags) are all stale; file records stay true.
    const files: Record<string, FileRecord> = previous?.files ?? {};
    const sameKey = previous?.key === key;
    return new LintCache(path, within, key, sameKey ? previous.entries : {}, files, !sameKey, warn);
  }

  /** The cached result for a file, when the file and everything it depended on are unchanged. */
  lookup(file: string): LintResult | undefined {
    const path = resolve(file);
    const entry = this.entries[path];
    if (entry === undefined) return undefined;
    const now = this.reader.dependencies(path);
    if (!now || !sameDependencies(entry.dependencies, now)) return undefined;
    return entry.result;
  }

  store(file: string, result: LintResult): void {
    const path = resolve(file);
    const dependencies = this.reader.dependencies(path);
    if (dependencies) this.entries[path] = { dependencies, result };
    else delete this.entries[path];
    this.changed = true;
  }

  /** Writes the cache when anything changed; a failure is a warning, never an error of the run. */
  save(): void {
    if (!this.changed && !this.reader.recordsChanged) return;
    for (const path of Object.keys(this.entries)) if (!existsSync(path)) delete this.entries[path];
    const files = this.reader.fileRecords();
    for (const path of Object.keys(files)) if (!existsSync(path)) delete files[path];
    try {
      writeCacheFile(this.path, this.within, { format: CACHE_FORMAT, key: this.key, entries: this.entries, files });
      this.changed = false;
    } catch (error) {
      this.warn(`cannot write the cache file ${this.path} (${(error as Error).message}); linting works without it.`);
    }
  }
}

function sameDependencies(stored: Record<string, string>, now: Record<string, string>): boolean {
  const storedPaths = Object.keys(stored);
  if (storedPaths.length !== Object.keys(now).length) return false;
  return storedPaths.every((path) => stored[path] === now[path]);
}
