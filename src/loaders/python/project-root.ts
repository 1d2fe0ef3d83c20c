// Where a run's Python project is: the folder imports are followed within, and the command that starts a file's
// server (for "lint the running server" hints). Only paths are looked at; nothing is read or run.
import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';

/**
 * The common folder of the linted files, or cwd when they are all below it: `mcp-lint src/pkg/server.py` run at
 * the repository's root follows `from pkg.models import Item` to src/pkg/models.py, and never anything above.
 */
export function projectRoot(files: readonly string[], cwd: string): string {
  if (files.length === 0) return cwd;
  const common = files.map((file) => dirname(file)).reduce(commonFolder);
  return isWithin(cwd, common) ? cwd : common;
}

/**
 * `python -m pkg` for a file of a package that has a __main__.py, `python -m pkg.server` for another module of a
 * package (its relative imports need the package), else `python <file>`.
 */
export function startCommandOf(path: string, shown: string): string {
  let top: string | undefined;
  for (let folder = dirname(path); existsSync(join(folder, '__init__.py')); folder = dirname(folder)) {
    top = folder;
    if (dirname(folder) === folder) break;
  }
  if (!top) return `python ${shown}`;
  if (existsSync(join(top, '__main__.py'))) return `python -m ${basename(top)}`;
  const module = relative(dirname(top), path)
    .replace(/\.py$/, '')
    .split(sep)
    .filter((part) => part !== '__init__');
  return `python -m ${module.join('.')}`;
}

function commonFolder(a: string, b: string): string {
  while (!isWithin(a, b)) a = dirname(a);
  return a;
}

/** Whether `path` is `folder` or below it. */
function isWithin(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith('..' + sep) && !isAbsolute(rel));
}
