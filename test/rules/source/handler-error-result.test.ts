import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only, SDK } from '../../loaders/source/helpers.js';
import handlerErrorResult from '../../../src/rules/source/handler-error-result.js';
import { testSourceRule } from '../../helpers/rule-tester.js';

afterAll(cleanScratch);

const RULE = 'handler-error-result';
const LOW = 'import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ListToolsRequestSchema, CallToolRequestSchema, McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";\nconst low = new Server({ name: "l", version: "1" }, { capabilities: { tools: {} } });\nlow.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "fetch", description: "Fetches a page", inputSchema: { type: "object", properties: {}, required: [] } }] }));\n';

describe(RULE, () => {
  test('a business failure thrown in a low-level tools/call branch', async () => {
    const result = await lintText(LOW + [
      'low.setRequestHandler(CallToolRequestSchema, async (request) => {',
      '  if (request.params.name === "fetch") {',
      '    throw new Error("page not found");',
      '  }',
      '  throw new McpError(ErrorCode.InvalidParams, "unknown tool");',
      '});',
    ].join('\n'));
    expect(only(result.diagnostics, RULE).map((d) => `${d.toolName} ${d.range!.start.line}:${d.range!.start.column} ${d.severity}`)).toEqual(['fetch 7:5 warning']);
  });

  test('stays silent for throws caught in the handler, protocol errors, and McpServer handlers (the SDK makes them isError results)', async () => {
    const low = await lintText(LOW + [
      'low.setRequestHandler(CallToolRequestSchema, async (request) => {',
      '  if (request.params.name === "fetch") {',
      '    try { throw new Error("x"); } catch { return { content: [], isError: true }; }',
      '  }',
      '  throw new McpError(ErrorCode.InvalidParams, "unknown tool");',
      '});',
    ].join('\n'));
    expect(only(low.diagnostics, RULE)).toEqual([]);
    const high = await lintText(SDK + 'server.registerTool("t", { description: "d" }, async () => { throw new Error("boom"); });\n');
    expect(only(high.diagnostics, RULE)).toEqual([]);
  });
});

testSourceRule(handlerErrorResult, {
  valid: [
    {
      name: 'a failure returned as an isError result',
      code: LOW + 'low.setRequestHandler(CallToolRequestSchema, async () => ({ content: [{ type: "text", text: "page not found" }], isError: true }));\n',
    },
  ],
  invalid: [
    {
      name: 'a business failure thrown in a low-level tools/call branch',
      code: LOW + 'low.setRequestHandler(CallToolRequestSchema, async (request) => {\n  if (request.params.name === "fetch") {\n    throw new Error("page not found");\n  }\n  throw new McpError(ErrorCode.InvalidParams, "unknown tool");\n});\n',
      errors: [{ messageId: 'thrown', line: 7 }],
    },
  ],
});
