import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fixtureServer, lintLive, liveOptions, FIXTURES } from '../../loaders/live/helpers.js';
import { runMcpLint } from '../../helpers/cli.js';
import rule from '../../../src/rules/live/initialize-protocol-version.js';
import { testRule } from '../../helpers/rule-tester.js';

const RULE = 'initialize-protocol-version';

describe(RULE, () => {
  it('reports an initialize result whose protocolVersion is not a string, and the tools are still linted', async () => {
    const { results, sources } = await lintLive(liveOptions([fixtureServer('no-protocol-version.mjs')]));
    expect(results[0]!.toolCount).toBe(1);
    // The loader keeps what the server sent, unjudged.
    expect(sources[0]!.liveFacts?.initialize?.protocolVersion).toBe(20251125);
    const findings = results[0]!.diagnostics.filter((d) => d.ruleId === RULE);
    expect(findings.map((d) => [d.messageId, d.severity, d.fatal])).toEqual([['missing', 'error', undefined]]);
    expect(findings[0]!.message).toBe(
      'initialize result has no protocolVersion string (got 20251125); clients cannot tell which protocol the server speaks.',
    );
  });

  it('is silent for a server that sends one', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('malformed-tool.mjs')]));
    expect(results[0]!.diagnostics.filter((d) => d.ruleId === RULE)).toEqual([]);
  });

  it('through the built CLI: --rule turns it down', async () => {
    const command = `node ${join(FIXTURES, 'no-protocol-version.mjs')}`;
    const run = await runMcpLint(['--stdio', command, '--rule', `${RULE}:warning`, '--format', 'json', '--no-config']);
    expect(run.stderr).toBe('');
    const messages = (
      JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; severity: number }> }>
    ).flatMap((r) => r.messages);
    expect(messages.filter((m) => m.ruleId === RULE).map((m) => m.severity)).toEqual([1]);
  });
});

const tool = { name: 'echo', inputSchema: { type: 'object' } };

// The loader records the initialize result as sent (LoadedSource.liveFacts.initialize); the verdict is the rule's.
testRule(rule, {
  valid: [
    { tool, source: { liveFacts: { initialize: { protocolVersion: '2025-11-25', capabilities: {} } } } },
    {
      name: 'no initialize result recorded (a saved capture)',
      tool,
      source: { liveFacts: { initialize: { instructions: 'x' } }, kind: 'json' },
    },
    { name: 'nothing recorded', tool },
  ],
  invalid: [
    {
      name: 'a number',
      tool,
      source: { liveFacts: { initialize: { protocolVersion: 20251125 } } },
      errors: [{ messageId: 'missing', pointer: '', data: { got: '20251125' } }],
    },
    {
      name: 'absent',
      tool,
      source: { liveFacts: { initialize: { serverInfo: { name: 's' } } } },
      errors: [{ messageId: 'missing', pointer: '', data: { got: 'undefined' } }],
    },
  ],
});
