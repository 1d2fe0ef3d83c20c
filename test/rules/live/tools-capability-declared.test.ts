import { describe, expect, it } from 'vitest';
import { fixtureServer, lintLive, liveOptions, FIXTURES } from '../../loaders/live/helpers.js';
import { runMcpLint } from '../../helpers/cli.js';
import { join } from 'node:path';
import rule from '../../../src/rules/live/tools-capability-declared.js';
import { testRule } from '../../helpers/rule-tester.js';

const RULE = 'tools-capability-declared';

describe(RULE, () => {
  it('reports a server that lists tools without declaring the capability, once, on the server', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('no-tools-capability.mjs', '--lists-tools')]));
    const findings = results[0]!.diagnostics.filter((d) => d.ruleId === RULE);
    expect(findings.map((d) => [d.messageId, d.severity, d.toolName, d.pointer])).toEqual([
      ['missing', 'warning', undefined, ''],
    ]);
    expect(findings[0]!.message).toBe(
      'The server lists tools but its initialize result declares no "tools" capability; clients may never ask for them. Declare capabilities.tools.',
    );
  });

  it('is silent for a server that declares the capability, and for one with neither capability nor tools/list', async () => {
    const declared = await lintLive(liveOptions([fixtureServer('malformed-tool.mjs')]));
    expect(declared.results[0]!.diagnostics.filter((d) => d.ruleId === RULE)).toEqual([]);
    const none = await lintLive(liveOptions([fixtureServer('no-tools-capability.mjs')]));
    expect(none.results[0]!.diagnostics.filter((d) => d.ruleId === RULE)).toEqual([]);
  });

  it('through the built CLI: --rule sets its level', async () => {
    const command = `node ${join(FIXTURES, 'no-tools-capability.mjs')} --lists-tools`;
    const asError = await runMcpLint([
      '--stdio',
      command,
      '--rule',
      `${RULE}:error`,
      '--format',
      'json',
      '--no-config',
    ]);
    const messages = (
      JSON.parse(asError.stdout) as Array<{ messages: Array<{ ruleId: string | null; severity: number }> }>
    ).flatMap((r) => r.messages);
    expect(messages.filter((m) => m.ruleId === RULE).map((m) => m.severity)).toEqual([2]);
    const off = await runMcpLint(['--stdio', command, '--rule', `${RULE}:off`, '--format', 'json', '--no-config']);
    expect(off.stderr).toBe('');
    expect(
      (JSON.parse(off.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>)
        .flatMap((r) => r.messages)
        .filter((m) => m.ruleId === RULE),
    ).toEqual([]);
  });
});

const tool = { name: 'echo', inputSchema: { type: 'object' } };

// The loader records the initialize result and how many tools tools/list listed; the verdict is the rule's.
testRule(rule, {
  valid: [
    { name: 'declared', tool, source: { liveFacts: { initialize: { capabilities: { tools: {} } }, listedTools: 1 } } },
    {
      name: 'declared as an empty value',
      tool,
      source: { liveFacts: { initialize: { capabilities: { tools: false } }, listedTools: 1 } },
    },
    { name: 'nothing listed', tool, source: { liveFacts: { initialize: { capabilities: {} }, listedTools: 0 } } },
    { name: 'no initialize recorded', tool, source: { liveFacts: { listedTools: 1 } } },
  ],
  invalid: [
    {
      name: 'no tools capability',
      tool,
      source: { liveFacts: { initialize: { capabilities: { resources: {} } }, listedTools: 2 } },
      errors: [{ messageId: 'missing', pointer: '' }],
    },
    {
      name: 'no capabilities at all',
      tool,
      source: { liveFacts: { initialize: { protocolVersion: '2025-11-25' }, listedTools: 1 } },
      errors: [{ messageId: 'missing', pointer: '' }],
    },
  ],
});
