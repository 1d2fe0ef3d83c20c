// Where source mode looks for the stdio entries that load a module (loaders/source/stdio-modules.ts and
// loaders/python/stdio-modules.ts), shared with --cache (cache/dependencies.ts), whose cached result for a module must
// depend on those same files. Plain text tests: the cache decides without loading TypeScript.
import { opendirSync, type Dir } from 'node:fs';
import { dirname } from 'node:path';

/** Text every stdio entry holds (the SDK's transport class, fastmcp's option); files without it are not entries. */
export const MAY_START_STDIO = /StdioServerTransport|transportType/;
/** Text every stdout write holds. */
export const MAY_WRITE_STDOUT = /\bconsole\b|\bstdout\b/;

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
const DECLARATION_FILE = /\.d\.[cm]?ts$/;
/** Folders walked up from a module, and source files looked at in each (by name order): bounded for generated trees. */
const MAX_FOLDERS = 8;
export const MAX_FILES_PER_FOLDER = 200;
/** Entries of a folder read to find its source files: a folder of a million generated files costs no more. */
export const MAX_FOLDER_ENTRIES = 2000;

export function isSourceFileName(name: string): boolean {
  return SOURCE_FILE.test(name) && !DECLARATION_FILE.test(name);
}

/** The module's folder and each folder above it, up to `packageRoot` (the folder of its nearest package.json). */
export function foldersUpTo(module: string, packageRoot: string): string[] {
  const folders: string[] = [];
  let folder = dirname(module);
  for (let count = 0; count < MAX_FOLDERS; count++) {
    folders.push(folder);
    if (folder === packageRoot || dirname(folder) === folder) break;
    folder = dirname(folder);
  }
  return folders;
}

/**
 * Names of the regular files in a folder that `accept` takes (a Dirent does not follow links), in a stable order:
 * from the first MAX_FOLDER_ENTRIES entries, so a folder of a million generated files costs no more than a small one.
 */
export function regularFileNames(folder: string, accept: (name: string) => boolean): string[] {
  const names: string[] = [];
  let dir: Dir | undefined;
  try {
    dir = opendirSync(folder);
    for (
      let seen = 0, entry = dir.readSync();
      entry !== null && seen < MAX_FOLDER_ENTRIES;
      seen++, entry = dir.readSync()
    ) {
      if (entry.isFile() && accept(entry.name)) names.push(entry.name);
    }
  } catch {
    // an unreadable folder holds no entry this run can see
  } finally {
    dir?.closeSync();
  }
  return names.sort().slice(0, MAX_FILES_PER_FOLDER);
}
