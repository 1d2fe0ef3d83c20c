import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import "./chunk-7PSWHDII.js";

// src/lint/loaders/live/http-channel.ts
var FALLBACK_STATUSES = /* @__PURE__ */ new Set([400, 404, 405]);
async function openHttpChannel(url, headers, events) {
  const requestInit = { headers };
  const { StreamableHTTPClientTransport } = await import("@modelcontextprotocol/sdk/client/streamableHttp.js");
  let transport = new StreamableHTTPClientTransport(url, { requestInit });
  let kind = "streamable-http";
  let closed = false;
  let firstSend = true;
  const wire = (t) => {
    t.onmessage = (message) => events.message(message);
    t.onerror = () => {
    };
    t.onclose = () => {
      if (!closed && t === transport) events.closed("the HTTP connection was closed");
    };
  };
  wire(transport);
  await transport.start();
  async function fallBackToSse(firstError) {
    const { SSEClientTransport } = await import("@modelcontextprotocol/sdk/client/sse.js");
    const sse = new SSEClientTransport(url, { requestInit });
    const previous = transport;
    transport = sse;
    kind = "sse";
    wire(sse);
    previous.onclose = void 0;
    await previous.close().catch(() => {
    });
    try {
      await sse.start();
    } catch (error) {
      throw new Error(`${describeHttpError(firstError)}; the older HTTP+SSE transport failed too: ${describeHttpError(error)}`);
    }
  }
  return {
    async send(message) {
      if (closed) throw new Error("the connection is closed");
      if (!firstSend) {
        await transport.send(message).catch((error) => Promise.reject(new Error(describeHttpError(error))));
        return;
      }
      firstSend = false;
      try {
        await transport.send(message);
      } catch (error) {
        const status = statusOf(error);
        if (status === void 0 || !FALLBACK_STATUSES.has(status)) throw new Error(describeHttpError(error));
        await fallBackToSse(error);
        await transport.send(message).catch((e) => Promise.reject(new Error(describeHttpError(e))));
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      if (kind === "streamable-http") await withTimeout(transport.terminateSession?.().catch(() => {
      }), 1e3);
      await withTimeout(transport.close().catch(() => {
      }), 1e3);
    },
    stderrTail: () => "",
    setProtocolVersion(version) {
      transport.setProtocolVersion?.(version);
    }
  };
}
function statusOf(error) {
  const code = error.code;
  return typeof code === "number" && code >= 100 && code < 600 ? code : void 0;
}
function describeHttpError(error) {
  const status = statusOf(error);
  const detail = error.message.replace(/^Streamable HTTP error: /, "").replace(/^SSE error: /, "");
  if (status === 401 || error.name === "UnauthorizedError") {
    return `the server answered HTTP 401 Unauthorized (${shorten(detail)}). Pass credentials with --header "Authorization: Bearer <token>"`;
  }
  if (status === 403) return `the server answered HTTP 403 Forbidden (${shorten(detail)}). Check the credentials passed with --header`;
  if (status !== void 0) return `the server answered HTTP ${status} (${shorten(detail)})`;
  const cause = error.cause;
  if (cause?.code === "ECONNREFUSED") return `nothing is listening there (connection refused). Start the server first`;
  if (cause?.message) return `${detail}: ${cause.message}`;
  return shorten(detail);
}
function shorten(text) {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > 300 ? oneLine.slice(0, 300) + "\u2026" : oneLine;
}
async function withTimeout(promise, ms) {
  if (!promise) return;
  let timer;
  await Promise.race([promise, new Promise((resolve) => timer = setTimeout(resolve, ms))]);
  clearTimeout(timer);
}
export {
  describeHttpError,
  openHttpChannel
};
