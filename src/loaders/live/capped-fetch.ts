// An HTTP server's answer is read under the cap stdio messages have: a body (JSON) or one server-sent event (SSE)
// past MAX_MESSAGE_SIZE bytes ends the response. Without it, a server answering initialize with an endless body
// drove mcp-lint past 5 GB within the start-up time-out: the SDK's transports buffer a whole body or event.
import { MAX_MESSAGE_SIZE } from './channel.js';

type Fetch = typeof fetch;

/** Why the connection ends when a server passes the cap: a sentence for the finding. */
export const OVER_CAP = `the server sent a message over ${MAX_MESSAGE_SIZE / 1024 / 1024} MiB, mcp-lint's cap on one message (a JSON body or one server-sent event); it was not read further`;

/**
 * `fetch` for the SDK's transports: each response body counted as it streams, and errored (with `overCap` called
 * once) when one message passes the cap. In an SSE stream each event is a message: the count starts again after
 * the blank line that ends one, so a long-lived stream of small events is never cut.
 */
export function cappedFetch(overCap: () => void, limit = MAX_MESSAGE_SIZE): Fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    const events = /^\s*text\/event-stream/i.test(response.headers.get('content-type') ?? '');
    let size = 0;
    let previous = 0;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size = events ? sinceEventEnd(chunk, previous, size, limit) : size + chunk.length;
        if (chunk.length > 0) previous = chunk[chunk.length - 1]!;
        if (size > limit) {
          overCap();
          controller.error(new Error(OVER_CAP));
          return;
        }
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counter), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

const LF = 10;
const CR = 13;

/**
 * Bytes since the last event ended, after this chunk (`size` before it), or the first count past the limit. An SSE
 * event ends at a blank line: two line ends in a row ("\n\n", "\r\r", "\n\r", which "\r\n\r\n" holds), possibly
 * across chunks (`previous` is the last byte before). Every event in the chunk counts, not only the last; only line
 * ends are visited, found by Buffer.indexOf, so a megabyte without one costs two native scans.
 */
function sinceEventEnd(chunk: Uint8Array, previous: number, size: number, limit: number): number {
  const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  let run = size;
  let start = 0;
  let before = previous;
  let nextLf = bytes.indexOf(LF);
  let nextCr = bytes.indexOf(CR);
  for (;;) {
    const at = nextLf < 0 ? nextCr : nextCr < 0 ? nextLf : Math.min(nextLf, nextCr);
    if (at < 0) return run + (bytes.length - start);
    run += at - start;
    if (run > limit) return run;
    const byte = bytes[at]!;
    // Only a line end right after another one (at the chunk's start, the byte before it) ends an event.
    const adjacent = at === start ? before : -1;
    if (adjacent === LF || (adjacent === CR && byte === CR)) run = 0;
    else run++;
    before = byte;
    start = at + 1;
    if (byte === LF) nextLf = bytes.indexOf(LF, start);
    else nextCr = bytes.indexOf(CR, start);
  }
}
