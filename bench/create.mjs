// Scaffolding speed: `create-mcp-tool` without install, next to the node floor and to the peers that scaffold MCP
// servers: mcp-framework's `mcp create --no-install` and `@modelcontextprotocol/create-server`.
// Every scaffold needs a directory that does not exist yet: each command's target is removed before each run
// (compare()'s untimed beforeRun hook).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE, ROOT, compare, goal, runCaptured, runIfMain, table } from './lib.mjs';

const CREATE = join(ROOT, 'bin', 'create-mcp-tool.js');
const MCP_FRAMEWORK = join(ROOT, 'node_modules', 'mcp-framework', 'dist', 'cli', 'index.js');
const CREATE_SERVER = join(ROOT, 'node_modules', '@modelcontextprotocol', 'create-server', 'build', 'index.js');
const GOAL_RATIO = 2.5;

function countFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && !entry.parentPath.split(/[\\/]/).includes('.git'),
  ).length;
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
    const oursNoGit = {
      ...ours,
      name: '`create-mcp-tool p --yes --no-install --no-git`',
      args: [...ours.args, '--no-git'],
      target: join(dir, 'ours-no-git'),
    };
    oursNoGit.args[1] = 'ours-no-git';
    const specs = [{ name: '`node -e 0` (floor)', command: NODE, args: ['-e', '0'] }, ours, oursNoGit];
    const peers = [];
    if (existsSync(MCP_FRAMEWORK)) {
      peers.push({
        name: "mcp-framework's `mcp create --no-install`",
        command: NODE,
        args: [MCP_FRAMEWORK, 'create', 'peer-framework', '--no-install'],
        cwd: dir,
        target: join(dir, 'peer-framework'),
      });
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
      if (out.code !== 0 || !existsSync(spec.target))
        throw new Error(`${spec.name} failed (${out.code}): ${out.stderr}`);
      spec.note = `${countFiles(spec.target)} files${existsSync(join(spec.target, '.git')) ? ', git init' : ''}`;
      const target = spec.target;
      spec.beforeRun = () => rmSync(target, { recursive: true, force: true });
    }

    const rows = await compare(specs);
    const floor = rows[0];
    const ourRow = rows[1];
    const ratio = ourRow.medianMs / floor.medianMs;
    const cpuRatio = ourRow.medianCpuMs / floor.medianCpuMs;
    const goals = [
      goal(
        `scaffolding within ${GOAL_RATIO}× \`node -e 0\` (defaults, git init included)`,
        ratio <= GOAL_RATIO,
        `${ratio.toFixed(2)}× wall, ${Number.isFinite(cpuRatio) ? cpuRatio.toFixed(2) : 'n/a'}× node CPU`,
      ),
    ];
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
