import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only, SDK } from '../../loaders/source/helpers.js';
import handlerErrorResult from '../../../src/rules/source/handler-error-result.js';
import { testRule } from '../../helpers/rule-tester.js';
import type { PythonHandlerFacts } from '../../../src/core/facts.js';

afterAll(cleanScratch);

const RULE = 'handler-error-result';
const LOW =
  'import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ListToolsRequestSchema, CallToolRequestSchema, McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";\nconst low = new Server({ name: "l", version: "1" }, { capabilities: { tools: {} } });\nlow.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "fetch", description: "Fetches a page", inputSchema: { type: "object", properties: {}, required: [] } }] }));\n';

describe(RULE, () => {
  test('a business failure thrown in a low-level tools/call branch', async () => {
    const result = await lintText(
      LOW +
        [
          'low.setRequestHandler(CallToolRequestSchema, async (request) => {',
          '  if (request.params.name === "fetch") {',
          '    throw new Error("page not found");',
          '  }',
          '  throw new McpError(ErrorCode.InvalidParams, "unknown tool");',
          '});',
        ].join('\n'),
    );
    expect(
      only(result.diagnostics, RULE).map(
        (d) => `${d.toolName} ${d.range!.start.line}:${d.range!.start.column} ${d.severity}`,
      ),
    ).toEqual(['fetch 7:5 warning']);
  });

  test("a throw inside the dispatcher's try, whose catch returns a result, is caught (asana, slack, brave-search); one whose catch rethrows is not", async () => {
    const dispatch = (catchBody: string) =>
      LOW +
      [
        'low.setRequestHandler(CallToolRequestSchema, async (request) => {',
        '  try {',
        '    switch (request.params.name) {',
        '      case "fetch": {',
        '        try { return await get(); } catch (error) { throw error; }',
        '      }',
        '    }',
        `  } catch (error) { ${catchBody} }`,
        '});',
        'async function get() { return { content: [] }; }',
      ].join('\n');
    const caught = await lintText(
      dispatch('return { content: [{ type: "text", text: String(error) }], isError: true };'),
    );
    expect(only(caught.diagnostics, RULE)).toEqual([]);
    const rethrown = await lintText(dispatch('console.error(error); throw error;'));
    expect(only(rethrown.diagnostics, RULE).map((d) => `${d.toolName} ${d.range!.start.line}`)).toEqual(['fetch 9']);
  });

  test('stays silent for throws caught in the handler, protocol errors, and McpServer handlers (the SDK makes them isError results)', async () => {
    const low = await lintText(
      LOW +
        [
          'low.setRequestHandler(CallToolRequestSchema, async (request) => {',
          '  if (request.params.name === "fetch") {',
          '    try { throw new Error("x"); } catch { return { content: [], isError: true }; }',
          '  }',
          '  throw new McpError(ErrorCode.InvalidParams, "unknown tool");',
          '});',
        ].join('\n'),
    );
    expect(only(low.diagnostics, RULE)).toEqual([]);
    const high = await lintText(
      SDK + 'server.registerTool("t", { description: "d" }, async () => { throw new Error("boom"); });\n',
    );
    expect(only(high.diagnostics, RULE)).toEqual([]);
  });
});

testRule(handlerErrorResult, {
  valid: [
    {
      name: 'a failure returned as an isError result',
      code:
        LOW +
        'low.setRequestHandler(CallToolRequestSchema, async () => ({ content: [{ type: "text", text: "page not found" }], isError: true }));\n',
    },
  ],
  invalid: [
    {
      name: 'a business failure thrown in a low-level tools/call branch',
      code:
        LOW +
        'low.setRequestHandler(CallToolRequestSchema, async (request) => {\n  if (request.params.name === "fetch") {\n    throw new Error("page not found");\n  }\n  throw new McpError(ErrorCode.InvalidParams, "unknown tool");\n});\n',
      errors: [{ messageId: 'thrown', line: 7 }],
    },
  ],
});

// Python tools as the Python loader builds them (src/loaders/python/handler.ts): what the SDK sends for an escaped exception decides.
const at = (line: number) => ({ start: { line, column: 5 }, end: { line, column: 30 } });
const pythonTool = (framework: string, python: Partial<PythonHandlerFacts>) => ({
  definition: { name: 'weather', inputSchema: { type: 'object', properties: { city: { type: 'string' } } } },
  api: 'python:decorator',
  handler: {
    framework,
    returns: [],
    python: {
      escapedError: 'generic',
      raises: [],
      lookups: [],
      toolErrorImport: 'from mcp.server.mcpserver.exceptions import ToolError',
      ...python,
    } as PythonHandlerFacts,
  },
});
const raises = [
  { exception: 'ValueError', toolError: false, range: at(9) },
  { exception: 'ToolError', toolError: true, range: at(11) },
];
const lookups = [{ text: 'CITIES[city]', parameter: 'city', range: at(12) }];
const python = { language: { name: 'python' as const, typeHintSchemas: true } };

testRule(handlerErrorResult, {
  valid: [
    {
      name: 'MCPServer: only ToolError raised',
      loaded: [pythonTool('python-mcpserver', { raises: [raises[1]!] })],
      source: python,
    },
    {
      name: 'fastmcp without masking: the model reads the exception text',
      loaded: [pythonTool('python-fastmcp', { escapedError: 'message', raises, lookups })],
      source: python,
    },
    {
      name: 'FastMCP 1.x: the model reads the exception text',
      loaded: [pythonTool('python-mcpserver', { escapedError: 'message', raises, lookups })],
      source: python,
    },
  ],
  invalid: [
    {
      name: 'MCPServer: a ValueError and an unchecked lookup',
      loaded: [pythonTool('python-mcpserver', { raises, lookups })],
      source: python,
      errors: [
        {
          messageId: 'pythonRaise',
          pointer: '',
          message:
            'Tool "weather" raises ValueError, and the SDK sends the model only "Error executing tool weather": the message written here never reaches it, so it cannot correct the call. Raise ToolError (`from mcp.server.mcpserver.exceptions import ToolError`) with a message saying what was wrong and what to send instead.',
        },
        { messageId: 'pythonLookup', pointer: '', data: { text: 'CITIES[city]', parameter: 'city' } },
      ],
    },
    {
      name: 'fastmcp with mask_error_details=True: its own masked text',
      loaded: [
        pythonTool('python-fastmcp', {
          raises: [raises[0]!],
          toolErrorImport: 'from fastmcp.exceptions import ToolError',
        }),
      ],
      source: python,
      errors: [
        {
          messageId: 'pythonRaise',
          pointer: '',
          message: /only "Error calling tool 'weather'".*from fastmcp\.exceptions import ToolError/,
        },
      ],
    },
    {
      name: 'low-level Server: every raise, ToolError included, is a JSON-RPC error',
      loaded: [pythonTool('python-lowlevel', { escapedError: 'protocol-error', raises, toolErrorImport: '' })],
      source: python,
      errors: [
        { messageId: 'pythonLowlevel', pointer: '' },
        { messageId: 'pythonLowlevel', pointer: '' },
      ],
    },
  ],
});
