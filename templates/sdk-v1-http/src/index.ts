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
// DNS rebinding: a web page on another site can have a browser reach this server under a name of the page's own that
// resolves to this address. So a browser's Origin must be a local page, on any address (clients that are not browsers
// send none), and on a loopback address (localhost, 127.x.x.x, ::1) the Host header must be a local name; hostnames
// are compared, ports aside, as SDK v2's guards do (SDK v1 has them only as Express middleware, or as transport
// options that compare whole Host and Origin values, ports included). ALLOWED_ORIGINS and ALLOWED_HOSTS
// (comma-separated hostnames) widen them on purpose; see README.md.
const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]', hostInUrl];
const listed = (names: string | undefined) =>
  (names ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
const loopback = host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
const extraHosts = listed(process.env.ALLOWED_HOSTS);
const allowedHosts = loopback || extraHosts.length > 0 ? [...LOCAL_NAMES, ...extraHosts] : undefined;
const allowedOrigins = [...LOCAL_NAMES, ...listed(process.env.ALLOWED_ORIGINS)];

/** The hostname in a URL (lower case, IPv6 in brackets, no port), or undefined when it is not one. */
function hostnameIn(url: string): string | undefined {
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

/** Why the request's Host or Origin header is refused, or undefined when both are allowed. */
function refusedHeader(req: IncomingMessage): string | undefined {
  const hostHeader = req.headers.host ?? '';
  if (allowedHosts && !allowedHosts.includes(hostnameIn(`http://${hostHeader}`) ?? '')) {
    return `Host "${hostHeader}" is not allowed`;
  }
  // A browser sends "null" for an opaque origin: it does not parse, so it is refused.
  const origin = req.headers.origin;
  if (origin && !allowedOrigins.includes(hostnameIn(origin) ?? '')) return `Origin "${origin}" is not allowed`;
  return undefined;
}

function sendJsonRpcError(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (path !== '/mcp') return sendJsonRpcError(res, 404, 'Not found: the MCP endpoint is /mcp');
  const refused = refusedHeader(req);
  if (refused) return sendJsonRpcError(res, 403, refused);
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
