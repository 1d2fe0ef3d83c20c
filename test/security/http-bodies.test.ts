// Issue 34, hole 9: a --url server answering initialize with an endless body (JSON or SSE) drove mcp-lint past 5 GB
// within the start-up time-out. HTTP answers are now capped like stdio messages (64 MiB per message).
import { createServer, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { cappedFetch } from '../../src/loaders/live/capped-fetch.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-http-bodies-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

// Reports the CLI process's peak memory on stderr when it exits.
const peakMemoryHook = join(temp, 'peak-memory.mjs');
writeFileSync(
  peakMemoryHook,
  "process.on('exit', () => process.stderr.write(`peak-rss-kb ${process.resourceUsage().maxRSS}\\n`));\n",
);

async function serve(respond: (response: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    request.resume();
    if (request.method !== 'POST') response.writeHead(405).end();
    else respond(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/mcp` };
}

/** Writes the opening of an answer, then the same megabyte for as long as the client reads. */
function endless(contentType: string, opening: string): (response: ServerResponse) => void {
  const megabyte = Buffer.alloc(1024 * 1024, 'a');
  return (response) => {
    response.writeHead(200, { 'content-type': contentType });
    response.write(opening);
    const pump = () => {
      while (!response.destroyed && response.write(megabyte)) {
        // until the socket's buffer is full
      }
    };
    response.on('drain', pump);
    pump();
  };
}

describe('HTTP answers are capped like stdio messages (issue 34, hole 9)', () => {
  const cases = [
    { kind: 'a JSON body', respond: endless('application/json', '{"jsonrpc":"2.0","id":0,"result":"') },
    {
      kind: 'one SSE event',
      respond: endless('text/event-stream', 'event: message\ndata: {"jsonrpc":"2.0","id":0,"result":"'),
    },
  ];
  for (const { kind, respond } of cases) {
    it(`an endless answer to initialize (${kind}) ends the run promptly, with the cap named and memory bounded`, async () => {
      const { server, url } = await serve(respond);
      try {
        // A start-up time-out longer than the run is given: without the cap, reading would go on until the run is
        // killed (its code then null); with it, the run ends as soon as one message passes 64 MiB.
        const run = await runMcpLint(['--url', url, '--startup-timeout', '120000', '--timeout', '240000'], {
          env: { NODE_OPTIONS: `--import=${pathToFileURL(peakMemoryHook).href}` },
          timeoutMs: 45_000,
        });
        expect(run.code).toBe(2);
        expect(run.stdout).toMatch(/the server sent a message over 64\s+MiB, mcp-lint's cap on one message/);
        const peak = Number(/peak-rss-kb (\d+)/.exec(run.stderr)?.[1]);
        expect(peak).toBeGreaterThan(0);
        expect(peak).toBeLessThan(600 * 1024);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }, 60_000);
  }

  it('counts an SSE stream per event: many small events pass, one large event does not', async () => {
    const event = `data: ${'x'.repeat(90)}\n\n`;
    // 100 events of 98 or 100 bytes (half CRLF-framed): about 10 times the cap of 1,000 in all, each well under it.
    const small = await readCapped(1_000, (response) =>
      response.end(Array.from({ length: 100 }, (_, i) => (i % 2 ? event.replace('\n\n', '\r\n\r\n') : event)).join('')),
    );
    expect(small).toEqual({ read: 9_900, failure: undefined, overCap: 0 });
    const large = await readCapped(1_000, (response) => response.end(`${event}data: ${'y'.repeat(2_000)}\n\n${event}`));
    expect(large.failure).toMatch(/cap on one message/);
    expect(large.overCap).toBe(1);
  });
});

async function readCapped(
  limit: number,
  write: (response: ServerResponse) => void,
): Promise<{ read: number; failure?: string; overCap: number }> {
  const { server, url } = await serve((response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    write(response);
  });
  try {
    let overCap = 0;
    const response = await cappedFetch(() => overCap++, limit)(url, { method: 'POST' });
    const reader = response.body!.getReader();
    let read = 0;
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) read += chunk.value.length;
    } catch (error) {
      return { read, failure: (error as Error).message, overCap };
    }
    return { read, failure: undefined, overCap };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
