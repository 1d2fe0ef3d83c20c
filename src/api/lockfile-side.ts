// `mcp-lint diff mcp-tools.lock.json <new>`: a pin lockfile as the old side, so every change behind a
// pinned-tool-changed finding can be listed, not only the first three.
import { readRegularFileHead } from '../files/read.js';
import { resolve } from 'node:path';
import { displayPath } from './lint.js';
import { readLockfile } from '../compare/lockfile.js';
import type { LoadedSource } from '../core/types.js';

const PEEK_BYTES = 4096;

/** True when the input is one file whose start names a lockfileVersion (mcp-lint writes it first). */
export function isLockfilePath(input: string, cwd: string): boolean {
  const path = resolve(cwd, input);
  try {
    if (!input.endsWith('.json')) return false;
    return /^\s*\{\s*"lockfileVersion"\s*:/.test(readRegularFileHead(path, PEEK_BYTES).toString('utf8'));
  } catch {
    return false; // not a regular file, or unreadable: the loaders report it as the old side's input
  }
}

/** One source per pinned server, holding the pinned definitions (no positions: the new side carries those). */
export async function loadLockfileSide(input: string, cwd: string): Promise<LoadedSource[]> {
  const path = resolve(cwd, input);
  const lockfile = await readLockfile(path, displayPath(path, cwd));
  return Object.entries(lockfile.servers).map(([server, entry]) => ({
    source: `${displayPath(path, cwd)} › ${server}`,
    kind: 'json',
    tools: Object.values(entry.tools).map((pin) => ({
      definition: pin.definition,
      documentPointer: '',
      locate: () => undefined,
    })),
    diagnostics: [],
  }));
}
