// `npm run build:python` (after `npm run build`): the wheel dist/python/mcp_tool_lint-<version>-py3-none-any.whl,
// built by hatchling from pyproject.toml at the root, with the bundle it packs (docs/python.md). pip fetches hatchling
// for an isolated build; PIP_RETRIES=0 so that where only a local package index answers, pip does not wait on another.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'python');
if (!existsSync(join(root, 'dist', 'bundle', 'complete'))) {
  console.error('build:python: dist/bundle is missing or incomplete; run `npm run build` first.');
  process.exit(2);
}
rmSync(out, { recursive: true, force: true });
const python = process.env.PYTHON ?? 'python3';
const pip = spawnSync(python, ['-m', 'pip', 'wheel', '--quiet', '--no-deps', '--wheel-dir', out, root], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PIP_RETRIES: process.env.PIP_RETRIES ?? '0' },
});
if (pip.error)
  console.error(`build:python: cannot run ${python} (${pip.error.message}); set PYTHON to a Python 3.8+ with pip.`);
process.exit(pip.status ?? 2);
