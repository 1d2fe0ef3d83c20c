// A Python virtual environment with the MCP SDKs from the machine's package index, for tests that run real Python
// servers. Where no Python with venv and pip is available, those tests skip and say so in one line.
//
// One venv per package set, shared by every test file of a run (and by later runs of the same checkout): each Python
// test file used to make its own, 20–30 s of pip apiece. It lives in node_modules/.cache, which `npm ci` empties, so
// CI always builds it afresh. Test files run in parallel processes, so the first one builds it under a lock directory
// and the others wait for its `.ready` marker; a venv is not relocatable, so it is built in place.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  const dir = join(CACHE, key);
  const python = join(dir, 'bin', 'python');
  const ready = join(dir, '.ready');
  const lock = `${dir}.lock`;
  const deadline = Date.now() + SETUP_TIMEOUT_MS;
  mkdirSync(CACHE, { recursive: true });
  while (!existsSync(ready)) {
    if (tryLock(lock)) {
      try {
        if (!existsSync(ready)) build(dir, packages, ready);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      break;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for another test file to build ${dir}`);
    sleep(500);
  }
  return python;
}

function build(dir: string, packages: string[], ready: string): void {
  rmSync(dir, { recursive: true, force: true }); // what a build that died half-way left
  run('python3', ['-m', 'venv', dir]);
  // PIP_RETRIES=0: where only a local package index answers, pip would otherwise retry the unreachable default one.
  run(join(dir, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', ...packages]);
  writeFileSync(ready, packages.join('\n'));
}

/** Takes the lock directory; a lock older than the set-up time-out belongs to a run that died, and is taken over. */
function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    try {
      if (Date.now() - statSync(lock).mtimeMs > SETUP_TIMEOUT_MS) rmSync(lock, { recursive: true, force: true });
    } catch {
      // gone meanwhile: the next round takes it
    }
    return false;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
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
