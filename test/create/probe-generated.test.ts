// Issue 36, the first hour again: a generated stdio project (SDK v1 and v2, starter tools), built, linted live with
// --probe (every read-only starter tool called, an unknown tool name too) and with --probe --source-root src (what a
// user adds to its lint:mcp script): zero findings of any level, the strict rules the tutorials' mistakes need on too.
// The repository's node_modules stand in for the project's install (hybrid-generated.test.ts does the same).
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREATE_BIN, REPO_ROOT, runBin, runMcpLint } from '../helpers/cli.js';
import { tempDir } from './helpers.js';

const STRICT_ON = ['--rule', 'property-description:warning', '--rule', 'annotations-present:warning'];

async function builtProject(sdk: 'v1' | 'v2'): Promise<string> {
  const cwd = tempDir('create-mcp-tool-probe-');
  const project = join(cwd, `probe-${sdk}`);
  const created = await runBin(
    CREATE_BIN,
    [project, '--yes', '--no-install', '--no-git', '--transport', 'stdio', '--sdk', sdk, '--tools', 'starter'],
    { cwd },
  );
  expect(created.code, created.stderr).toBe(0);
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
  execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], {
    cwd: project,
  });
  return project;
}

describe.each(['v1', 'v2'] as const)('a generated SDK %s stdio project under --probe', (sdk) => {
  it('has zero findings of any level, live and with --source-root', async () => {
    const project = await builtProject(sdk);
    for (const extra of [[], ['--source-root', 'src']]) {
      const run = await runMcpLint(
        ['--format', 'json', '--probe', ...STRICT_ON, ...extra, '--stdio', `${process.execPath} dist/index.js`],
        { cwd: project, timeoutMs: 60_000 },
      );
      const findings = (
        JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>
      ).flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(findings, extra.join(' ')).toEqual([]);
      expect(run.code).toBe(0);
    }
  }, 120_000);
});
