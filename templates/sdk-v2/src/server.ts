import { McpServer } from '@modelcontextprotocol/server';
import { registerTools } from './tools/index.js';

/** Builds the MCP server with every tool registered. Transports (src/index.ts) and tests share it. */
export function createServer(): McpServer {
  // Declaring the tools capability up front keeps tools/list working even before the first tool exists.
  const server = new McpServer({ name: '{{name}}', version: '0.1.0' }, { capabilities: { tools: {} } });
  registerTools(server);
  return server;
}
