// Against a server that negotiates spec 2026-07-28 (test/fixtures/servers/list-2026.mjs).
import { describe, expect, it } from 'vitest';
import { fixtureServer, lintLive, liveOptions } from '../../loaders/live/helpers.js';

async function findings(rule: string, ...args: string[]) {
  const { results } = await lintLive(liveOptions([fixtureServer('list-2026.mjs', ...args)]));
  return results[0]!.diagnostics.filter((d) => d.ruleId === rule);
}

describe('tools-list-cache-hints', () => {
  it('reports a 2026-07-28 list result without ttlMs and cacheScope, as an error', async () => {
    const found = await findings('tools-list-cache-hints', '--no-hints');
    expect(found.map((d) => [d.severity, d.message])).toEqual([
      [
        'error',
        'The server negotiated spec 2026-07-28, but tools/list page 1 has no valid "ttlMs" or "cacheScope". That version requires "ttlMs" (milliseconds the list may be cached) and "cacheScope" ("public" or "private") on every list result; clients use them to decide when to list again.',
      ],
    ]);
  });

  it('is silent when both are there, and for a server on an earlier version that sends neither', async () => {
    expect(await findings('tools-list-cache-hints')).toEqual([]);
    const { results } = await lintLive(liveOptions([fixtureServer('paged-tools.mjs')]));
    expect(results[0]!.diagnostics.filter((d) => d.ruleId === 'tools-list-cache-hints')).toEqual([]);
  });
});
