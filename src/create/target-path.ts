// Checks the project's target path before anything is written, so a path that cannot work is refused with its real
// problem (a parent that is a file, a name too long, a Windows device name) instead of failing midway.
import { statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { UsageError } from './errors.js';
import { reservedNameProblem } from './reserved-names.js';
import { stagingPrefix } from './staging.js';

/** Longest file name (bytes) on ext4, APFS, NTFS (in UTF-16 units) and most other file systems. */
const MAX_NAME_BYTES = 255;
/** Linux PATH_MAX, less room for the deepest file of a project (`.github/workflows/ci.yml`, test/helpers/…). */
const MAX_TARGET_PATH_BYTES = 4096 - 128;
/** Random hex the staging directory adds after its prefix (staging.ts). */
const STAGING_SUFFIX_BYTES = 8;

function kindOf(path: string): 'missing' | 'directory' | 'other' {
  try {
    return statSync(path).isDirectory() ? 'directory' : 'other';
  } catch {
    // ENOTDIR: an ancestor is a file; the loop below finds and names it.
    return 'missing';
  }
}

export function checkTargetPath(target: string): void {
  const cannot = (why: string) =>
    new UsageError(`Cannot create the project in ${target}: ${why}. Choose another directory.`);
  if (Buffer.byteLength(target) > MAX_TARGET_PATH_BYTES)
    throw cannot(`the path is too long (${Buffer.byteLength(target)} bytes; at most ${MAX_TARGET_PATH_BYTES})`);

  // The directories this run would create, nearest the target first, and the first one that exists.
  const toCreate: string[] = [];
  let existing = target;
  while (kindOf(existing) === 'missing' && dirname(existing) !== existing) {
    toCreate.push(existing);
    existing = dirname(existing);
  }
  if (kindOf(existing) === 'other') throw cannot(`${existing} is not a directory`);

  const name = basename(target);
  const stagingBytes = Buffer.byteLength(stagingPrefix(target)) + STAGING_SUFFIX_BYTES;
  if (stagingBytes > MAX_NAME_BYTES) {
    const extra = stagingBytes - Buffer.byteLength(name);
    throw cannot(
      `the directory name is too long (${Buffer.byteLength(name)} bytes; at most ${MAX_NAME_BYTES - extra}: the project is first built in a ` +
        `temporary sibling directory whose name adds ${extra} bytes, and file names are limited to ${MAX_NAME_BYTES} bytes)`,
    );
  }
  for (const path of new Set([target, ...toCreate])) {
    const part = basename(path);
    if (Buffer.byteLength(part) > MAX_NAME_BYTES)
      throw cannot(
        `the directory name "${part.slice(0, 40)}…" is too long (${Buffer.byteLength(part)} bytes; at most ${MAX_NAME_BYTES})`,
      );
    const reserved = reservedNameProblem(part);
    if (reserved) throw cannot(reserved);
  }
}
