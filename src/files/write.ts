// The one way mcp-lint and create-mcp-tool write a file (a report, a capture, the cache, a lockfile, a fixed source
// file, a scaffolded file): the bytes go to a new temporary file beside the target, created exclusively and without
// following links, synced, then renamed over the target. So a link planted at the target or at a guessable temporary
// name is never written through, a reader never sees half a file, and a crash leaves the old file as it was.
import {
  closeSync,
  constants,
  fchmodSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { fileKind } from './read.js';

// node:crypto is required on the first write, not imported: this module is in the CLI bundle, and a run that writes
// nothing (most of them) must not pay for loading it.
let randomBytes: typeof import('node:crypto').randomBytes | undefined;
const randomHex = (): string =>
  (randomBytes ??= (createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto')).randomBytes)(
    8,
  ).toString('hex');

/** A target mcp-lint will not write: a symbolic link, or something that is not a regular file. */
export class WriteRefusedError extends Error {
  constructor(
    readonly path: string,
    /** 'linked-directory': a directory on the way to the target, below the working directory, is a symbolic link. */
    readonly reason: 'symbolic-link' | 'linked-directory' | 'not-regular-file',
    /** For 'not-regular-file': "a directory", "a FIFO (named pipe)", … */
    kind?: string,
  ) {
    super(
      reason === 'symbolic-link'
        ? `refusing to write ${path}: it is a symbolic link, and writing through it would change the file it points at. Remove the link or choose another path.`
        : reason === 'linked-directory'
          ? `refusing to write below ${path}: it is a symbolic link, and writing through it would put files wherever it points. Remove the link or choose another path.`
          : `refusing to write ${path}: it exists and is ${kind ?? 'something else'}, not a regular file. Choose another path.`,
    );
    this.name = 'WriteRefusedError';
  }
}

export interface WriteOptions {
  /** Permission bits of a new file (the umask applies); an existing file keeps its own unless `keepMode` is false. */
  mode?: number;
  keepMode?: boolean;
  /** Create the missing parent directories first. */
  makeDirectories?: boolean;
  /**
   * A folder (the working directory: the tree a repository controls) below which no directory on the way to the
   * target may be a symbolic link: with a committed `node_modules` or `src` link the file, and the directories
   * made for it, would land wherever the link points. Directories above it are the user's own.
   */
  within?: string;
  /**
   * false: skip the fsync (3–13 ms a file on ext4 here). Only for files in a directory this run created and moves into place
   * as a whole (the scaffolder's staging directory): there is no old file for a crash to lose.
   */
  sync?: boolean;
}

// O_NOFOLLOW does not exist on Windows, where a file created exclusively cannot be a link planted in advance anyway.
const CREATE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

/**
 * The target's mode when it is a regular file, undefined when it does not exist; WriteRefusedError for a link or
 * anything else. Exported for callers that refuse a target before doing the work whose result they will write.
 */
export function checkWriteTarget(path: string, within?: string): number | undefined {
  if (within !== undefined) refuseLinkedDirectories(path, within);
  let stats;
  try {
    stats = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (stats.isSymbolicLink()) throw new WriteRefusedError(path, 'symbolic-link');
  if (!stats.isFile()) throw new WriteRefusedError(path, 'not-regular-file', fileKind(stats));
  return stats.mode & 0o7777;
}

/** Throws WriteRefusedError for the first directory between `within` and `path` that is a symbolic link. */
export function refuseLinkedDirectories(path: string, within: string): void {
  const inside = relative(within, dirname(path));
  if (inside === '' || inside === '..' || inside.startsWith('..' + sep) || isAbsolute(inside)) return;
  let directory = within;
  for (const part of inside.split(sep)) {
    directory = join(directory, part);
    let linked = false;
    try {
      linked = lstatSync(directory).isSymbolicLink();
    } catch {
      return; // missing from here down: made by makeDirectories, so not a link
    }
    if (linked) throw new WriteRefusedError(directory, 'linked-directory');
  }
}

/** A file written in full beside its target and not yet renamed over it: `commit` puts it in place, `abandon` removes it. */
export interface PreparedWrite {
  readonly path: string;
  commit(): void;
  abandon(): void;
}

/**
 * The first half of writeFileAtomic: the target checked, the bytes in a synced temporary file beside it. For writes
 * that must all succeed or none (the scaffolder's): prepare every file, then commit each.
 */
export function prepareFileAtomic(path: string, data: string | Uint8Array, options: WriteOptions = {}): PreparedWrite {
  const existingMode = checkWriteTarget(path, options.within);
  if (options.makeDirectories) mkdirSync(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${randomHex()}.tmp`);
  const fd = openSync(temporary, CREATE_FLAGS, options.mode ?? 0o666);
  try {
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      for (let offset = 0; offset < bytes.length; ) offset += writeSync(fd, bytes, offset, bytes.length - offset);
      if (existingMode !== undefined && options.keepMode !== false) fchmodSync(fd, existingMode);
      if (options.sync !== false) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  const abandon = () => rmSync(temporary, { force: true });
  return {
    path,
    commit() {
      try {
        // rename replaces whatever is at the target by then, a link included, and never writes through it.
        renameSync(temporary, path);
      } catch (error) {
        abandon();
        throw error;
      }
    },
    abandon,
  };
}

/** Replaces `path` with `data` atomically; see the top of this file. */
export function writeFileAtomic(path: string, data: string | Uint8Array, options: WriteOptions = {}): void {
  prepareFileAtomic(path, data, options).commit();
}
