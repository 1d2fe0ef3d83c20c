// Where the serve tools may read: the server's working directory and the client's roots (roots/list), nothing
// else. An agent passes paths it was told about; a path outside those folders, or one that leads outside through
// a symbolic link, is refused with a message naming the allowed folders, so a prompt cannot make the linter read
// (and quote back) files elsewhere on the machine.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../../core/usage-error.js';
import { realPathOrUndefined } from '../../files/probes.js';
import { isInside } from '../../files/read-policy.js';

/** file:// roots as folders; other URI schemes say nothing about the file system and are ignored. */
export function rootFolders(roots: ReadonlyArray<{ uri: string }>): string[] {
  const folders: string[] = [];
  for (const root of roots) {
    if (!root.uri.startsWith('file:')) continue;
    try {
      folders.push(fileURLToPath(root.uri));
    } catch {
      // a malformed file URI names no folder
    }
  }
  return folders;
}

export interface CheckedPath {
  /** Absolute path as given (not resolved through links, so reports name what the agent asked for). */
  path: string;
  /** The allowed folder holding it. */
  folder: string;
}

/**
 * Resolves `input` against `cwd` and checks it exists inside one of `folders` (after following links).
 * Throws UsageError otherwise.
 */
export function checkPath(input: string, cwd: string, folders: readonly string[]): CheckedPath {
  if (folders.length === 0) {
    throw new UsageError(
      `mcp-lint serve was started in ${cwd} without --root, and the client named no roots, so it may read no folder. Add "--root", "<your project folder>" to the server's arguments in the client config.`,
    );
  }
  if (input.trim() === '')
    throw new UsageError(
      "A path is empty. Give a file or directory, relative to the server's working directory or absolute.",
    );
  if (input.includes('\0')) throw new UsageError('A path holds a NUL character.');
  const path = resolve(cwd, input);
  const target = realPathOrUndefined(path);
  const allowed = folders.map((folder) => ({ folder, real: realPathOrUndefined(folder) ?? resolve(folder) }));
  const listed = folders.map((f) => JSON.stringify(f)).join(', ');
  if (target === undefined) {
    // Say "outside" before "missing", so the answer does not reveal whether a file elsewhere exists.
    if (!allowed.some((a) => isInside(path, a.folder))) throw outside(input, listed);
    // Globs are not expanded: a pattern could reach past the allowed folders after the check.
    const glob = /[*?[\]{}]/.test(input)
      ? ' Globs are not expanded: pass the folder instead (it is searched for .ts, .js and .json files).'
      : '';
    throw new UsageError(`${JSON.stringify(input)} does not exist (resolved to ${path}).${glob}`);
  }
  const holder = allowed.find((a) => isInside(target, a.real));
  if (!holder) throw outside(input, listed);
  return { path, folder: holder.folder };
}

function outside(input: string, listed: string): UsageError {
  return new UsageError(
    `${JSON.stringify(input)} is outside the folders this server may read (${listed}). mcp-lint serve reads only its working directory (or its --root folders) and the client's roots; pass a path inside one of those, or start the server with --root <your project>.`,
  );
}
