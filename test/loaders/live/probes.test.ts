// Probes call tools only with the user's opt-in, and record what each call answered for the live rules.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureServer, findingKeys, liveOptions, lintLive } from './helpers.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-probes-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function callsFile(name: string): string {
  return join(temp, `${name}.calls`);
}
function calls(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
}

describe('probe safety', () => {
  it('calls no tool at all without --probe', async () => {
    const file = callsFile('none');
    const { sources } = await lintLive(
      liveOptions([{ ...fixtureServer('raw-probe-server.mjs'), env: { CALLS_FILE: file } }]),
    );
    expect(sources[0]!.tools.length).toBeGreaterThan(0);
    expect(sources[0]!.probes).toBeUndefined();
    expect(calls(file)).toEqual([]);
  });

  it('with --probe, never calls a tool that is not marked readOnlyHint: true', async () => {
    const file = callsFile('readonly');
    const { sources } = await lintLive(
      liveOptions([{ ...fixtureServer('sdk-v1-server.mjs'), env: { CALLS_FILE: file } }], { probe: true }),
    );
    const called = new Set(sources[0]!.probes!.map((p) => p.toolName));
    expect(called.has('echo')).toBe(true);
    expect(called.has('record_note')).toBe(false);
    expect(calls(file)).toEqual([]);
  });

  it('calls a non-read-only tool when it is named with --probe-tool', async () => {
    const file = callsFile('named');
    const { sources } = await lintLive(
      liveOptions([{ ...fixtureServer('sdk-v1-server.mjs'), env: { CALLS_FILE: file } }], {
        probe: false,
        probeTools: ['record_note'],
      }),
    );
    expect(sources[0]!.probes!.some((p) => p.toolName === 'record_note' && p.purpose === 'valid-arguments')).toBe(true);
    expect(calls(file)).toEqual(['record_note "example"']);
  });

  it('warns about a --probe-tool name the server does not list', async () => {
    const { results } = await lintLive(
      liveOptions([fixtureServer('sdk-v1-server.mjs')], { probeTools: ['no_such_tool'] }),
    );
    expect(
      results[0]!.diagnostics.some(
        (d) => d.ruleId === null && d.message.includes('--probe-tool "no_such_tool" names no tool'),
      ),
    ).toBe(true);
  });

  it('uses arguments from --probe-args instead of generated ones', async () => {
    const file = callsFile('args');
    const argsFile = join(temp, 'args.json');
    writeFileSync(argsFile, JSON.stringify({ good: { id: 'from-file' } }));
    const { sources } = await lintLive(
      liveOptions([{ ...fixtureServer('raw-probe-server.mjs'), env: { CALLS_FILE: file } }], {
        probe: true,
        probeArgsFile: argsFile,
        timeouts: { startup: 5000, request: 500, total: 20_000 },
      }),
    );
    const good = sources[0]!.probes!.find((p) => p.toolName === 'good' && p.purpose === 'valid-arguments')!;
    expect(good.arguments).toEqual({ id: 'from-file' });
    expect(good.argumentsFrom).toBe('probe-args');
    expect(calls(file)).toContain('good {"id":"from-file"}');
  });

  it('reports a broken --probe-args file by name and calls nothing', async () => {
    const file = callsFile('badargs');
    const argsFile = join(temp, 'bad-args.json');
    writeFileSync(argsFile, '{"good": ');
    const { sources, results } = await lintLive(
      liveOptions([{ ...fixtureServer('raw-probe-server.mjs'), env: { CALLS_FILE: file } }], {
        probe: true,
        probeArgsFile: argsFile,
      }),
    );
    const problem = results.find((r) => r.source.endsWith('bad-args.json'))!;
    expect(problem.diagnostics[0]!.message).toContain('is not valid JSON');
    expect(sources.find((s) => s.source.startsWith('stdio:'))!.probes).toBeUndefined();
    expect(calls(file)).toEqual([]);
  });
});

describe('probe findings', () => {
  it('finds every wire-level mistake of the raw fixture, each under its rule', async () => {
    const { results } = await lintLive(
      liveOptions([fixtureServer('raw-probe-server.mjs')], {
        probe: true,
        timeouts: { startup: 5000, request: 500, total: 20_000 },
      }),
    );
    const live = findingKeys(results[0]!).filter(
      (key) => !/^(description-quality|annotations-present|property-description|string-bounds|fatal) /.test(key),
    );
    expect(live).toEqual([
      'handler-returns-bare-string wire_bare_string',
      'invalid-arguments-handled hangs',
      'invalid-arguments-handled lenient',
      'invalid-arguments-handled wrong_code',
      'structured-content-conforms wrong_structured',
      'structured-content-mirrored unmirrored',
      'structured-content-returned no_structured',
      'tool-call-completes hangs',
      'tool-result-valid invalid_block',
    ]);
  });

  it('reports a server that crashes during a call, with its stderr, and stops probing', async () => {
    const { results } = await lintLive(
      liveOptions([fixtureServer('raw-probe-server.mjs', '--with-crash')], {
        probe: true,
        probeTools: [],
        timeouts: { startup: 5000, request: 300, total: 20_000 },
      }),
    );
    const crash = results[0]!.diagnostics.find((d) => d.ruleId === 'tool-call-completes' && d.toolName === 'crashes')!;
    expect(crash.message).toContain('exited with code 70');
    expect(crash.message).toContain('Cannot read properties of undefined');
  });

  it("finds the SDK v1 bugs: bare-string handler, outputSchema without structuredContent; the SDK's own unknown-tool answer is silent by default", async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('sdk-v1-server.mjs')], { probe: true }));
    const diagnostics = results[0]!.diagnostics;
    const bare = diagnostics.find((d) => d.ruleId === 'handler-returns-bare-string')!;
    expect(bare).toMatchObject({ toolName: 'greet_bare', severity: 'error' });
    expect(bare.message).toContain('expected object, received string');
    expect(diagnostics.find((d) => d.ruleId === 'structured-content-returned')).toMatchObject({
      toolName: 'count_words',
      pointer: '/outputSchema',
    });
    // unknown-tool-sdk-result is off by default: no change to the server alters the SDK's answer.
    expect(diagnostics.some((d) => d.ruleId?.startsWith('unknown-tool'))).toBe(false);
    // add returns conforming, mirrored structured content; echo is fine.
    expect(diagnostics.filter((d) => d.toolName === 'add' && /structured|result/.test(d.ruleId ?? ''))).toEqual([]);
  });

  it('reports an unknown tool answered with a success, and with -32601', async () => {
    const { results } = await lintLive(
      liveOptions(
        [
          fixtureServer('raw-probe-server.mjs', '--unknown-success'),
          fixtureServer('raw-probe-server.mjs', '--unknown-32601'),
        ],
        {
          probe: true,
          timeouts: { startup: 5000, request: 300, total: 20_000 },
        },
      ),
    );
    const [success, methodNotFound] = results.map(
      (r) => r.diagnostics.find((d) => d.ruleId === 'unknown-tool-error-code')!,
    );
    expect(success!.message).toContain('returned a normal result');
    expect(methodNotFound!.message).toContain('JSON-RPC error -32601');
    expect(success!.toolName).toBeUndefined();
  });

  it('accepts -32602 for an unknown tool (the spec answer)', async () => {
    const { results } = await lintLive(
      liveOptions([fixtureServer('raw-probe-server.mjs')], {
        probe: true,
        timeouts: { startup: 5000, request: 300, total: 20_000 },
      }),
    );
    expect(results[0]!.diagnostics.some((d) => d.ruleId?.startsWith('unknown-tool'))).toBe(false);
  });

  it('judges results by the negotiated protocol: 2026-07-28 requires resultType, an older server does not', async () => {
    const server = (version: string) => ({
      ...fixtureServer('raw-probe-server.mjs'),
      env: { PROTOCOL_VERSION: version },
    });
    const options = { probe: true, timeouts: { startup: 5000, request: 300, total: 20_000 } };
    const older = await lintLive(liveOptions([server('2025-11-25')], options), undefined, '2026-07-28');
    expect(
      older.results[0]!.diagnostics.filter((d) => d.ruleId === 'tool-result-valid').map((d) => d.toolName),
    ).toEqual(['invalid_block']);
    const newer = await lintLive(liveOptions([server('2026-07-28')], options), undefined, '2026-07-28');
    const missing = newer.results[0]!.diagnostics.filter(
      (d) => d.ruleId === 'tool-result-valid' && d.message.includes('resultType'),
    );
    expect(missing.map((d) => d.toolName)).toContain('good');
  });
});

describe('probes: a zod inputSchema root that is not an object, on the real SDK v1', () => {
  // SDK v2 lists such a root either not at all (tools/list fails) or with "type": "object" stamped on an anyOf of
  // non-objects, for which no valid arguments exist: there is no call to make, and source mode reports both.
  it('the probe call with arguments valid for the published schema is refused, and tool-call-completes says so', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('non-object-root.mjs')], { probe: true }));
    const refused = results[0]!.diagnostics.filter((d) => d.ruleId === 'tool-call-completes');
    expect(refused.map((d) => [d.messageId, d.severity])).toEqual([['refused', 'error']]);
    expect(refused[0]!.message).toMatch(
      /^Calling "tag_items" with \{\}, which its published inputSchema allows, was refused as invalid arguments \(MCP error -32602: Input validation error: Invalid arguments for tool tag_items: Invalid input: expected array, received object\)/,
    );
  });
});
