// Scaffolding speed: `create-mcp-tool` without install, next to the node floor and to the peers that scaffold MCP
// servers: mcp-framework's `mcp create --no-install` and `@modelcontextprotocol/create-server`.
// Every scaffold needs a directory that does not exist yet, so this section removes each command's target before
// each run (not timed) instead of using compare(), and keeps compare()'s interleaving and rotation.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RUNS, DEFAULT_WARMUP, NODE, ROOT, goal, runCaptured, runIfMain, runOnce, table } from './lib.mjs';

const CREATE = join(ROOT, 'bin', 'create-mcp-tool.js');
const MCP_FRAMEWORK = join(ROOT, 'node_modules', 'mcp-framework', 'dist', 'cli', 'index.js');
const CREATE_SERVER = join(ROOT, 'node_modules', '@modelcontextprotocol', 'create-server', 'build', 'index.js');
const GOAL_RATIO = 2.5;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function countFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && !entry.parentPath.includes('.git')).length;
}

/** compare() with a fresh target per run: `spec.target` is removed before every run. */
async function compareFresh(specs, { runs = DEFAULT_RUNS, warmup = DEFAULT_WARMUP } = {}) {
  const samples = specs.map(() => ({ ms: [], rss: [] }));
  for (let round = 0; round < warmup + runs; round++) {
    for (let k = 0; k < specs.length; k++) {
      const index = (round + k) % specs.length;
      const spec = specs[index];
      if (spec.target) rmSync(spec.target, { recursive: true, force: true });
      const sample = await runOnce(spec);
      if (sample.code !== 0) throw new Error(`${spec.name} exited with ${sample.code}`);
      if (round >= warmup) {
        samples[index].ms.push(sample.ms);
        samples[index].rss.push(sample.rssKiB);
      }
    }
    process.stderr.write(`\r  ${round < warmup ? 'warm-up' : 'round'} ${round < warmup ? round + 1 : round - warmup + 1}/${round < warmup ? warmup : runs}   `);
  }
  process.stderr.write('\r');
  return specs.map((spec, i) => {
    const { ms, rss } = samples[i];
    const finiteRss = rss.filter(Number.isFinite);
    return {
      name: spec.name,
      note: spec.note,
      runs: ms.length,
      medianMs: median(ms),
      minMs: Math.min(...ms),
      maxMs: Math.max(...ms),
      peakRssMiB: finiteRss.length ? Math.max(...finiteRss) / 1024 : NaN,
      medianRssMiB: finiteRss.length ? median(finiteRss) / 1024 : NaN,
    };
  });
}

export default async function createBench() {
  const dir = mkdtempSync(join(tmpdir(), 'create-mcp-tool-bench-'));
  try {
    const ours = {
      name: '`create-mcp-tool p --yes --no-install`',
      command: NODE,
      args: [CREATE, 'ours', '--yes', '--no-install'],
      cwd: dir,
      target: join(dir, 'ours'),
      env: { npm_config_user_agent: 'npm/11.0.0' },
    };
    const oursNoGit = { ...ours, name: '`create-mcp-tool p --yes --no-install --no-git`', args: [...ours.args, '--no-git'], target: join(dir, 'ours-no-git') };
    oursNoGit.args[1] = 'ours-no-git';
    const specs = [{ name: '`node -e 0` (floor)', command: NODE, args: ['-e', '0'] }, ours, oursNoGit];
    const peers = [];
    if (existsSync(MCP_FRAMEWORK)) {
      peers.push({ name: "mcp-framework's `mcp create --no-install`", command: NODE, args: [MCP_FRAMEWORK, 'create', 'peer-framework', '--no-install'], cwd: dir, target: join(dir, 'peer-framework') });
    }
    if (existsSync(CREATE_SERVER)) {
      peers.push({
        name: '`@modelcontextprotocol/create-server`',
        command: NODE,
        args: [CREATE_SERVER, 'peer-create-server', '--name', 'peer-create-server', '--description', 'bench'],
        cwd: dir,
        target: join(dir, 'peer-create-server'),
      });
    }
    specs.push(...peers);

    // One run each first: every command must really scaffold, and the file counts go into the notes.
    for (const spec of specs.slice(1)) {
      rmSync(spec.target, { recursive: true, force: true });
      const out = runCaptured(spec);
      if (out.code !== 0 || !existsSync(spec.target)) throw new Error(`${spec.name} failed (${out.code}): ${out.stderr}`);
      spec.note = `${countFiles(spec.target)} files${spec.args.includes('--no-git') ? '' : ', git init'}`;
    }

    const rows = await compareFresh(specs);
    const floor = rows[0];
    const ourRow = rows[1];
    const ratio = ourRow.medianMs / floor.medianMs;
    const goals = [goal(`scaffolding within ${GOAL_RATIO}× \`node -e 0\` (defaults, git init included)`, ratio <= GOAL_RATIO, `${ratio.toFixed(2)}×`)];
    for (const peer of rows.slice(3)) {
      const speedup = peer.medianMs / ourRow.medianMs;
      goals.push(goal(`faster than ${peer.name}`, speedup > 1, `${speedup.toFixed(1)}× faster`));
    }
    return {
      title: 'Scaffolding (create-mcp-tool)',
      intro:
        'Whole-process wall time to scaffold a project without installing dependencies, each run into a directory that ' +
        'does not exist yet (removed between runs, untimed). Our default run also initialises git, as `mcp create` does; ' +
        'the `--no-git` row shows what git costs. `prompts` is never loaded without a TTY.',
      tables: [{ markdown: table(rows, { baseline: floor.name }) }],
      goals,
      notes: peers.length < 2 ? ['A peer is missing from node_modules: run `npm install` in the repository.'] : [],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, createBench);
