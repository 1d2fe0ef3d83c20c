// Source mode on published servers: how many of the tools each server really lists (its live tools/list,
// captured with `mcp-lint --save`) does source mode rebuild from the package's shipped JavaScript, with the
// same inputSchema, and how many tools does it invent.
//   npm run bench:servers            (build, install, capture what is missing, compare)
//   node bench/servers/source-recall.mjs [--only pkg,pkg] [--recapture] [--no-install] [--timeout ms]
// Prints a markdown table and pooled figures; writes details (misses, false positives, schema differences,
// findings) to .bench-tmp/servers-results.json. Skipped in CI (CI=true) unless MCP_BENCH_SERVERS_IN_CI=1:
// it installs ~60 packages from the registry.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  capturePath,
  HERE,
  installDir,
  installedManifest,
  loadList,
  ROOT,
  runBounded,
  selectServers,
  sourceDirs,
  SERVERS_DIR,
} from './lib.mjs';
import { compareTools } from './compare.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const value = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const TIMEOUT_MS = Number(value('--timeout', 30_000));
const RESULTS_FILE = join(ROOT, '.bench-tmp', 'servers-results.json');
const SLOW_MS = 5_000;

if (process.env.CI === 'true' && process.env.MCP_BENCH_SERVERS_IN_CI !== '1') {
  console.log('bench:servers: skipped in CI (it installs ~60 packages); set MCP_BENCH_SERVERS_IN_CI=1 to run it.');
  process.exit(0);
}

/** Runs one of the sibling scripts with the same --only selection, its output shown as it goes. */
function step(script, extra = []) {
  const only = flag('--only') ? ['--only', value('--only')] : [];
  const run = spawnSync(process.execPath, [join(HERE, script), ...only, ...extra], { cwd: ROOT, stdio: 'inherit' });
  return run.status === 0;
}

const list = loadList();
const servers = selectServers(list, argv).filter((s) => !s.skip);
if (!flag('--no-install')) step('install.mjs');
step('capture.mjs', flag('--recapture') ? [] : ['--missing']);

const pct = (n, d) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);

// ---- per server ---------------------------------------------------------------------------------------------

async function compare(server) {
  const capture = capturePath(server);
  if (!existsSync(capture)) return { package: server.package, status: 'no capture' };
  const manifest = installedManifest(server);
  if (!manifest) return { package: server.package, status: 'not installed' };
  const liveTools = JSON.parse(readFileSync(capture, 'utf8')).tools ?? [];
  const dirs = sourceDirs(server, manifest);
  const run = await runBounded(process.execPath, [join(HERE, 'source-worker.mjs'), installDir(server), ...dirs], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    timeoutMs: TIMEOUT_MS,
  });
  const base = { package: server.package, version: server.version, dirs, ms: Math.round(run.ms) };
  if (run.timedOut) return { ...base, status: 'timed out', live: liveTools.length };
  let worker;
  try {
    worker = JSON.parse(run.stdout);
  } catch {
    return { ...base, status: 'crashed', live: liveTools.length, detail: run.stderr.slice(-1500) };
  }

  const compared = compareTools(liveTools, worker.tools);
  const explained = worker.unresolvedFindings.length > 0 || worker.fatal.length > 0 || Boolean(worker.error);
  return {
    ...base,
    status: 'compared',
    ...compared,
    silent: compared.found === 0 && !explained,
    files: worker.sourceFiles,
    workerMs: worker.workerMs,
    cpuMs: worker.cpuMs,
    maxRssMiB: worker.maxRssMiB,
    unresolvedFindings: worker.unresolvedFindings.slice(0, 50),
    unresolvedFindingCount: worker.unresolvedFindings.length,
    fatal: worker.fatal.slice(0, 20),
    error: worker.error,
    findings: worker.findings,
    watched: worker.watched,
  };
}

console.log(`\nSource mode on ${servers.length} published servers (installs: ${SERVERS_DIR})\n`);
const results = [];
// One package at a time, so each time is that package's alone.
for (const server of servers) {
  const result = await compare(server);
  results.push(result);
  const shown =
    result.status === 'compared'
      ? `${result.tp}/${result.live} found, ${result.fp} FP, ${(result.ms / 1000).toFixed(1)} s`
      : result.status;
  process.stderr.write(`  ${server.package}: ${shown}\n`);
}

// ---- report -------------------------------------------------------------------------------------------------

const compared = results.filter((r) => r.status === 'compared');
const sum = (key) => compared.reduce((n, r) => n + r[key], 0);
const failedRuns = results.filter((r) => r.status === 'timed out' || r.status === 'crashed');
const live = sum('live') + failedRuns.reduce((n, r) => n + (r.live ?? 0), 0);
// Servers whose tools are not in their own JavaScript (a wrapper, tools generated from a shipped JSON document):
// no static reading of the package can find them, so recall is also given without them.
const outside = new Set(servers.filter((s) => s.toolsOutsideSource).map((s) => s.package));
const inSource = compared.filter((r) => !outside.has(r.package));
const liveInSource =
  inSource.reduce((n, r) => n + r.live, 0) +
  failedRuns.filter((r) => !outside.has(r.package)).reduce((n, r) => n + (r.live ?? 0), 0);
const tpInSource = inSource.reduce((n, r) => n + r.tp, 0);
const pooled = {
  servers: results.length,
  compared: compared.length,
  timedOutOrCrashed: failedRuns.length,
  live,
  found: sum('found'),
  tp: sum('tp'),
  fp: sum('fp'),
  fpUpperBound: sum('fpUpperBound'),
  strictEqual: sum('strictEqual'),
  normalEqual: sum('normalEqual'),
  unequalFlagged: sum('unequalFlagged'),
  recall: live ? sum('tp') / live : 0,
  recallInSource: liveInSource ? tpInSource / liveInSource : 0,
  serversWithToolsOutsideSource: [...outside],
  precision: sum('found') ? sum('tp') / sum('found') : 1,
  schemaEqualityStrict: sum('tp') ? sum('strictEqual') / sum('tp') : 1,
  schemaEquality: sum('tp') ? sum('normalEqual') / sum('tp') : 1,
  silent: compared.filter((r) => r.silent).map((r) => r.package),
  maxMs: Math.max(0, ...results.map((r) => r.ms ?? 0)),
  overBudget: results.filter((r) => (r.ms ?? 0) > SLOW_MS).map((r) => r.package),
  maxRssMiB: Math.max(0, ...compared.map((r) => r.maxRssMiB)),
  maxCpuMs: Math.max(0, ...compared.map((r) => r.cpuMs)),
  cpuOverBudget: compared.filter((r) => r.cpuMs > SLOW_MS).map((r) => r.package),
  loadAverage: loadavg().map((n) => Number(n.toFixed(1))),
};

const lines = [];
lines.push(
  '| server | version | live | found | TP | FP | recall | schema = | silent | files | wall (s) | CPU (s) | RSS (MiB) |',
);
lines.push('|---|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|');
for (const r of results) {
  if (r.status !== 'compared') {
    lines.push(
      `| ${r.package} | ${r.version ?? ''} | ${r.live ?? ''} | – | – | – | – | – | ${r.status} | – | ${r.ms ? (r.ms / 1000).toFixed(1) : '–'} | – | – |`,
    );
    continue;
  }
  const eq =
    r.strictEqual === r.normalEqual ? `${r.normalEqual}/${r.tp}` : `${r.normalEqual}/${r.tp} (strict ${r.strictEqual})`;
  lines.push(
    `| ${r.package} | ${r.version} | ${r.live} | ${r.found} | ${r.tp} | ${r.fp} | ${pct(r.tp, r.live)} | ${eq} | ${r.silent ? '**yes**' : r.found === 0 ? `no (${r.unresolvedFindingCount} unresolved)` : 'no'} | ${r.files} | ${(r.ms / 1000).toFixed(1)} | ${(r.cpuMs / 1000).toFixed(1)} | ${r.maxRssMiB} |`,
  );
}
lines.push('');
lines.push(`Pooled over ${pooled.compared} servers (${pooled.live} live tools):`);
lines.push(`- name recall ${pct(pooled.tp, pooled.live)} (${pooled.tp}/${pooled.live}; goal ≥ 75%)`);
lines.push(
  `- name recall without the ${outside.size} servers whose tools are defined outside their JavaScript: ${pct(tpInSource, liveInSource)} (${tpInSource}/${liveInSource})`,
);
lines.push(`- precision ${pct(pooled.tp, pooled.found)} (${pooled.tp}/${pooled.found}; goal ≥ 99%)`);
lines.push(
  `- precision without the ${pooled.fpUpperBound} names source mode marks as an upper bound (listed only if a run-time filter lets them through): ${pct(pooled.tp, pooled.found - pooled.fpUpperBound)} (${pooled.tp}/${pooled.found - pooled.fpUpperBound})`,
);
lines.push(
  `- schema equality ${pct(pooled.normalEqual, pooled.tp)} of found tools (${pooled.normalEqual}/${pooled.tp}, ignoring \`$schema\`; strict ${pct(pooled.strictEqual, pooled.tp)}; goal ≥ 95%)`,
);
lines.push(
  `- unequal schemas: ${pooled.tp - pooled.normalEqual}, of which ${pooled.unequalFlagged} flagged by source mode as partly unreadable (source-unresolved) and ${pooled.tp - pooled.normalEqual - pooled.unequalFlagged} not flagged`,
);
lines.push(
  `- silent servers: ${pooled.silent.length}${pooled.silent.length ? ` (${pooled.silent.join(', ')})` : ''} (goal 0)`,
);
const names = (list) => (list.length ? list.join(', ') : 'none');
lines.push(
  `- slowest package ${(pooled.maxMs / 1000).toFixed(1)} s wall, ${(pooled.maxCpuMs / 1000).toFixed(1)} s CPU; over 5 s wall: ${names(pooled.overBudget)}; over 5 s CPU: ${names(pooled.cpuOverBudget)}`,
);
lines.push(
  `- timed out or crashed: ${pooled.timedOutOrCrashed}; peak RSS ${pooled.maxRssMiB} MiB; load average at the end ${pooled.loadAverage.join(', ')} (2 cores)`,
);
console.log(lines.join('\n'));

mkdirSync(join(ROOT, '.bench-tmp'), { recursive: true });
writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, pooled, servers: results }, null, 2)}\n`,
);
console.log(`\nDetails (misses, false positives, schema differences, findings): ${RESULTS_FILE}`);
