// Shared helpers for the published-servers benchmark: the server list, where each package is installed, and a
// bounded child-process runner (every step of the benchmark has a time-out and kills the whole process group).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(HERE, '..', '..');
export const CAPTURES = join(HERE, 'captures');
export const LIST_FILE = join(HERE, 'servers.json');

/** Where the packages are installed: one directory per server (MCP_BENCH_SERVERS_DIR overrides). */
export const SERVERS_DIR = process.env.MCP_BENCH_SERVERS_DIR ?? join(ROOT, '.bench-tmp', 'servers');

export function loadList() {
  return JSON.parse(readFileSync(LIST_FILE, 'utf8'));
}

/** `@scope/name` → `scope__name`; unscoped names stay as they are (npm names never hold `__` after a scope). */
export function safeName(pkg) {
  return pkg.replace(/^@/, '').replace('/', '__');
}

export function installDir(server) {
  return join(SERVERS_DIR, safeName(server.package));
}

export function packageDir(server) {
  return join(installDir(server), 'node_modules', ...server.package.split('/'));
}

export function capturePath(server) {
  return join(CAPTURES, `${safeName(server.package)}.json`);
}

/** The installed package.json, or undefined when the pinned version is not installed. */
export function installedManifest(server) {
  const file = join(packageDir(server), 'package.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return manifest.version === server.version ? manifest : undefined;
}

/** The file a server's `bin` entry points to (server.bin names the entry when the package has several). */
export function binFile(server, manifest) {
  if (server.entry) return join(packageDir(server), server.entry);
  const bin = manifest.bin;
  if (typeof bin === 'string') return join(packageDir(server), bin);
  if (bin && typeof bin === 'object') {
    const name = server.bin ?? Object.keys(bin)[0];
    if (bin[name]) return join(packageDir(server), bin[name]);
  }
  return undefined;
}

/** Replaces `{tmp}` in a server's args by a scratch directory (servers such as filesystem need a path). */
export function expandArgs(args, tmp) {
  return (args ?? []).map((a) => a.replaceAll('{tmp}', tmp));
}

/**
 * Runs a command with a time-out in its own process group; on time-out the whole group is killed.
 * Resolves to { code, signal, timedOut, ms, stdout, stderr } (output capped at 1 MiB each).
 */
export function runBounded(command, args, { cwd, env, timeoutMs, input }) {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const cap = (s, chunk) => (s.length < 1 << 20 ? s + chunk : s);
    child.stdout.on('data', (c) => (stdout = cap(stdout, c)));
    child.stderr.on('data', (c) => (stderr = cap(stderr, c)));
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
    const killGroup = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {}
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), 2000).unref();
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: -1, signal: null, timedOut, ms: 0, stdout, stderr: stderr + String(error) });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // Whatever the command left behind in its group goes too.
      killGroup('SIGKILL');
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      resolve({ code, signal, timedOut, ms, stdout, stderr });
    });
  });
}

/**
 * The arguments that start a server under `mcp-lint --save` with the built CLI: a JSON report, no config file,
 * bounded start-up and calls, the server's own working directory and environment values.
 */
export function saveArgs({ cwd, out, env, startupTimeoutMs, timeoutMs, command }) {
  return [
    join(ROOT, 'bin', 'mcp-lint.js'),
    '--no-config',
    '--format',
    'json',
    '--startup-timeout',
    String(startupTimeoutMs),
    '--timeout',
    String(timeoutMs),
    '--cwd',
    cwd,
    '--save',
    out,
    ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
    '--',
    ...command,
  ];
}

/** The fatal finding mcp-lint reported for a server it could not read (it ends with the server's last stderr lines). */
export function failureDetail(stdout, clean = (text) => text) {
  try {
    const report = JSON.parse(stdout);
    const messages = report.flatMap((r) => r.messages ?? []).filter((m) => m.fatal || m.ruleId === null);
    return clean(messages.map((m) => m.message).join('\n')).slice(0, 1500);
  } catch {
    return stdout.slice(0, 1500);
  }
}

/** Runs `worker(item)` over items with at most `limit` at a time; one failure never stops the others. */
export async function pool(items, limit, worker) {
  const results = new Array(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const i = next++;
      try {
        results[i] = await worker(items[i], i);
      } catch (error) {
        results[i] = { error: String(error?.stack ?? error) };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** `--only a,b` (package names or safe names) narrows a run to some servers. */
export function selectServers(list, argv) {
  const i = argv.indexOf('--only');
  const only = i >= 0 ? new Set(String(argv[i + 1] ?? '').split(',')) : undefined;
  return list.servers.filter((s) => !only || only.has(s.package) || only.has(safeName(s.package)));
}

/**
 * The package's own JavaScript to run source mode on, relative to the install directory, as a user would name it
 * (`mcp-lint node_modules/<pkg>/dist`): the top-level folders holding the package's `bin` and `main` entries (entries
 * that do not exist are ignored). An entry at the package root means the root, plus its top-level dist/ and build/
 * folders, which mcp-lint's directory walk skips unless named. Folders are never named twice (a folder inside
 * another input would find nothing new). `sourceDir` in the entry overrides. The package's own node_modules are
 * never read: the walk skips node_modules.
 */
export function sourceDirs(server, manifest) {
  const pkg = packageDir(server);
  const base = join('node_modules', ...server.package.split('/'));
  if (server.sourceDir) return [server.sourceDir].flat().map((d) => join(base, d));
  const entries = [];
  if (typeof manifest.bin === 'string') entries.push(manifest.bin);
  else if (manifest.bin) entries.push(...Object.values(manifest.bin));
  if (typeof manifest.main === 'string') entries.push(manifest.main);
  const tops = new Set();
  for (const entry of entries) {
    if (!existsSync(join(pkg, entry))) continue;
    const parts = entry.replace(/^\.\//, '').split('/');
    tops.add(parts.length > 1 ? parts[0] : '.');
  }
  if (tops.size === 0) tops.add('.');
  if (tops.has('.')) {
    const skippedByWalk = ['dist', 'build'].filter((d) => existsSync(join(pkg, d)));
    return [base, ...skippedByWalk.map((d) => join(base, d))];
  }
  return [...tops].sort().map((top) => join(base, top));
}
