import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only, SDK } from '../../loaders/source/helpers.js';
import handlerErrorResult from '../../../src/rules/source/handler-error-result.js';
import { testRule } from '../../helpers/rule-tester.js';
import type { HandlerFailures } from '../../../src/core/facts.js';

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

  test("a dispatcher's throw for a name it does not serve is the spec's protocol error, not a tool failure (next-devtools-mcp)", async () => {
    const lookedUp = await lintText(
      LOW +
        [
          'const tools = [{ name: "fetch", run: async () => ({ content: [] }) }];',
          'low.setRequestHandler(CallToolRequestSchema, async (request) => {',
          '  const tool = tools.find((t) => t.name === request.params.name);',
          '  if (!tool) throw new Error(`Tool not found: ${request.params.name}`);',
          '  if (!request.params.arguments) throw new Error("arguments are required");',
          '  return tool.run();',
          '});',
        ].join('\n'),
    );
    expect(only(lookedUp.diagnostics, RULE).map((d) => `${d.toolName} ${d.range!.start.line}`)).toEqual(['fetch 9']);
    // The default of a switch on the name whose cases cannot be read: whatever its message says.
    const fallback = await lintText(
      LOW +
        [
          'low.setRequestHandler(CallToolRequestSchema, async (request) => {',
          '  switch (request.params.name as string) {',
          '    case nameOf(): return { content: [] };',
          '    default: throw new Error(`Unsupported: ${request.params.name}`);',
          '  }',
          '});',
          'function nameOf(): string { return process.argv[2] ?? ""; }',
        ].join('\n'),
    );
    expect(only(fallback.diagnostics, RULE)).toEqual([]);
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
const pythonTool = (framework: string, failures: Partial<HandlerFailures>) => ({
  definition: { name: 'weather', inputSchema: { type: 'object', properties: { city: { type: 'string' } } } },
  api: 'python:decorator',
  handler: {
    framework,
    returns: [],
    failures: {
      escaped: 'generic',
      shown: '"Error executing tool {tool}"',
      statement: 'raise',
      raised: [],
      lookups: [],
      instead: 'from mcp.server.mcpserver.exceptions import ToolError',
      ...failures,
    } as HandlerFailures,
  },
});
const LOWLEVEL = {
  escaped: 'protocol-error',
  shown: 'a JSON-RPC error',
  instead: 'CallToolResult(content=[TextContent(type="text", text=message)], isError=True)',
} as const;
const raises = [
  { exception: 'ValueError', toolError: false, range: at(9) },
  { exception: 'ToolError', toolError: true, range: at(11) },
];
// `raise ValueError(f"Unknown tool: {name}")`: the spec's protocol error for a name the server does not serve.
const unknownTool = { exception: 'ValueError', toolError: false, messageText: 'Unknown tool: …', range: at(14) };
const lookups = [{ text: 'CITIES[city]', parameter: 'city', range: at(12) }];
const python = { language: { name: 'python' as const, typeHintSchemas: true } };

testRule(handlerErrorResult, {
  valid: [
    {
      name: 'MCPServer: only ToolError raised',
      loaded: [pythonTool('python-mcpserver', { raised: [raises[1]!] })],
      source: python,
    },
    {
      name: 'fastmcp without masking: the model reads the exception text',
      loaded: [pythonTool('python-fastmcp', { escaped: 'message', raised: raises, lookups })],
      source: python,
    },
    {
      name: 'low-level Server: a raise answering an unknown tool name is the protocol error the spec asks for',
      loaded: [pythonTool('python-lowlevel', { ...LOWLEVEL, raised: [unknownTool] })],
      source: python,
    },
    {
      name: 'FastMCP 1.x: the model reads the exception text',
      loaded: [pythonTool('python-mcpserver', { escaped: 'message', raised: raises, lookups })],
      source: python,
    },
  ],
  invalid: [
    {
      name: 'MCPServer: a ValueError and an unchecked lookup',
      loaded: [pythonTool('python-mcpserver', { raised: raises, lookups })],
      source: python,
      errors: [
        {
          messageId: 'genericRaise',
          pointer: '',
          message:
            'Tool "weather" raises ValueError, and the SDK sends the model only "Error executing tool weather": the message written here never reaches it, so it cannot correct the call. Raise ToolError (`from mcp.server.mcpserver.exceptions import ToolError`) with a message saying what was wrong and what to send instead.',
        },
        { messageId: 'genericLookup', pointer: '', data: { text: 'CITIES[city]', parameter: 'city' } },
      ],
    },
    {
      name: 'fastmcp with mask_error_details=True: its own masked text',
      loaded: [
        pythonTool('python-fastmcp', {
          raised: [raises[0]!],
          shown: `"Error calling tool '{tool}'"`,
          instead: 'from fastmcp.exceptions import ToolError',
        }),
      ],
      source: python,
      errors: [
        {
          messageId: 'genericRaise',
          pointer: '',
          message: /only "Error calling tool 'weather'".*from fastmcp\.exceptions import ToolError/,
        },
      ],
    },
    {
      name: 'low-level Server: every raise, ToolError included, is a JSON-RPC error',
      loaded: [pythonTool('python-lowlevel', { ...LOWLEVEL, raised: [...raises, unknownTool] })],
      source: python,
      errors: [
        {
          messageId: 'thrown',
          pointer: '',
          message:
            'Tool "weather": this raise in a low-level tools/call handler becomes a JSON-RPC error, so the model cannot see what went wrong and correct itself. Return `CallToolResult(content=[TextContent(type="text", text=message)], isError=True)` instead.',
        },
        { messageId: 'thrown', pointer: '' },
      ],
    },
  ],
});
