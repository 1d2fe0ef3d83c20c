import { describe, expect, it } from 'vitest';
import rule from '../../src/lint/rules/definition/tool-name-unique.js';
import { runRule, testRule } from '../helpers/rule-tester.js';

const tool = (name: unknown) => ({ name, description: 'Does a thing.', inputSchema: { type: 'object' } });

testRule(rule, {
  valid: [
    { tools: [tool('a'), tool('b'), tool('c')] },
    { name: 'names are case-sensitive', tools: [tool('search'), tool('Search')] },
    { name: 'one tool', tool: tool('a') },
    { name: 'tools without a string name are not compared', tools: [tool(1), tool(1), {}] },
  ],
  invalid: [
    {
      tools: [tool('search'), tool('fetch'), tool('search')],
      errors: [{ messageId: 'duplicate', pointer: '/name', toolIndex: 2, data: { name: '"search"', first: 'tool #1 (/tools/0)' } }],
    },
    {
      name: 'every later duplicate is reported, each naming the first',
      tools: [tool('x'), tool('x'), tool('x')],
      errors: [
        { messageId: 'duplicate', pointer: '/name', toolIndex: 1 },
        { messageId: 'duplicate', pointer: '/name', toolIndex: 2, data: { first: 'tool #1 (/tools/0)' } },
      ],
    },
    {
      name: 'tools that share a documentPointer (source inputs) are told apart',
      loaded: [{ definition: tool('x'), documentPointer: '' }, { definition: tool('x'), documentPointer: '' }],
      errors: [{ messageId: 'duplicate', pointer: '/name', toolIndex: 1 }],
    },
  ],
});

describe('tool-name-unique at scale', () => {
  it('handles 100,000 tools (half of them duplicates) in one pass', () => {
    const tools = Array.from({ length: 100_000 }, (_, i) => tool(`tool_${i % 50_000}`));
    const reported = runRule(rule, { tools });
    expect(reported).toHaveLength(50_000);
    expect(reported[0]).toMatchObject({ toolIndex: 50_000, pointer: '/name' });
  });
});
