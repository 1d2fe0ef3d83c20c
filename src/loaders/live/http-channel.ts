// HTTP servers: Streamable HTTP through the SDK's transport (session ids, SSE-framed answers, protocol header),
// falling back to the older HTTP+SSE transport when the server rejects the first POST with 400/404/405 — the
// detection the spec's backwards-compatibility section describes. The SDK is imported here only, on demand.
import type { Channel, ChannelEvents } from './channel.js';
import { cappedFetch, OVER_CAP } from './capped-fetch.js';

interface SdkTransport {
  onmessage?: (message: unknown) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  start(): Promise<void>;
  send(message: unknown): Promise<void>;
  close(): Promise<void>;
  setProtocolVersion?(version: string): void;
  terminateSession?(): Promise<void>;
}

/** Statuses that mean "this URL does not speak Streamable HTTP" rather than "you may not" (401/403) or "it broke" (5xx). */
const FALLBACK_STATUSES = new Set([400, 404, 405]);

export async function openHttpChannel(
  url: URL,
  headers: Record<string, string>,
  events: ChannelEvents,
): Promise<Channel> {
  // The 2026-07-28 HTTP binding wants each request's method (and a tool call's name) in headers too; the SDK
  // transport reads requestInit.headers synchronously at the start of every send, so they are swapped per message.
  const requestInit: { headers: Record<string, string> } = { headers };
  let modern = false;
  const routeHeaders = (message: Record<string, unknown>) => {
    requestInit.headers = modern ? { ...headers, ...routingHeaders(message) } : headers;
  };
  let closed = false;
  // A message over the cap ends the connection: a stream that sent one is not a server to go on talking to.
  const capped = cappedFetch(() => {
    if (!closed) events.closed(OVER_CAP);
  });
  const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  let transport = new StreamableHTTPClientTransport(url, { requestInit, fetch: capped }) as unknown as SdkTransport;
  let kind: 'streamable-http' | 'sse' = 'streamable-http';
  let firstSend = true;

  const wire = (t: SdkTransport) => {
    t.onmessage = (message) => events.message(message);
    // Stray transport errors (a dropped GET stream, an unparsable event) surface as failed requests or time-outs.
    t.onerror = () => {};
    t.onclose = () => {
      if (!closed && t === transport) events.closed('the HTTP connection was closed');
    };
  };
  wire(transport);
  await transport.start();

  async function fallBackToSse(firstError: Error): Promise<void> {
    const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js');
    const sse = new SSEClientTransport(url, { requestInit, fetch: capped }) as unknown as SdkTransport;
    const previous = transport;
    transport = sse;
    kind = 'sse';
    wire(sse);
    previous.onclose = undefined;
    await previous.close().catch(() => {});
    try {
      await sse.start();
    } catch (error) {
      throw new Error(
        `${describeHttpError(firstError)}; the older HTTP+SSE transport failed too: ${describeHttpError(error as Error)}`,
      );
    }
  }

  return {
    async send(message) {
      if (closed) throw new Error('the connection is closed');
      routeHeaders(message);
      if (!firstSend) {
        await transport.send(message).catch((error: Error) => {
          const answer = jsonRpcErrorIn(error, message);
          if (answer) events.message(answer);
          else return Promise.reject(new Error(describeHttpError(error)));
        });
        return;
      }
      firstSend = false;
      try {
        await transport.send(message);
      } catch (error) {
        // A 2026-07-28-only server refuses initialize with HTTP 400 and a JSON-RPC error body (-32022): that is an
        // answer (session.ts then opens it the stateless way), not a reason to try the older SSE transport.
        const answer = jsonRpcErrorIn(error as Error, message);
        if (answer) {
          events.message(answer);
          return;
        }
        const status = statusOf(error);
        if (status === undefined || !FALLBACK_STATUSES.has(status)) throw new Error(describeHttpError(error as Error));
        await fallBackToSse(error as Error);
        await transport.send(message).catch((e: Error) => Promise.reject(new Error(describeHttpError(e))));
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      // Ending the session politely lets stateful servers free it; a server that refuses (405) is fine.
      if (kind === 'streamable-http')
        await withTimeout(
          transport.terminateSession?.().catch(() => {}),
          1000,
        );
      await withTimeout(
        transport.close().catch(() => {}),
        1000,
      );
    },
    stderrTail: () => '',
    setProtocolVersion(version) {
      modern = version >= '2026-07-28';
      transport.setProtocolVersion?.(version);
    },
  };
}

/** `Mcp-Method` for every message and `Mcp-Name` for a tool call (2026-07-28); values HTTP cannot carry are left out. */
export function routingHeaders(message: Record<string, unknown>): Record<string, string> {
  const routed: Record<string, string> = {};
  const token = (value: unknown) => typeof value === 'string' && /^[\x21-\x7e]{1,256}$/.test(value);
  if (token(message.method)) routed['Mcp-Method'] = message.method as string;
  const params = message.params as Record<string, unknown> | undefined;
  if (message.method === 'tools/call' && token(params?.name)) routed['Mcp-Name'] = params!.name as string;
  return routed;
}

/**
 * The JSON-RPC error the server sent as the body of an HTTP error status, when it answers this request: the SDK's
 * transport puts the body in its message ("Error POSTing to endpoint: {…}"). Undefined for any other failure.
 */
function jsonRpcErrorIn(error: Error, message: Record<string, unknown>): Record<string, unknown> | undefined {
  if (statusOf(error) !== 400 || message.id === undefined) return undefined;
  const at = error.message.indexOf('{');
  if (at < 0) return undefined;
  try {
    const body = JSON.parse(error.message.slice(at)) as Record<string, unknown>;
    const rpcError = body.error as Record<string, unknown> | undefined;
    return body.jsonrpc === '2.0' && body.id === message.id && typeof rpcError?.code === 'number' ? body : undefined;
  } catch {
    return undefined;
  }
}

function statusOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' && code >= 100 && code < 600 ? code : undefined;
}

/** Turns the SDK's transport errors into sentences that say what to do. */
export function describeHttpError(error: Error): string {
  const status = statusOf(error);
  const detail = error.message.replace(/^Streamable HTTP error: /, '').replace(/^SSE error: /, '');
  if (status === 401 || error.name === 'UnauthorizedError') {
    return `the server answered HTTP 401 Unauthorized (${shorten(detail)}). Pass credentials with --header "Authorization: Bearer <token>"`;
  }
  if (status === 403)
    return `the server answered HTTP 403 Forbidden (${shorten(detail)}). Check the credentials passed with --header`;
  if (status !== undefined) return `the server answered HTTP ${status} (${shorten(detail)})`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') return `nothing is listening there (connection refused). Start the server first`;
  if (cause?.message) return `${detail}: ${cause.message}`;
  return shorten(detail);
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 300 ? oneLine.slice(0, 300) + '…' : oneLine;
}

async function withTimeout(promise: Promise<unknown> | undefined, ms: number): Promise<void> {
  if (!promise) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
