// Brings each server's pinned source out of its mirror, builds the SDK wheels the list asks for, and makes the venvs.
// Nothing here runs the servers' code: `git archive` unpacks files, pip installs packages from the machine's index.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBounded } from '../servers/lib.mjs';
import {
  extractDir,
  mirrorDir,
  pipArgs,
  venvDir,
  wheelFile,
  wheelsDir,
  wheelsNeeded,
  withStaticVersion,
  WORK_DIR,
} from './lib.mjs';

const PIP_TIMEOUT_MS = 10 * 60_000;
/** No retries and a short socket time-out: the index is local, so a package it lacks fails at once. */
const PIP_ENV = { ...process.env, PIP_RETRIES: '0', PIP_DEFAULT_TIMEOUT: '30', PIP_DISABLE_PIP_VERSION_CHECK: '1' };

const tail = (text, n = 8) =>
  text
    .split('\n')
    .filter((l) => l && !l.startsWith('WARNING: Location'))
    .slice(-n)
    .join('\n');

/** Unpacks `<commit>:<subdir>` of a mirror into `into`; returns undefined or why it could not. */
async function archive(repo, commit, subdir, into, mirrors) {
  const git = mirrorDir(repo, mirrors);
  if (!existsSync(git)) return `no mirror of ${repo} in ${mirrors}: bring it in with fetch github:${repo}`;
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  const paths = subdir ? [subdir] : [];
  const cmd = `git --git-dir "$0" archive "$1" ${paths.map((_, i) => `"$${i + 2}"`).join(' ')} | tar -x -C "$${paths.length + 2}"`;
  const run = await runBounded('sh', ['-c', cmd, git, commit, ...paths, into], { timeoutMs: 120_000 });
  if (run.code !== 0) {
    rmSync(into, { recursive: true, force: true });
    // git's own first line says why (not a tree object, …); tar's complaints after it only echo that.
    const why = run.stderr.split('\n').find((l) => l.trim()) ?? `exit ${run.code}`;
    return `git archive ${commit} of ${repo} failed: ${why.trim()} (is the commit in the mirror? fetch github:${repo} again)`;
  }
  return undefined;
}

/** The server's pinned source, unpacked once per commit (a marker file names what is there). */
export async function extractServer(server, mirrors) {
  const dir = extractDir(server);
  const marker = join(dir, '.bench-extracted');
  const want = `${server.repo}@${server.commit}:${server.subdir ?? ''}`;
  if (existsSync(marker) && readFileSync(marker, 'utf8') === want) return { dir };
  const failed = await archive(server.repo, server.commit, server.subdir, dir, mirrors);
  if (failed) return { error: failed };
  writeFileSync(marker, want);
  return { dir };
}

/** Builds an SDK release the index lacks from its own tagged source (see withStaticVersion for the one edit). */
export async function buildWheel(name, build, mirrors) {
  const file = wheelFile(name);
  if (existsSync(file)) return { file };
  const dir = join(WORK_DIR, 'wheel-src', name);
  const failed = await archive(build.repo, build.commit, '', dir, mirrors);
  if (failed) return { error: failed };
  const pyproject = join(dir, 'pyproject.toml');
  try {
    writeFileSync(pyproject, withStaticVersion(readFileSync(pyproject, 'utf8'), build.version));
  } catch (error) {
    return { error: `${name}: ${error.message}` };
  }
  mkdirSync(wheelsDir(), { recursive: true });
  const run = await runBounded('python3', ['-m', 'pip', 'wheel', '--no-deps', '-q', '-w', wheelsDir(), dir], {
    env: PIP_ENV,
    timeoutMs: PIP_TIMEOUT_MS,
  });
  if (!existsSync(file)) return { error: `building ${name} failed: ${tail(run.stderr || run.stdout)}` };
  return { file };
}

/**
 * A venv holding the server's packages (shared by servers with the same set). The marker is written only after pip
 * succeeded, so a failed install is retried on the next run instead of being taken for a good venv.
 */
export async function makeVenv(server) {
  const dir = venvDir(server);
  const python = join(dir, 'bin', 'python');
  const marker = join(dir, '.bench-installed');
  const want = JSON.stringify([...server.packages].sort());
  if (existsSync(marker) && readFileSync(marker, 'utf8') === want) return { python };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(WORK_DIR, 'venvs'), { recursive: true });
  const venv = await runBounded('python3', ['-m', 'venv', dir], { timeoutMs: 120_000 });
  if (venv.code !== 0) return { error: `python3 -m venv failed: ${tail(venv.stderr)}` };
  const start = Date.now();
  const pip = await runBounded(python, ['-m', 'pip', 'install', '-q', ...pipArgs(server.packages)], {
    env: PIP_ENV,
    timeoutMs: PIP_TIMEOUT_MS,
  });
  if (pip.code !== 0)
    return { error: `pip install ${server.packages.join(' ')} failed: ${tail(pip.stderr || pip.stdout)}` };
  writeFileSync(marker, want);
  return { python, installMs: Date.now() - start };
}

/** The wheels every selected server needs, built once each. */
export async function buildWheels(list, servers, mirrors) {
  const errors = {};
  for (const name of new Set(servers.flatMap((s) => wheelsNeeded(s.packages)))) {
    const build = list.wheelBuilds?.[name];
    const result = build ? await buildWheel(name, build, mirrors) : { error: `no wheelBuilds entry named ${name}` };
    if (result.error) errors[name] = result.error;
    console.log(`${result.error ? 'failed ' : 'wheel  '} ${name}${result.error ? `: ${result.error}` : ''}`);
  }
  return errors;
}
