/** Statuses that mean "this URL does not speak Streamable HTTP" rather than "you may not" (401/403) or "it broke" (5xx). */
const FALLBACK_STATUSES = new Set([400, 404, 405]);
export async function openHttpChannel(url, headers, events) {
    const requestInit = { headers };
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    let transport = new StreamableHTTPClientTransport(url, { requestInit });
    let kind = 'streamable-http';
    let closed = false;
    let firstSend = true;
    const wire = (t) => {
        t.onmessage = (message) => events.message(message);
        // Stray transport errors (a dropped GET stream, an unparsable event) surface as failed requests or time-outs.
        t.onerror = () => { };
        t.onclose = () => {
            if (!closed && t === transport)
                events.closed('the HTTP connection was closed');
        };
    };
    wire(transport);
    await transport.start();
    async function fallBackToSse(firstError) {
        const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js');
        const sse = new SSEClientTransport(url, { requestInit });
        const previous = transport;
        transport = sse;
        kind = 'sse';
        wire(sse);
        previous.onclose = undefined;
        await previous.close().catch(() => { });
        try {
            await sse.start();
        }
        catch (error) {
            throw new Error(`${describeHttpError(firstError)}; the older HTTP+SSE transport failed too: ${describeHttpError(error)}`);
        }
    }
    return {
        async send(message) {
            if (closed)
                throw new Error('the connection is closed');
            if (!firstSend) {
                await transport.send(message).catch((error) => Promise.reject(new Error(describeHttpError(error))));
                return;
            }
            firstSend = false;
            try {
                await transport.send(message);
            }
            catch (error) {
                const status = statusOf(error);
                if (status === undefined || !FALLBACK_STATUSES.has(status))
                    throw new Error(describeHttpError(error));
                await fallBackToSse(error);
                await transport.send(message).catch((e) => Promise.reject(new Error(describeHttpError(e))));
            }
        },
        async close() {
            if (closed)
                return;
            closed = true;
            // Ending the session politely lets stateful servers free it; a server that refuses (405) is fine.
            if (kind === 'streamable-http')
                await withTimeout(transport.terminateSession?.().catch(() => { }), 1000);
            await withTimeout(transport.close().catch(() => { }), 1000);
        },
        stderrTail: () => '',
        setProtocolVersion(version) {
            transport.setProtocolVersion?.(version);
        },
    };
}
function statusOf(error) {
    const code = error.code;
    return typeof code === 'number' && code >= 100 && code < 600 ? code : undefined;
}
/** Turns the SDK's transport errors into sentences that say what to do. */
export function describeHttpError(error) {
    const status = statusOf(error);
    const detail = error.message.replace(/^Streamable HTTP error: /, '').replace(/^SSE error: /, '');
    if (status === 401 || error.name === 'UnauthorizedError') {
        return `the server answered HTTP 401 Unauthorized (${shorten(detail)}). Pass credentials with --header "Authorization: Bearer <token>"`;
    }
    if (status === 403)
        return `the server answered HTTP 403 Forbidden (${shorten(detail)}). Check the credentials passed with --header`;
    if (status !== undefined)
        return `the server answered HTTP ${status} (${shorten(detail)})`;
    const cause = error.cause;
    if (cause?.code === 'ECONNREFUSED')
        return `nothing is listening there (connection refused). Start the server first`;
    if (cause?.message)
        return `${detail}: ${cause.message}`;
    return shorten(detail);
}
function shorten(text) {
    const oneLine = text.replace(/\s+/g, ' ').trim();
    return oneLine.length > 300 ? oneLine.slice(0, 300) + '…' : oneLine;
}
async function withTimeout(promise, ms) {
    if (!promise)
        return;
    let timer;
    await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
}
