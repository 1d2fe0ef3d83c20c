// Where --cache keeps its file.
import { join, resolve } from 'node:path';
import { isDirectory } from '../fs-probes.js';

export const DEFAULT_CACHE_FILE = '.mcp-lint-cache';

/** ESLint's rule: a directory (existing, or written with a trailing slash) holds a file with the default name. */
export function cacheFilePath(location: string | undefined, cwd: string): string {
  if (location === undefined) return resolve(cwd, DEFAULT_CACHE_FILE);
  const path = resolve(cwd, location);
  if (/[\\/]$/.test(location) || isDirectory(path)) return join(path, DEFAULT_CACHE_FILE);
  return path;
}

