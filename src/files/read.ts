// The one way mcp-lint reads a file it was given or found: opened without blocking (a FIFO or a device named
// tools.json must not hang a run or a `serve` session), checked on the open descriptor to be a regular file, and read
// only up to a size limit, so what is checked is what is read.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

const MiB = 1024 * 1024;

export class ReadRefusedError extends Error {
  constructor(
    readonly path: string,
    readonly reason: 'not-regular-file' | 'too-large',
    readonly size?: number,
    readonly limit?: number,
  ) {
    super(
      reason === 'not-regular-file'
        ? `${path} is not a regular file (a directory, FIFO, socket or device), so it was not read.`
        : `${path} is ${Math.ceil((size ?? 0) / MiB)} MiB; at most ${Math.floor((limit ?? 0) / MiB)} MiB is read, so it was not read.`,
    );
    this.name = 'ReadRefusedError';
  }
}

// O_NONBLOCK: opening a FIFO for reading otherwise waits for a writer. It changes nothing for a regular file.
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** The file's bytes; throws ReadRefusedError for a file that is not regular or larger than `limit`, fs errors as they are. */
export function readRegularFile(path: string, limit: number): Buffer {
  const fd = openSync(path, READ_FLAGS);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new ReadRefusedError(path, 'not-regular-file');
    if (stats.size > limit) throw new ReadRefusedError(path, 'too-large', stats.size, limit);
    // Read to the end, but never past the limit: a file that grows while it is read is cut off and refused.
    const buffer = Buffer.allocUnsafe(Math.min(limit + 1, Math.max(stats.size, 0) + 1));
    let length = 0;
    let chunk = buffer;
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

/** The same, as UTF-8 text. */
export function readRegularTextFile(path: string, limit: number): string {
  return readRegularFile(path, limit).toString('utf8');
}
