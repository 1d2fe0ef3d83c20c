// tools-confusable: two tools of one server whose names and first sentences a request cannot tell apart.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/definition/tools-confusable.js';
import { runMcpLint } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: string, description: string, properties: Record<string, unknown> = {}) => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
});
// The ms-365 server's pair, as published: one first sentence for two tools.
const deltaSentence =
  "Get a set of event resources that have been added, deleted, or updated in a calendarView of the user's primary calendar.";
const deltaPair = [tool('list-calendar-events-delta', deltaSentence), tool('list-calendar-view-delta', deltaSentence)];
const others = [
  tool('send-mail', 'Send an email message as the signed-in user.'),
  tool('list-contacts', 'List the contacts of the signed-in user.'),
];

testRule(rule, {
  valid: [
    {
      name: 'distinct tools',
      tools: [
        tool('get_weather', 'Returns the current weather for a city.'),
        tool('get_forecast', 'Returns a five-day forecast for a city.'),
      ],
    },
    {
      name: 'a sibling whose name adds a word of its own (firecrawl_search and firecrawl_search_feedback)',
      tools: [
        tool('firecrawl_search', 'Search the web.'),
        tool('firecrawl_search_feedback', 'Search the web, then record feedback on a result.'),
      ],
    },
    { name: 'one tool', tools: [tool('a', 'Does a thing.')] },
    { name: 'no description words', tools: [tool('x', ''), tool('y', '')] },
  ],
  invalid: [
    {
      name: 'one first sentence for two tools, among others',
      tools: [...others, ...deltaPair],
      errors: [
        {
          messageId: 'confusable',
          pointer: '/description',
          toolIndex: 2,
          data: { tool: '"list-calendar-events-delta"', other: '"list-calendar-view-delta"' },
          message:
            /^A request written from the name and first sentence of .*"list-calendar-events-delta" ranks "list-calendar-view-delta" as high or higher .*Neither name nor first sentence has a word the other lacks/,
        },
      ],
    },
    {
      name: 'a thin first sentence the sibling already says (create-todo-task-list), reported once for the pair',
      tools: [
        tool('create-todo-task-list', 'Create a new lists object.\n\nTIP: the named buckets of the sidebar.'),
        tool('create-todo-task', 'Create a new task object in a specified todoTaskList.'),
        ...others,
      ],
      errors: [
        { messageId: 'confusable', pointer: '/description', toolIndex: 0, data: { other: '"create-todo-task"' } },
      ],
    },
  ],
});

describe('through the built CLI', () => {
  it('is off by default and on in strict, at info', async () => {
    const dir = tempDir();
    const file = join(dir, 'tools.json');
    writeFileSync(
      file,
      JSON.stringify({
        tools: [...others, ...deltaPair].map((t) => ({
          ...t,
          annotations: { readOnlyHint: true },
          inputSchema: { ...t.inputSchema, required: [] },
        })),
      }),
    );
    const ids = (stdout: string) =>
      (JSON.parse(stdout) as Array<{ messages: Array<{ ruleId: string | null; level?: string }> }>)
        .flatMap((r) => r.messages)
        .filter((m) => m.ruleId === 'tools-confusable')
        .map((m) => m.level);
    expect(ids((await runMcpLint([file, '--format', 'json', '--no-config'])).stdout)).toEqual([]);
    writeFileSync(join(dir, 'mcp-lint.config.json'), JSON.stringify({ extends: 'strict' }));
    const strict = await runMcpLint([file, '--format', 'json', '--config', join(dir, 'mcp-lint.config.json')]);
    expect(strict.stderr).toBe('');
    expect(ids(strict.stdout)).toEqual(['info']);
  });
});
