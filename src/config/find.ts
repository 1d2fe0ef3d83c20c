// Finds mcp-lint.config.json from a directory upwards, as ESLint and Prettier do, but never past the project root:
// the nearest directory holding package.json or .git (git finds its repository the same way). Without either up to
// the filesystem root, only the start directory is searched: a config in a shared parent (/tmp, a home directory) is
// not the project's, and another user may have put it there. A run that may read only some folders (`serve`) never
// looks outside them.
import { lstatSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isFile } from '../files/probes.js';
import { displayPath } from '../core/display-path.js';
import { CONFIG_FILE_NAME } from './schema.js';
import { currentIdentity, untrustedReason } from './trust.js';

/** What makes a directory a project root. `.git` is a directory in a clone and a file in a worktree or submodule. */
export const PROJECT_MARKERS = ['package.json', '.git'];

export interface ConfigSearch {
  /** A read policy (LintOptions.mayRead): directories and files it refuses are not looked at. */
  mayRead?: (path: string) => boolean;
  /** Where a config file that is found but not trusted is reported. */
  warn?: (message: string) => void;
  /** For messages: paths below it are shown relative to it. */
  cwd?: string;
}

const exists = (path: string): boolean => lstatSync(path, { throwIfNoEntry: false }) !== undefined;

/** The directories a lookup from `start` searches, nearest first. */
export function configSearchDirectories(start: string, mayRead: (path: string) => boolean = () => true): string[] {
  const directories: string[] = [];
  for (let directory = start; mayRead(directory); directory = dirname(directory)) {
    directories.push(directory);
    if (PROJECT_MARKERS.some((marker) => exists(join(directory, marker)))) return directories;
    if (dirname(directory) === directory) break;
  }
  return directories.slice(0, 1);
}

/**
 * The nearest config file, or undefined. A config file that is not trusted (trust.ts) ends the lookup with a warning:
 * the run goes on without a config rather than with one from further up.
 */
export function findConfigFile(start: string, search: ConfigSearch = {}): string | undefined {
  for (const directory of configSearchDirectories(start, search.mayRead)) {
    const candidate = join(directory, CONFIG_FILE_NAME);
    if (!isFile(candidate) || (search.mayRead && !search.mayRead(candidate))) continue;
    const reason = untrustedReason(candidate, currentIdentity());
    if (reason === undefined) return candidate;
    const shown = displayPath(candidate, search.cwd ?? start);
    search.warn?.(
      `not reading ${shown}: ${reason}, so someone else may have written it. Check it, then make it yours (chown/chmod), or pass it with --config.`,
    );
    return undefined;
  }
  return undefined;
}
