// One fixture per registration style: exact rule ids, tool names and line:column.
import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintFiles, loadFixtures, summary } from './helpers.js';

afterAll(cleanScratch);

const SOURCE_RULES = [
  'handler-returns-bare-string',
  'handler-returns-result',
  'json-schema-in-zod-api',
  'structured-content-returned',
  'handler-error-result',
  'stdio-no-console-log',
  'deprecated-tool-api',
  'source-unresolved',
];
const CHECKED = [
  ...SOURCE_RULES,
  'input-schema-root-object',
  'input-schema-required-array',
  'tool-description',
  'property-description',
  'required-property-exists',
  'tool-name-unique',
  'tool-name-format',
  'input-schema-valid',
  'tool-definition-valid',
];

async function findings(file: string): Promise<{ tools: number; found: string[] }> {
  const [result] = await lintFiles([file]);
  return { tools: result!.toolCount, found: summary(result!.diagnostics, CHECKED) };
}

async function toolNames(file: string): Promise<string[]> {
  const [source] = await loadFixtures([file]);
  return source!.tools.map((tool) => (tool.definition as { name: string }).name);
}

describe('the classic tutorial', () => {
  test('server.tool(name, description, JSON Schema, handler) with `async ({ a, b }) => String(a + b)`', async () => {
    expect(await findings('sdk-v1/tutorial.ts')).toEqual({
      tools: 1,
      found: [
        'deprecated-tool-api add 7:1',
        'json-schema-in-zod-api add 10:3',
        'handler-returns-bare-string add 15:23',
      ],
    });
    // The literal is still linted as the intended input schema.
    const [source] = await loadFixtures(['sdk-v1/tutorial.ts']);
    expect((source!.tools[0]!.definition as { inputSchema: unknown }).inputSchema).toEqual({
      type: 'object',
      properties: {
        a: { type: 'number', description: 'First addend' },
        b: { type: 'number', description: 'Second addend' },
      },
      required: ['a', 'b'],
    });
  });
});

describe('SDK 1.x registerTool', () => {
  test('every kind of bare-string return, in every handler shape', async () => {
    expect(await findings('sdk-v1/bare-strings.ts')).toEqual({
      tools: 10,
      found: [
        'handler-returns-bare-string by-name 14:25',
        'handler-returns-bare-string literal 18:142',
        'handler-returns-bare-string template 19:154',
        'handler-returns-bare-string stringify 21:10',
        'handler-returns-bare-string concat 23:143',
        'handler-returns-bare-string to-string 24:147',
        'handler-returns-bare-string typed-helper 25:154',
        'handler-returns-bare-string typed-variable 28:10',
        'handler-returns-bare-string ternary 32:71',
      ],
    });
  });

  test('results without content, and outputSchema without structuredContent (isError paths exempt)', async () => {
    expect(await findings('sdk-v1/results.ts')).toEqual({
      tools: 3,
      found: [
        'handler-returns-result ping 7:125',
        'handler-returns-result data 9:118',
        'structured-content-returned forecast 20:36',
      ],
    });
  });

  test('definitions followed through constants, spreads, helpers, imports and arrays of tools', async () => {
    expect(await toolNames('project/server.ts')).toEqual(['search', 'get_title', 'list_shelves', 'count_titles']);
    expect(await findings('project/server.ts')).toEqual({
      tools: 4,
      found: ['handler-returns-bare-string search 14:76'],
    });
    const [source] = await loadFixtures(['project/server.ts']);
    const search = source!.tools[0]!;
    expect(search.definition).toMatchObject({
      name: 'search',
      description: 'Search the catalogue by keyword and return matching titles',
      annotations: { title: 'Catalogue tool', readOnlyHint: true, openWorldHint: false },
      inputSchema: {
        type: 'object',
        properties: {
          keyword: { type: 'string', minLength: 1, description: 'Keyword to search for' },
          limit: { type: 'integer', maximum: 20 },
        },
        required: ['keyword'],
      },
    });
    // Parts defined in another file are located at the name that brought them into this file.
    expect(search.locate('/inputSchema/properties/keyword')?.start).toEqual({ line: 14, column: 62 });
    expect(search.locate('/description')?.start).toEqual({ line: 11, column: 21 });
    const getTitle = source!.tools[1]!;
    expect(getTitle.locate('/inputSchema/properties/id')?.start).toEqual({ line: 17, column: 84 });
    expect(getTitle.locate('/description')?.start).toEqual({ line: 22, column: 45 });
  });
});

describe('SDK 1.x server.tool overloads', () => {
  test('each overload is read as the SDK reads it', async () => {
    const [source] = await loadFixtures(['sdk-v1/overloads.ts']);
    const byName = Object.fromEntries(
      source!.tools.map((tool) => [(tool.definition as { name: string }).name, tool.definition]),
    );
    const empty = { type: 'object', properties: {} };
    const shape = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { q: { type: 'string', description: 'Query text' } },
      required: ['q'],
    };
    const execution = { taskSupport: 'forbidden' };
    expect(byName).toEqual({
      'only-callback': { name: 'only-callback', inputSchema: empty, execution },
      'with-description': {
        name: 'with-description',
        description: 'Has only a description and a callback',
        inputSchema: empty,
        execution,
      },
      'with-shape': { name: 'with-shape', inputSchema: shape, execution },
      'with-annotations': {
        name: 'with-annotations',
        annotations: { readOnlyHint: true },
        inputSchema: empty,
        execution,
      },
      'description-shape': {
        name: 'description-shape',
        description: 'Has a description and a shape',
        inputSchema: shape,
        execution,
      },
      'shape-annotations': {
        name: 'shape-annotations',
        annotations: { readOnlyHint: true },
        inputSchema: shape,
        execution,
      },
      'all-five': {
        name: 'all-five',
        description: 'Has every part of the overload',
        annotations: { destructiveHint: false },
        inputSchema: shape,
        execution,
      },
      'flat-json-schema': {
        name: 'flat-json-schema',
        description: 'A flat JSON Schema the SDK takes as annotations',
        inputSchema: { type: 'object' },
        execution,
      },
    });
  });

  test('findings: deprecated API everywhere, a flat JSON Schema taken as annotations, missing descriptions', async () => {
    expect(await findings('sdk-v1/overloads.ts')).toEqual({
      tools: 8,
      found: [
        'deprecated-tool-api only-callback 8:1',
        'tool-description only-callback 8:1',
        'deprecated-tool-api with-description 9:1',
        'deprecated-tool-api with-shape 10:1',
        'tool-description with-shape 10:1',
        'deprecated-tool-api with-annotations 11:1',
        'tool-description with-annotations 11:1',
        'deprecated-tool-api description-shape 12:1',
        'deprecated-tool-api shape-annotations 13:1',
        'tool-description shape-annotations 13:1',
        'deprecated-tool-api all-five 14:1',
        'deprecated-tool-api flat-json-schema 15:1',
        'json-schema-in-zod-api flat-json-schema 15:84',
      ],
    });
  });
});

describe('low-level Server', () => {
  test('ListToolsRequestSchema literals and a switch in CallToolRequestSchema', async () => {
    expect(await toolNames('lowlevel/switch.ts')).toEqual(['echo', 'add']);
    expect(await findings('lowlevel/switch.ts')).toEqual({
      tools: 2,
      found: [
        'property-description add 20:52',
        'required-property-exists add 20:151',
        'handler-error-result add 32:40',
        'handler-returns-bare-string add 33:14',
      ],
    });
    const [source] = await loadFixtures(['lowlevel/switch.ts']);
    const echo = source!.tools[0]!;
    // The tool literal is published as written: no $schema, no execution.
    expect(echo.definition).toEqual({
      name: 'echo',
      description: 'Echo the message back to the caller unchanged',
      inputSchema: {
        type: 'object',
        properties: { message: { type: 'string', description: 'Text to echo' } },
        required: ['message'],
      },
      annotations: { readOnlyHint: true },
    });
    expect(echo.locate('/inputSchema/properties/message')?.start).toEqual({ line: 10, column: 48 });
    expect(echo.locate('/title')?.start).toEqual({ line: 7, column: 19 });
  });

  test("'tools/list' / 'tools/call' method strings, if-dispatch and a lookup object", async () => {
    expect(await toolNames('lowlevel/strings.ts')).toEqual(['now', 'uptime', 'version']);
    expect(await findings('lowlevel/strings.ts')).toEqual({
      tools: 3,
      found: ['handler-returns-bare-string version 14:24', 'handler-returns-bare-string now 21:12'],
    });
  });
});

describe('frameworks', () => {
  test('fastmcp addTool: definitions, and no bare-string finding (fastmcp wraps strings)', async () => {
    expect(await findings('fastmcp/server.ts')).toEqual({ tools: 2, found: [] });
    const [source] = await loadFixtures(['fastmcp/server.ts']);
    expect(source!.tools.map((tool) => tool.definition)).toEqual([
      {
        name: 'greet',
        description: 'Greet a person by name in a friendly way',
        inputSchema: {
          $schema: 'http://json-schema.org/draft-07/schema#',
          type: 'object',
          properties: { name: { type: 'string', description: 'Who to greet' } },
          required: ['name'],
          additionalProperties: false,
        },
        annotations: { readOnlyHint: true },
      },
      {
        name: 'ping',
        description: 'Check that the server answers requests',
        inputSchema: { type: 'object', properties: {}, additionalProperties: false },
      },
    ]);
    expect(source!.tools[0]!.handler?.framework).toBe('fastmcp');
  });

  test('mcp-framework MCPTool class: the schema mcp-framework builds, no bare-string finding', async () => {
    expect(await findings('mcp-framework/tools/WeatherTool.ts')).toEqual({ tools: 1, found: [] });
    const [source] = await loadFixtures(['mcp-framework/tools/WeatherTool.ts']);
    const tool = source!.tools[0]!;
    expect(tool.definition).toEqual({
      name: 'weather',
      description: 'Get the weather forecast for a city',
      inputSchema: {
        type: 'object',
        properties: {
          city: { type: 'string', description: 'City to report on' },
          days: { type: 'integer', description: 'Days of forecast', minimum: 1, maximum: 7 },
          units: { type: 'string', description: 'Unit system', default: 'metric', enum: ['metric', 'imperial'] },
        },
        required: ['city', 'units'],
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    });
    expect(tool.locate('/inputSchema/properties/days')?.start).toEqual({ line: 7, column: 3 });
    expect(tool.handler?.framework).toBe('mcp-framework');
  });
});

describe('what is not a registration, and what cannot be read', () => {
  test('ordinary code produces no tools and no findings', async () => {
    const [result] = await lintFiles(['plain.ts']);
    expect(result!.toolCount).toBe(0);
    expect(result!.diagnostics).toEqual([]);
  });

  test('unresolvable parts are reported once each as source-unresolved info, never guessed', async () => {
    const [result] = await lintFiles(['unresolved.ts']);
    expect(result!.toolCount).toBe(2);
    expect(summary(result!.diagnostics, CHECKED)).toEqual([
      'source-unresolved - 9:21',
      'source-unresolved - 11:36',
      'source-unresolved partly-known 15:3',
    ]);
    expect(
      result!.diagnostics.filter((d) => d.ruleId === 'source-unresolved').every((d) => d.severity === 'info'),
    ).toBe(true);
    // The placeholder schema of "partly-known" is judged by no other rule.
    expect(
      result!.diagnostics.filter(
        (d) =>
          d.toolName === 'partly-known' && d.pointer.startsWith('/inputSchema') && d.ruleId !== 'source-unresolved',
      ),
    ).toEqual([]);
  });
});

describe('CommonJS', () => {
  test('require() of the SDK and zod, destructured', async () => {
    const { lintText } = await import('./helpers.js');
    const result = await lintText(
      [
        'const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");',
        'const { z } = require("zod");',
        'const server = new McpServer({ name: "cjs", version: "1.0.0" });',
        'server.registerTool("cjs_tool", { description: "A CommonJS registration", inputSchema: { id: z.string().describe("Record id") } }, async () => "done");',
      ].join('\n'),
      { name: 'server.cjs' },
    );
    expect(result.toolCount).toBe(1);
    expect(summary(result.diagnostics, CHECKED)).toEqual(['handler-returns-bare-string cjs_tool 4:144']);
  });
});

describe('class-based servers', () => {
  test('handlers passed as this.method and this.method.bind(this)', async () => {
    expect(await findings('sdk-v1/class-server.ts')).toEqual({
      tools: 2,
      found: ['handler-returns-bare-string get_note 27:86'],
    });
  });
});

describe('locations inside zod schemas', () => {
  test('a property points at its key, its description at the .describe() argument', async () => {
    const [source] = await loadFixtures(['sdk-v1/zod-schemas.ts']);
    const tool = source!.tools.find((t) => (t.definition as { name: string }).name === 'object_schema')!;
    expect(tool.locate('/inputSchema/properties/city')?.start).toEqual({ line: 9, column: 3 });
    expect(tool.locate('/inputSchema/properties/city/description')?.start).toEqual({ line: 9, column: 44 });
    expect(tool.locate('/inputSchema/properties/city/maxLength')?.start).toEqual({ line: 9, column: 3 });
    expect(tool.locate('/inputSchema/required')?.start).toEqual({ line: 37, column: 5 });
    const many = source!.tools.find((t) => (t.definition as { name: string }).name === 'many_types')!;
    expect(many.locate('/outputSchema/properties/items/items/properties/name')?.start).toEqual({
      line: 43,
      column: 66,
    });
  });
});

describe('zodToJsonSchema in low-level servers', () => {
  test('the schema is converted by the real zod-to-json-schema, exactly as the server would publish it', async () => {
    const { loadText } = await import('./helpers.js');
    const source = await loadText(
      [
        'import { Server } from "@modelcontextprotocol/sdk/server/index.js";',
        'import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";',
        'import { zodToJsonSchema } from "zod-to-json-schema";',
        'import { z } from "zod/v3";',
        'const ReadArgs = z.object({ path: z.string().describe("File to read"), head: z.number().optional() });',
        'const server = new Server({ name: "fs", version: "1.0.0" }, { capabilities: { tools: {} } });',
        'server.setRequestHandler(ListToolsRequestSchema, async () => ({',
        '  tools: [{ name: "read_file", description: "Read a file from disk", inputSchema: zodToJsonSchema(ReadArgs) }],',
        '}));',
      ].join('\n'),
    );
    const { zodToJsonSchema } = await import('zod-to-json-schema');
    const { z } = await import('zod/v3');
    const expected = zodToJsonSchema(
      z.object({ path: z.string().describe('File to read'), head: z.number().optional() }),
    );
    expect(source.tools.map((tool) => tool.definition)).toEqual([
      { name: 'read_file', description: 'Read a file from disk', inputSchema: expected },
    ]);
    expect((expected as { properties?: object }).properties).toBeDefined();
  });
});

describe('cross-tool rules on source', () => {
  test('tool-name-unique points at the second registration of a name', async () => {
    const { lintText } = await import('./helpers.js');
    const result = await lintText(
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'const server = new McpServer({ name: "dup", version: "1.0.0" });',
        'server.registerTool("same", { description: "The first tool with this name" }, async () => ({ content: [] }));',
        'server.registerTool("same", { description: "The second tool with this name" }, async () => ({ content: [] }));',
      ].join('\n'),
    );
    expect(summary(result.diagnostics, ['tool-name-unique'])).toEqual(['tool-name-unique same 4:21']);
  });
});

describe('registration helpers', () => {
  test('a helper called once per tool: parameters bound at each call site', async () => {
    expect(await toolNames('project/helper-calls.ts')).toEqual(['hello', 'bye']);
    expect(await findings('project/helper-calls.ts')).toEqual({
      tools: 2,
      found: [
        'handler-returns-bare-string bye 8:108',
        'handler-returns-bare-string hello 8:108',
        'property-description bye 12:55',
      ],
    });
  });
});

test('a handler that uses a loop variable or helper parameter does not multiply the tool', async () => {
  const { lintText } = await import('./helpers.js');
  const result = await lintText(
    [
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'const servers = [new McpServer({ name: "a", version: "1" }), new McpServer({ name: "b", version: "1" })];',
      'const register = (server: McpServer) => server.registerTool("ping", { description: "Answers pong to show the server is up" }, async () => ({ content: [{ type: "text", text: server.isConnected() ? "pong" : "down" }] }));',
      'servers.forEach((s) => register(s));',
      'register(servers[0]);',
    ].join('\n'),
  );
  expect(result.toolCount).toBe(1);
  expect(summary(result.diagnostics, ['tool-name-unique', 'source-unresolved'])).toEqual([]);
});
