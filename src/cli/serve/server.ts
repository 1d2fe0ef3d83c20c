// The mcp-lint MCP server: the linter's tools, registered on the SDK's McpServer. Transport-free, so tests can
// connect it in memory and `mcp-lint serve` over stdio.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { packageVersion } from '../../core/package-version.js';
import { serveContext } from './context.js';
import { registerDiffDefinitions } from './tools/diff-definitions.js';
import { registerLintDefinitions } from './tools/lint-definitions.js';
import { registerLintFiles } from './tools/lint-files.js';
import { registerLintServer } from './tools/lint-server.js';
import { registerRuleTools } from './tools/rules.js';

const INSTRUCTIONS =
  'mcp-lint checks MCP tool definitions: names, descriptions, JSON Schemas, annotations, output schemas and security problems. ' +
  'While building an MCP server, lint its source with lint_files (e.g. paths ["src"]) or the running server with lint_running_server, ' +
  'look up a finding with explain_rule, and compare two releases with diff_tool_definitions.';

/** `cwd`: where relative paths start; `baseFolders`: what the file tools may read besides the client's roots. */
export function createLintServer(cwd: string, baseFolders: readonly string[]): McpServer {
  const server = new McpServer({ name: 'mcp-lint', version: packageVersion() }, { instructions: INSTRUCTIONS });
  const context = serveContext(server, cwd, baseFolders);
  registerLintDefinitions(server, context);
  registerLintFiles(server, context);
  registerLintServer(server, context);
  registerRuleTools(server);
  registerDiffDefinitions(server, context);
  return server;
}
