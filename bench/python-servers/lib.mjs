// Pure helpers of the Python-servers benchmark: the list, where each server's source and venv go, how a server is
// started, and which venv a set of packages shares. No I/O beyond reading the list (tested in
// test/bench/python-servers-lib.test.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(HERE, '..', '..');
export const CAPTURES = join(HERE, 'captures');
export const LIST_FILE = join(HERE, 'servers.json');
export const STATUS_FILE = join(HERE, 'capture-status.json');
/** Extracted sources, built SDK wheels and venvs: one tree outside git (MCP_BENCH_PYTHON_DIR overrides). */
export const WORK_DIR = process.env.MCP_BENCH_PYTHON_DIR ?? join(ROOT, '.bench-tmp', 'python-servers');
export const DEFAULT_MIRRORS = '/work/.mirror';

export function loadList() {
  return JSON.parse(readFileSync(LIST_FILE, 'utf8'));
}

/** `owner/name` → the bare git directory `fetch github:owner/name` leaves under the mirrors directory. */
export function mirrorDir(repo, mirrors = DEFAULT_MIRRORS) {
  return join(mirrors, repo.replace('/', '+'), 'repo');
}

/** Where `git archive <commit> <subdir>` of a server is unpacked, and the folder inside it that holds the server. */
export function extractDir(server) {
  return join(WORK_DIR, 'src', server.name);
}
export function serverRoot(server) {
  return server.subdir ? join(extractDir(server), server.subdir) : extractDir(server);
}

export function capturePath(server) {
  return join(CAPTURES, `${server.name}.json`);
}

export function wheelsDir() {
  return join(WORK_DIR, 'wheels');
}

/** The wheel file a `{wheel:NAME}` package token stands for (`NAME` = `<dist>-<version>`, as in `wheelBuilds`). */
export function wheelFile(name) {
  return join(wheelsDir(), `${name.split('-').slice(0, -1).join('_')}-${name.split('-').at(-1)}-py3-none-any.whl`);
}

const WHEEL_TOKEN = /^\{wheel:([^}]+)\}(\[[^\]]+\])?$/;

/** The wheel builds a server's packages name (`{wheel:mcp-1.29.0}[cli]` → `mcp-1.29.0`). */
export function wheelsNeeded(packages) {
  return (packages ?? []).map((p) => WHEEL_TOKEN.exec(p)?.[1]).filter(Boolean);
}

/** pip arguments for a server's packages: `{wheel:NAME}` tokens become the built wheel's path (extras kept). */
export function pipArgs(packages) {
  return (packages ?? []).map((p) => {
    const m = WHEEL_TOKEN.exec(p);
    return m ? `${wheelFile(m[1])}${m[2] ?? ''}` : p;
  });
}

/**
 * Servers whose package sets are the same share one venv: the key is a hash of the sorted set, so two servers
 * share only when pip would install exactly the same thing for both.
 */
export function venvKey(packages) {
  const set = [...new Set(packages ?? [])].sort();
  return createHash('sha256').update(JSON.stringify(set)).digest('hex').slice(0, 12);
}

export function venvDir(server) {
  return join(WORK_DIR, 'venvs', venvKey(server.packages));
}

/**
 * A pyproject that takes its version from git tags through uv-dynamic-versioning (the SDKs' way; that plugin is not in
 * the index, and `git archive` leaves no tags) rewritten to state the tag's version and build with hatchling alone.
 * Throws when the text is not of that shape, rather than building a wheel with the wrong version.
 */
export function withStaticVersion(text, version) {
  if (!text.includes('dynamic = ["version"]') || !/source = "uv-dynamic-versioning"/.test(text)) {
    throw new Error('pyproject.toml does not take its version from uv-dynamic-versioning: check the wheelBuilds entry');
  }
  return text
    .replace('dynamic = ["version"]', `version = "${version}"`)
    .replace(/requires = \["hatchling", "uv-dynamic-versioning[^"]*"\]/, 'requires = ["hatchling"]')
    .replace(/\[tool\.hatch\.version\]\nsource = "uv-dynamic-versioning"\n/, '')
    .replace(/\[tool\.uv-dynamic-versioning\][^[]*/, '');
}

/** Replaces `{tmp}` (a scratch directory for the run) in a string. */
export function expand(text, tmp) {
  return text.replaceAll('{tmp}', tmp);
}

/**
 * The command that starts a server, as its `start` entry says:
 *   { module: 'pkg', args }                 → python -m pkg …args
 *   { file: 'server.py', args }             → python server.py …args   (relative to the server's folder)
 *   { entry: 'pkg.mod:func', args }         → what a `[project.scripts]` entry point runs: import, call, exit
 * Returns { command, args, env } with PYTHONPATH holding the server's `pythonPath` folders (its src/ layout), so the
 * server runs from its own source without being installed into the venv.
 */
export function startCommand(server, { python, root, tmp }) {
  const start = server.start ?? {};
  const args = (start.args ?? []).map((a) => expand(a, tmp));
  let argv;
  if (start.module) argv = ['-m', start.module, ...args];
  else if (start.file) argv = [start.file, ...args];
  else if (start.entry) {
    const [mod, attr] = start.entry.split(':');
    if (!mod || !attr)
      throw new Error(`${server.name}: start.entry must be "module:attribute", not ${JSON.stringify(start.entry)}`);
    // `module:obj.method` (a server object's run) as well as `module:function`, as entry points allow.
    const code = `import sys, importlib, functools; sys.exit(functools.reduce(getattr, ${JSON.stringify(attr)}.split('.'), importlib.import_module(${JSON.stringify(mod)}))())`;
    argv = ['-c', code, ...args];
  } else throw new Error(`${server.name}: start needs one of module, file or entry`);
  const env = Object.fromEntries(Object.entries(server.env ?? {}).map(([k, v]) => [k, expand(v, tmp)]));
  const paths = (server.pythonPath ?? []).map((p) => join(root, p));
  if (paths.length > 0) env.PYTHONPATH = paths.join(':');
  return { command: python, args: argv, env };
}

/** The paths source mode reads, relative to the server's folder (`sourcePaths`, default the whole folder). */
export function sourcePaths(server) {
  return server.sourcePaths?.length ? server.sourcePaths : ['.'];
}

/** `--only a,b` narrows a run to some servers (by name). */
export function selectServers(list, argv) {
  const i = argv.indexOf('--only');
  const only = i >= 0 ? new Set(String(argv[i + 1] ?? '').split(',')) : undefined;
  return list.servers.filter((s) => !only || only.has(s.name));
}

/** The value after a flag (`--mirrors /x`), or the fallback. */
export function flagValue(argv, name, fallback) {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
}
