// client-claude: tool names matching ^[a-zA-Z0-9_-]{1,64}$, an inputSchema of type "object", no anyOf/oneOf/allOf at its root, an outputSchema in 2020-12.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/definition/client-claude.js';
import { REPO_ROOT, runMcpLint } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: unknown, inputSchema: unknown = { type: 'object' }) => ({
  name,
  description: 'Does a thing.',
  inputSchema,
});

testRule(rule, {
  valid: [
    { tool: tool('get_stock_price') },
    { tool: tool('notion-search') },
    { tool: tool('a'.repeat(64)) },
    { name: "a missing inputSchema is input-schema-root-object's", tool: { name: 'x', description: 'Does a thing.' } },
    {
      name: 'a draft-07 inputSchema is accepted (typescript-sdk #2721: only outputSchema trips the validator)',
      tool: tool('list', { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} }),
    },
    {
      name: 'an outputSchema in 2020-12, or with no $schema, is accepted',
      tools: [
        { ...tool('a'), outputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' } },
        { ...tool('b'), outputSchema: { type: 'object' } },
      ],
    },
    {
      name: 'anyOf inside a property is accepted',
      tool: tool('pick', { type: 'object', properties: { id: { anyOf: [{ type: 'string' }, { type: 'integer' }] } } }),
    },
  ],
  invalid: [
    {
      name: "an outputSchema in draft-07 (SDK v1's stamp) fails every call in Claude Desktop and Claude Code",
      tool: {
        ...tool('list_allowed_directories'),
        outputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} },
      },
      errors: [
        {
          messageId: 'outputSchemaDialect',
          pointer: '/outputSchema/$schema',
          data: { dialect: 'JSON Schema draft-07' },
          message: /^Claude: .*have been reported \(2026-08 to 2026-09, typescript-sdk #2721, claude-code #88882\)/,
        },
      ],
    },
    {
      name: 'SDK v1 stamps every outputSchema: one finding at the server, naming the tools (typescript-sdk #2721)',
      tools: ['read_file', 'list_directory', 'search_files'].map((name) => ({
        ...tool(name),
        outputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' },
      })),
      errors: [
        {
          messageId: 'outputSchemaDialects',
          pointer: '/tools',
          toolIndex: -1,
          data: {
            count: 3,
            names: '"read_file", "list_directory" and "search_files"',
            dialect: 'JSON Schema draft-07',
          },
          message: /^Claude: the outputSchema of 3 tools .*have been reported \(2026-08 to 2026-09/,
        },
      ],
    },
    {
      name: 'in a source file the one finding sits at the first registration that declares the dialect, so it has a line',
      source: { kind: 'source', source: 'server.ts' },
      loaded: ['a', 'b', 'c'].map((name) => ({
        definition: {
          ...tool(name),
          ...(name === 'a'
            ? {}
            : { outputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' } }),
        },
        documentPointer: '',
      })),
      errors: [
        {
          messageId: 'outputSchemaDialects',
          pointer: '/outputSchema/$schema',
          toolIndex: 1,
          data: { count: 2, names: '"b" and "c"' },
        },
      ],
    },
    {
      name: 'a dialect mcp-lint does not know is reported too',
      tool: { ...tool('x'), outputSchema: { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' } },
      errors: [
        {
          messageId: 'outputSchemaDialect',
          pointer: '/outputSchema/$schema',
          data: { dialect: 'a dialect other than 2020-12' },
        },
      ],
    },
    {
      tool: tool('tool_api.tool_belt_entity_list'),
      errors: [
        {
          messageId: 'nameCharacters',
          pointer: '/name',
          data: { characters: '"."', suggestion: '"tool_api_tool_belt_entity_list"' },
          message: /^Claude: /,
        },
      ],
    },
    {
      tool: tool('a'.repeat(65)),
      errors: [{ messageId: 'nameTooLong', pointer: '/name', data: { length: 65, max: 64 } }],
    },
    {
      tool: tool('list', { type: 'array', items: { type: 'string' } }),
      errors: [{ messageId: 'inputSchemaNotObject', pointer: '/inputSchema/type', data: { value: '"array"' } }],
    },
    {
      tool: tool('list', { properties: {} }),
      errors: [{ messageId: 'inputSchemaNotObject', pointer: '/inputSchema/type', data: { value: 'absent' } }],
    },
    {
      name: 'a root anyOf (the ui5_version_diff case) fails the whole request',
      tool: tool('ui5_version_diff', {
        type: 'object',
        properties: { version: { type: 'string' }, from_version: { type: 'string' } },
        anyOf: [{ required: ['version'] }, { required: ['from_version'] }],
      }),
      errors: [
        {
          messageId: 'topLevelCombinator',
          pointer: '/inputSchema/anyOf',
          data: { keyword: '"anyOf"' },
          message: /does not support oneOf, allOf, or anyOf at the top level/,
        },
      ],
    },
    {
      name: 'oneOf and allOf at the root, each reported',
      tool: tool('run', {
        type: 'object',
        oneOf: [{ required: ['yaml'] }, { required: ['dir'] }],
        allOf: [{ required: ['x'] }],
      }),
      errors: [
        { messageId: 'topLevelCombinator', pointer: '/inputSchema/oneOf', data: { keyword: '"oneOf"' } },
        { messageId: 'topLevelCombinator', pointer: '/inputSchema/allOf', data: { keyword: '"allOf"' } },
      ],
    },
  ],
});

/**
 * A published-server shape (brave-search-mcp-server 2.x): SDK 1.30 with zod 4 registers tools in files of their own,
 * and the server file replaces McpServer's tools/list to re-emit the schemas as 2020-12.
 */
function sdk130Project(withOverride: boolean): { dir: string; files: string[] } {
  const dir = tempDir();
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(
    'package.json',
    JSON.stringify({
      name: 'search-server',
      type: 'module',
      dependencies: { '@modelcontextprotocol/sdk': '^1.30.0', zod: '^4.3.6' },
    }),
  );
  write(
    'node_modules/@modelcontextprotocol/sdk/package.json',
    JSON.stringify({ name: '@modelcontextprotocol/sdk', version: '1.30.0' }),
  );
  write('node_modules/zod/package.json', JSON.stringify({ name: 'zod', version: '4.3.6' }));
  for (const name of ['web_search', 'image_search'])
    write(
      `tools/${name}.js`,
      `import { z } from 'zod';
export const register = (mcpServer) => {
  mcpServer.registerTool('${name}', {
    description: 'Searches the web and returns the matching pages, best first.',
    inputSchema: { query: z.string().describe('What to search for') },
    outputSchema: { results: z.array(z.string()) },
  }, async ({ query }) => ({ content: [{ type: 'text', text: query }], structuredContent: { results: [query] } }));
};
`,
    );
  write(
    'server.js',
    `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import * as web from './tools/web_search.js';
import * as images from './tools/image_search.js';
const mcpServer = new McpServer({ name: 'search-server', version: '1.0.0' });
web.register(mcpServer);
images.register(mcpServer);
${
  withOverride
    ? `const listTools = mcpServer.server._requestHandlers.get('tools/list');
mcpServer.server.setRequestHandler(ListToolsRequestSchema, async (request, extra) => {
  const result = await listTools(request, extra);
  for (const tool of result.tools) tool.outputSchema = { ...tool.outputSchema, $schema: 'https://json-schema.org/draft/2020-12/schema' };
  return result;
});
`
    : ''
}export default mcpServer;
`,
  );
  return { dir, files: ['server.js', 'tools/web_search.js', 'tools/image_search.js'] };
}

async function claudeFindings(cwd: string, files: string[]) {
  const result = await runMcpLint([...files, '--client', 'claude', '--format', 'json', '--no-config'], { cwd });
  return (
    JSON.parse(result.stdout) as Array<{
      filePath: string;
      messages: Array<{ ruleId: string | null; message: string; line?: number }>;
    }>
  ).flatMap((r) => r.messages.filter((m) => m.ruleId === 'client-claude').map((m) => ({ ...m, filePath: r.filePath })));
}

describe('source mode: the $schema a tool list publishes', () => {
  it('SDK 1.30 with zod 4 stamps draft-07: said once for the project, at the first declaring registration, naming each tool and its file', async () => {
    const { dir, files } = sdk130Project(false);
    const found = await claudeFindings(dir, files);
    // Files are linted in name order: image_search.js comes first.
    expect(found.map((f) => [f.filePath, f.line])).toEqual([[join(dir, 'tools', 'image_search.js'), 6]]);
    expect(found[0]!.message).toContain(
      `Claude: the outputSchema of 2 tools ("image_search" in ${join('tools', 'image_search.js')} and "web_search" in ${join('tools', 'web_search.js')}) declares JSON Schema draft-07`,
    );
  });

  it("a server that replaces McpServer's tools/list handler publishes what its handler returns: no dialect guessed", async () => {
    const { dir, files } = sdk130Project(true);
    expect(await claudeFindings(dir, files)).toEqual([]);
  });
});

describe('through the built CLI', () => {
  it('--client claude-code reports a draft-07 outputSchema (what SDK v1 lists) as an error, and leaves a draft-07 inputSchema alone', async () => {
    const draft07 = 'http://json-schema.org/draft-07/schema#';
    const file = join(tempDir(), 'tools.json');
    writeFileSync(
      file,
      JSON.stringify({
        tools: [
          {
            name: 'list_allowed_directories',
            description: 'Lists the directories this server may read.',
            inputSchema: { $schema: draft07, type: 'object', properties: {}, additionalProperties: false },
            outputSchema: {
              $schema: draft07,
              type: 'object',
              properties: { content: { type: 'string' } },
              required: ['content'],
            },
          },
        ],
      }),
    );
    const result = await runMcpLint([file, '--client', 'claude-code', '--format', 'json', '--no-config']);
    const messages = (
      JSON.parse(result.stdout) as Array<{
        messages: Array<{ ruleId: string | null; severity: number; message: string }>;
      }>
    )
      .flatMap((r) => r.messages)
      .filter((m) => m.ruleId === 'client-claude');
    expect(messages.map((m) => m.severity)).toEqual([2]);
    expect(messages[0]!.message).toMatch(/^Claude: outputSchema declares JSON Schema draft-07 /);
    expect(result.code).toBe(1);
  });

  it('the same SDK v1 server read as source: one finding, at the first outputSchema, naming both tools', async () => {
    const server = join(REPO_ROOT, 'test', 'fixtures', 'servers', 'sdk-v1-server.mjs');
    const result = await runMcpLint([server, '--client', 'claude', '--format', 'json', '--no-config']);
    const messages = (
      JSON.parse(result.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string; line?: number }> }>
    )
      .flatMap((r) => r.messages)
      .filter((m) => m.ruleId === 'client-claude');
    expect(messages.map((m) => m.line)).toEqual([26]);
    expect(messages[0]!.message).toMatch(/^Claude: the outputSchema of 2 tools \("count_words" and "add"\)/);
  });

  it('a running SDK v1 server: one finding for its draft-07 outputSchemas, naming both tools', async () => {
    const server = join(REPO_ROOT, 'test', 'fixtures', 'servers', 'sdk-v1-server.mjs');
    const result = await runMcpLint([
      '--stdio',
      `${process.execPath} ${server}`,
      '--client',
      'claude',
      '--format',
      'json',
      '--no-config',
    ]);
    const messages = (
      JSON.parse(result.stdout) as Array<{
        messages: Array<{ ruleId: string | null; message: string; pointer?: string }>;
      }>
    )
      .flatMap((r) => r.messages)
      .filter((m) => m.ruleId === 'client-claude');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.pointer).toBe('/tools');
    expect(messages[0]!.message).toMatch(
      /^Claude: the outputSchema of 2 tools \("count_words" and "add"\) declares JSON Schema draft-07/,
    );
  });
});
