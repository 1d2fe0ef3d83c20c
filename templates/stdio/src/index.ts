#!/usr/bin/env node
// Entry point: serves the MCP server over stdio. stdout carries only JSON-RPC, so every log line goes to stderr.
import { StdioServerTransport } from '{{sdkStdioServerModule}}';
import { createServer } from './server.js';

const server = createServer();
await server.connect(new StdioServerTransport());
console.error('{{name}}: MCP server running on stdio');

async function shutdown(): Promise<void> {
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
