// How every file name appears in findings, messages and output: relative to the working directory when the file is
// below it (as ESLint prints paths), with `/` separators on every platform so results, caches and lockfiles compare
// equal; otherwise the path as given.
import { isAbsolute, relative, resolve, sep } from 'node:path';

export function displayPath(path: string, cwd: string): string {
  const rel = relative(cwd, resolve(cwd, path));
  const outside = rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
  return outside ? path : rel.split(sep).join('/');
}

/** The name standard input ("-" on the command line) goes by in findings, unless --stdin-filename names it. */
export const STDIN_NAME = '<stdin>';
