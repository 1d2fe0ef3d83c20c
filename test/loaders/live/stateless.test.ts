// Issue 14 item 4: a server that speaks only the stateless 2026-07-28 protocol (SDK v2 serveStdio, legacy: 'reject')
// refuses initialize; mcp-lint opens it with server/discover and sends the _meta envelope on every request.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { runMcpLint } from '../../helpers/cli.js';
import { FIXTURES, fixtureServer, lintLive, liveOptions, REPO_ROOT } from './helpers.js';
import { routingHeaders } from '../../../src/loaders/live/http-channel.js';
// @ts-expect-error -- plain .mjs fixtures carry no type declarations
import { startStatelessHttpServer } from '../../fixtures/servers/stateless-http.mjs';

describe('stateless 2026-07-28 servers', () => {
  it('lists and probes the tools, checked against --spec 2025-11-25 with an info saying which version it speaks', async () => {
    const { sources } = await lintLive(liveOptions([fixtureServer('stateless-only.mjs')], { probe: true }));
    const source = sources[0]!;
    expect(source.server).toEqual({ name: 'stateless-only', version: '1.0.0' });
    expect(source.tools.map((t) => (t.definition as { name: string }).name)).toEqual(['get_weather']);
    expect(source.diagnostics.map((d) => [d.severity, d.message])).toEqual([
      ['info', expect.stringContaining('speaks only the stateless 2026-07-28 protocol')],
    ]);
    const call = source.probes!.find((p) => p.purpose === 'valid-arguments')!;
    expect(call.answer).toMatchObject({
      kind: 'result',
      result: { resultType: 'complete', content: [{ type: 'text' }] },
    });
    expect(call.resultIssues).toEqual([]);
  });

  it('--spec 2026-07-28 lints it against that version: definition findings only, no note, and --save records the protocol', async () => {
    const run = await runMcpLint(
      [
        '--format',
        'json',
        '--rule',
        'property-description:warning',
        '--spec',
        '2026-07-28',
        '--probe',
        '--',
        process.execPath,
        join(FIXTURES, 'stateless-only.mjs'),
      ],
      { cwd: REPO_ROOT },
    );
    expect(run.stderr).toBe('');
    const [result] = JSON.parse(run.stdout) as Array<{
      toolCount: number;
      messages: Array<{ ruleId: string | null; toolName?: string }>;
    }>;
    expect(result!.toolCount).toBe(1);
    expect(result!.messages.map((m) => `${m.ruleId} ${m.toolName}`).sort()).toEqual([
      'property-description get_weather',
      'tool-description get_weather',
    ]);
    expect(run.code).toBe(1);
  });

  it('over Streamable HTTP too: the 400 answer to initialize is read as an answer, and requests carry Mcp-Method / Mcp-Name', async () => {
    const server = await startStatelessHttpServer();
    try {
      const { sources } = await lintLive(
        liveOptions([{ kind: 'http', url: server.url }], { probe: true }),
        REPO_ROOT,
        '2026-07-28',
      );
      const source = sources[0]!;
      expect(source.diagnostics).toEqual([]);
      expect(source.server).toEqual({ name: 'stateless-http', version: '1.0.0' });
      const call = source.probes!.find((p) => p.purpose === 'valid-arguments')!;
      expect(call.answer).toMatchObject({
        kind: 'result',
        result: { resultType: 'complete', content: [{ type: 'text', text: 'Sunny in example' }] },
      });
      expect(call.resultIssues).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("routing headers: the method, a tool call's name, nothing HTTP cannot carry", () => {
    expect(routingHeaders({ method: 'tools/call', params: { name: 'get_weather' } })).toEqual({
      'Mcp-Method': 'tools/call',
      'Mcp-Name': 'get_weather',
    });
    expect(routingHeaders({ method: 'tools/list', params: {} })).toEqual({ 'Mcp-Method': 'tools/list' });
    expect(routingHeaders({ method: 'tools/call', params: { name: 'météo\n' } })).toEqual({
      'Mcp-Method': 'tools/call',
    });
  });
});
