// Counts the client's requests that have not been answered yet, so `mcp-lint serve` can answer everything it was
// asked before it exits when standard input ends (`… | mcp-lint serve` in a script, or a client that sends its
// last request and closes the pipe). The SDK aborts handlers still running when its transport closes.
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';

export interface InFlight {
  /** Resolves once every request received so far has been answered. */
  settled(): Promise<void>;
}

/** Call after server.connect(transport): wraps the handlers the SDK installed. */
export function trackRequests(transport: Transport): InFlight {
  let pending = 0;
  let wake: (() => void) | undefined;
  const receive = transport.onmessage;
  transport.onmessage = (message, extra) => {
    if ('method' in message && 'id' in message) pending++;
    receive?.(message, extra);
  };
  const send = transport.send.bind(transport);
  transport.send = async (message, options) => {
    try {
      await send(message, options);
    } finally {
      if (('result' in message || 'error' in message) && pending > 0 && --pending === 0) wake?.();
    }
  };
  return {
    settled: () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve))),
  };
}
