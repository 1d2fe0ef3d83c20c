// What `create-mcp-tool add` checks before it writes, in TypeScript and Python projects alike: what a target path is
// (never followed through a link), and reading the file that lists the tools without hanging on a FIFO or a device.
import { lstatSync } from 'node:fs';
import { ReadRefusedError, readRegularTextFile } from '../files/read.js';
import { MAX_SOURCE_FILE_BYTES } from '../inputs/read.js';
import { UsageError } from './errors.js';

export type PathKind = 'missing' | 'file' | 'directory' | 'symlink' | 'other';

export function pathKind(path: string): PathKind {
  try {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return 'symlink';
    return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : 'other';
  } catch {
    return 'missing';
  }
}

/** The text of the file that registers every tool; a FIFO, a device or a huge file there is a usage error, never a hang. */
export function readToolList(path: string, show: (path: string) => string): string {
  try {
    return readRegularTextFile(path, MAX_SOURCE_FILE_BYTES);
  } catch (error) {
    throw new UsageError(`Cannot read ${show(path)}: ${error instanceof ReadRefusedError ? error.detail : (error as Error).message}. Nothing was written.`);
  }
}

/** Refuses a file `add` would write that is a link or exists as something other than a regular file. */
export function refuseUnsafeFiles(paths: readonly string[], show: (path: string) => string): void {
  for (const path of paths) {
    const kind = pathKind(path);
    if (kind === 'symlink') throw new UsageError(`${show(path)} is a symbolic link; "add" never writes through a link. Nothing was written.`);
    if (kind !== 'missing' && kind !== 'file') throw new UsageError(`${show(path)} exists and is not a regular file. Nothing was written.`);
  }
}
