import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../../helpers/temp.js';
import { fixtureServer, lintLive, liveOptions, FIXTURES } from '../../loaders/live/helpers.js';
import { runMcpLint } from '../../helpers/cli.js';

const RULE = 'tools-list-pages';

async function findingsOf(...args: string[]) {
  const { results } = await lintLive(liveOptions([fixtureServer('paged-tools.mjs', ...args)]));
  return results[0]!;
}

describe(RULE, () => {
  it('reports "nextCursor": "" once, and does not list page one twice (no duplicate names)', async () => {
    const result = await findingsOf('--empty-cursor');
    expect(result.toolCount).toBe(4);
    expect(result.diagnostics.filter((d) => d.ruleId === 'tool-name-unique')).toEqual([]);
    const findings = result.diagnostics.filter((d) => d.ruleId === RULE);
    expect(findings.map((d) => [d.messageId, d.severity])).toEqual([['emptyCursor', 'warning']]);
    expect(findings[0]!.message).toBe(
      'tools/list page 1 ends with "nextCursor": "", and asked for that cursor it sends page one again. Clients disagree on an empty cursor: some follow it for ever (one sent about 170,000 requests in 55 s), others stop there. Omit nextCursor on the last page.',
    );
  });

  it('names how many tools sit past page one', async () => {
    const findings = (await findingsOf('--count', '7', '--pages', '3')).diagnostics.filter((d) => d.ruleId === RULE);
    expect(findings.map((d) => d.message)).toEqual([
      'The server lists 7 tools over 3 pages: 4 sit past page one, which clients that read only the first page drop (Kimi Code, altimate-code and Factory Droid as of 2026-12). Send the whole list on one page where it fits.',
    ]);
  });

  it('reports a page larger than 256 KB with its size', async () => {
    const findings = (await findingsOf('--count', '30', '--pad', '10000')).diagnostics.filter((d) => d.ruleId === RULE);
    expect(findings.map((d) => d.messageId)).toEqual(['largePage']);
    expect(findings[0]!.message).toMatch(/^tools\/list page 1 is 300 KB of JSON for 30 tools \(limit 256 KB\)\./);
  });

  it('is silent for one page of ordinary size without a cursor', async () => {
    expect((await findingsOf()).diagnostics.filter((d) => d.ruleId === RULE)).toEqual([]);
  });

  it('through the built CLI: maxPageKB sets the limit, and --rule turns the rule off', async () => {
    const command = `node ${join(FIXTURES, 'paged-tools.mjs')} --count 30 --pad 1000 --pages 2`;
    const config = join(tempDir(), 'mcp-lint.config.json');
    writeFileSync(config, JSON.stringify({ rules: { [RULE]: ['warning', { maxPageKB: 10 }] } }));
    const run = await runMcpLint(['--stdio', command, '--config', config, '--format', 'json']);
    expect(run.stderr).toBe('');
    const messages = (
      JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>
    ).flatMap((r) => r.messages);
    expect(messages.filter((m) => m.ruleId === RULE).map((m) => m.message.slice(0, 40))).toEqual([
      'The server lists 30 tools over 2 pages: ',
      'tools/list page 2 is 18 KB of JSON for 1',
    ]);
    const off = await runMcpLint(['--stdio', command, '--rule', `${RULE}:off`, '--format', 'json', '--no-config']);
    const offMessages = (JSON.parse(off.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>).flatMap(
      (r) => r.messages,
    );
    expect(offMessages.filter((m) => m.ruleId === RULE)).toEqual([]);
  });
});
