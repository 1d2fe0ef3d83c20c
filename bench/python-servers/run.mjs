// Python source mode on public Python MCP servers: how many of the tools each server really lists (its live
// tools/list, captured with `mcp-lint --save`) does source mode rebuild from the server's .py files, with the same
// inputSchema, how many does it invent, what it marks unresolved, which error-level findings it raises, and how long
// it takes.
//   npm run bench:python-servers     (build, extract, install, capture what is missing, compare)
//   node bench/python-servers/run.mjs [--only a,b] [--recapture] [--mirrors DIR] [--timeout ms] [--runs N]
// Each server's source mode runs N times (default 3), and its time is the median of those runs: one run on this
// shared machine can be stretched by whatever else runs.
// Prints a markdown table and the pooled figures against issue 27's goals; writes details (misses, false positives,
// schema differences, findings) to .bench-tmp/python-servers-results.json. Skipped in CI (CI=true) unless
// MCP_BENCH_PYTHON_SERVERS_IN_CI=1: it needs the servers' mirrors and installs a venv per package set.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBounded } from '../servers/lib.mjs';
import { captureAll } from './capture.mjs';
import { capturePath, flagValue, loadList, ROOT, selectServers, serverRoot, sourcePaths } from './lib.mjs';
import { compareServer, isSilent, pooled, pooledLines, table, withVerdicts } from './summary.mjs';

const argv = process.argv.slice(2);
const TIMEOUT_MS = Number(flagValue(argv, '--timeout', 30_000));
const RUNS = Math.max(1, Number(flagValue(argv, '--runs', 3)));
const RESULTS_FILE = join(ROOT, '.bench-tmp', 'python-servers-results.json');
const WORKER = join(ROOT, 'bench', 'servers', 'source-worker.mjs');

if (process.env.CI === 'true' && process.env.MCP_BENCH_PYTHON_SERVERS_IN_CI !== '1') {
  console.log(
    "bench:python-servers: skipped in CI (it needs the servers' mirrors and a venv per package set); set MCP_BENCH_PYTHON_SERVERS_IN_CI=1 to run it.",
  );
  process.exit(0);
}

const { status, extracted } = await captureAll(argv.includes('--recapture') ? argv : [...argv, '--missing']);
const servers = selectServers(loadList(), argv);

/**
 * One server: source mode on its pinned source, in a process of its own, compared with its capture. A server with no
 * capture still gets source mode run on it: its error-level findings and time count, its tools cannot be compared.
 */
async function compare(server) {
  const base = { name: server.name, style: server.style, sdkRun: sdkRun(server) };
  if (!extracted.has(server.name))
    return { ...base, status: `no source: bring it in with fetch github:${server.repo}` };
  const captured = status[server.name]?.status === 'captured' && existsSync(capturePath(server));
  const liveTools = captured ? (JSON.parse(readFileSync(capturePath(server), 'utf8')).tools ?? []) : undefined;
  const runs = [];
  let worker;
  for (let index = 0; index < RUNS; index++) {
    const run = await runBounded(process.execPath, [WORKER, serverRoot(server), ...sourcePaths(server)], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      timeoutMs: TIMEOUT_MS,
    });
    if (run.timedOut) return { ...base, live: liveTools?.length, ms: Math.round(run.ms), status: 'timed out' };
    try {
      worker = JSON.parse(run.stdout);
    } catch {
      return {
        ...base,
        live: liveTools?.length,
        ms: Math.round(run.ms),
        status: 'crashed',
        detail: run.stderr.slice(-1500),
      };
    }
    runs.push({ ms: run.ms, cpuMs: worker.cpuMs });
  }
  worker.cpuMs = median(runs.map((run) => run.cpuMs));
  const timed = { ...base, live: liveTools?.length, ms: Math.round(median(runs.map((run) => run.ms))) };
  // A build whose loadDefinitions does not read .py files yet (Python source mode still being built) reads nothing.
  if (worker.sourceFiles === 0) return { ...timed, status: 'no .py file read by source mode', detail: worker.error };
  if (!captured) {
    const errors = withVerdicts(worker.errors ?? [], server.reviewedErrors);
    return {
      ...timed,
      status: `not captured (${status[server.name]?.status})`,
      rebuilt: worker.tools.length,
      silent: isSilent(worker),
      unresolvedFindingCount: worker.unresolvedFindings.length,
      unresolvedFindings: worker.unresolvedFindings.slice(0, 50),
      errors,
      cpuMs: worker.cpuMs,
    };
  }
  const compared = compareServer(liveTools, worker);
  return {
    ...timed,
    status: 'compared',
    ...compared,
    errors: withVerdicts(compared.errors, server.reviewedErrors),
    files: worker.sourceFiles,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Which SDK the capture ran on, from the server's packages (what a reader needs to weigh a 1.x or fastmcp 2 server). */
function sdkRun(server) {
  const pkgs = server.packages.join(' ');
  if (pkgs.includes('{wheel:mcp-1.')) return `mcp ${/\{wheel:mcp-([\d.]+)\}/.exec(pkgs)[1]}`;
  if (/(^| )fastmcp( |$)/.test(pkgs)) return 'fastmcp 4.0.10';
  return 'mcp 2.3.0';
}

/** The worker on a one-line .py file: what starting Node and loading the library cost before any server's code. */
async function baseline() {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-bench-py-baseline-'));
  try {
    writeFileSync(join(dir, 'empty.py'), 'x = 1\n');
    const run = await runBounded(process.execPath, [WORKER, dir, '.'], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      timeoutMs: TIMEOUT_MS,
    });
    const worker = JSON.parse(run.stdout);
    return { ms: Math.round(run.ms), cpuMs: worker.cpuMs };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`\nPython source mode on ${servers.length} public servers\n`);
const floor = await baseline();
const results = [];
// One server at a time, so each time is that server's alone.
for (const server of servers) {
  const result = await compare(server);
  results.push(result);
  const shown =
    result.status === 'compared'
      ? `${result.tp}/${result.live} found, ${result.fp} FP, ${(result.ms / 1000).toFixed(2)} s`
      : result.status;
  process.stderr.write(`  ${server.name}: ${shown}\n`);
}

const p = pooled(results);
console.log([...table(results), '', ...pooledLines(p, floor)].join('\n'));
mkdirSync(join(ROOT, '.bench-tmp'), { recursive: true });
const load = loadavg().map((n) => Number(n.toFixed(1)));
writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, loadAverage: load, baseline: floor, pooled: p, servers: results }, null, 2)}\n`,
);
console.log(`\nLoad average at the end ${load.join(', ')} (2 cores). Details: ${RESULTS_FILE}`);
