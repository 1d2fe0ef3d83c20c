// lint_running_server: start (or connect to) the MCP server an agent is building and lint what it lists. This runs
// a command the caller names, with this server's permissions: the description and annotations say so plainly, so
// a client asks before each call. The server's tools are never called (only initialize and tools/list).
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { parseLiveFlags } from '../../live-args.js';
import { lint } from '../../../api/lint.js';
import type { LintOptions, LiveOptions } from '../../../core/options.js';
import { UsageError, isUsageError } from '../../../core/usage-error.js';
import type { SpecVersion } from '../../../core/types.js';
import { serveLintOptions, type ServeContext } from '../context.js';
import { reportOutput, reportOutputShape } from '../report-shape.js';
import { answer, errorResult, structuredResult } from '../tool-result.js';
import { specInput } from './lint-definitions.js';

/** The CLI's parser, so quoting and URL checks match `mcp-lint --stdio`; its messages name this tool's arguments. */
function liveOptions(
  stdio: string | undefined,
  url: string | undefined,
  cwd: string,
  timeoutSeconds: number | undefined,
): LiveOptions {
  try {
    return parseLiveFlags({
      stdio: stdio === undefined ? [] : [stdio],
      url: url === undefined ? [] : [url],
      cwd,
      ...(timeoutSeconds === undefined ? {} : { timeout: String(timeoutSeconds * 1000) }),
    })!;
  } catch (error) {
    if (isUsageError(error)) throw new UsageError(error.message.replace(/^--(stdio|url)\b/, '$1'));
    throw error;
  }
}

export function registerLintServer(server: McpServer, context: ServeContext): void {
  server.registerTool(
    'lint_running_server',
    {
      title: 'Lint a running MCP server',
      description:
        'Starts an MCP server from a stdio command line (or connects to a Streamable HTTP URL), asks it for initialize and tools/list, and lints the tools it lists with the same rules as lint_tool_definitions, plus what only a running server shows: whether it starts, answers initialize and lists valid tools. ' +
        "WARNING: the stdio command line is run as a process on this machine, in the project folder this server was started for, with this server's permissions. mcp-lint itself changes nothing, but the program it starts can write, modify or delete whatever that program is written to; only pass the command of the server you are building. " +
        "The started process and everything it starts are stopped when linting ends. The linted server's tools are never called. Say in transport which of stdio or url you give.",
      inputSchema: z.object({
        // The choice between stdio and url is a required parameter, as alternatives-in-schema advises: a root oneOf of
        // required sets is what JSON Schema would say, but the Claude API and OpenAI's strict mode refuse it.
        transport: z
          .enum(['stdio', 'url'])
          .describe(
            'Which of stdio or url you give: "stdio" to start a command line, "url" to connect to a Streamable HTTP server.',
          ),
        stdio: z
          .string()
          .min(1)
          .max(4000)
          .optional()
          .describe(
            'Command line that starts a stdio MCP server, e.g. "node dist/index.js". Runs in the project folder mcp-lint serve was started for.',
          ),
        url: z
          .string()
          .url()
          .max(2000)
          .optional()
          .describe('URL of a Streamable HTTP MCP server, e.g. "http://127.0.0.1:3000/mcp".'),
        timeoutSeconds: z
          .number()
          .int()
          .min(1)
          .max(300)
          .optional()
          .describe('Time allowed for the whole server (default 60).'),
        spec: specInput,
      }),
      outputSchema: reportOutputShape,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
    },
    ({ transport, stdio, url, timeoutSeconds, spec }) =>
      answer(async () => {
        const given = transport === 'stdio' ? stdio : url;
        const other = transport === 'stdio' ? url : stdio;
        if (given === undefined || other !== undefined)
          return errorResult(
            `transport is "${transport}": give exactly one of stdio (a command line such as "node dist/index.js") or url (an http(s) URL), the one transport names.`,
          );
        const live = liveOptions(stdio, url, context.cwd, timeoutSeconds);
        const options: LintOptions = { ...(await serveLintOptions(context)), live };
        if (spec) options.spec = spec as SpecVersion;
        const report = await lint([], options);
        return structuredResult(reportOutput(report));
      }),
  );
}
