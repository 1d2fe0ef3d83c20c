// Which local files a source file's result depends on, found without TypeScript: the file, the project files it
// imports (transitively, resolved the way the source loader resolves them), and the manifests the loader reads
// (the nearest package.json decides the SDK generation, the installed zod's package.json its flavour).
// Specifiers are found with a regular expression, so a specifier in a comment or string counts too: an extra
// dependency only costs an extra cache miss, never a stale result.
// Each dependency is recorded with its content hash and the identity of the file on this machine (device, inode,
// size, modification and change times): a cache file that came with a repository, or was copied from another
// machine, names files a fresh checkout can never reproduce, so none of its entries is ever used.
import { readdirSync, statSync, type Dirent, type Stats } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { contentHash } from './content-hash.js';
import { isFile } from '../files/probes.js';
import { readSourceText } from '../inputs/read.js';
import {
  foldersUpTo,
  isSourceFileName,
  MAX_FILES_PER_FOLDER,
  MAX_FOLDER_ENTRIES,
  MAY_START_STDIO,
  MAY_WRITE_STDOUT,
} from '../inputs/stdio-entries.js';

/** Same list and order as the source loader's resolver (loaders/source/project.ts). */
const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx'];
const SCRIPT = /\.(m|c)?(t|j)sx?$/;
const SPECIFIER = /(?:\bfrom|\bimport|\brequire|\bexport)\s*\(?\s*(['"`])(\.{1,2}(?:\/[^'"`\n]*)?)\1/g;
/** A result that depends on more files than this is not cached (a bound on the work a hit may cost). */
export const MAX_DEPENDENCIES = 2000;
/**
 * A file whose stat is unchanged is taken to be unchanged only when it was last modified (and its inode last
 * changed) this long before its content was hashed (git's "racily clean" rule): file systems keep coarse times, so
 * an edit right after the hash could otherwise keep the same time and size. Tests shorten it; nothing else does.
 */
export const racyWindow = { ms: 2000 };

/** What the cache keeps about one file between runs, so an unchanged file need not be read again. */
export interface FileRecord {
  mtimeMs: number;
  ctimeMs: number;
  size: number;
  ino: number;
  dev: number;
  hash: string;
  /** Relative import specifiers found in it (scripts only). */
  specifiers: string[];
  /** The stat above may stand for the content: it was already old when the content was hashed. */
  settled: boolean;
  /**
   * Whether it may start the stdio transport, and may write to stdout (scripts only; see stdio-entries.ts). Absent in
   * records of older versions: such a record is read again.
   */
  startsStdio?: boolean;
  writesStdout?: boolean;
}

interface FileFacts {
  /** Content hash and local identity (see the top of this file). */
  fingerprint: string;
  /** Local files this one imports. */
  imports: string[];
  startsStdio: boolean;
  writesStdout: boolean;
}

/** Reads and hashes each file at most once per run, however many results depend on it. */
export class DependencyReader {
  private readonly facts = new Map<string, FileFacts | null>();
  private readonly manifests = new Map<string, string[]>();
  /** The nearest package.json from a directory upwards (found with the manifests). */
  private readonly packageJsons = new Map<string, string | undefined>();
  private readonly resolved = new Map<string, string | undefined>();
  private readonly listings: DirectoryListings;
  private readonly records: Record<string, FileRecord> = {};
  /** True when a record differs from the one the cache held (the cache file is then worth writing). */
  recordsChanged = false;

  /** `known`: records from the last run's cache. */
  constructor(private readonly known: Record<string, FileRecord> = {}) {
    this.listings = new DirectoryListings();
  }

  /**
   * Every file the result for absolute path `file` depends on, with its fingerprint (content hash and local
   * identity; the file itself included), or undefined when one cannot be read or there are too many to check cheaply.
   */
  dependencies(file: string): Record<string, string> | undefined {
    const found: Record<string, string> = {};
    const queue = [file];
    let count = 0;
    const follow = (): boolean => {
      while (queue.length > 0) {
        const path = queue.pop()!;
        if (path in found) continue;
        const facts = this.factsOf(path);
        if (!facts || ++count > MAX_DEPENDENCIES) return false;
        found[path] = facts.fingerprint;
        queue.push(...facts.imports);
      }
      return true;
    };
    if (!follow()) return undefined;
    // A module's stdout writes are judged against the stdio entries in the folders above it (stdio-modules.ts).
    if (this.factsOf(file)?.writesStdout) {
      const entries = this.stdioEntriesAbove(file);
      if (!entries) return undefined;
      queue.push(...entries);
      if (!follow()) return undefined;
    }
    for (const manifest of this.manifestsFor(dirname(file))) {
      const fingerprint = this.factsOf(manifest)?.fingerprint;
      if (fingerprint !== undefined) found[manifest] = fingerprint;
    }
    return found;
  }

  /** Records for the next run: every file this run looked at, and the earlier ones it did not need. */
  fileRecords(): Record<string, FileRecord> {
    return { ...this.known, ...this.records };
  }

  private factsOf(path: string): FileFacts | null {
    let facts = this.facts.get(path);
    if (facts !== undefined) return facts;
    const record = this.recordOf(path);
    facts = record
      ? {
          fingerprint: fingerprintOf(record),
          imports: this.resolveAll(path, record.specifiers),
          startsStdio: record.startsStdio === true,
          writesStdout: record.writesStdout === true,
        }
      : null;
    this.facts.set(path, facts);
    return facts;
  }

  private recordOf(path: string): FileRecord | undefined {
    let stats: Stats | undefined;
    try {
      stats = statSync(path, { throwIfNoEntry: false });
    } catch {
      stats = undefined;
    }
    if (!stats?.isFile()) return undefined;
    const known = this.known[path];
    if (
      known?.settled &&
      known.startsStdio !== undefined &&
      known.writesStdout !== undefined &&
      known.mtimeMs === stats.mtimeMs &&
      known.ctimeMs === stats.ctimeMs &&
      known.size === stats.size &&
      known.ino === stats.ino &&
      known.dev === stats.dev
    ) {
      this.records[path] = known;
      return known;
    }
    let text: string;
    try {
      text = readSourceText(path); // what the source loader reads, so equal hashes mean equal input
    } catch {
      return undefined;
    }
    const record: FileRecord = {
      mtimeMs: stats.mtimeMs,
      ctimeMs: stats.ctimeMs,
      size: stats.size,
      ino: stats.ino,
      dev: stats.dev,
      hash: contentHash(text),
      specifiers: SCRIPT.test(path) ? specifiersIn(text) : [],
      startsStdio: SCRIPT.test(path) && MAY_START_STDIO.test(text),
      writesStdout: SCRIPT.test(path) && MAY_WRITE_STDOUT.test(text),
      settled: Math.max(stats.mtimeMs, stats.ctimeMs) < Date.now() - racyWindow.ms,
    };
    this.records[path] = record;
    if (!known || known.hash !== record.hash || known.settled !== record.settled || known.mtimeMs !== record.mtimeMs)
      this.recordsChanged = true;
    return record;
  }

  /** Resolutions are redone every run (a new file can shadow an old target), memoised per directory. */
  private resolveAll(fromFile: string, specifiers: readonly string[]): string[] {
    const dir = dirname(fromFile);
    const found = new Set<string>();
    for (const specifier of specifiers) {
      const key = `${dir}\0${specifier}`;
      let target = this.resolved.get(key);
      if (target === undefined && !this.resolved.has(key)) {
        target = resolveImport(fromFile, specifier, (path) => this.listings.isFile(path));
        this.resolved.set(key, target);
      }
      if (target) found.add(target);
    }
    return [...found];
  }

  /**
   * The files that may start stdio among the first source files (by name) of the module's folder and each folder
   * above it, up to its package.json's folder; undefined when a folder is too large to list as the loader does.
   */
  private stdioEntriesAbove(module: string): string[] | undefined {
    this.manifestsFor(dirname(module));
    const packageJson = this.packageJsons.get(dirname(module));
    const entries: string[] = [];
    for (const folder of foldersUpTo(module, packageJson ? dirname(packageJson) : dirname(module))) {
      const names = this.listings.fileNames(folder);
      if (!names) return undefined;
      for (const name of names.filter(isSourceFileName).sort().slice(0, MAX_FILES_PER_FOLDER)) {
        const path = join(folder, name);
        if (path !== module && this.factsOf(path)?.startsStdio) entries.push(path);
      }
    }
    return entries;
  }

  /** The nearest package.json, and the zod package.json the loader would find, from `dir` upwards. */
  private manifestsFor(dir: string): string[] {
    let found = this.manifests.get(dir);
    if (found) return found;
    found = [];
    let packageJson: string | undefined, zod: string | undefined;
    for (let current = dir; ; current = dirname(current)) {
      const manifest = join(current, 'package.json');
      if (packageJson === undefined && isFile(manifest)) packageJson = manifest;
      const zodManifest = join(current, 'node_modules', 'zod', 'package.json');
      if (zod === undefined && isFile(zodManifest)) zod = zodManifest;
      if ((packageJson && zod) || dirname(current) === current) break;
    }
    if (packageJson) found.push(packageJson);
    if (zod) found.push(zod);
    this.manifests.set(dir, found);
    this.packageJsons.set(dir, packageJson);
    return found;
  }
}

function fingerprintOf(record: FileRecord): string {
  return `${record.hash} ${record.dev}:${record.ino} ${record.size} ${record.mtimeMs} ${record.ctimeMs}`;
}

function specifiersIn(text: string): string[] {
  const found = new Set<string>();
  SPECIFIER.lastIndex = 0;
  for (let match = SPECIFIER.exec(text); match !== null; match = SPECIFIER.exec(text)) found.add(match[2]!);
  return [...found];
}

/** Mirrors Project.resolveImport: relative specifiers only, never into a node_modules the importer is not in. */
function resolveImport(fromFile: string, specifier: string, isFile: (path: string) => boolean): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  const depth = (path: string) => path.split(/[\\/]node_modules[\\/]/).length;
  const importerDepth = depth(fromFile);
  // Candidates in the loader's order, built one at a time: the first or second usually exists.
  const accept = (candidate: string) => isFile(candidate) && depth(candidate) <= importerDepth;
  if (accept(base)) return base;
  const swapped = base.replace(/\.(m|c)?jsx?$/, '');
  if (swapped !== base) for (const ext of RESOLVE_EXTENSIONS) if (accept(swapped + ext)) return swapped + ext;
  for (const ext of RESOLVE_EXTENSIONS) if (accept(base + ext)) return base + ext;
  for (const ext of RESOLVE_EXTENSIONS) {
    const index = join(base, 'index' + ext);
    if (accept(index)) return index;
  }
  return undefined;
}

/**
 * Whether paths are files, from one listing per directory: resolving the imports of an entry point that imports
 * 200 modules would otherwise stat about 400 candidates. Entries whose type a listing cannot tell (symbolic links)
 * are stat'ed.
 */
class DirectoryListings {
  private readonly listings = new Map<string, Map<string, boolean | undefined>>();

  /**
   * Names of the regular files of a directory (the source loader does not follow links either); undefined when it
   * holds more entries than the loader reads of it (stdio-modules.ts).
   */
  fileNames(dir: string): string[] | undefined {
    const listing = this.listingOf(dir);
    if (listing.size > MAX_FOLDER_ENTRIES) return undefined;
    return [...listing].filter(([, file]) => file === true).map(([name]) => name);
  }

  isFile(path: string): boolean {
    const listing = this.listingOf(dirname(path));
    const name = basename(path);
    if (!listing.has(name)) return false;
    const known = listing.get(name);
    if (known !== undefined) return known;
    return isFile(path);
  }

  private listingOf(dir: string): Map<string, boolean | undefined> {
    let listing = this.listings.get(dir);
    if (!listing) {
      listing = new Map();
      let entries: Dirent[] | undefined;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        // not a readable directory: nothing in it is a file we can read
      }
      for (const entry of entries ?? [])
        listing.set(entry.name, entry.isFile() ? true : entry.isSymbolicLink() ? undefined : false);
      this.listings.set(dir, listing);
    }
    return listing;
  }
}
