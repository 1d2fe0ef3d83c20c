// Recursive directory walk without recursion (deep trees cannot overflow the stack); symlinked
// directories are not followed, so a link cycle cannot loop.
import { readdirSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import type { IgnoreMatcher } from '../config/ignores.js';
import { UsageError } from '../core/usage-error.js';
import { classifyFile, type FileKind } from './classify.js';

/**
 * Directories that never hold tool definitions of the project being linted: installed dependencies (JavaScript's and
 * Python's: a virtual environment's site-packages ships JSON of its own), caches and build output.
 */
export const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  '.git',
  'dist',
  'build',
  'coverage',
  '.venv',
  'venv',
  '__pycache__',
  'site-packages',
  '.tox',
]);

export interface WalkedFile {
  path: string;
  kind: FileKind;
}

export function walkDirectory(root: string, isIgnored: IgnoreMatcher): WalkedFile[] {
  const found: WalkedFile[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const directory = pending.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch (error) {
      throw new UsageError(`Cannot read directory ${directory}: ${(error as Error).message}`);
    }
    const subdirectories: string[] = [];
    for (const entry of entries) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name) && !isIgnored(path)) subdirectories.push(path);
        continue;
      }
      const kind = classifyFile(entry.name);
      if (!kind || isIgnored(path)) continue;
      // A FIFO, socket or device found here (or behind a link) is skipped without being opened: opening one can
      // block, and it holds no tool definitions. What is found is still read through readRegularFile, which
      // refuses a file swapped for one after this listing.
      if (entry.isFile()) found.push({ path, kind });
      else if (entry.isSymbolicLink() && isFileLink(path)) found.push({ path, kind });
    }
    pending.push(...subdirectories);
  }
  // Sorted by path so output does not depend on the file system's listing order.
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function isFileLink(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
