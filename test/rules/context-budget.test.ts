// context-budget: thresholds per tool, per server and on the tool count, with gpt-tokenizer's o200k_base counts.
// Needs the gpt-tokenizer dependency installed (npm ci).
import { beforeAll, describe, expect, it } from 'vitest';
import rule from '../../src/lint/rules/definition/context-budget.js';
import { countTokens, listedText, loadTokenCounter, mayExceed } from '../../src/lint/budget/tokens.js';
import { testRule } from '../helpers/rule-tester.js';

beforeAll(async () => {
  await loadTokenCounter();
});

const tool = (name: string, description = 'Does a thing.') => ({ name, description, inputSchema: { type: 'object' } });
const many = (n: number) => Array.from({ length: n }, (_, i) => tool(`t${i}`));
// "word " is one o200k_base token, so this description costs about 1,200 tokens.
const long = 'word '.repeat(1200);

describe('token counts', () => {
  it('counts with o200k_base', () => {
    expect(countTokens('hello world')).toBe(2);
    expect(countTokens(long)).toBeGreaterThan(1150);
    expect(countTokens(long)).toBeLessThan(1250);
  });
  it('counts only what a client lists', () => {
    expect(JSON.parse(listedText({ ...tool('a'), _meta: { x: 1 }, handler: 'no' }))).toEqual(tool('a'));
  });
  it('bytes bound tokens from above, so small inputs never load the tokenizer', () => {
    expect(mayExceed([tool('a')], 1000, 10000)).toBe(false);
    expect(mayExceed([tool('a', long)], 1000, 10000)).toBe(true);
    expect(mayExceed(many(300), 1000, 10000)).toBe(true);
  });
});

testRule(rule, {
  valid: [{ tools: many(3) }, { name: '128 tools is the limit', tools: many(128).map((t) => ({ ...t, description: 'x' })), options: { maxServerTokens: 100000 } }],
  invalid: [
    { tools: [tool('big', long)], errors: [{ messageId: 'toolOverBudget', pointer: '', toolIndex: 0 }] },
    {
      name: 'a server over its budget',
      options: { maxServerTokens: 50 },
      tools: many(5),
      errors: [{ messageId: 'serverOverBudget', pointer: '', toolIndex: 0, data: { count: 5, max: 50 } }],
    },
    {
      name: 'more tools than clients take per request',
      options: { maxServerTokens: 100000 },
      tools: many(129),
      errors: [{ messageId: 'tooManyTools', pointer: '', toolIndex: 128, data: { count: 129, max: 128 } }],
    },
  ],
});
