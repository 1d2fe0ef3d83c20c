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
    throw new UsageError(
      `Cannot read ${show(path)}: ${error instanceof ReadRefusedError ? error.detail : (error as Error).message}. Nothing was written.`,
    );
  }
}

/**
 * Refuses a directory on the way to what `add` writes that is a link (into another project, say) or not a directory;
 * `mayBeMissing` ones are created or skipped by the caller. `layout` says where `add` writes, for the message.
 */
export function refuseUnsafeDirectories(
  dirs: readonly string[],
  mayBeMissing: readonly string[],
  show: (path: string) => string,
  layout: string,
): void {
  for (const dir of dirs) {
    const kind = pathKind(dir);
    if (kind === 'symlink')
      throw new UsageError(
        `${show(dir)} is a symbolic link; "add" writes only inside the project, never through a link. Nothing was written.`,
      );
    if (kind === 'missing' && mayBeMissing.includes(dir)) continue;
    if (kind !== 'directory')
      throw new UsageError(`${show(dir)} is not a directory; "add" writes ${layout}. Nothing was written.`);
  }
}

/** Refuses a file `add` would write that is a link or exists as something other than a regular file. */
export function refuseUnsafeFiles(paths: readonly string[], show: (path: string) => string): void {
  for (const path of paths) {
    const kind = pathKind(path);
    if (kind === 'symlink')
      throw new UsageError(`${show(path)} is a symbolic link; "add" never writes through a link. Nothing was written.`);
    if (kind !== 'missing' && kind !== 'file')
      throw new UsageError(`${show(path)} exists and is not a regular file. Nothing was written.`);
  }
}
