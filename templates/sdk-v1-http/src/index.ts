#!/usr/bin/env node
// Entry point: serves the MCP server over Streamable HTTP at http://HOST:PORT/mcp (default 127.0.0.1:3000).
// Stateless: every POST gets a fresh server and transport, so there are no sessions to leak or expire.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createServer } from './server.js';

// HOST=::1 and HOST=[::1] (as in a URL) are the same address; listen() wants it without the brackets.
const host = (process.env.HOST ?? '127.0.0.1').replace(/^\[(.*)\]$/, '$1');
const hostInUrl = host.includes(':') ? `[${host}]` : host;
const port = Number(process.env.PORT ?? 3000);
// A browser page on another site must not reach a server on localhost (DNS rebinding): accept only local Host headers
// unless HOST says the server is meant to be reached from elsewhere. A Host header writes IPv6 in brackets.
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const checkHost = LOCAL_HOSTNAMES.has(hostInUrl);

function hostnameOf(hostHeader: string | undefined): string {
  return (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
}

function sendJsonRpcError(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (path !== '/mcp') return sendJsonRpcError(res, 404, 'Not found: the MCP endpoint is /mcp');
  if (checkHost && !LOCAL_HOSTNAMES.has(hostnameOf(req.headers.host))) {
    return sendJsonRpcError(res, 403, `Host "${req.headers.host ?? ''}" is not allowed`);
  }
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return sendJsonRpcError(res, 405, 'Method not allowed: this stateless server accepts POST only');
  }
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
}

const httpServer = createHttpServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error('{{name}}: request failed:', error);
    if (!res.headersSent) sendJsonRpcError(res, 500, 'Internal server error');
  });
});

httpServer.listen(port, host, () => {
  const { port: actualPort } = httpServer.address() as AddressInfo;
  console.error(`{{name}}: MCP server listening on http://${hostInUrl}:${actualPort}/mcp`);
});

function shutdown(): void {
  httpServer.close(() => process.exit(0));
  httpServer.closeAllConnections();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
