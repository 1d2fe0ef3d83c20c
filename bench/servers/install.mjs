// Installs each server of servers.json at its pinned version, into its own directory, without running any
// package script (npm install --ignore-scripts). Already-installed servers are skipped. At most two installs at once.
//   node bench/servers/install.mjs [--only pkg,pkg] [--include-skipped]
import { mkdirSync, writeFileSync } from 'node:fs';
import { installDir, installedManifest, loadList, pool, runBounded, selectServers, SERVERS_DIR } from './lib.mjs';

const INSTALL_TIMEOUT_MS = Number(process.env.MCP_BENCH_INSTALL_TIMEOUT_MS ?? 600_000);

const list = loadList();
const includeSkipped = process.argv.includes('--include-skipped');
const servers = selectServers(list, process.argv).filter((s) => includeSkipped || !s.skip);
mkdirSync(SERVERS_DIR, { recursive: true });
console.log(`Installing ${servers.length} servers under ${SERVERS_DIR}`);

const results = await pool(servers, 2, async (server) => {
  const spec = `${server.package}@${server.version}`;
  if (installedManifest(server)) return { spec, status: 'present' };
  const dir = installDir(server);
  mkdirSync(dir, { recursive: true });
  // A private manifest of its own, so npm installs here and not in a parent project.
  writeFileSync(`${dir}/package.json`, JSON.stringify({ name: 'bench-server', private: true }, null, 2));
  const run = await runBounded(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--save-exact', '--loglevel=error', spec],
    { cwd: dir, env: { ...process.env, npm_config_update_notifier: 'false' }, timeoutMs: INSTALL_TIMEOUT_MS },
  );
  const ok = run.code === 0 && installedManifest(server) !== undefined;
  const status = ok ? 'installed' : run.timedOut ? 'timed out' : 'failed';
  console.log(`${status.padEnd(9)} ${spec} (${(run.ms / 1000).toFixed(1)} s)`);
  if (!ok) console.log(run.stderr.split('\n').slice(-8).join('\n'));
  return { spec, status };
});

const failed = results.filter((r) => r.status !== 'present' && r.status !== 'installed');
const present = results.filter((r) => r.status === 'present').length;
console.log(`${results.length - failed.length} ready (${present} already present), ${failed.length} failed`);
process.exitCode = failed.length ? 1 : 0;
