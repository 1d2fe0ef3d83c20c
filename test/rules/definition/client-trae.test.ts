// client-trae: Trae gives an agent 40 MCP tools in all, across every server of the run.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/definition/client-trae.js';
import { runMcpLint } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';
import { testRule } from '../../helpers/rule-tester.js';
import { many, peer } from '../../helpers/tool-counts.js';

testRule(rule, {
  valid: [
    { name: '40 tools', tools: many(40) },
    { name: '25 + 15 with another server make 40', tools: many(25), peers: [peer('docs', 15)] },
    { name: 'the total is reported on the first server only', tools: many(30), peers: [peer('docs', 30, true)] },
  ],
  invalid: [
    {
      name: '41 tools',
      tools: many(41),
      errors: [
        {
          messageId: 'tooManyTools',
          pointer: '',
          toolIndex: 40,
          data: { count: 41, max: 40 },
          message: /^Trae: .*TRAE #1627, #2238/,
        },
      ],
    },
    {
      name: 'three servers of 20 make 60',
      tools: many(20),
      peers: [peer('docs', 20), peer('tickets', 20)],
      errors: [
        {
          messageId: 'tooManyToolsTogether',
          pointer: '',
          data: { count: 60, max: 40, servers: 3 },
          message: /"docs" 20, "tickets" 20/,
        },
      ],
    },
  ],
});

describe('through the built CLI', () => {
  it('--client trae reports a capture of 41 tools as an error, and is off without it', async () => {
    const file = join(tempDir(), 'tools.json');
    writeFileSync(file, JSON.stringify({ tools: many(41) }));
    const on = await runMcpLint([file, '--client', 'trae', '--format', 'json', '--no-config']);
    const messages = (
      JSON.parse(on.stdout) as Array<{ messages: Array<{ ruleId: string | null; severity: number }> }>
    ).flatMap((r) => r.messages);
    expect(messages.filter((m) => m.ruleId === 'client-trae').map((m) => m.severity)).toEqual([2]);
    expect(on.code).toBe(1);
    const off = await runMcpLint([file, '--format', 'json', '--no-config']);
    expect(off.stdout).not.toContain('client-trae');
  });
});
