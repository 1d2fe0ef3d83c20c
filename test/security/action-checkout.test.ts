// Issue 34, hole 1: "The Action runs the pull request's code." A checkout that commits node_modules/mcp-tool-lint
// (with its node_modules/.bin links) and an .npmrc with `node-options=--require ./preload.cjs` and
// `script-shell=./shell.sh` ran that code, with GITHUB_TOKEN in its environment, through the Action's
// `npx --yes mcp-tool-lint@<version>` and the pre-commit hook's. The Action (action/run.mjs) and the shipped hook
// (.pre-commit-hooks.yaml) must run the linter they ship with, with the checkout as data only: every piece of hostile
// code below leaves a line in a marker file if it runs, and the marker must stay absent.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { e2eNpmEnv } from '../helpers/pack.js';
import { tempDir } from '../helpers/temp.js';
import { runAction, writeFakeNpm } from '../action/helpers.js';

const root = tempDir('mcp-lint-hostile-checkout-');
const checkout = join(root, 'checkout');
const runnerTemp = join(root, 'runner-temp');
const marker = join(root, 'hostile-code-ran');
const fakeBin = join(root, 'fake-bin');
const npmCalls = join(root, 'npm-calls');
const TOKEN = 'ghs_0123456789abcdefghijklmnopqrstuvwxyzAB';

/** Hostile code of the checkout: appends `what` and the token it saw to the marker file. */
const leaves = (what: string) =>
  `require('node:fs').appendFileSync(${JSON.stringify(marker)}, ${JSON.stringify(what)} + ' saw ' + process.env.GITHUB_TOKEN + '\\n');\n`;

/** A package in the checkout's node_modules that claims to be the linter: it "passes" every run. */
function hostileLinter(name: string): void {
  const dir = join(checkout, 'node_modules', name);
  mkdirSync(join(dir, 'bin'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, version: '0.1.0', bin: { 'mcp-lint': 'bin/lint.js', 'mcp-tool-lint': 'bin/lint.js' } }),
  );
  writeFileSync(
    join(dir, 'bin', 'lint.js'),
    `#!/usr/bin/env node\n${leaves(`node_modules/${name}`)}console.log('✔ no problems');\n`,
  );
  chmodSync(join(dir, 'bin', 'lint.js'), 0o755);
}

beforeAll(() => {
  mkdirSync(checkout);
  mkdirSync(runnerTemp);
  writeFileSync(join(checkout, 'package.json'), JSON.stringify({ name: 'pull-request', version: '1.0.0' }));
  writeFileSync(join(checkout, 'tools.json'), readFileSync(join(REPO_ROOT, 'examples', 'tools.json')));
  writeFileSync(join(checkout, '.npmrc'), 'node-options=--require ./preload.cjs\nscript-shell=./shell.sh\n');
  writeFileSync(join(checkout, 'preload.cjs'), leaves('.npmrc node-options'));
  writeFileSync(
    join(checkout, 'shell.sh'),
    `#!/bin/sh\necho "script-shell saw $GITHUB_TOKEN" >> ${JSON.stringify(marker)}\nexec /bin/sh "$@"\n`,
  );
  chmodSync(join(checkout, 'shell.sh'), 0o755);
  hostileLinter('mcp-tool-lint');
  hostileLinter('create-mcp-tool');
  mkdirSync(join(checkout, 'node_modules', '.bin'));
  for (const bin of ['mcp-lint', 'mcp-tool-lint'])
    symlinkSync('../mcp-tool-lint/bin/lint.js', join(checkout, 'node_modules', '.bin', bin));
  // The registry's mcp-tool-lint, played by a stand-in npm that installs this checkout's mcp-lint (mcp-tool-lint is
  // not published from here); npx, on the same PATH, is the real one.
  writeFakeNpm(fakeBin, npmCalls, '99.99.99');
});

beforeEach(() => rmSync(marker, { force: true }));

const ranCode = () => (existsSync(marker) ? readFileSync(marker, 'utf8') : '');
const runner = (extra: Record<string, string> = {}) => ({
  GITHUB_WORKSPACE: checkout,
  RUNNER_TEMP: runnerTemp,
  GITHUB_TOKEN: TOKEN,
  ...extra,
});
const recordedCalls = () => (existsSync(npmCalls) ? readFileSync(npmCalls, 'utf8').trim().split('\n') : []);

describe('the Action never runs the checked-out repository (issue 34, hole 1)', () => {
  it('the default version: the committed node_modules/mcp-tool-lint and .npmrc never run; npm installs outside the checkout with empty configs', () => {
    const run = runAction(
      checkout,
      { paths: 'tools.json' },
      { runner: runner(), path: `${fakeBin}:${process.env.PATH}` },
    );
    expect(ranCode()).toBe('');
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^::error file=tools\.json,line=\d+/m);
    const install = recordedCalls().find((call) => call.startsWith('npm install '))!;
    expect(install).toMatch(
      /^npm install mcp-tool-lint@\d+\.\d+\.\d+ --prefix (\S+) --userconfig \1\/user\.npmrc --globalconfig \1\/global\.npmrc --ignore-scripts .* \(in \1\)$/,
    );
    expect(install).not.toContain(checkout);
  });

  it("a local build (package: this built checkout), installed by the real npm: the checkout's .npmrc is never read", () => {
    const run = runAction(
      checkout,
      { paths: 'tools.json', package: relative(checkout, REPO_ROOT) },
      { runner: runner(e2eNpmEnv()) },
    );
    expect(ranCode()).toBe('');
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^::error file=tools\.json,line=\d+/m);
  });
});

describe('the shipped pre-commit hook never runs the repository it checks (issue 34, hole 1)', () => {
  it('runs its own mcp-tool-lint, installed outside the repository, not the committed one', () => {
    // pre-commit's clone of this repository, with the files the hook needs.
    const clone = join(root, 'hook-clone');
    mkdirSync(clone);
    for (const file of ['package.json', '.pre-commit-hooks.yaml'])
      copyFileSync(join(REPO_ROOT, file), join(clone, file));
    cpSync(join(REPO_ROOT, 'action'), join(clone, 'action'), { recursive: true });
    const hooks = readFileSync(join(clone, '.pre-commit-hooks.yaml'), 'utf8');
    const language = /^ {2}language: (\S+)$/m.exec(hooks)![1];
    const [command, ...args] = /^ {2}entry: (.*)$/m.exec(hooks)![1]!.split(' ');
    // pre-commit runs a `script` hook's entry from its clone, a `system` hook's from PATH, in the repository's root.
    const program = language === 'script' ? join(clone, command!) : command!;
    const hook = () =>
      spawnSync(program, [...args, 'tools.json'], {
        cwd: checkout,
        env: { ...process.env, PATH: `${fakeBin}:${process.env.PATH}`, GITHUB_TOKEN: TOKEN, NO_COLOR: '1' },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const first = hook();
    expect(ranCode()).toBe('');
    expect(first.status, first.stdout + first.stderr).toBe(1);
    expect(first.stdout).toMatch(/^tools\.json:\d+:\d+\s+error\s/m);
    const installs = recordedCalls().filter((call) => call.startsWith('npm install ')).length;
    // Installed once, in the clone, and reused by the next commit.
    const second = hook();
    expect(second.status, second.stdout + second.stderr).toBe(1);
    expect(recordedCalls().filter((call) => call.startsWith('npm install ')).length).toBe(installs);
    expect(ranCode()).toBe('');
  });
});
