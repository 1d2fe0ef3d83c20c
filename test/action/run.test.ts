// The GitHub Action's script (action/run.mjs), run as the action's step runs it: inputs as INPUT_* variables,
// GITHUB_OUTPUT a file, and `npx` on PATH — here a stand-in that checks the package spec it is given and then runs
// this checkout's mcp-lint with the remaining arguments, so the real CLI produces the output.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_LINT_BIN, REPO_ROOT } from '../helpers/cli.js';
// @ts-expect-error a plain ES module without types
import { commandFor } from '../../action/run.mjs';

const work = mkdtempSync(join(tmpdir(), 'mcp-lint-action-'));
const fakeBin = join(work, 'bin');
const script = join(REPO_ROOT, 'action', 'run.mjs');

beforeAll(() => {
  mkdirSync(fakeBin);
  writeFileSync(
    join(fakeBin, 'npx'),
    `#!/bin/sh\n[ "$1" = "--yes" ] || { echo "npx stand-in: expected --yes, got $1" >&2; exit 99; }\necho "$2" > "${join(work, 'package-spec')}"\nshift 2\nexec "${process.execPath}" "${MCP_LINT_BIN}" "$@"\n`,
  );
  chmodSync(join(fakeBin, 'npx'), 0o755);
  writeFileSync(join(work, 'tools.json'), readFileSync(join(REPO_ROOT, 'examples', 'tools.json')));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function runAction(inputs: Record<string, string>) {
  const outputFile = join(work, `output-${Math.random().toString(36).slice(2)}`);
  writeFileSync(outputFile, '');
  const env: Record<string, string | undefined> = { ...process.env, PATH: `${fakeBin}:${process.env.PATH}`, GITHUB_OUTPUT: outputFile, NO_COLOR: '1' };
  for (const key of Object.keys(env)) if (key.startsWith('INPUT_')) delete env[key];
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase().replace(/-/g, '_')}`] = value;
  const run = spawnSync(process.execPath, [script], { cwd: work, env: env as NodeJS.ProcessEnv, encoding: 'utf8' });
  const outputs = Object.fromEntries(readFileSync(outputFile, 'utf8').split('\n').filter(Boolean).map((line) => line.split(/=(.*)/s).slice(0, 2)));
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, outputs };
}

describe('action/run.mjs', () => {
  it('annotations: runs mcp-tool-lint@<version> with --format github and passes its exit code on', () => {
    const run = runAction({ paths: 'tools.json', format: 'annotations', 'max-warnings': '', version: '0.1.0' });
    expect(readFileSync(join(work, 'package-spec'), 'utf8').trim()).toBe('mcp-tool-lint@0.1.0');
    expect(run.stdout).toMatch(/^::error file=tools\.json,line=\d+/m);
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({ 'exit-code': '1' });
  });

  it('sarif: writes the report and names it in the sarif-file output for the upload step', () => {
    const run = runAction({ paths: 'tools.json', format: 'sarif', version: 'latest', 'sarif-file': 'out.sarif' });
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({ 'exit-code': '1', 'sarif-file': 'out.sarif' });
    const sarif = JSON.parse(readFileSync(join(work, 'out.sarif'), 'utf8')) as { version: string; runs: unknown[] };
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs).toHaveLength(1);
  });

  it('sarif: a report name the repository ships as a link is refused and not handed to the upload step', () => {
    writeFileSync(join(work, 'secret.txt'), 'token\n');
    symlinkSync(join(work, 'secret.txt'), join(work, 'mcp-lint.sarif'));
    const run = runAction({ paths: 'tools.json', format: 'sarif', version: 'latest' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('refusing to write');
    expect(run.outputs).toEqual({ 'exit-code': '2' });
    expect(readFileSync(join(work, 'secret.txt'), 'utf8')).toBe('token\n');
  });

  it('max-warnings reaches mcp-lint', () => {
    const { args } = commandFor({ INPUT_PATHS: 'a.json\nsrc/  "b c"', INPUT_MAX_WARNINGS: '0', INPUT_FORMAT: 'annotations' });
    expect(args).toEqual(['--yes', 'mcp-tool-lint@latest', '--format', 'github', '--max-warnings', '0', 'a.json', 'src/', '"b', 'c"']);
  });

  it('keeps a path that starts with "-" a path', () => {
    expect(commandFor({ INPUT_PATHS: '--help' }).args.at(-1)).toBe('./--help');
  });

  it('rejects a bad input with an error annotation and exit 2, without running npx', () => {
    rmSync(join(work, 'package-spec'), { force: true });
    for (const [inputs, message] of [
      [{ format: 'html' }, /format: "html" is not "sarif" or "annotations"/],
      [{ 'max-warnings': 'ten' }, /max-warnings: "ten" is not a whole number/],
      [{ version: '1.0.0; rm -rf /' }, /version: .* is not a version/],
    ] as const) {
      const run = runAction({ paths: 'tools.json', ...inputs });
      expect(run.code).toBe(2);
      expect(run.stdout).toMatch(message);
      expect(run.stdout).toMatch(/^::error title=mcp-lint action::/);
      expect(run.outputs).toEqual({ 'exit-code': '2' });
    }
    expect(existsSync(join(work, 'package-spec'))).toBe(false);
  });
});
