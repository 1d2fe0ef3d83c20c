// Installs the linter the Action (or the pre-commit hook) runs into a folder of its own, outside the repository it
// checks, so that nothing in that repository takes part: npm runs there, with empty user and global configs and no
// npm_config_* variables, so a committed .npmrc (node-options=--require ./x.cjs, script-shell=./x.sh, a registry of
// its own) is never read, and a committed node_modules/mcp-tool-lint or node_modules/.bin link is never found. The
// linter is then started as `node <its bin>`, with no npm, npx or shell between: the repository is only its data.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The environment npm runs with: the caller's, without any npm setting (npm_config_*, in any case). */
function npmEnvironment(env) {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !/^npm_config_/i.test(name)));
}

/** The path of the `mcp-lint` bin of the one package installed in `dir`; throws when there is none. */
function installedBin(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const [name] = Object.keys(manifest.dependencies ?? {});
  if (name === undefined) throw new Error('no package');
  const installed = join(dir, 'node_modules', ...name.split('/'));
  const { bin } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  const path = typeof bin === 'string' ? bin : bin?.['mcp-lint'];
  if (typeof path !== 'string') throw new Error(`${name} has no mcp-lint bin`);
  return join(installed, path);
}

/** The mcp-lint bin installLinter put in `dir` earlier, or undefined when there is none (nothing installed yet). */
export function installedLinter(dir) {
  try {
    return installedBin(dir);
  } catch {
    return undefined;
  }
}

/**
 * Installs `spec` (`mcp-tool-lint@<version>`, or the absolute path of a tarball or a built checkout) into `dir`, a
 * folder the caller made for it outside the checked repository. `{ bin }`, the absolute path of its mcp-lint bin, or
 * `{ error, stderr }` with npm's message.
 */
export function installLinter(spec, dir, env = process.env) {
  mkdirSync(dir, { recursive: true });
  const userconfig = join(dir, 'user.npmrc');
  const globalconfig = join(dir, 'global.npmrc');
  writeFileSync(userconfig, '');
  writeFileSync(globalconfig, '');
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  const args = ['install', spec, '--prefix', dir, '--userconfig', userconfig, '--globalconfig', globalconfig,
    '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', '--no-update-notifier', '--loglevel', 'error'];
  // No shell: the spec never becomes shell syntax.
  const run = spawnSync('npm', args, { cwd: dir, env: npmEnvironment(env), stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', shell: false });
  const stderr = run.stderr ?? '';
  if (run.error) return { error: `could not run npm: ${run.error.message}`, stderr };
  if (run.status !== 0) return { error: run.status === null ? 'npm was stopped by a signal' : `npm exited ${run.status}`, stderr };
  try {
    return { bin: installedBin(dir) };
  } catch (error) {
    return { error: `npm installed nothing that runs as mcp-lint (${error.message})`, stderr };
  }
}
