// A Python virtual environment with the MCP SDKs from the machine's package index, for tests that run real Python
// servers. Where no Python with venv and pip is available, those tests skip and say so in one line.
//
// One venv per package set, shared by every test file of a run (and by later runs of the same checkout): each Python
// test file used to make its own, 20–30 s of pip apiece. It lives in node_modules/.cache, which `npm ci` empties, so
// CI always builds it afresh. The first test file that asks builds it while the others wait (made-once.ts); a venv is
// not relocatable, so it is built in place.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { madeOnce } from './made-once.js';

const SETUP_TIMEOUT_MS = 5 * 60_000;
const CACHE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'node_modules',
  '.cache',
  'mcp-lint-test-venvs',
);

/** Whether `python3 -m venv` can make an environment with pip here (checked once, without installing anything). */
export const pythonAvailable = (() => {
  const probe = spawnSync('python3', ['-c', 'import venv, ensurepip'], { encoding: 'utf8' });
  const ok = probe.status === 0;
  if (!ok) console.warn('Python tests skipped: no python3 with venv and pip on this machine.');
  return ok;
})();

/** A venv with `packages` installed (shared, see above); returns its python. Fails with pip's output when pip fails. */
export function pythonWith(packages: string[]): string {
  const key = createHash('sha256')
    .update([...packages].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
  mkdirSync(CACHE, { recursive: true });
  const dir = madeOnce(join(CACHE, key), (dir) => build(dir, packages), SETUP_TIMEOUT_MS);
  return join(dir, 'bin', 'python');
}

function build(dir: string, packages: string[]): void {
  venvWithPackages(dir, ['--disable-pip-version-check', ...packages]);
  writeFileSync(join(dir, '.packages'), packages.join('\n'));
}

/**
 * A venv at `dir` with `pip install` of `args` in it, for tests not about how a venv is made: without a pip of its
 * own (ensurepip takes about 5 s of CPU a venv), installed into by python3's pip (`--python`, pip 22.3 or later).
 * Returns its python.
 */
export function venvWithPackages(dir: string, args: string[]): string {
  const python = join(dir, 'bin', 'python');
  // PIP_RETRIES=0: where only a local package index answers, pip would otherwise retry the unreachable default one.
  if (pipTakesPython()) {
    run('python3', ['-m', 'venv', '--without-pip', dir]);
    run('python3', ['-m', 'pip', '--python', python, 'install', '--quiet', ...args]);
  } else {
    run('python3', ['-m', 'venv', dir]);
    run(join(dir, 'bin', 'pip'), ['install', '--quiet', ...args]);
  }
  return python;
}

let pipPython: boolean | undefined;
/** Whether python3 has a pip of its own that installs into another environment (`--python`). */
function pipTakesPython(): boolean {
  pipPython ??=
    spawnSync('python3', ['-m', 'pip', '--help'], { encoding: 'utf8' }).stdout?.includes('--python <python>') ?? false;
  return pipPython;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    timeout: SETUP_TIMEOUT_MS,
    env: { ...process.env, PIP_RETRIES: '0' },
  });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}`,
    );
}

export const PYTHON_SETUP_TIMEOUT_MS = SETUP_TIMEOUT_MS;
