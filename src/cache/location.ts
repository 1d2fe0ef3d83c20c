// Where --cache keeps its file: outside the linted tree, where tools keep their caches (node_modules/.cache, as Babel,
// ESLint's loaders and others do), so a cache file is never something a repository ships beside its sources. The
// name holds a hash of the working directory: projects that share one node_modules (a workspace) keep one file each
// instead of overwriting each other's. A node_modules that is a link is not used (LintCache.open).
import { join, resolve } from 'node:path';
import { isDirectory } from '../files/probes.js';
import { contentHash } from './content-hash.js';

export const DEFAULT_CACHE_DIR = join('node_modules', '.cache', 'mcp-lint');
/** The file's name inside a directory given as --cache-location (ESLint's rule). */
export const DEFAULT_CACHE_FILE = '.mcp-lint-cache';

/**
 * `location` (--cache-location): a file, or a directory (existing, or written with a trailing slash) that holds
 * `.mcp-lint-cache`. Without it: `<cwd>/node_modules/.cache/mcp-lint/results-<hash of cwd>.json`, made on first write.
 */
export function cacheFilePath(location: string | undefined, cwd: string): string {
  if (location === undefined) return resolve(cwd, DEFAULT_CACHE_DIR, `results-${contentHash(resolve(cwd))}.json`);
  const path = resolve(cwd, location);
  if (/[\\/]$/.test(location) || isDirectory(path)) return join(path, DEFAULT_CACHE_FILE);
  return path;
}
