import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only, SDK } from '../../loaders/source/helpers.js';
import structuredContentReturned from '../../../src/rules/source/structured-content-returned.js';
import { testRule } from '../../helpers/rule-tester.js';

afterAll(cleanScratch);

const RULE = 'structured-content-returned';

describe(RULE, () => {
  test('a success path without structuredContent when an outputSchema is declared', async () => {
    const result = await lintText(
      SDK +
        [
          'server.registerTool("t", { description: "d", outputSchema: { n: z.number() } }, async ({}, extra) => {',
          '  if (extra) return { content: [{ type: "text", text: "1" }] };',
          '  if (!extra) return { content: [{ type: "text", text: "bad" }], isError: true };',
          '  return { content: [], structuredContent: { n: 1 } };',
          '});',
        ].join('\n'),
    );
    expect(only(result.diagnostics, RULE).map((d) => `${d.range!.start.line}:${d.range!.start.column}`)).toEqual([
      '5:21',
    ]);
  });

  test.each([
    ['no outputSchema', 'server.registerTool("t", { description: "d" }, async () => ({ content: [] }));'],
    [
      'structuredContent on every path',
      'server.registerTool("t", { description: "d", outputSchema: { n: z.number() } }, async () => ({ content: [], structuredContent: { n: 1 } }));',
    ],
    [
      'a result built elsewhere',
      'server.registerTool("t", { description: "d", outputSchema: { n: z.number() } }, async () => build());',
    ],
  ])('stays silent with %s', async (_label, code) => {
    const result = await lintText(SDK + code + '\n');
    expect(only(result.diagnostics, RULE)).toEqual([]);
  });
});

testRule(structuredContentReturned, {
  valid: [
    {
      name: 'structuredContent on every path',
      code:
        SDK +
        'server.registerTool("t", { description: "d", outputSchema: { n: z.number() } }, async () => ({ content: [], structuredContent: { n: 1 } }));\n',
    },
  ],
  invalid: [
    {
      name: 'a success path without structuredContent',
      code:
        SDK +
        'server.registerTool("t", { description: "d", outputSchema: { n: z.number() } }, async () => {\n  return { content: [{ type: "text", text: "1" }] };\n});\n',
      errors: [{ messageId: 'missing', line: 5 }],
    },
  ],
});
