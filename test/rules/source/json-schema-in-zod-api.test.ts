import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only, SDK } from '../../loaders/source/helpers.js';
import jsonSchemaInZodApi from '../../../src/rules/source/json-schema-in-zod-api.js';
import { testRule } from '../../helpers/rule-tester.js';

afterAll(cleanScratch);

const RULE = 'json-schema-in-zod-api';

describe(RULE, () => {
  test('registerTool with a JSON Schema literal as inputSchema (the SDK throws)', async () => {
    const result = await lintText(
      SDK +
        'server.registerTool("t", { description: "Uses JSON Schema by mistake", inputSchema: { type: "object", properties: { a: { type: "string" } } } }, async () => ({ content: [] }));\n',
    );
    const findings = only(result.diagnostics, RULE);
    expect(findings.map((d) => `${d.range!.start.line}:${d.range!.start.column} ${d.pointer}`)).toEqual([
      '4:85 /inputSchema',
    ]);
    expect(findings[0]!.message).toContain('the SDK throws at registration');
  });

  test('server.tool with a flat JSON Schema (silently taken as annotations)', async () => {
    const result = await lintText(
      SDK + 'server.tool("t", "Uses a flat JSON Schema", { type: "object" }, async () => ({ content: [] }));\n',
    );
    const findings = only(result.diagnostics, RULE);
    expect(findings.map((d) => d.range!.start.column)).toEqual([45]);
    expect(findings[0]!.message).toContain('silently takes this object as annotations');
  });

  test.each([
    [
      'a raw zod shape',
      'server.registerTool("t", { description: "d", inputSchema: { a: z.string() } }, async () => ({ content: [] }));',
    ],
    [
      'z.object',
      'server.registerTool("t", { description: "d", inputSchema: z.object({ a: z.string() }) }, async () => ({ content: [] }));',
    ],
    [
      'annotations in the server.tool annotations slot',
      'server.tool("t", "d", { readOnlyHint: true }, async () => ({ content: [] }));',
    ],
    [
      'JSON Schema in the low-level API',
      'import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nconst low = new Server({ name: "l", version: "1" }, { capabilities: { tools: {} } });\nlow.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "t", description: "d", inputSchema: { type: "object", properties: {} } }] }));',
    ],
  ])('stays silent on %s', async (_label, code) => {
    const result = await lintText(SDK + code + '\n');
    expect(result.toolCount).toBe(1);
    expect(only(result.diagnostics, RULE)).toEqual([]);
  });
});

testRule(jsonSchemaInZodApi, {
  valid: [
    {
      name: 'a zod shape',
      code:
        SDK +
        'server.registerTool("t", { description: "Uses zod", inputSchema: { a: z.string() } }, async () => ({ content: [] }));\n',
    },
  ],
  invalid: [
    {
      name: 'a JSON Schema literal as inputSchema',
      code:
        SDK +
        'server.registerTool("t", { description: "Uses JSON Schema by mistake", inputSchema: { type: "object", properties: { a: { type: "string" } } } }, async () => ({ content: [] }));\n',
      errors: [
        {
          messageId: 'throws',
          line: 4,
          suggestions: [
            {
              output:
                SDK +
                'server.registerTool("t", { description: "Uses JSON Schema by mistake", inputSchema: { a: z.string().optional() } }, async () => ({ content: [] }));\n',
            },
          ],
        },
      ],
    },
  ],
});
