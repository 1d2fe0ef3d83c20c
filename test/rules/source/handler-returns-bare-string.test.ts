import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only, SDK } from '../../loaders/source/helpers.js';
import handlerReturnsBareString from '../../../src/rules/source/handler-returns-bare-string.js';
import { testRule } from '../../helpers/rule-tester.js';

afterAll(cleanScratch);

const RULE = 'handler-returns-bare-string';

async function found(handler: string, prefix = SDK): Promise<string[]> {
  const result = await lintText(
    prefix + `server.registerTool("t", { description: "A tool used by this rule test" }, ${handler});\n`,
  );
  return only(result.diagnostics, RULE).map((d) => `${d.range!.start.line}:${d.range!.start.column} ${d.severity}`);
}

describe(RULE, () => {
  test.each([
    ['a string literal', 'async () => "done"'],
    ['a template literal', 'async ({ a }) => `a is ${a}`'],
    ['String(x)', 'async ({ a }) => String(a)'],
    ['JSON.stringify(x)', 'async (args) => JSON.stringify(args)'],
    ['a concatenation', '(args) => "value: " + args.a'],
    ['.toString()', 'async ({ a }) => a.toString()'],
  ])('reports %s', async (_label, handler) => {
    expect(await found(handler)).toEqual([
      '4:' +
        (handler.indexOf('=>') +
          3 +
          'server.registerTool("t", { description: "A tool used by this rule test" }, '.length +
          1) +
        ' error',
    ]);
  });

  test('reports every string return path of a block body, and names the fix', async () => {
    const result = await lintText(
      SDK +
        [
          'server.registerTool("t", { description: "A tool used by this rule test" }, async ({ a }: { a: number }) => {',
          '  if (a > 1) return "big";',
          '  const note: string = "small";',
          '  if (a < 0) return note;',
          '  return { content: [{ type: "text", text: "ok" }] };',
          '});',
        ].join('\n'),
    );
    const findings = only(result.diagnostics, RULE);
    expect(findings.map((d) => `${d.range!.start.line}:${d.range!.start.column}`)).toEqual(['5:21', '7:21']);
    expect(findings[0]!.message).toBe(
      'Tool "t" handler returns a bare string (`"big"`). The MCP SDK rejects it with JSON-RPC error -32602 and the model never sees the text. Return `{ content: [{ type: "text", text }] }` instead.',
    );
  });

  test('an awaited helper declared to resolve to a string', async () => {
    const result = await lintText(
      SDK +
        'async function text(): Promise<string> { return "t"; }\nserver.registerTool("t", { description: "A tool used by this rule test" }, async () => await text());\n',
    );
    expect(only(result.diagnostics, RULE).map((d) => `${d.range!.start.line}:${d.range!.start.column}`)).toEqual([
      '5:88',
    ]);
  });

  test('a handler passed by name, defined later as a function declaration', async () => {
    const result = await lintText(
      SDK +
        'server.registerTool("t", { description: "A tool used by this rule test" }, handle);\nfunction handle() {\n  return "named";\n}\n',
    );
    expect(only(result.diagnostics, RULE).map((d) => d.range!.start.line)).toEqual([6]);
  });

  test.each([
    ['a CallToolResult', 'async () => ({ content: [{ type: "text", text: "ok" }] })'],
    ['a variable holding a result', 'async () => { const result = { content: [] }; return result; }'],
    ['an unknown value', 'async (args) => compute(args)'],
    ['a number (handler-returns-result judges it)', 'async () => 42'],
  ])('stays silent on %s', async (_label, handler) => {
    expect(await found(handler)).toEqual([]);
  });

  test('stays silent for fastmcp, which wraps strings itself', async () => {
    const result = await lintText(
      'import { FastMCP } from "fastmcp";\nconst server = new FastMCP({ name: "f", version: "1.0.0" });\nserver.addTool({ name: "t", description: "A fastmcp tool returning text", execute: async () => "text" });\n',
    );
    expect(result.toolCount).toBe(1);
    expect(only(result.diagnostics, RULE)).toEqual([]);
  });
});

test('SDK 2.x handlers are judged the same way', async () => {
  const result = await lintText(
    'import { McpServer } from "@modelcontextprotocol/server";\nconst server = new McpServer({ name: "v2", version: "1.0.0" });\nserver.registerTool("t", { description: "A v2 tool" }, async () => `v2`);\n',
  );
  expect(
    only(result.diagnostics, 'handler-returns-bare-string').map(
      (d) => `${d.toolName} ${d.range!.start.line}:${d.range!.start.column}`,
    ),
  ).toEqual(['t 3:68']);
});

testRule(handlerReturnsBareString, {
  valid: [
    {
      name: 'a CallToolResult',
      code:
        SDK +
        'server.registerTool("t", { description: "A tool used by this rule test" }, async () => ({ content: [{ type: "text", text: "done" }] }));\n',
    },
  ],
  invalid: [
    {
      name: 'a string literal',
      code: SDK + 'server.registerTool("t", { description: "A tool used by this rule test" }, async () => "done");\n',
      errors: [{ messageId: 'bareString', line: 4 }],
      output:
        SDK +
        'server.registerTool("t", { description: "A tool used by this rule test" }, async () => ({ content: [{ type: \'text\', text: "done" }] }));\n',
    },
  ],
});
