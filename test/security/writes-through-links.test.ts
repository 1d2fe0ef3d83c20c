// Issue 34, hole 5: "Only the last path component is checked for a link: a committed `node_modules` link makes
// `--cache` create folders and its results file wherever it points; `mcp-lint src --fix` with a committed `src` link
// rewrote a file outside the repository." Writes refuse a link in any directory below the working directory.
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';

const BEFORE = readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'fix', 'stdio-no-console-log', 'before.ts'), 'utf8');

/** A checkout (`repo`, with `.git`) and, beside it, folders its committed links point to. */
function workspace(): { repo: string; elsewhere: string; outsideSrc: string } {
  const root = tempDir('mcp-lint-writes-');
  const repo = join(root, 'repo');
  const elsewhere = join(root, 'elsewhere');
  const outsideSrc = join(root, 'outside-src');
  for (const dir of [join(repo, '.git'), elsewhere, outsideSrc]) mkdirSync(dir, { recursive: true });
  return { repo, elsewhere, outsideSrc };
}

describe('writes refuse a link anywhere below the working directory', () => {
  it('--cache with a committed node_modules link writes nothing where it points, and lints without a cache', async () => {
    const { repo, elsewhere } = workspace();
    symlinkSync(join('..', 'elsewhere'), join(repo, 'node_modules'));
    writeFileSync(join(repo, 'server.ts'), BEFORE);
    const run = await runMcpLint(['server.ts', '--cache'], { cwd: repo });
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(run.stderr).toContain(
      `mcp-lint: warning: not using the cache: refusing to write below ${join(repo, 'node_modules')}: it is a symbolic link`,
    );
    expect(run.stderr).toContain('--cache-location');
    expect(run.stdout).toContain('stdio-no-console-log');
    expect(run.code).toBe(1);
  });

  it('--fix with a committed src link rewrites nothing outside the repository', async () => {
    const { repo, outsideSrc } = workspace();
    writeFileSync(join(outsideSrc, 'server.ts'), BEFORE);
    symlinkSync(join('..', 'outside-src'), join(repo, 'src'));
    const run = await runMcpLint(['src', '--fix'], { cwd: repo });
    expect(readFileSync(join(outsideSrc, 'server.ts'), 'utf8')).toBe(BEFORE);
    expect(readdirSync(outsideSrc)).toEqual(['server.ts']);
    expect(run.stderr).toContain(
      'could not check src/server.ts: File is outside the folders this run may read (through a symbolic link)',
    );
    expect(run.code).toBe(2);
  });
});
