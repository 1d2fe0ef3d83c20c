// Something expensive that several test files need the same copy of (a venv, the packed package, the built wheel),
// made by the first file that asks while the others wait: test files run in parallel processes, so the maker holds a
// lock directory and the others wait for its `.ready` marker. A lock older than the time-out belongs to a run that
// died, and is taken over.
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUN_FOLDER_VARIABLE } from '../run-folder.js';
import { tempDir } from './temp.js';

/** Makes `dir` with `make` unless it is ready already (made by another file, under the lock); returns `dir`. */
export function madeOnce(dir: string, make: (dir: string) => void, timeoutMs: number): string {
  const ready = join(dir, '.ready');
  const lock = `${dir}.lock`;
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(ready)) {
    if (tryLock(lock, timeoutMs)) {
      try {
        if (!existsSync(ready)) {
          rmSync(dir, { recursive: true, force: true }); // what a maker that died half-way left
          mkdirSync(dir, { recursive: true });
          make(dir);
          writeFileSync(ready, '');
        }
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      break;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for another test file to make ${dir}`);
    sleep(500);
  }
  return dir;
}

/**
 * The folder of this `vitest run` for things made once per run (test/run-folder.ts makes it and removes it at the
 * end); a test file run some other way gets a folder of its own, so it makes them itself.
 */
export function runFolder(): string {
  const shared = process.env[RUN_FOLDER_VARIABLE];
  if (shared && existsSync(shared)) return shared;
  process.env[RUN_FOLDER_VARIABLE] = tempDir('mcp-lint-test-run-');
  return process.env[RUN_FOLDER_VARIABLE]!;
}

function tryLock(lock: string, timeoutMs: number): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    try {
      if (Date.now() - statSync(lock).mtimeMs > timeoutMs) rmSync(lock, { recursive: true, force: true });
    } catch {
      // gone meanwhile: the next round takes it
    }
    return false;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
