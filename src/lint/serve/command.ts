// `mcp-lint serve`: the linter as a stdio MCP server, for coding agents. stdout carries JSON-RPC only, so nothing
// else may write to it once the server runs; the exit code is 0 when the client closes standard input.
import type { CliIo } from '../cli.js';
import { packageVersion } from '../../package-version.js';
import { UsageError } from '../usage-error.js';

const HELP = `Usage: mcp-lint serve

Runs mcp-lint as an MCP server over stdio, so a coding agent can lint the MCP server it is building.
Tools: lint_tool_definitions, lint_files, lint_running_server, explain_rule, list_rules, diff_tool_definitions.
lint_files reads only inside the working directory and the client's roots; lint_running_server starts the command
it is given (clients ask before calling it: it is marked as not read-only). See docs/serve.md.

Client configuration (Claude Code):
  claude mcp add mcp-lint -- npx -y -p create-mcp-tool mcp-lint serve

Options:
  -h, --help     show this help
  -v, --version  print the version
`;

export async function runServe(argv: string[], io: CliIo): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    io.stdout(HELP);
    return 0;
  }
  if (argv.includes('-v') || argv.includes('--version')) {
    io.stdout(`${packageVersion()}\n`);
    return 0;
  }
  if (argv.length > 0) throw new UsageError(`serve takes no arguments or options, got ${JSON.stringify(argv[0])}. Run mcp-lint serve --help for usage.`);

  const [{ StdioServerTransport }, { createLintServer }, { trackRequests }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/stdio.js'),
    import('./server.js'),
    import('./in-flight.js'),
  ]);
  const server = createLintServer(io.cwd);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    // The client ends the session by closing our stdin; the transport does not watch for that itself.
    process.stdin.once('end', () => resolve());
    transport.onclose = () => resolve();
  });
  await server.connect(transport);
  const inFlight = trackRequests(transport);
  await closed;
  await inFlight.settled();
  await server.close();
  return 0;
}
