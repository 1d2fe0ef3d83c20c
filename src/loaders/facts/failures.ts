// What a handler raises, and how the model sees it: the one shape both source readers fill (core/facts.ts
// HandlerFailures). Each reader finds its language's throw/raise statements; how an escaped failure reaches the model
// is its framework adapter's to say, and the TS behaviours below are the ones its adapters pick from.
import type { HandlerFailures, RaisedFailure } from '../../core/facts.js';

/** How a framework answers a failure that leaves a handler (the part of HandlerFailures a framework adapter says). */
export type FailureBehaviour = Pick<HandlerFailures, 'escaped' | 'shown' | 'statement' | 'instead'>;

/** The TypeScript SDK's low-level Server: a throw in a tools/call handler is answered as JSON-RPC error -32603. */
export const TS_PROTOCOL_ERROR: FailureBehaviour = {
  escaped: 'protocol-error',
  shown: 'JSON-RPC error -32603',
  statement: 'throw',
  instead: '{ content: [{ type: "text", text: message }], isError: true }',
};

/** McpServer and the TS frameworks built on it turn a throw into an isError result carrying the error's text. */
export const TS_MESSAGE_RESULT: FailureBehaviour = {
  escaped: 'message',
  shown: 'the error message as an isError result',
  statement: 'throw',
  instead: '',
};

/** The longest message text kept: enough to say what the failure is about, bounded for any input. */
const MESSAGE_TEXT_LIMIT = 200;

/** A thrown message as written: its literal parts, placeholders shown as "…", cut to MESSAGE_TEXT_LIMIT. */
export function messageText(parts: readonly string[]): string | undefined {
  const text = parts.join('…').trim();
  return text ? text.slice(0, MESSAGE_TEXT_LIMIT) : undefined;
}

export function handlerFailures(
  behaviour: FailureBehaviour,
  raised: RaisedFailure[] = [],
  lookups: HandlerFailures['lookups'] = [],
): HandlerFailures {
  return { ...behaviour, raised, lookups };
}
