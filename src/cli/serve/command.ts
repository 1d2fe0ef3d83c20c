// `mcp-lint serve`: the linter as a stdio MCP server, for coding agents. stdout carries JSON-RPC only, so nothing
// else may write to it once the server runs; the exit code is 0 when the client closes standard input.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { CliIo } from '../io.js';
import { helpOrVersion } from '../help-or-version.js';
import { UsageError } from '../../core/usage-error.js';
import { editDistance } from '../../core/edit-distance.js';

const HELP = `Usage: mcp-lint serve [--root <dir>]...

Runs mcp-lint as an MCP server over stdio, so a coding agent can lint the MCP server it is building.
Tools: lint_tool_definitions, lint_files, lint_running_server, explain_rule, list_rules, diff_tool_definitions.
lint_files reads only inside the working directory (or the --root folders; never all of / when started
there) and the client's roots;
lint_running_server starts the command it is given (it is marked as not read-only, so clients ask first).
See docs/serve.md.

Client configuration (Claude Code):
  claude mcp add mcp-lint -- npx -y -p create-mcp-tool mcp-lint serve

Options:
  --root <dir>   a folder the tools may read, instead of the working directory (repeatable; the first is where
                 relative paths start). For clients that do not start servers in your project, like Claude Desktop.
  -h, --help     show this help
  -v, --version  print the version
`;

const SERVE_FLAGS = ['--root', '--help', '--version'];

/** The --root folders, checked; empty when none was given. */
function parseRoots(argv: string[], cwd: string): string[] {
  const roots: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = arg === '--root' ? argv[++i] : arg.startsWith('--root=') ? arg.slice('--root='.length) : undefined;
    if (value === undefined && arg !== '--root') {
      const word = arg.replace(/^--/, '').replace(/=.*$/s, '');
      // Only a near miss: "--port" is not a typo of "--root".
      const flag = arg.startsWith('--')
        ? SERVE_FLAGS.find((known) => editDistance(word, known.slice(2)) <= Math.max(1, Math.floor(word.length / 3)))
        : undefined;
      throw new UsageError(
        `serve does not take ${JSON.stringify(arg)}.${flag ? ` Did you mean ${flag}?` : ''} Run mcp-lint serve --help for usage.`,
      );
    }
    if (value === undefined || value === '') throw new UsageError('serve: --root expects a directory.');
    const folder = resolve(cwd, value);
    let isDirectory = false;
    try {
      isDirectory = statSync(folder).isDirectory();
    } catch {
      // reported below
    }
    if (!isDirectory) throw new UsageError(`serve: --root ${JSON.stringify(value)} is not a directory.`);
    roots.push(folder);
  }
  return roots;
}

export async function runServe(argv: string[], io: CliIo): Promise<number> {
  const asked = helpOrVersion(argv, HELP, io);
  if (asked !== undefined) return asked;
  const roots = parseRoots(argv, io.cwd);

  const [{ StdioServerTransport }, { createLintServer }, { trackRequests }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/stdio.js'),
    import('./server.js'),
    import('./in-flight.js'),
  ]);
  // A client that starts servers in / (Claude Desktop on macOS does) would otherwise open the whole disk.
  const cwdIsDiskRoot = dirname(io.cwd) === io.cwd;
  // Someone who typed `mcp-lint serve` in a terminal would otherwise see nothing happen.
  if (process.stdin.isTTY)
    io.stderr(
      'mcp-lint serve: waiting for an MCP client on standard input (JSON-RPC). It is meant to be started by a client: see mcp-lint serve --help. Ctrl-C to stop.\n',
    );
  const server = createLintServer(roots[0] ?? io.cwd, roots.length > 0 ? roots : cwdIsDiskRoot ? [] : [io.cwd]);
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
