// Where a run may read: one policy for the CLI, the library's lint(), `mcp-lint serve` and the ESLint plugin. A
// repository is untrusted input, and a relative import (`../../other-repo/src/config`) or a committed symbolic link
// (`config.py -> ../../.env`, `tools.json -> ~/.aws/…`) would otherwise make the linter read a file beside it and
// quote its values in findings, which CI prints. So every path is judged after following links, against folders:
// the project of the working directory (the nearest folder upward holding `.git`, else the working directory), and
// for each input the user named outside it, that input's own project. `serve` passes its roots instead.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isDirectory, realPathOrUndefined } from './probes.js';
import type { ReadPolicy } from '../core/options.js';

/** Why a file the policy refuses was not read, for the finding that names it. */
export const OUTSIDE_READ_FOLDERS =
  "it lies outside the folders this run may read (the project, or serve's roots), after following symbolic links, so it was not read";

/** Whether `path` is `folder` or below it (both absolute; compared as written). */
export function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith('..' + sep) && !isAbsolute(rel));
}

/**
 * True when `path` exists and, after following links, is inside one of `folders` (themselves taken after links).
 * Everything a run reads must pass it: the files a walk finds (it takes links to files as files), the modules source
 * mode follows imports to, the config file and the directories searched for it, the manifests of installed packages.
 */
export function readPolicy(folders: readonly string[]): ReadPolicy {
  const real = folders.map((folder) => realPathOrUndefined(folder) ?? resolve(folder));
  return (path) => {
    const target = realPathOrUndefined(path);
    return target !== undefined && real.some((folder) => isInside(target, folder));
  };
}

/** The folders a command-line run may read: the working directory's project, and the project of each input named outside it. */
export function projectFolders(cwd: string, inputs: readonly string[]): string[] {
  const home = checkoutRoot(cwd);
  const folders = [home];
  for (const input of inputs) {
    if (input === '-' || input.includes('\0')) continue;
    // Judged as written, not after links: a committed `src` link is the repository's choice, not the user's.
    const literal = literalPrefix(input);
    const named = resolve(cwd, literal);
    if (isInside(named, home)) continue;
    const folder = isDirectory(named) ? named : dirname(named);
    if (!folders.some((known) => isInside(folder, known))) folders.push(ownProject(folder));
    // A file named outside is read wherever its own links lead: the user named it (the policy takes its real path).
    if (literal === input && folder !== named) folders.push(named);
  }
  return folders;
}

/** projectFolders' policy. */
export function projectReadPolicy(cwd: string, inputs: readonly string[]): ReadPolicy {
  return readPolicy(projectFolders(cwd, inputs));
}

/** The nearest folder from `start` upward that holds `.git` (a repository or a worktree), else `start` itself. */
export function checkoutRoot(start: string): string {
  return upward(start, (folder) => existsSync(join(folder, '.git'))) ?? start;
}

/**
 * The project of an input named outside the working directory's: its checkout, else the nearest folder with a
 * package manifest (a copied project has no `.git`, and its server imports `../shared/…`), else its own folder.
 */
function ownProject(folder: string): string {
  return (
    upward(folder, (at) => existsSync(join(at, '.git'))) ??
    upward(folder, (at) => existsSync(join(at, 'package.json')) || existsSync(join(at, 'pyproject.toml'))) ??
    folder
  );
}

function upward(start: string, holds: (folder: string) => boolean): string | undefined {
  for (let folder = resolve(start); ; folder = dirname(folder)) {
    if (holds(folder)) return folder;
    if (dirname(folder) === folder) return undefined;
  }
}

/** The part of an input before its first glob character, cut back to a whole path segment. */
export function literalPrefix(input: string): string {
  const glob = input.search(/[*?[\]{}()!]/);
  if (glob === -1) return input;
  const cut = input.slice(0, glob).replace(/[^/\\]*$/, '');
  return cut === '' ? '.' : cut;
}
