import { readFileSync } from 'node:fs';
import { McpServer } from '{{sdkServerModule}}';
import { registerTools } from './tools/index.js';

// The server introduces itself with the package's name and version, so a release needs one version bump only.
const { name, version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

/** Builds the MCP server with every tool registered. Transports (src/index.ts) and tests share it. */
export function createServer(): McpServer {
  // Declaring the tools capability up front keeps tools/list working even before the first tool exists.
  const server = new McpServer({ name, version }, { capabilities: { tools: {} } });
  registerTools(server);
  return server;
}
