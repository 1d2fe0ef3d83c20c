// Writing fixed files (--fix). Each write is atomic: the text goes to a temporary file beside the target, which is
// then renamed over it with the target's mode, so a crash or a full disk never leaves half a file. A symbolic link
// is written through to its target only when that target lies inside the linted folders; the link stays a link.
import { chmodSync, lstatSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { isDirectory, realPathOrUndefined } from '../fs-probes.js';

/**
 * A test for paths --fix may write: the file's real path (every link followed) must lie inside the real path of the
 * working directory or of a folder named on the command line (for a named file or glob, the folder it is in).
 */
export function insideLintedTree(inputs: readonly string[], cwd: string): (path: string) => boolean {
  const roots = new Set<string>();
  const addRoot = (path: string) => {
    const real = realPathOrUndefined(path);
    if (real) roots.add(real);
  };
  addRoot(cwd);
  for (const input of inputs) {
    if (input === '-') continue;
    const base = resolve(cwd, literalPrefix(input));
    addRoot(isDirectory(base) ? base : dirname(base));
  }
  return (path) => {
    const real = realPathOrUndefined(path);
    if (!real) return false;
    return [...roots].some((root) => {
      const rel = relative(root, real);
      return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
    });
  };
}

/** Writes `text` over the file `path` (through a symbolic link to its target), atomically, keeping its mode. */
export function writeFixedFile(path: string, text: string): void {
  const target = realpathSync(path);
  const mode = statSync(target).mode & 0o7777;
  // The source loader reads text without a byte-order mark; a file that had one keeps it.
  const bom = hasBom(target) ? '\uFEFF' : '';
  const temporary = join(dirname(target), `.${basename(target)}.mcp-lint-fix-${process.pid}-${Date.now().toString(36)}.tmp`);
  try {
    writeFileSync(temporary, bom + text, { flag: 'wx', mode });
    chmodSync(temporary, mode);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function hasBom(path: string): boolean {
  const head = readFileSync(path).subarray(0, 3);
  return head.length === 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
}

/** The part of an input before its first glob character, cut back to a whole path segment. */
function literalPrefix(input: string): string {
  const glob = input.search(/[*?[\]{}()!]/);
  if (glob === -1) return input;
  const cut = input.slice(0, glob).replace(/[^/\\]*$/, '');
  return cut === '' ? '.' : cut;
}

/** Whether a path is itself a symbolic link (for messages). */
export function isSymbolicLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
