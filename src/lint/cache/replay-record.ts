// A replay record: the report a whole `mcp-lint … --cache` run printed, with everything that run observed on disk
// and in its environment. When every observation still holds, the same command would print the same report, so
// bin/mcp-lint.js prints the recorded one without loading the linter at all (see replay.ts). This file is also
// bundled on its own (dist/bundle/replay.cjs): it imports node:fs and node:path and nothing else.
//
// What a record observes, and why that is enough:
// - the command: arguments, working directory, the environment variables that choose colours, whether stdout is a
//   terminal, the Node.js version, and the bundle that ran (its stat: a rebuild or an upgrade is another linter);
// - files, by stat (modification and change time, size, inode): every file the cache looked at (the linted files,
//   the local files they import, the manifests the source loader reads), the config file and --project's tsconfig.
//   A stat stands for the content only when the file was already older than the racy window when it was stat'ed,
//   before it was read (git's racily-clean rule, as for the cache's own file records);
// - directories, by listing (names and types): the directories walked for inputs and listed to resolve imports, so
//   an added, removed or renamed file is noticed. Listings, not times: the cache file itself is rewritten in the
//   working directory, which would change that directory's times on every run;
// - paths that were looked for and were not files: the config file in cwd and its parents, package.json files,
//   zod's manifest. One appearing changes what the run would find.
import { readdirSync, statSync, type Dirent, type Stats } from 'node:fs';
import { isFile, realPathOrUndefined } from '../fs-probes.js';

export const REPLAY_FORMAT = 1;

/** The listing of a directory that could not be read, so that a record can say so. */
export const UNREADABLE_DIRECTORY = '\u0000unreadable';

/** Environment variables that change the printed report (colours). */
export const REPLAY_ENV = ['NO_COLOR', 'FORCE_COLOR', 'NODE_DISABLE_COLORS', 'TERM'] as const;

/** [path, mtimeMs, ctimeMs, size, ino] */
export type FileSignature = [string, number, number, number, number];

export interface ReplayRecord {
  format: typeof REPLAY_FORMAT;
  node: string;
  /** The linter that printed the report: its file's signature. */
  entry: FileSignature;
  argv: string[];
  cwd: string;
  env: Record<string, string | null>;
  tty: boolean;
  files: FileSignature[];
  /** [directory, its listing as listingText() writes it] */
  directories: Array<[string, string]>;
  /** Paths that were not files. */
  absent: string[];
  stdout: string;
  exitCode: number;
}

export function signatureOf(path: string, stats: Pick<Stats, 'mtimeMs' | 'ctimeMs' | 'size' | 'ino'>): FileSignature {
  return [path, stats.mtimeMs, stats.ctimeMs, stats.size, stats.ino];
}

/**
 * A directory listing as text: each entry's name and type, sorted. `skip`: names left out (the cache file and its
 * temporary files, which change on every write).
 */
export function listingText(entries: readonly Dirent[], skip: (name: string) => boolean): string {
  const parts: string[] = [];
  for (const entry of entries) {
    if (skip(entry.name)) continue;
    const type = entry.isFile() ? 'f' : entry.isDirectory() ? 'd' : entry.isSymbolicLink() ? 'l' : 'o';
    parts.push(`${type}${entry.name}`);
  }
  return parts.sort().join('/');
}

/** Names a cache file at `cacheFile` puts in its directory: itself and its temporary files. */
export function cacheFileNames(cacheFileName: string): (name: string) => boolean {
  return (name) => name === cacheFileName || (name.startsWith(`${cacheFileName}.`) && /^\.\d+\.tmp$/.test(name.slice(cacheFileName.length)));
}

export function envOf(env: NodeJS.ProcessEnv): Record<string, string | null> {
  const picked: Record<string, string | null> = {};
  for (const name of REPLAY_ENV) picked[name] = env[name] ?? null;
  return picked;
}

/** The current command, as a record describes it. */
export interface Invocation {
  node: string;
  entry: string;
  argv: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  tty: boolean;
  cacheFileName: string;
}

/** Whether everything the record observed still holds for this invocation. Any doubt is a no. */
export function replayHolds(record: ReplayRecord, now: Invocation): boolean {
  if (record.node !== now.node || record.cwd !== now.cwd || record.tty !== now.tty) return false;
  if (record.argv.length !== now.argv.length || record.argv.some((arg, i) => arg !== now.argv[i])) return false;
  for (const name of REPLAY_ENV) if (record.env[name] !== (now.env[name] ?? null)) return false;
  // The bundle's own name for itself can be its real path (require() resolves links) where the shim's is not.
  if ((record.entry[0] !== now.entry && record.entry[0] !== realPathOrUndefined(now.entry)) || !sameStat(record.entry)) return false;
  for (const signature of record.files) if (!sameStat(signature)) return false;
  for (const path of record.absent) if (isFile(path)) return false;
  const skip = cacheFileNames(now.cacheFileName);
  for (const [directory, listing] of record.directories) {
    let now: string;
    try {
      now = listingText(readdirSync(directory, { withFileTypes: true }), skip);
    } catch {
      now = UNREADABLE_DIRECTORY;
    }
    if (now !== listing) return false;
  }
  return true;
}

function sameStat([path, mtimeMs, ctimeMs, size, ino]: FileSignature): boolean {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats !== undefined && stats.isFile() && stats.mtimeMs === mtimeMs && stats.ctimeMs === ctimeMs && stats.size === size && stats.ino === ino;
}


/** A record read from disk is used only when it has every field, of the right type. */
export function isReplayRecord(value: unknown): value is ReplayRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<ReplayRecord>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  const signature = (s: unknown) =>
    Array.isArray(s) && s.length === 5 && typeof s[0] === 'string' && s.slice(1).every((n) => typeof n === 'number');
  return r.format === REPLAY_FORMAT && typeof r.node === 'string' && signature(r.entry) && strings(r.argv) && typeof r.cwd === 'string' &&
    typeof r.env === 'object' && r.env !== null && typeof r.tty === 'boolean' && Array.isArray(r.files) && r.files.every(signature) &&
    Array.isArray(r.directories) && r.directories.every((d) => strings(d) && (d as unknown[]).length === 2) && strings(r.absent) &&
    typeof r.stdout === 'string' && isPrintable(r.stdout) && typeof r.exitCode === 'number';
}

/**
 * The recorded report may colour text (SGR sequences), and hold line feeds and tabs; any other control character
 * means the file was written by something else, possibly to drive a terminal, and it is not printed.
 */
function isPrintable(text: string): boolean {
  return !/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(text.replace(/\u001b\[[0-9;]*m/g, ''));
}
