// Files that are not regular files (a FIFO, a link to a device) where mcp-lint reads, and links a repository ships
// where it writes (issue 24, item 3). Every run is bounded by a timeout, so a regression fails instead of hanging.
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint, type CliRun } from '../helpers/cli.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-special-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Well under the test's own timeout: a run that hangs is killed and the test fails with its output. */
const BOUND = { timeoutMs: 20_000 };
const TOOLS = readFileSync(join(REPO_ROOT, 'examples', 'tools.json'), 'utf8');

interface JsonResult {
  filePath: string;
  messages: Array<{ ruleId: string | null; message: string; fatal?: boolean }>;
}

/** A folder holding `special` under `name` and a regular tool list beside it. */
function folderWith(name: string, make: (path: string) => void, special = 'tools.json'): string {
  const dir = join(temp, name);
  mkdirSync(dir);
  make(join(dir, special));
  writeFileSync(join(dir, 'good.json'), TOOLS);
  return dir;
}
const fifo = (path: string) => execFileSync('mkfifo', [path]);
const linkToDevZero = (path: string) => symlinkSync('/dev/zero', path);

/** The named file is one fatal finding that says what it is; the run ends (exit 2: it was not checked), not a hang. */
function expectRefusedFinding(run: CliRun, kind: RegExp): void {
  expect(run.stderr).toMatch(/^mcp-lint: could not check .*not a regular file.*\n$/);
  expect(run.code).toBe(2);
  const results = JSON.parse(run.stdout) as JsonResult[];
  expect(results).toHaveLength(1);
  expect(results[0]!.messages).toHaveLength(1);
  expect(results[0]!.messages[0]!.fatal).toBe(true);
  expect(results[0]!.messages[0]!.message).toMatch(kind);
  expect(results[0]!.messages[0]!.message).toContain('not a regular file');
}

/** A walk skips the special file (it is never opened) and lints the regular one. */
function expectWalkSkips(run: CliRun): void {
  expect(run.stderr).toBe('');
  expect(run.code).toBe(1);
  const results = JSON.parse(run.stdout) as JsonResult[];
  expect(results.map((r) => r.filePath.split(/[\\/]/).pop())).toEqual(['good.json']);
}

describe('reading a file that is not a regular file', () => {
  it('a FIFO named tools.json makes the CLI hang', async () => {
    const dir = folderWith('fifo', fifo);
    expectRefusedFinding(await runMcpLint([join(dir, 'tools.json'), '--format', 'json'], BOUND), /FIFO/);
    expectWalkSkips(await runMcpLint([dir, '--format', 'json'], BOUND));
    // Source mode reads its files the same way.
    const source = folderWith('fifo-source', fifo, 'server.ts');
    expectRefusedFinding(await runMcpLint([join(source, 'server.ts'), '--format', 'json'], BOUND), /FIFO/);
    // So does the TypeScript program of --project, the tsconfig included.
    writeFileSync(join(source, 'a.ts'), 'export const a = 1;\n');
    fifo(join(source, 'tsconfig.json'));
    const project = await runMcpLint(
      ['--project', join(source, 'tsconfig.json'), join(source, 'a.ts'), '--format', 'json'],
      BOUND,
    );
    expect(project.code).toBe(2);
    const tsconfig = (JSON.parse(project.stdout) as JsonResult[]).find((r) => r.filePath.endsWith('tsconfig.json'))!;
    expect(tsconfig.messages.map((m) => m.message)).toEqual([expect.stringMatching(/--project .*FIFO/)]);
  }, 90_000);

  it('a link to /dev/zero named tools.json', async () => {
    const dir = folderWith('dev-zero', linkToDevZero);
    expectRefusedFinding(await runMcpLint([join(dir, 'tools.json'), '--format', 'json'], BOUND), /character device/);
    expectWalkSkips(await runMcpLint([dir, '--format', 'json'], BOUND));
  }, 60_000);

  it('a FIFO where the pin lockfile is read is a usage error naming it, not a hang (--config: test/security/config-lookup.test.ts)', async () => {
    const dir = join(temp, 'settings');
    mkdirSync(dir);
    writeFileSync(join(dir, 'tools.json'), TOOLS);
    fifo(join(dir, 'mcp-tools.lock.json'));
    for (const args of [
      ['tools.json', '--pins', 'mcp-tools.lock.json'],
      ['pin', '--update', 'tools.json'],
    ]) {
      const run = await runMcpLint(args, { ...BOUND, cwd: dir });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(/mcp-tools\.lock\.json.*FIFO/);
      expect(run.stderr, args.join(' ')).not.toContain('    at ');
    }
    // As the old side of a diff it is an input like any other: a finding on it.
    const diff = await runMcpLint(['diff', 'mcp-tools.lock.json', 'tools.json'], { ...BOUND, cwd: dir });
    expect(diff.code).toBe(2);
    expect(diff.stdout).toContain('FIFO');
  }, 90_000);
});

describe('serve', () => {
  const jsonRpc = (...messages: object[]) =>
    messages.map((m) => JSON.stringify({ jsonrpc: '2.0', ...m })).join('\n') + '\n';
  const lintFiles = (id: number, paths: string[]) => ({
    id,
    method: 'tools/call',
    params: { name: 'lint_files', arguments: { paths } },
  });

  it('a FIFO named tools.json inside a served root hangs lint_files and every call after it', async () => {
    const root = folderWith('served', fifo);
    const input = jsonRpc(
      {
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
      },
      { method: 'notifications/initialized' },
      lintFiles(2, ['tools.json']),
      lintFiles(3, ['.']),
      { id: 4, method: 'tools/list' },
    );
    const run = await runMcpLint(['serve', '--root', root], { ...BOUND, input });
    expect(run.code).toBe(0);
    type Answer = {
      id: number;
      result: {
        isError?: boolean;
        structuredContent?: { results: Array<{ source: string; findings: Array<{ message: string }> }> };
        tools?: unknown[];
      };
    };
    const answers = new Map(
      run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Answer)
        .map((a) => [a.id, a.result]),
    );
    expect([...answers.keys()].sort()).toEqual([1, 2, 3, 4]);
    const fifoResult = answers.get(2)!.structuredContent!.results;
    expect(fifoResult.map((r) => r.source)).toEqual(['tools.json']);
    expect(fifoResult[0]!.findings[0]!.message).toContain('FIFO');
    expect(answers.get(3)!.structuredContent!.results.map((r) => r.source)).toEqual(['good.json']);
    expect(answers.get(4)!.tools!.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('writing where the repository ships a link', () => {
  /** A linted tree that ships `name` as a link to a file outside it. */
  function treeWithLink(dirName: string, name: string): { dir: string; victim: string } {
    const dir = join(temp, dirName);
    mkdirSync(dir);
    writeFileSync(join(dir, 'tools.json'), TOOLS);
    const victim = join(temp, `${dirName}-victim.txt`);
    writeFileSync(victim, 'precious\n');
    symlinkSync(victim, join(dir, name));
    return { dir, victim };
  }

  it('--output-file mcp-lint.sarif writes through a symlink the repository ships', async () => {
    const { dir, victim } = treeWithLink('sarif', 'mcp-lint.sarif');
    const run = await runMcpLint(['tools.json', '--format', 'sarif', '--output-file', 'mcp-lint.sarif'], {
      ...BOUND,
      cwd: dir,
    });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      `mcp-lint: --output-file: refusing to write ${join(dir, 'mcp-lint.sarif')}: it is a symbolic link, and writing through it would change the file it points at. Remove the link or choose another path.`,
    ]);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(join(dir, 'mcp-lint.sarif')).isSymbolicLink()).toBe(true);
  }, 60_000);

  it('the pin lockfile shipped as a link is refused before anything is read or started', async () => {
    const { dir, victim } = treeWithLink('pin', 'mcp-tools.lock.json');
    const run = await runMcpLint(['pin', 'tools.json'], { ...BOUND, cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`pin: refusing to write ${join(dir, 'mcp-tools.lock.json')}: it is a symbolic link`);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
  }, 60_000);
});
