// Writing fixed files (--fix), through writeFileAtomic: a crash or a full disk never leaves half a file. A symbolic
// link is followed only to a real file inside the linted folders, and that real file is what is replaced.
import { lstatSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { readRegularFile } from '../files/read.js';
import { writeFileAtomic } from '../files/write.js';
import { MAX_SOURCE_FILE_BYTES } from '../inputs/read.js';
import { isDirectory, realPathOrUndefined } from '../files/probes.js';
import { literalPrefix, projectReadPolicy } from '../files/read-policy.js';

/**
 * A test for paths --fix may write: the file's real path (every link followed) must lie inside the real path of the
 * working directory or of a folder named on the command line (for a named file or glob, the folder it is in), and
 * where the run may read (files/read-policy.ts): a folder named through a committed link (`mcp-lint src --fix`, `src`
 * a link out of the repository) is not the user's to write.
 */
export function insideLintedTree(inputs: readonly string[], cwd: string): (path: string) => boolean {
  const mayRead = projectReadPolicy(cwd, inputs);
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
    if (!real || !mayRead(real)) return false;
    return [...roots].some((root) => {
      const rel = relative(root, real);
      return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
    });
  };
}

/**
 * Writes `text` over the file `path`, keeping its mode. A symbolic link is resolved to its real file, which must still
 * lie inside the linted folders (`inside`: insideLintedTree's test, asked again now that the write is due); that real
 * file is replaced through writeFileAtomic, so the link stays a link and nothing is ever written through one.
 */
export function writeFixedFile(path: string, text: string, inside: (path: string) => boolean): void {
  const real = realpathSync(path);
  if (!inside(real)) throw new Error('it now leads (through a symbolic link) outside the linted folders');
  // The source loader reads text without a byte-order mark; a file that had one keeps it.
  const bom = hasBom(real) ? '\uFEFF' : '';
  writeFileAtomic(real, bom + text);
}

function hasBom(path: string): boolean {
  const head = readRegularFile(path, MAX_SOURCE_FILE_BYTES).subarray(0, 3);
  return head.length === 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
}

/** Whether a path is itself a symbolic link (for messages). */
export function isSymbolicLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
