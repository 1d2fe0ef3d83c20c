// The one way mcp-lint reads a file it was given or found: checked to be a regular file before it is opened (opening
// a device can have effects of its own), opened without blocking (a FIFO named tools.json must not hang a run or a
// `serve` session), checked again on the open descriptor, and read only up to a size limit, so what is checked is
// what is read.
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';

const MiB = 1024 * 1024;

export class ReadRefusedError extends Error {
  /** What follows the file's name in a message: "is a FIFO, not a regular file, so it was not read". */
  readonly detail: string;

  constructor(
    readonly path: string,
    readonly reason: 'not-regular-file' | 'too-large',
    readonly size?: number,
    readonly limit?: number,
    /** For 'not-regular-file': "a FIFO", "a directory", "a character device", … */
    readonly kind?: string,
  ) {
    const detail =
      reason === 'not-regular-file'
        ? `is ${kind ?? 'not a regular file'}${kind ? ', not a regular file' : ''}, so it was not read`
        : `is ${Math.ceil((size ?? 0) / MiB)} MiB; at most ${Math.floor((limit ?? 0) / MiB)} MiB is read, so it was not read`;
    super(`${path} ${detail}.`);
    this.detail = detail;
    this.name = 'ReadRefusedError';
  }
}

/** "a FIFO", "a directory", …: what a file that is not regular is, for messages. */
export function fileKind(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  return 'a special file';
}

/** Throws ReadRefusedError unless `stats` are those of a regular file of at most `limit` bytes. */
function checkRegular(path: string, stats: Stats, limit: number): void {
  if (!stats.isFile()) throw new ReadRefusedError(path, 'not-regular-file', undefined, undefined, fileKind(stats));
  if (stats.size > limit) throw new ReadRefusedError(path, 'too-large', stats.size, limit);
}

/**
 * Whether `path` (links followed) could be read by readRegularFile, from its stat alone: for a loader that hands the
 * reading to another part but must report a FIFO or a too-large file first. fs errors (ENOENT, …) are thrown as they are.
 */
export function checkRegularFile(path: string, limit: number): void {
  checkRegular(path, statSync(path), limit);
}

// O_NONBLOCK: opening a FIFO for reading otherwise waits for a writer. It changes nothing for a regular file.
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** Opens a regular file of at most `limit` bytes without blocking; the descriptor's own stat is checked. */
function openRegular(path: string, limit: number): { fd: number; stats: Stats } {
  checkRegularFile(path, limit);
  let fd: number;
  try {
    fd = openSync(path, READ_FLAGS);
  } catch (error) {
    // ENXIO: a socket (or a device without its driver) swapped in after the check above.
    if ((error as NodeJS.ErrnoException).code === 'ENXIO') throw new ReadRefusedError(path, 'not-regular-file');
    throw error;
  }
  try {
    // The descriptor is what is read: a file swapped for a FIFO or a device after the check is caught here.
    const stats = fstatSync(fd);
    checkRegular(path, stats, limit);
    return { fd, stats };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** The file's bytes; throws ReadRefusedError for a file that is not regular or larger than `limit`, fs errors as they are. */
export function readRegularFile(path: string, limit: number): Buffer {
  const { fd, stats } = openRegular(path, limit);
  try {
    // Read to the end, but never past the limit: a file that grows while it is read is cut off and refused.
    let chunk = Buffer.allocUnsafe(Math.min(limit + 1, Math.max(stats.size, 0) + 1));
    let length = 0;
    for (;;) {
      if (length === chunk.length) {
        if (length > limit) throw new ReadRefusedError(path, 'too-large', length, limit);
        const bigger = Buffer.allocUnsafe(Math.min(limit + 1, chunk.length * 2));
        chunk.copy(bigger, 0, 0, length);
        chunk = bigger;
      }
      const read = readSync(fd, chunk, length, chunk.length - length, null);
      if (read === 0) break;
      length += read;
    }
    if (length > limit) throw new ReadRefusedError(path, 'too-large', length, limit);
    return chunk.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/** At most the first `length` bytes of a regular file of any size (to recognise a file by how it starts). */
export function readRegularFileHead(path: string, length: number): Buffer {
  const { fd } = openRegular(path, Number.POSITIVE_INFINITY);
  try {
    const buffer = Buffer.alloc(length);
    let filled = 0;
    while (filled < length) {
      const read = readSync(fd, buffer, filled, length - filled, null);
      if (read === 0) break;
      filled += read;
    }
    return buffer.subarray(0, filled);
  } finally {
    closeSync(fd);
  }
}

/** The same, as UTF-8 text. */
export function readRegularTextFile(path: string, limit: number): string {
  return readRegularFile(path, limit).toString('utf8');
}
