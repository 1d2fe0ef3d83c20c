// Live mode speed: the whole user-visible run against @modelcontextprotocol/server-everything (stdio), side by side:
//   - a bare SDK client: import the SDK, connect (spawn + initialize), tools/list, close — the least any SDK-based tool does;
//   - `mcp-lint --stdio …`: the same, plus every definition rule and the formatter;
//   - the MCP Inspector CLI (`--cli … --method tools/list`, v0.15.0: newer versions need Node 22), the peer users reach for.
// Goals: mcp-lint within 1.15× the bare client, and faster than the Inspector CLI.
import { join } from 'node:path';
import { NODE, ROOT, compare, goal, machineLine, runCaptured, runIfMain, table } from './lib.mjs';

// MCP_LINT_BIN benchmarks another build (a copy of bin/ and dist/ taken while nothing else rebuilds).
const MCP_LINT = process.env.MCP_LINT_BIN ?? join(ROOT, 'bin', 'mcp-lint.js');
const EVERYTHING = join(ROOT, 'node_modules', '.bin', 'mcp-server-everything');
const INSPECTOR = join(ROOT, 'node_modules', '@modelcontextprotocol', 'inspector', 'cli', 'build', 'cli.js');

// Resolved from ROOT (the cwd), like a script in the project would be.
const BARE_CLIENT = `
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
const client = new Client({ name: 'bench', version: '1.0.0' });
await client.connect(new StdioClientTransport({ command: ${JSON.stringify(EVERYTHING)}, args: [] }));
const { tools } = await client.listTools();
await client.close();
process.stdout.write(tools.length + ' tools\\n');
`;

export default async function liveBench() {
  const specs = [
    { name: '`node -e 0` (floor)', command: NODE, args: ['-e', '0'] },
    {
      name: 'bare SDK client: connect + tools/list + close',
      command: NODE,
      args: ['--input-type=module', '-e', BARE_CLIENT],
      allowStderr: true,
    },
    {
      name: '`mcp-lint --stdio mcp-server-everything`',
      command: NODE,
      args: [MCP_LINT, '--stdio', EVERYTHING],
      allowStderr: true,
    },
    {
      name: 'MCP Inspector CLI 0.15 `--method tools/list`',
      command: NODE,
      args: [INSPECTOR, '--cli', EVERYTHING, '--method', 'tools/list'],
      allowStderr: true,
    },
  ];
  // Sanity: each command really lists the server's tools before anything is timed.
  const bare = runCaptured(specs[1]);
  if (!/^\d+ tools/.test(bare.stdout)) throw new Error(`bare client failed: ${bare.stderr}`);
  const lint = runCaptured({ ...specs[2], args: [...specs[2].args, '--format', 'json'] });
  const [result] = JSON.parse(lint.stdout || '[]');
  if (!result || result.messages.some((m) => m.fatal))
    throw new Error(`mcp-lint did not lint the server: ${lint.stdout}${lint.stderr}`);
  const inspector = runCaptured(specs[3]);
  if (!inspector.stdout.includes('"tools"')) throw new Error(`Inspector CLI failed: ${inspector.stderr}`);
  const toolCount = Number(bare.stdout.split(' ')[0]);

  const rows = await compare(specs);
  const byName = (prefix) => rows.find((row) => row.name.startsWith(prefix));
  const client = byName('bare SDK client');
  const mcpLint = byName('`mcp-lint');
  const peer = byName('MCP Inspector');
  const vsClient = mcpLint.medianMs / client.medianMs;
  const vsPeer = mcpLint.medianMs / peer.medianMs;
  return {
    title: 'Live mode',
    intro:
      `\`@modelcontextprotocol/server-everything\` (${toolCount} tools) over stdio, started fresh by every run. Each command spawns the ` +
      'server, initializes, reads `tools/list` and ends it; mcp-lint also runs every definition rule and prints its report. ' +
      "mcp-lint speaks newline-delimited JSON-RPC itself (no SDK or zod import on the stdio path) and ends the server's process " +
      "group right after the last answer, where the SDK's `close()` waits for the server to exit.",
    tables: [{ markdown: table(rows, { baseline: client.name }) }],
    goals: [
      goal(
        '`mcp-lint --stdio` within 1.15× the bare SDK client (median wall time)',
        vsClient <= 1.15,
        `${vsClient.toFixed(2)}× the bare client`,
      ),
      goal(
        '`mcp-lint --stdio` faster than the MCP Inspector CLI (median wall time)',
        vsPeer < 1,
        `${vsPeer.toFixed(2)}× the Inspector CLI`,
      ),
    ],
    notes: [
      "Most of every row is the server itself: Node start-up plus server-everything's own imports before it answers `initialize`.",
      'The Inspector CLI is started through its `mcp-inspector --cli` entry point, which starts the CLI in a second Node process, as users run it.',
      "CPU time counts the processes that exit normally. mcp-lint ends the server with SIGTERM, so its row leaves out the server's CPU, " +
        "while the bare client's `close()` lets the server exit and counts it: compare wall times.",
      `Measured ${machineLine()}`,
    ],
  };
}

await runIfMain(import.meta.url, liveBench);
