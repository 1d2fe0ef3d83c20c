// client-claude-code: mcp__<server>__<tool> within 64 characters, 2 KB descriptions and instructions, names unique
// after prefixing, and the run's servers within 10% of the context window.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/definition/client-claude-code.js';
import { runMcpLint } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';
import { FIXTURES } from '../../loaders/live/helpers.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: string, description = 'Does a thing.') => ({ name, description, inputSchema: { type: 'object' } });
const loaded = (definition: object, i: number) => ({
  definition,
  documentPointer: `/tools/${i}`,
  locate: () => undefined,
});
const peer = (source: string, tools: object[], precedes = false) => ({
  source,
  toolNames: new Set(tools.map((t) => (t as { name: string }).name)),
  tools: tools.map(loaded),
  precedes,
});
const wordy = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    tool(`tool_${i}`, `Lists every record of kind ${i} with its owner, state and history. `.repeat(20)),
  );

testRule(rule, {
  valid: [
    { name: '56 characters with a one-character server make 64', tool: tool('a'.repeat(56)) },
    { name: 'a 2,048-character description', tool: tool('x', 'd'.repeat(2048)) },
    {
      name: '2,048 characters of instructions',
      tool: tool('x'),
      source: { liveFacts: { initialize: { instructions: 'i'.repeat(2048) } } },
    },
    {
      name: 'servers whose names differ after replacing are apart',
      tool: tool('search'),
      source: { source: 'my-docs' },
      peers: [peer('my_docs', [tool('search')])],
    },
    { name: 'a small run', tools: wordy(2), peers: [peer('b', wordy(2))] },
  ],
  invalid: [
    {
      name: "the GitHub server's 49-character tool under a 17-character key",
      source: { source: 'github-enterprise', origin: { file: '.mcp.json' } },
      tool: tool('add_pull_request_review_comment_to_pending_review'),
      errors: [
        {
          messageId: 'prefixedNameTooLong',
          pointer: '/name',
          data: { length: 73, max: 64 },
          message: /^Claude Code: it calls this tool "mcp__github-enterprise__add_pull/,
        },
      ],
    },
    {
      name: 'characters Claude Code replaces in the server key still count',
      options: { serverName: 'awslabs.git-repo-research-mcp-server' },
      tool: tool('search_research_repository'),
      errors: [
        {
          messageId: 'prefixedNameTooLong',
          pointer: '/name',
          data: { prefixed: '"mcp__awslabs_git-repo-research-mcp-server__search_research_repository"' },
        },
      ],
    },
    {
      tool: tool('x', 'd'.repeat(2049)),
      errors: [
        {
          messageId: 'descriptionTruncated',
          pointer: '/description',
          data: { length: '2,049' },
          message: /code\.claude\.com\/docs\/en\/mcp/,
        },
      ],
    },
    {
      tool: tool('x'),
      source: { liveFacts: { initialize: { instructions: 'i'.repeat(3000) } } },
      errors: [{ messageId: 'instructionsTruncated', pointer: '', data: { length: '3,000', max: '2,048' } }],
    },
    {
      name: 'two servers that become one name in Claude Code',
      tool: tool('search'),
      source: { source: 'my.docs' },
      peers: [peer('my_docs', [tool('search')])],
      errors: [
        {
          messageId: 'prefixedNameCollision',
          pointer: '/name',
          data: { peer: '"my_docs"', prefixed: '"mcp__my_docs__search"' },
        },
      ],
    },
    {
      name: 'three servers past 20,000 tokens together',
      tools: wordy(25),
      peers: [peer('tickets', wordy(25)), peer('wiki', wordy(25))],
      errors: [
        {
          messageId: 'contextTogether',
          pointer: '',
          data: { servers: 3, max: '20,000' },
          message: /"tickets" (about )?[\d,]+ tokens, "wiki" (about )?[\d,]+ tokens/,
        },
      ],
    },
    {
      name: 'maxContextTokens lowers the share',
      options: { maxContextTokens: 100 },
      tools: wordy(1),
      peers: [peer('b', wordy(1))],
      errors: [{ messageId: 'contextTogether', pointer: '', data: { max: '100' } }],
    },
  ],
});

describe('instructions in captures (issue 39: Claude Code cuts them at 2,048 characters)', () => {
  const long = 'Use the wiki tools for pages. '.repeat(100);
  const ruleMessages = (stdout: string) =>
    (JSON.parse(stdout) as Array<{ messages: Array<{ ruleId: string | null; messageId?: string }> }>)
      .flatMap((r) => r.messages)
      .filter((m) => m.ruleId === 'client-claude-code')
      .map((m) => m.messageId);

  it('reads "instructions" next to "tools" in a capture', async () => {
    const file = join(tempDir(), 'tools.json');
    writeFileSync(file, JSON.stringify({ serverInfo: { name: 'wiki' }, instructions: long, tools: [tool('search')] }));
    const run = await runMcpLint([file, '--client', 'claude-code', '--format', 'json', '--no-config']);
    expect(ruleMessages(run.stdout)).toEqual(['instructionsTruncated']);
  });

  it("--save keeps a live server's instructions, so the saved capture is reported as the server was", async () => {
    const dir = tempDir();
    const saved = join(dir, 'wiki.json');
    const command = `node ${join(FIXTURES, 'listed-tools.mjs')}`;
    const env = { TOOLS: JSON.stringify([tool('search')]), INSTRUCTIONS: long };
    const live = await runMcpLint(
      ['--stdio', command, '--client', 'claude-code', '--save', saved, '--format', 'json', '--no-config'],
      { cwd: dir, env },
    );
    expect(ruleMessages(live.stdout)).toEqual(['instructionsTruncated']);
    expect((JSON.parse(readFileSync(saved, 'utf8')) as { instructions?: string }).instructions).toBe(long);
    const again = await runMcpLint([saved, '--client', 'claude-code', '--format', 'json', '--no-config'], { cwd: dir });
    expect(ruleMessages(again.stdout)).toEqual(['instructionsTruncated']);
  });
});
