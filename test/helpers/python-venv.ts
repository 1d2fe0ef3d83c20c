// A Python virtual environment with the MCP SDKs from the machine's package index, for tests that run real Python
// servers. Where no Python with venv and pip is available, those tests skip and say so in one line.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tempDir } from './temp.js';

const SETUP_TIMEOUT_MS = 5 * 60_000;

/** Whether `python3 -m venv` can make an environment with pip here (checked once, without installing anything). */
export const pythonAvailable = (() => {
  const probe = spawnSync('python3', ['-c', 'import venv, ensurepip'], { encoding: 'utf8' });
  const ok = probe.status === 0;
  if (!ok) console.warn('Python tests skipped: no python3 with venv and pip on this machine.');
  return ok;
})();

/** A fresh venv with `packages` installed; returns its python. Fails the test with pip's output when pip fails. */
export function pythonWith(packages: string[]): string {
  const dir = join(tempDir('mcp-lint-python-'), 'venv');
  run('python3', ['-m', 'venv', dir]);
  // PIP_RETRIES=0: where only a local package index answers, pip would otherwise retry the unreachable default one.
  run(join(dir, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', ...packages]);
  return join(dir, 'bin', 'python');
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: SETUP_TIMEOUT_MS, env: { ...process.env, PIP_RETRIES: '0' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}`);
}

export const PYTHON_SETUP_TIMEOUT_MS = SETUP_TIMEOUT_MS;
