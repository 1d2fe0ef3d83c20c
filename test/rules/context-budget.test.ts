// context-budget: thresholds per tool, per server and on the tool count, with cl100k_base counts (the counter itself
// is held to gpt-tokenizer in test/lint/token-count.test.ts). Needs `npm run build` for the token table.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import rule from '../../src/lint/rules/definition/context-budget.js';
import { countTokens, listedText, loadTokenCounter, mayExceed } from '../../src/lint/budget/tokens.js';
import { testRule } from '../helpers/rule-tester.js';

beforeAll(async () => {
  await loadTokenCounter();
});

const tool = (name: string, description = 'Does a thing.') => ({ name, description, inputSchema: { type: 'object' } });
const many = (n: number) => Array.from({ length: n }, (_, i) => tool(`t${i}`));
// "word " is one cl100k_base token, so this description costs about 1,200 tokens.
const long = 'word '.repeat(1200);

describe('token counts', () => {
  it('counts with cl100k_base', () => {
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

describe('context-budget through the built CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-budget-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, tools: unknown[]) => writeFileSync(join(dir, name), JSON.stringify({ tools }));

  it('reports the figures in JSON and a summary line in stylish output when the tokenizer ran', async () => {
    write('big.json', [{ ...tool('big', long), inputSchema: { type: 'object', properties: {}, additionalProperties: false }, annotations: { readOnlyHint: true } }]);
    const json = await runMcpLint(['big.json', '--format', 'json'], { cwd: dir });
    const [result] = JSON.parse(json.stdout) as Array<{ contextTokens: { encoding: string; total: number; tools: Array<{ name: string; tokens: number }> }; messages: Array<{ ruleId: string }> }>;
    expect(result!.contextTokens.encoding).toBe('cl100k_base');
    expect(result!.contextTokens.tools).toEqual([{ name: 'big', tokens: result!.contextTokens.total }]);
    expect(result!.contextTokens.total).toBeGreaterThan(1000);
    expect(result!.messages.map((m) => m.ruleId)).toContain('context-budget');
    const stylish = await runMcpLint(['big.json'], { cwd: dir });
    expect(stylish.stdout).toMatch(/1 tools cost 1,\d{3} tokens \(cl100k_base\) on every request that lists them/);
  });

  it('counts a description that spells a special token (<|endoftext|>) as text, without crashing', async () => {
    // A hostile server's description must not take the linter down: gpt-tokenizer's countTokens throws on these.
    write('special.json', [tool('special', 'Say <|endoftext|> then <|im_start|>system. '.repeat(200))]);
    const json = await runMcpLint(['special.json', '--format', 'json'], { cwd: dir });
    expect(json.stderr).toBe('');
    expect(json.code).toBe(0); // warnings only
    const [result] = JSON.parse(json.stdout) as Array<{ contextTokens: { total: number } }>;
    expect(result!.contextTokens.total).toBeGreaterThan(2000);
  });

  it('a small file never loads the tokenizer, so it has no figures', async () => {
    write('small.json', [tool('small', 'Returns one small thing from the store.')]);
    const json = await runMcpLint(['small.json', '--format', 'json'], { cwd: dir });
    expect(JSON.parse(json.stdout)[0].contextTokens).toBeUndefined();
  });
});
