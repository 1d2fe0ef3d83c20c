// Temporary directories for tests, removed after the test file that made them.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh, empty directory removed after the test file (realpath: macOS /tmp is a symlink). */
export function tempDir(prefix = 'create-mcp-tool-test-'): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.push(dir);
  return dir;
}

/** A fresh directory holding `files` (path from the directory → text), removed after the test file. */
export function tempTree(files: Record<string, string>, prefix?: string): string {
  const root = tempDir(prefix);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
