import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fixtureServer, lintLive, liveOptions, FIXTURES } from '../../loaders/live/helpers.js';
import { runMcpLint } from '../../helpers/cli.js';
import rule from '../../../src/rules/live/server-requests-bounded.js';
import { testRule } from '../../helpers/rule-tester.js';

const RULE = 'server-requests-bounded';

describe(RULE, () => {
  it('reports a server that floods mcp-lint with requests, once, naming the methods', async () => {
    const target = fixtureServer('client-requests.mjs');
    if (target.kind === 'stdio') target.env = { FLOOD: '1000' };
    const { results } = await lintLive(liveOptions([target]));
    const findings = results[0]!.diagnostics.filter((d) => d.ruleId === RULE);
    expect(findings.map((d) => [d.messageId, d.severity])).toEqual([['tooMany', 'warning']]);
    expect(findings[0]!.message).toBe(
      'The server sent mcp-lint 1000 requests (roots/list ×1000); only the first 200 were answered. A server should not keep asking its client: check for a request loop.',
    );
  });

  it('is silent for a server that sends a few requests', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('client-requests.mjs')]));
    expect(results[0]!.diagnostics.filter((d) => d.ruleId === RULE)).toEqual([]);
  });

  it('through the built CLI: --rule turns it off', async () => {
    const command = `node ${join(FIXTURES, 'client-requests.mjs')}`;
    const run = await runMcpLint(['--stdio', command, '--rule', `${RULE}:off`, '--format', 'json', '--no-config'], {
      env: { FLOOD: '1000' },
    });
    expect(run.stderr).toBe('');
    const messages = (
      JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>
    ).flatMap((r) => r.messages);
    expect(messages.filter((m) => m.message.includes('request loop'))).toEqual([]);
    const on = await runMcpLint(['--stdio', command, '--format', 'json', '--no-config'], { env: { FLOOD: '1000' } });
    const onMessages = (JSON.parse(on.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>).flatMap(
      (r) => r.messages,
    );
    expect(onMessages.filter((m) => m.ruleId === RULE)).toHaveLength(1);
  });
});

const tool = { name: 'echo', inputSchema: { type: 'object' } };

// The loader records every request the server sent and how many it answers; the rule judges when that is a loop.
testRule(rule, {
  valid: [
    {
      name: 'as many as were answered',
      tool,
      source: { liveFacts: { serverRequests: { count: 200, methods: 'roots/list ×200', answered: 200 } } },
    },
    { name: 'none', tool },
  ],
  invalid: [
    {
      name: 'one more than were answered',
      tool,
      source: { liveFacts: { serverRequests: { count: 201, methods: 'roots/list ×201', answered: 200 } } },
      errors: [{ messageId: 'tooMany', pointer: '', data: { count: 201, answered: 200 } }],
    },
  ],
});
