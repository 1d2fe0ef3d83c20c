// Against a server that negotiates spec 2026-07-28 (test/fixtures/servers/list-2026.mjs).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fixtureServer, lintLive, liveOptions, FIXTURES } from '../../loaders/live/helpers.js';
import { runMcpLint } from '../../helpers/cli.js';

async function findings(rule: string, ...args: string[]) {
  const { results } = await lintLive(liveOptions([fixtureServer('list-2026.mjs', ...args)]));
  return results[0]!.diagnostics.filter((d) => d.ruleId === rule);
}

describe('tools-list-order-stable', () => {
  it('reports two listings in a row that differ in order, naming where they part', async () => {
    const found = await findings('tools-list-order-stable', '--shuffle');
    expect(found.map((d) => [d.severity, d.message])).toEqual([
      [
        'warning',
        'Two tools/list requests in a row returned the same 4 tools in another order (first "get_user", "get_order", "get_invoice", …, then "get_refund", "get_invoice", "get_order", …). Spec 2026-07-28 says the order SHOULD be deterministic: a new order invalidates a client\'s cached list and the model\'s prompt cache. Sort the tools, e.g. by registration or by name.',
      ],
    ]);
  });

  it('is silent for a stable order', async () => {
    expect(await findings('tools-list-order-stable')).toEqual([]);
  });

  it('through the built CLI: both findings, and the tools are linted once', async () => {
    const run = await runMcpLint([
      '--stdio',
      `node ${join(FIXTURES, 'list-2026.mjs')} --no-hints --shuffle`,
      '--format',
      'json',
      '--no-config',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>;
    const ids = result!.messages.map((m) => m.ruleId);
    expect(ids.filter((id) => id?.startsWith('tools-list-'))).toEqual([
      'tools-list-cache-hints',
      'tools-list-order-stable',
    ]);
    expect(ids.filter((id) => id === 'tool-name-unique')).toEqual([]);
  });
});
