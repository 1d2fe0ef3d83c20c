// A copy of a directory tree made of hard links, for tests that need the same installed node_modules in several
// projects: one real install per dependency set, then copies that cost no extraction (npm's is most of an install's time).
import { linkSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Recreates `from` at `to` (which must not exist): directories made anew, files hard-linked, symbolic links copied
 * as they are (npm's links in node_modules are relative, so they point inside the copy).
 */
export function hardLinkTree(from: string, to: string): void {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) hardLinkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else linkSync(source, target);
  }
}
