// HTTP servers: Streamable HTTP through the SDK's transport (session ids, SSE-framed answers, protocol header),
// falling back to the older HTTP+SSE transport when the server rejects the first POST with 400/404/405 — the
// detection the spec's backwards-compatibility section describes. The SDK is imported here only, on demand.
import type { Channel, ChannelEvents } from './channel.js';

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

export async function openHttpChannel(url: URL, headers: Record<string, string>, events: ChannelEvents): Promise<Channel> {
  const requestInit = { headers };
  const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  let transport = new StreamableHTTPClientTransport(url, { requestInit }) as unknown as SdkTransport;
  let kind: 'streamable-http' | 'sse' = 'streamable-http';
  let closed = false;
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
    const sse = new SSEClientTransport(url, { requestInit }) as unknown as SdkTransport;
    const previous = transport;
    transport = sse;
    kind = 'sse';
    wire(sse);
    previous.onclose = undefined;
    await previous.close().catch(() => {});
    try {
      await sse.start();
    } catch (error) {
      throw new Error(`${describeHttpError(firstError)}; the older HTTP+SSE transport failed too: ${describeHttpError(error as Error)}`);
    }
  }

  return {
    async send(message) {
      if (closed) throw new Error('the connection is closed');
      if (!firstSend) {
        await transport.send(message).catch((error: Error) => Promise.reject(new Error(describeHttpError(error))));
        return;
      }
      firstSend = false;
      try {
        await transport.send(message);
      } catch (error) {
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
      if (kind === 'streamable-http') await withTimeout(transport.terminateSession?.().catch(() => {}), 1000);
      await withTimeout(transport.close().catch(() => {}), 1000);
    },
    stderrTail: () => '',
    setProtocolVersion(version) {
      transport.setProtocolVersion?.(version);
    },
  };
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
  if (status === 403) return `the server answered HTTP 403 Forbidden (${shorten(detail)}). Check the credentials passed with --header`;
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
