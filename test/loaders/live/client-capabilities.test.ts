// Item 1 of issue 14: mcp-lint declares roots, sampling and elicitation by default (servers list some tools only to
// such clients) and answers the server's requests for them without a user: no roots, sampling and elicitation declined.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientCapabilitiesObject, replyToServerRequest } from '../../../src/loaders/live/client-capabilities.js';
import { parseClientCapabilities } from '../../../src/cli/live-args.js';
import { MAX_SERVER_REQUESTS } from '../../../src/loaders/live/rpc.js';
import { toolNameOf } from '../../../src/core/json-value.js';
import { runMcpLint } from '../../helpers/cli.js';
import { FIXTURES, fixtureServer, lintLive, liveOptions } from './helpers.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-caps-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const toolNames = (sources: Awaited<ReturnType<typeof lintLive>>['sources']) =>
  sources[0]!.tools.map((t) => toolNameOf(t.definition));

describe('client capabilities: parsing and answers', () => {
  it('parses any subset, in any order, and none', () => {
    expect(parseClientCapabilities('elicitation,roots')).toEqual(['roots', 'elicitation']);
    expect(parseClientCapabilities('roots, sampling ,elicitation')).toEqual(['roots', 'sampling', 'elicitation']);
    expect(parseClientCapabilities('none')).toEqual([]);
    expect(() => parseClientCapabilities('roots,tasks')).toThrow(/--client-capabilities .*got "tasks"/);
    expect(() => parseClientCapabilities(',')).toThrow(/got nothing/);
  });

  it('answers declared requests safely and the rest with method-not-found', () => {
    const all = ['roots', 'sampling', 'elicitation'] as const;
    expect(replyToServerRequest('roots/list', all)).toEqual({ result: { roots: [] } });
    expect(replyToServerRequest('sampling/createMessage', all)).toMatchObject({ error: { code: -1 } });
    expect(replyToServerRequest('elicitation/create', all)).toEqual({ result: { action: 'decline' } });
    expect(replyToServerRequest('ping', [])).toEqual({ result: {} });
    for (const method of ['roots/list', 'sampling/createMessage', 'elicitation/create', 'tasks/get']) {
      expect(replyToServerRequest(method, [])).toMatchObject({ error: { code: -32601 } });
    }
    expect(clientCapabilitiesObject(all)).toEqual({ roots: {}, sampling: {}, elicitation: { form: {}, url: {} } });
    expect(clientCapabilitiesObject([])).toEqual({});
  });
});

describe('client capabilities: a server that asks its client', () => {
  it('declares all three by default and answers roots, sampling, elicitation and an unknown method', async () => {
    const { sources } = await lintLive(liveOptions([fixtureServer('client-requests.mjs')]));
    expect(toolNames(sources)).toEqual([
      'declared_elicitation_roots_sampling',
      'roots__roots_',
      'sampling_error-1',
      'elicitation__action_decline_',
      'other_error-32601',
    ]);
    expect(sources[0]!.diagnostics).toEqual([]);
  });

  it('declares nothing with none, and then serves none of those requests', async () => {
    const { sources } = await lintLive(liveOptions([fixtureServer('client-requests.mjs')], { clientCapabilities: [] }));
    expect(toolNames(sources)).toEqual([
      'declared_nothing',
      'roots_error-32601',
      'sampling_error-32601',
      'elicitation_error-32601',
      'other_error-32601',
    ]);
  });

  it(`answers at most ${MAX_SERVER_REQUESTS} requests from a server that floods them, and says so`, async () => {
    const target = fixtureServer('client-requests.mjs');
    if (target.kind === 'stdio') target.env = { FLOOD: '1000' };
    // Ending at all is the evidence (no time limit on a shared machine): mcp-lint stops answering after the cap and
    // closes; vitest's 60 s test timeout is the safety net should it ever keep waiting on the flood.
    const { sources } = await lintLive(liveOptions([target]));
    expect(toolNames(sources)).toEqual([`answered_${MAX_SERVER_REQUESTS}`]);
    expect(sources[0]!.liveFacts?.serverRequests).toEqual({
      count: 1000,
      methods: 'roots/list ×1000',
      answered: MAX_SERVER_REQUESTS,
    });
    // Reported by server-requests-bounded (test/rules/server-requests-bounded.test.ts), not by the loader.
    expect(sources[0]!.diagnostics).toEqual([]);
  });
});

describe('client capabilities: CLI', () => {
  it('--save records the declared capabilities, and --client-capabilities narrows them', async () => {
    const saved = join(temp, 'caps.json');
    const server = `${process.execPath} ${join(FIXTURES, 'client-requests.mjs')}`;
    let run = await runMcpLint(['--save', saved, '--stdio', server]);
    expect(run.stderr).toBe('');
    expect(JSON.parse(readFileSync(saved, 'utf8')).clientCapabilities).toEqual({
      roots: {},
      sampling: {},
      elicitation: { form: {}, url: {} },
    });
    run = await runMcpLint(['--save', saved, '--client-capabilities', 'roots', '--stdio', server]);
    expect(run.stderr).toBe('');
    const document = JSON.parse(readFileSync(saved, 'utf8')) as {
      clientCapabilities: unknown;
      tools: Array<{ name: string }>;
    };
    expect(document.clientCapabilities).toEqual({ roots: {} });
    expect(document.tools.map((t) => t.name)).toContain('sampling_error-32601');
    // The saved file still lints as a tools/list capture.
    expect((await runMcpLint([saved])).code).toBe(0);
  });

  it('a bad --client-capabilities value, or one without a server, is a usage error (exit 2)', async () => {
    let run = await runMcpLint(['--client-capabilities', 'roots,disk', '--stdio', 'node x.js']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '--client-capabilities expects a comma-separated list of roots, sampling, elicitation, or none; got "disk"',
    );
    run = await runMcpLint(['--client-capabilities', 'none', 'tools.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--client-capabilities applies to a running server');
  });
});
