// HTTP servers on 127.0.0.1: Streamable HTTP (the SDK's transport), the older HTTP+SSE transport as a fallback,
// and servers that answer 401 or 500.
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs fixture without types
import { startSseServer, startStatusServer, startStreamableServer } from '../../fixtures/servers/http-servers.mjs';
import { liveOptions, lintLive } from './helpers.js';

interface Started {
  url: string;
  requests: string[];
  close(): Promise<void>;
  sessions?: Map<string, unknown>;
}
const running: Started[] = [];
async function start(server: Promise<Started>): Promise<Started> {
  const started = await server;
  running.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

const timeouts = { startup: 5000, request: 3000, total: 15_000 };

describe('Streamable HTTP', () => {
  it('lints the tools of a real Streamable HTTP server, named by its URL', async () => {
    const server = await start(startStreamableServer());
    const { sources, results } = await lintLive(liveOptions([{ kind: 'http', url: server.url }], { timeouts }));
    expect(sources[0]!.source).toBe(server.url);
    expect(results[0]!.server).toEqual({ name: 'streamable-fixture', version: '1.0.0' });
    expect(results[0]!.toolCount).toBe(2);
    expect(
      results[0]!.diagnostics.some((d) => d.ruleId === 'tool-description' && d.toolName === 'no_description'),
    ).toBe(true);
    expect(results[0]!.diagnostics.filter((d) => d.ruleId === null)).toEqual([]);
    // After initialize, requests carry the negotiated protocol version; the session is ended at the end.
    expect(server.requests).toContain('POST 2025-11-25');
    expect(server.requests).toContain('DELETE 2025-11-25');
  });

  it('probes over HTTP too', async () => {
    const server = await start(startStreamableServer());
    const { sources } = await lintLive(liveOptions([{ kind: 'http', url: server.url }], { timeouts, probe: true }));
    const probe = sources[0]!.probes!.find((p) => p.toolName === 'lookup_city' && p.purpose === 'valid-arguments')!;
    // The probe takes the string its description gives as an example ("e.g. \"Lyon\"").
    expect(probe.answer).toEqual({ kind: 'result', result: { content: [{ type: 'text', text: 'Lyon: somewhere' }] } });
  });

  it('reports HTTP 401 with what to do, and succeeds with --header', async () => {
    const server = await start(startStreamableServer({ token: 's3cret' }));
    const denied = await lintLive(liveOptions([{ kind: 'http', url: server.url }], { timeouts }));
    const finding = denied.results[0]!.diagnostics[0]!;
    expect(denied.results[0]!.diagnostics).toHaveLength(1);
    expect(finding).toMatchObject({ fatal: true, severity: 'error' });
    expect(finding.message).toContain('HTTP 401');
    expect(finding.message).toContain('--header "Authorization: Bearer <token>"');

    const allowed = await lintLive(
      liveOptions([{ kind: 'http', url: server.url, headers: { Authorization: 'Bearer s3cret' } }], { timeouts }),
    );
    expect(allowed.results[0]!.toolCount).toBe(2);
  });

  it('reports HTTP 500 with the body the server sent', async () => {
    const server = await start(startStatusServer(500));
    const { results } = await lintLive(liveOptions([{ kind: 'http', url: server.url }], { timeouts }));
    expect(results[0]!.diagnostics).toHaveLength(1);
    expect(results[0]!.diagnostics[0]!.message).toContain('HTTP 500');
    expect(results[0]!.diagnostics[0]!.message).toContain('database unavailable');
  });

  it('reports a port where nothing listens', async () => {
    const server = await start(startStatusServer(500));
    const url = server.url;
    await running.pop()!.close();
    const { results } = await lintLive(liveOptions([{ kind: 'http', url }], { timeouts }));
    expect(results[0]!.diagnostics[0]!.message).toContain('connection refused');
  });
});

describe('HTTP+SSE fallback', () => {
  it('falls back to the older SSE transport when POST is not allowed', async () => {
    const server = await start(startSseServer());
    const { results } = await lintLive(liveOptions([{ kind: 'http', url: server.url }], { timeouts }));
    expect(results[0]!.server).toEqual({ name: 'sse-fixture', version: '1.0.0' });
    expect(results[0]!.toolCount).toBe(2);
    expect(server.requests[0]).toBe('POST /mcp');
    expect(server.requests).toContain('GET /mcp');
  });

  it('does not fall back on 401', async () => {
    const server = await start(startStatusServer(401, 'no'));
    const { results } = await lintLive(liveOptions([{ kind: 'http', url: server.url }], { timeouts }));
    expect(results[0]!.diagnostics[0]!.message).toContain('HTTP 401');
    expect(server.requests).toEqual(['POST /mcp']);
  });
});
