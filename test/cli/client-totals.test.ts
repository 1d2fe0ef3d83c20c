// A client loads every server of its config into one model context: through the built CLI, three fixture servers
// of one --client-config are totalled against Cursor's tool cap and Claude Code's context share, each total
// reported once, two servers that Claude Code names alike are caught, and instructions past 2 KB are flagged.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { FIXTURES } from '../loaders/live/helpers.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-totals-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** 30 tools of about 300 tokens each (plus one named `search` when asked): about 9,000 tokens a server. */
function tools(prefix: string, withSearch: boolean): string {
  const listed = Array.from({ length: 30 }, (_, i) => ({
    name: `${prefix}_${i}`,
    title: `Record ${i}`,
    description: `Lists every ${prefix} record of kind ${i} with its owner, state and history. `.repeat(18).trim(),
    inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The record id.' } } },
    annotations: { readOnlyHint: true },
  }));
  if (withSearch) listed.push({ ...listed[0]!, name: 'search' });
  return JSON.stringify(listed);
}

const server = (prefix: string, withSearch: boolean, instructions?: string) => ({
  command: process.execPath,
  args: [join(FIXTURES, 'listed-tools.mjs')],
  env: {
    TOOLS: tools(prefix, withSearch),
    SERVER_NAME: prefix,
    ...(instructions ? { INSTRUCTIONS: instructions } : {}),
  },
});

interface Message {
  ruleId: string | null;
  messageId?: string;
  message: string;
}
interface Result {
  filePath: string;
  messages: Message[];
}

describe('totals across the servers of one client config', () => {
  it("reports the run's tool count and context cost once, naming every server, and names that collide after prefixing", async () => {
    const config = join(temp, '.mcp.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          'my.docs': server('docs', true),
          my_docs: server('notes', true),
          wiki: server('wiki', false, 'Use the wiki tools for pages. '.repeat(100)),
        },
      }),
    );
    const run = await runMcpLint(
      ['--format', 'json', '--client', 'cursor', '--client', 'claude-code', '--client-config', config],
      { cwd: temp },
    );
    expect(run.code).toBe(1);
    const results = JSON.parse(run.stdout) as Result[];
    const find = (messageId: string) =>
      results.flatMap((r) =>
        r.messages.filter((m) => m.messageId === messageId).map((m) => ({ server: r.filePath, message: m.message })),
      );

    const toolTotals = find('tooManyToolsTogether');
    expect(toolTotals).toHaveLength(1);
    expect(toolTotals[0]!.server).toMatch(/my\.docs/);
    expect(toolTotals[0]!.message).toMatch(
      /^Cursor: the 3 servers of this run list 92 tools together \("my\.docs" 31, "my_docs" 31, "wiki" 30\); Cursor warns past 80/,
    );

    const tokenTotals = find('contextTogether');
    expect(tokenTotals).toHaveLength(1);
    expect(tokenTotals[0]!.message).toMatch(
      /^Claude Code: the 3 servers of this run cost (about )?[\d,]+ tokens .*together \(\"my\.docs\" (about )?[\d,]+ tokens, \"my_docs\" .*within 10% of the context window \(20,000 tokens here, https:\/\/code\.claude\.com\/docs\/en\/costs\)/,
    );

    const collisions = find('prefixedNameCollision');
    expect(collisions.map((c) => c.server).sort()).toEqual([
      expect.stringMatching(/my\.docs/),
      expect.stringMatching(/my_docs/),
    ]);
    expect(collisions[0]!.message).toContain('"mcp__my_docs__search"');

    // The server's initialize instructions are read live and cut by Claude Code at 2 KB.
    expect(find('instructionsTruncated')).toEqual([
      { server: expect.stringMatching(/wiki/), message: expect.stringMatching(/instructions are 3,000 characters/) },
    ]);
  });

  it('one server alone is not totalled', async () => {
    const config = join(temp, 'one.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { wiki: server('wiki', false) } }));
    const run = await runMcpLint(
      ['--format', 'json', '--client', 'cursor', '--client', 'claude-code', '--client-config', config],
      { cwd: temp },
    );
    const results = JSON.parse(run.stdout) as Result[];
    expect(
      results
        .flatMap((r) => r.messages.map((m) => m.messageId))
        .filter((id) => id === 'tooManyToolsTogether' || id === 'contextTogether'),
    ).toEqual([]);
  });
});
