// A small TypeScript project in a temporary folder, using the repo's node_modules (the MCP SDK, zod, TypeScript),
// to show that fixed files compile.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';

export const FIX_FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'fix');

export function fixture(path: string): string {
  return readFileSync(join(FIX_FIXTURES, path), 'utf8');
}

/** A project folder with `src/<name>` for each file, a strict tsconfig and the repo's node_modules linked in. */
export function makeProject(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-fix-'));
  mkdirSync(join(dir, 'src'));
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fix-fixture', type: 'module', private: true }));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: ['node'],
      },
      include: ['src'],
    }),
  );
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'src', name), text);
  return dir;
}

/** `tsc --noEmit -p <dir>` with the repo's TypeScript. */
export function typeCheck(dir: string): { code: number | null; output: string } {
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', dir], { encoding: 'utf8', timeout: 120_000 });
  return { code: run.status, output: run.stdout + run.stderr };
}
