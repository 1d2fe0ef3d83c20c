// npm run bench:packaging: what a new user downloads. Packs this repository, installs the tarball into an empty
// directory with an empty npm cache, and reports the installed size and package count; then times a cold
// `npx create-mcp-tool` (from the tarball, empty cache) next to a cold `npx create-vite` (from the registry, empty
// cache) in the same run, alternating, and the cache each fills. Needs the registry for create-vite; run after
// `npm run build`. Not part of `npm run bench`, whose sections run offline.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const work = mkdtempSync(join(tmpdir(), 'mcp-bench-packaging-'));

function sh(cmd, args, options = {}) {
  const start = process.hrtime.bigint();
  const r = spawnSync(cmd, args, {
    encoding: 'utf8',
    input: '',
    ...options,
    env: {
      ...process.env,
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      ...options.env,
    },
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr.slice(-800)}`);
  return { ms, stdout: r.stdout };
}

function bytes(path) {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.size;
  return readdirSync(path).reduce((sum, name) => sum + bytes(join(path, name)), 0);
}

function packages(nodeModules) {
  if (!existsSync(nodeModules)) return 0;
  let count = 0;
  for (const name of readdirSync(nodeModules)) {
    if (name.startsWith('.')) continue;
    if (name.startsWith('@')) count += readdirSync(join(nodeModules, name)).length;
    else count++;
  }
  return count;
}

const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const pack = sh('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], { cwd: ROOT });
  const tarball = join(work, pack.stdout.trim().split('\n').pop());
  const linterPack = sh('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], {
    cwd: join(ROOT, 'packages', 'mcp-tool-lint'),
  });
  const linterTarball = join(work, linterPack.stdout.trim().split('\n').pop());

  const installDir = mkdtempSync(join(work, 'install-'));
  const installCache = mkdtempSync(join(work, 'cache-'));
  const install = sh('npm', ['install', '--no-save', '--cache', installCache, tarball], { cwd: installDir });
  const nodeModules = join(installDir, 'node_modules');

  const scaffold = [];
  const vite = [];
  const caches = {};
  for (let i = 0; i < RUNS; i++) {
    for (const [name, times, args] of [
      [
        'create-mcp-tool',
        scaffold,
        ['--package', tarball, 'create-mcp-tool', 'demo', '--yes', '--no-install', '--no-git'],
      ],
      ['create-vite', vite, ['create-vite@latest', 'demo', '--template', 'vanilla-ts', '--no-interactive']],
    ]) {
      const dir = mkdtempSync(join(work, `${name}-`));
      const cache = mkdtempSync(join(work, 'cache-'));
      times.push(sh('npx', ['--yes', '--cache', cache, ...args], { cwd: dir }).ms);
      caches[name] = bytes(cache);
      rmSync(dir, { recursive: true, force: true });
      rmSync(cache, { recursive: true, force: true });
    }
  }
  const lines = [
    '## Packaging (bench/packaging.mjs)',
    '',
    `Node ${process.version}, ${RUNS} alternating runs, each with an empty npm cache.`,
    '',
    '| what | figure | goal |',
    '|---|---|---|',
    `| create-mcp-tool tarball | ${mb(statSync(tarball).size)} packed | |`,
    `| mcp-tool-lint tarball | ${(statSync(linterTarball).size / 1e3).toFixed(1)} kB packed | |`,
    `| installed into an empty directory (the TypeScript compiler included) | ${mb(bytes(nodeModules))} in ${packages(nodeModules)} package(s), ${(install.ms / 1000).toFixed(1)} s | ≤ 10 MB, 1 package ${bytes(nodeModules) <= 10e6 && packages(nodeModules) === 1 ? '✅' : '❌'} |`,
    `| cold \`npx create-mcp-tool demo --yes --no-install --no-git\` (tarball) | median ${(median(scaffold) / 1000).toFixed(2)} s, cache ${mb(caches['create-mcp-tool'])} | |`,
    `| cold \`npx create-vite demo --template vanilla-ts\` (registry) | median ${(median(vite) / 1000).toFixed(2)} s, cache ${mb(caches['create-vite'])} | |`,
    `| ratio | ${(median(scaffold) / median(vite)).toFixed(2)}× create-vite | ≤ 2× ${median(scaffold) <= 2 * median(vite) ? '✅' : '❌'} |`,
    '',
    `Runs (ms): create-mcp-tool ${scaffold.map((t) => t.toFixed(0)).join(', ')}; create-vite ${vite.map((t) => t.toFixed(0)).join(', ')}.`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
} finally {
  rmSync(work, { recursive: true, force: true });
}
