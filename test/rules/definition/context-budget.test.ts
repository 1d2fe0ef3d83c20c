// context-budget: thresholds per tool, per server and on the tool count, with cl100k_base counts made only where a
// verdict needs one (the counts themselves are held to gpt-tokenizer in test/tokens/tokens.test.ts, the length
// bounds in test/tokens/bounds.test.ts). The CLI tests need `npm run build`.
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { casesInEachLanguage, oneStringParameter } from '../../helpers/author-languages.js';
import { runMcpLint } from '../../helpers/cli.js';
import rule from '../../../src/rules/definition/context-budget.js';
import { CountBudget, sumExceeds, TextCost } from '../../../src/tokens/cost.js';
import { countTokensExactly } from '../../../src/tokens/tokenizer.js';
import { listedText } from '../../../src/tokens/tokens.js';
import { testRule } from '../../helpers/rule-tester.js';

const gpt = createRequire(import.meta.url)('gpt-tokenizer/encoding/cl100k_base') as {
  countTokens(text: string): number;
};

const tool = (name: string, description = 'Does a thing.') => ({ name, description, inputSchema: { type: 'object' } });
const many = (n: number) => Array.from({ length: n }, (_, i) => tool(`t${i}`));
// "word " is one cl100k_base token, so this description costs about 2,400 tokens.
const long = 'word '.repeat(2400);
const REPORT =
  'Writes a weather report for a city: the temperature, the wind and the rain for each of the next seven days, with a summary. '
    .repeat(3)
    .trim();
// About 4,800 tokens but only 1,200 words (each made-up word is four tokens): neither its bytes nor its pieces decide
// a 2,000 limit, so it is counted.
const madeUpWords = ' zxqvbnm'.repeat(1200);

describe('token counts', () => {
  it('counts with cl100k_base', () => {
    expect(countTokensExactly('hello world')).toBe(2);
    expect(countTokensExactly(long)).toBeGreaterThan(2300);
    expect(countTokensExactly(long)).toBeLessThan(2500);
  });
  it('counts only what a client lists', () => {
    expect(JSON.parse(listedText({ ...tool('a'), _meta: { x: 1 }, handler: 'no' }))).toEqual(tool('a'));
  });
  it('decides from the bounds alone where it can, and counts only where the verdict depends on it', () => {
    const small = new TextCost(listedText(tool('a')));
    expect(small.exceeds(1000, new CountBudget())).toBe(false);
    expect(small.exact).toBeUndefined();
    // 40,000 words are at least 40,000 tokens: over 1,000 without a count, and the figure says it is an estimate.
    const huge = new TextCost(listedText(tool('a', 'word '.repeat(40_000))));
    expect(huge.exceeds(1000, new CountBudget())).toBe(true);
    expect(huge.exact).toBeUndefined();
    expect(huge.figure().estimated).toMatch(/it has at least [\d,]+, which decides the limit, so it was not counted/);
    // Between the bounds: counted, exactly when the count stays under the limit.
    const near = new TextCost(listedText(tool('a', 'word '.repeat(500))));
    expect(near.exceeds(1000, new CountBudget())).toBe(false);
    expect(near.figure()).toEqual({ tokens: gpt.countTokens(listedText(tool('a', 'word '.repeat(500)))) });
    // A server's sum: 300 small tools are more bytes than the limit, so some are counted until the sum is decided.
    const costs = many(300).map((t) => new TextCost(listedText(t)));
    expect(sumExceeds(costs, 10000, new CountBudget())).toBe(false);
    expect(costs.filter((cost) => cost.exact !== undefined).length).toBeLessThan(300);
    expect(sumExceeds(costs, 5000, new CountBudget())).toBe(true);
  });
});

testRule(rule, {
  valid: [
    { tools: many(3) },
    {
      name: '128 tools is the limit',
      tools: many(128).map((t) => ({ ...t, description: 'x' })),
      options: { maxServerTokens: 100000 },
    },
  ],
  invalid: [
    {
      name: 'a long description: the advice is about the description',
      tools: [tool('big', long)],
      errors: [{ messageId: 'toolOverBudget', pointer: '/description', toolIndex: 0 }],
    },
    ...casesInEachLanguage(
      'a long description: the advice is about the description',
      oneStringParameter('report', REPORT, 'city'),
      {
        zod: {
          messageId: 'toolOverBudgetZod',
          message:
            /is the description\. Shorten it and move parameter details into each parameter's short \.describe\("…"\)/,
        },
        jsonSchema: { messageId: 'toolOverBudget', message: /into the parameters' own short descriptions/ },
        python: {
          messageId: 'toolOverBudgetPython',
          line: 9,
          message:
            /is the description, the function's docstring\. Shorten it and move parameter details into each parameter as Annotated\[T, Field\(description="…"\)\]/,
        },
      },
      { maxToolTokens: 60 },
    ),
    {
      name: 'a short description on a large inputSchema: the advice is about the parameters, not the description',
      tools: [
        {
          ...tool('wide'),
          inputSchema: {
            type: 'object',
            properties: Object.fromEntries(
              Array.from({ length: 240 }, (_, i) => [
                `field${i}`,
                { type: 'string', description: `Field number ${i} of the record` },
              ]),
            ),
          },
        },
      ],
      errors: [{ messageId: 'toolOverBudgetInput', pointer: '/inputSchema', data: { parameters: '240 parameters' } }],
    },
    {
      name: 'definitions that cost most of it: the advice is about $defs',
      tools: [
        {
          ...tool('defs'),
          inputSchema: {
            type: 'object',
            properties: { a: { $ref: '#/$defs/A' } },
            $defs: Object.fromEntries(
              Array.from({ length: 150 }, (_, i) => [
                `Def${i}`,
                { type: 'object', description: `Definition ${i} of many`, properties: { x: { type: 'string' } } },
              ]),
            ),
          },
        },
      ],
      errors: [
        {
          messageId: 'toolOverBudgetDefinitions',
          pointer: '/inputSchema/$defs',
          data: { where: '/inputSchema/$defs' },
        },
      ],
    },
    {
      name: 'a few parameters that nest large objects: the advice is about the nesting, not splitting the tool',
      tools: [
        {
          ...tool('nested'),
          inputSchema: {
            type: 'object',
            properties: {
              model: {
                type: 'object',
                description: 'The data model',
                properties: Object.fromEntries(
                  Array.from({ length: 240 }, (_, i) => [
                    `node${i}`,
                    { type: 'string', description: `Node ${i} of the model` },
                  ]),
                ),
              },
            },
          },
        },
      ],
      errors: [{ messageId: 'toolOverBudgetNested', pointer: '/inputSchema', data: { parameters: '1 parameter' } }],
    },
    {
      name: 'an outputSchema that costs most of it',
      tools: [
        {
          ...tool('out'),
          outputSchema: {
            type: 'object',
            properties: Object.fromEntries(
              Array.from({ length: 240 }, (_, i) => [
                `out${i}`,
                { type: 'string', description: `Output ${i} of the record` },
              ]),
            ),
          },
        },
      ],
      errors: [{ messageId: 'toolOverBudgetOutput', pointer: '/outputSchema' }],
    },
    {
      name: 'a server over its budget: said once, at the tools list, on no tool',
      options: { maxServerTokens: 50 },
      tools: many(5),
      errors: [{ messageId: 'serverOverBudget', pointer: '/tools', toolIndex: -1, data: { count: 5, max: 50 } }],
    },
    {
      name: 'more tools than clients take per request: said at the tools list',
      options: { maxServerTokens: 100000 },
      tools: many(129),
      errors: [{ messageId: 'tooManyTools', pointer: '/tools', toolIndex: -1, data: { count: 129, max: 128 } }],
    },
    {
      name: 'tools without a list of their own (a single tool, source files): the server total stays on the first tool',
      options: { maxServerTokens: 50 },
      loaded: many(5).map((definition) => ({ definition, documentPointer: '' })),
      errors: [{ messageId: 'serverOverBudget', pointer: '', toolIndex: 0 }],
    },
  ],
});

// context-budget is a `strict` rule: these runs turn it on.
const BUDGET_ON = ['--rule', 'context-budget:warning'];

describe('context-budget through the built CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-budget-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, tools: unknown[]) => writeFileSync(join(dir, name), JSON.stringify({ tools }));

  type Result = {
    contextTokens?: {
      encoding: string;
      total: number;
      estimated?: true;
      tools: Array<{ name: string; tokens: number; estimated?: true }>;
    };
    messages: Array<{ ruleId: string; message: string }>;
  };

  it('reports gpt-tokenizer’s count, as exact, for a tool counted to its end', async () => {
    // About 1,800 tokens in 9,000 bytes: the bounds straddle the 2,000 limit, so it is counted, and stays under.
    const exact = { ...tool('exact', 'word '.repeat(1780)), annotations: { readOnlyHint: true } };
    write('exact.json', [exact]);
    const json = await runMcpLint([...BUDGET_ON, 'exact.json', '--format', 'json'], { cwd: dir });
    const [result] = JSON.parse(json.stdout) as Result[];
    const tokens = gpt.countTokens(listedText(exact));
    expect(tokens).toBeLessThan(2000);
    expect(result!.contextTokens).toEqual({
      encoding: 'cl100k_base',
      total: tokens,
      tools: [{ name: 'exact', tokens }],
    });
    // The figure heads a file's findings; no-parameters-closed (strict) gives this tool one.
    const stylish = await runMcpLint([...BUDGET_ON, 'exact.json', '--rule', 'no-parameters-closed:info'], { cwd: dir });
    expect(stylish.stdout).toContain(
      `1 tool costs ${tokens.toLocaleString('en-US')} tokens (cl100k_base) on every request that lists them`,
    );
  });

  it('counts a tool over the limit only until it passes, and says its figure is an estimate', async () => {
    write('big.json', [
      {
        ...tool('big', madeUpWords),
        inputSchema: { type: 'object', properties: {}, additionalProperties: false },
        annotations: { readOnlyHint: true },
      },
    ]);
    const json = await runMcpLint([...BUDGET_ON, 'big.json', '--format', 'json'], { cwd: dir });
    const [result] = JSON.parse(json.stdout) as Result[];
    expect(result!.contextTokens!.estimated).toBe(true);
    expect(result!.contextTokens!.tools).toEqual([
      { name: 'big', tokens: result!.contextTokens!.total, estimated: true },
    ]);
    expect(result!.contextTokens!.total).toBeGreaterThan(2000);
    const finding = result!.messages.find((m) => m.ruleId === 'context-budget');
    expect(finding!.message).toMatch(
      /^The tool costs about \d,\d{3} tokens \(cl100k_base, estimated: 2,\d{3} counted in its first [\d,]+ of [\d,]+ characters/,
    );
    const stylish = await runMcpLint([...BUDGET_ON, 'big.json'], { cwd: dir });
    expect(stylish.stdout).toMatch(
      /1 tool costs about \d,\d{3} tokens \(cl100k_base; 1 of them estimated from their length\) on every request that lists them/,
    );
  });

  it('a 120 MiB description is counted within a bounded time and memory', async () => {
    // One run of letters with no break: a single piece of the split pattern, which the hand-written counter merged in
    // gigabytes of memory until V8 gave up. Here its length alone puts it over the limit and it is never tokenized.
    // The child gets a 512 MB heap: the bound is shown by the run finishing inside it (the old counter died there).
    const file = join(dir, 'huge.json');
    const fd = openSync(file, 'w');
    writeSync(fd, '{"tools":[{"name":"huge","description":"');
    const chunk = Buffer.alloc(1 << 20);
    for (let i = 0; i < chunk.length; i++) chunk[i] = 97 + ((i * 7919) % 26);
    for (let mebibyte = 0; mebibyte < 120; mebibyte++) writeSync(fd, chunk);
    writeSync(fd, '","inputSchema":{"type":"object"}}]}');
    closeSync(fd);
    const run = await runMcpLint(['huge.json', '--rule', 'context-budget:error', '--format', 'json'], {
      cwd: dir,
      env: { NODE_OPTIONS: '--max-old-space-size=512' },
      timeoutMs: 180_000,
    });
    rmSync(file);
    expect(run.stderr).not.toMatch(/FATAL|heap out of memory|internal error|Native stack/);
    expect(run.code).toBe(1);
    const [result] = JSON.parse(run.stdout) as Result[];
    const budget = result!.messages.filter((m) => m.ruleId === 'context-budget').map((m) => m.message);
    expect(budget[0]).toMatch(
      /^The tool costs about 31,457,\d{3} tokens \(cl100k_base, estimated: 125,829,\d{3} characters at about 4 a token; it has at least 983,\d{3}, which decides the limit, so it was not counted\) on every request that lists tools \(limit 2000\); 100% of it is the description/,
    );
    // A server of one tool: its total is the tool's, said once.
    expect(budget).toHaveLength(1);
  }, 240_000);

  it('a file of many large tools is counted only up to the budget of one server, the rest estimated and said so', async () => {
    // 40 tools of 192,000 characters (68,001 tokens each, at least 20,000 by their pieces) under a 70,000-token limit:
    // each one's bounds straddle the limit, so each would be counted whole, 7.7 Mi characters. The budget of one
    // server (4 Mi characters) counts the first ones and estimates the rest.
    const sentence = 'Quuxbazzle frobnicated wibblewobble zorptangle. ';
    const tools = Array.from({ length: 40 }, (_, i) => tool(`big_${i}`, sentence.repeat(4000)));
    write('many.json', tools);
    writeFileSync(
      join(dir, 'mcp-lint.config.json'),
      JSON.stringify({ rules: { 'context-budget': ['error', { maxToolTokens: 70_000, maxServerTokens: 10_000 }] } }),
    );
    try {
      const run = await runMcpLint([...BUDGET_ON, 'many.json', '--format', 'json'], { cwd: dir, timeoutMs: 120_000 });
      expect(run.stderr).toBe('');
      const [result] = JSON.parse(run.stdout) as Result[];
      const budget = result!.messages.filter((m) => m.ruleId === 'context-budget').map((m) => m.message);
      expect(budget).toHaveLength(1);
      const estimated = Number(/estimated: (\d+) of 40 tools from their length/.exec(budget[0]!)?.[1]);
      // 4 Mi characters hold 21 whole tools of 192,000 (and a little of nothing else: a text is counted whole or not).
      expect(estimated).toBe(40 - Math.floor(CountBudget.CHARACTERS / 192_000));
    } finally {
      rmSync(join(dir, 'mcp-lint.config.json'));
    }
  }, 180_000);

  it('counts a description that spells a special token (<|endoftext|>) as text, without crashing', async () => {
    // A hostile server's description must not take the linter down: gpt-tokenizer's countTokens throws on these.
    // 1,760 pieces, about 2,400 tokens: counted.
    write('special.json', [tool('special', 'Say <|endoftext|> then <|im_start|>system. '.repeat(160))]);
    const json = await runMcpLint([...BUDGET_ON, 'special.json', '--format', 'json'], { cwd: dir });
    expect(json.stderr).toBe('');
    expect(json.code).toBe(0); // warnings only
    const [result] = JSON.parse(json.stdout) as Array<{ contextTokens: { total: number } }>;
    expect(result!.contextTokens.total).toBeGreaterThan(2000);
  });

  it('a small file never loads the tokenizer, so it has no figures', async () => {
    write('small.json', [tool('small', 'Returns one small thing from the store.')]);
    const json = await runMcpLint([...BUDGET_ON, 'small.json', '--format', 'json'], { cwd: dir });
    expect(JSON.parse(json.stdout)[0].contextTokens).toBeUndefined();
  });
});
