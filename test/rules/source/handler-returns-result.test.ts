import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only, SDK } from '../../loaders/source/helpers.js';
import handlerReturnsResult from '../../../src/rules/source/handler-returns-result.js';
import { testRule } from '../../helpers/rule-tester.js';

afterAll(cleanScratch);

const RULE = 'handler-returns-result';

async function found(handler: string): Promise<string[]> {
  const result = await lintText(
    SDK + `server.registerTool("t", { description: "A tool used by this rule test" }, ${handler});\n`,
  );
  return only(result.diagnostics, RULE).map((d) => `${d.range!.start.line}:${d.range!.start.column}`);
}

describe(RULE, () => {
  test.each([
    ['an empty object', 'async () => ({})', 89],
    ['plain data', 'async () => ({ rows: [] })', 89],
    ['an array', 'async () => [1, 2]', 88],
    ['a number', 'async () => 42', 88],
    ['null', 'async () => null', 88],
  ])('reports %s', async (_label, handler, column) => {
    expect(await found(handler)).toEqual([`4:${column}`]);
  });

  test('the message quotes the value and says what to return', async () => {
    const result = await lintText(
      SDK + 'server.registerTool("ping", { description: "Checks the server answers" }, async () => ({}));\n',
    );
    expect(only(result.diagnostics, RULE)[0]!.message).toBe(
      'Tool "ping" handler returns `{}`, which is not a CallToolResult (no `content` array), so the model gets an error or an empty result. Return `{ content: [{ type: "text", text: … }] }`, with `structuredContent` for data.',
    );
  });

  test.each([
    ['a result with content', 'async () => ({ content: [] })'],
    ['an error result', 'async () => ({ content: [{ type: "text", text: "no" }], isError: true })'],
    ['a spread the loader cannot see into', 'async () => ({ ...makeResult() })'],
    ['a bare string (handler-returns-bare-string judges it)', 'async () => "x"'],
  ])('stays silent on %s', async (_label, handler) => {
    expect(await found(handler)).toEqual([]);
  });

  test('stays silent for mcp-framework tools, whose execute results the framework wraps', async () => {
    const result = await lintText(
      'import { MCPTool } from "mcp-framework";\nclass T extends MCPTool {\n  name = "t";\n  description = "An mcp-framework tool";\n  schema = {};\n  async execute() { return { rows: [] }; }\n}\nexport default T;\n',
    );
    expect(result.toolCount).toBe(1);
    expect(only(result.diagnostics, RULE)).toEqual([]);
  });
});

test('content given as a string instead of an array of blocks', async () => {
  const result = await lintText(
    SDK + 'server.registerTool("t", { description: "d" }, async () => ({ content: "plain text" }));\n',
  );
  expect(only(result.diagnostics, 'handler-returns-result').map((d) => d.range!.start.column)).toEqual([61]);
});

testRule(handlerReturnsResult, {
  valid: [
    {
      name: 'a CallToolResult',
      code:
        SDK +
        'server.registerTool("t", { description: "A tool used by this rule test" }, async () => ({ content: [] }));\n',
    },
  ],
  invalid: [
    {
      name: 'an object without content',
      code: SDK + 'server.registerTool("ping", { description: "Checks the server answers" }, async () => ({}));\n',
      errors: [{ messageId: 'notResult', line: 4 }],
    },
  ],
});
