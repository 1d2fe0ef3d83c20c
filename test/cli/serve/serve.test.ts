// `mcp-lint serve` end to end: an SDK client starts the built CLI over stdio (as Claude Code or VS Code would),
// lists the tools and calls each one with good and bad arguments.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_LINT_BIN, REPO_ROOT } from '../../helpers/cli.js';
// @ts-expect-error plain .mjs fixture without types
import { startStreamableServer } from '../../fixtures/servers/http-servers.mjs';

const temp = realpathSync(mkdtempSync(join(tmpdir(), 'mcp-lint-serve-')));
const project = join(temp, 'project');
const elsewhere = join(temp, 'elsewhere');
const node = process.execPath;
const serverFixture = join(REPO_ROOT, 'test', 'fixtures', 'servers', 'malformed-tool.mjs');

const goodTool = {
  name: 'get_order',
  description: 'Returns one order by its id: items, total and status.',
  inputSchema: { type: 'object', properties: { id: { type: 'integer', description: 'Order id' } }, required: ['id'] },
  annotations: { readOnlyHint: true },
};
const badTool = { name: 'get_order', inputSchema: { type: 'object', properties: { id: { type: 'integer' } } } };

async function connect(cwd: string, roots?: string[]): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: node,
    args: [MCP_LINT_BIN, 'serve'],
    cwd,
    stderr: 'pipe',
    env: { ...process.env, NO_COLOR: '1' } as Record<string, string>,
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'serve-test', version: '1.0.0' }, roots ? { capabilities: { roots: {} } } : {});
  if (roots)
    client.setRequestHandler(ListRootsRequestSchema, () => ({
      roots: roots.map((folder) => ({ uri: pathToFileURL(folder).href })),
    }));
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

interface Report {
  ok: boolean;
  errorCount: number;
  warningCount: number;
  toolCount: number;
  results: Array<{
    source: string;
    kind: string;
    toolCount: number;
    findings: Array<{ ruleId: string | null; severity: string; toolName?: string; line?: number; docs?: string }>;
  }>;
}

/** A successful result: structuredContent, and the same value as JSON text (for clients that read only content). */
function structured<T>(result: CallToolResult): T {
  expect(result.isError, JSON.stringify(result.content)).not.toBe(true);
  expect(result.structuredContent).toBeDefined();
  const text = result.content.find((c) => c.type === 'text');
  expect(JSON.parse((text as { text: string }).text)).toEqual(result.structuredContent);
  return result.structuredContent as T;
}

function errorText(result: CallToolResult): string {
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
}

const ruleIds = (report: Report) => report.results.flatMap((r) => r.findings.map((f) => f.ruleId));
const call = (client: Client, name: string, args: Record<string, unknown>) =>
  client.callTool({ name, arguments: args }) as Promise<CallToolResult>;

let session: Awaited<ReturnType<typeof connect>>;
let client: Client;

beforeAll(async () => {
  mkdirSync(join(project, 'src'), { recursive: true });
  mkdirSync(elsewhere, { recursive: true });
  writeFileSync(join(project, 'tools.json'), JSON.stringify({ tools: [badTool] }, null, 2));
  writeFileSync(
    join(project, 'src', 'server.ts'),
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\n" +
      "const server = new McpServer({ name: 'demo', version: '1.0.0' });\n" +
      "server.registerTool('greet', { description: 'Greets a person by name and returns the greeting text.', inputSchema: { name: z.string().describe('Who to greet') }, annotations: { readOnlyHint: true } },\n" +
      '  async ({ name }) => `Hello ${name}`);\n',
  );
  writeFileSync(join(elsewhere, 'secret.json'), JSON.stringify({ tools: [badTool] }));
  symlinkSync(join(elsewhere, 'secret.json'), join(project, 'link-out.json'));
  session = await connect(project);
  client = session.client;
});

afterAll(async () => {
  await client?.close();
  rmSync(temp, { recursive: true, force: true });
});

describe('mcp-lint serve: tools/list', () => {
  let tools: Tool[];
  beforeAll(async () => {
    tools = (await client.listTools()).tools;
  });

  it('introduces itself as mcp-lint and lists the six tools', () => {
    expect(client.getServerVersion()?.name).toBe('mcp-lint');
    expect(tools.map((t) => t.name).sort()).toEqual([
      'diff_tool_definitions',
      'explain_rule',
      'lint_files',
      'lint_running_server',
      'lint_tool_definitions',
      'list_rules',
    ]);
  });

  it('gives every tool a description, an input schema with a required array, an output schema and annotations', () => {
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      expect(Array.isArray(tool.inputSchema.required), tool.name).toBe(true);
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.annotations, tool.name).toBeDefined();
    }
  });

  it('marks the tools that only read as read-only, and the one that starts a process as neither read-only nor closed-world', () => {
    const byName = new Map(tools.map((t) => [t.name, t]));
    for (const name of ['lint_tool_definitions', 'lint_files', 'explain_rule', 'list_rules', 'diff_tool_definitions']) {
      expect(byName.get(name)!.annotations!.readOnlyHint, name).toBe(true);
    }
    const live = byName.get('lint_running_server')!;
    expect(live.annotations).toMatchObject({ readOnlyHint: false, openWorldHint: true });
    expect(live.description).toMatch(/run as a process on this machine/);
  });
});

describe('lint_tool_definitions', () => {
  it('returns the findings of a tools/list result, with rule, tool, line and docs link', async () => {
    const report = structured<Report>(
      await call(client, 'lint_tool_definitions', { definitions: JSON.stringify({ tools: [badTool] }, null, 2) }),
    );
    expect(report.ok).toBe(false);
    expect(report.toolCount).toBe(1);
    const missingDescription = report.results[0]!.findings.find((f) => f.ruleId === 'tool-description')!;
    expect(missingDescription).toMatchObject({
      severity: 'error',
      toolName: 'get_order',
      docs: expect.stringContaining('docs/rules/tool-description.md'),
    });
    expect(missingDescription.line).toBeGreaterThan(1);
    // The default set, as the CLI's: `id` has no description, but property-description is in `strict`.
    expect(ruleIds(report)).toEqual(['tool-description']);
  });

  it('is ok for a clean tool, given as a bare array', async () => {
    const report = structured<Report>(
      await call(client, 'lint_tool_definitions', { definitions: JSON.stringify([goodTool]) }),
    );
    expect(report).toMatchObject({ ok: true, errorCount: 0, warningCount: 0, toolCount: 1 });
  });

  it('answers isError with the place of a JSON syntax error, and for JSON that holds no tools', async () => {
    expect(errorText(await call(client, 'lint_tool_definitions', { definitions: '{"tools": [' }))).toMatch(
      /^definitions \(line 1, column \d+\): JSON syntax error/,
    );
    expect(errorText(await call(client, 'lint_tool_definitions', { definitions: '{"a": 1}' }))).toMatch(
      /Not an MCP tool list/,
    );
  });

  it('answers isError, not a protocol error, for arguments that break the input schema', async () => {
    expect(errorText(await call(client, 'lint_tool_definitions', {}))).toMatch(/definitions/);
    expect(errorText(await call(client, 'lint_tool_definitions', { definitions: 42 }))).toMatch(/Invalid arguments/);
    expect(errorText(await call(client, 'lint_tool_definitions', { definitions: '[]', spec: '1999-01-01' }))).toMatch(
      /spec/,
    );
  });
});

describe('lint_files', () => {
  it('lints TS source and JSON in a folder of the working directory', async () => {
    const report = structured<Report>(await call(client, 'lint_files', { paths: ['.'] }));
    const bySource = new Map(report.results.map((r) => [r.source, r]));
    expect(bySource.get('src/server.ts')).toMatchObject({ kind: 'source', toolCount: 1 });
    expect(bySource.get('src/server.ts')!.findings.map((f) => f.ruleId)).toContain('handler-returns-bare-string');
    expect(bySource.get('tools.json')!.findings.map((f) => f.ruleId)).toContain('tool-description');
  });

  it('leaves out a file in the folder that links outside it, and names it under skipped', async () => {
    const report = structured<Report & { skipped?: string[] }>(await call(client, 'lint_files', { paths: ['.'] }));
    expect(report.results.map((r) => r.source).sort()).toEqual(['src/server.ts', 'tools.json']);
    expect(report.skipped).toEqual(['link-out.json']);
    expect(report.toolCount).toBe(2);
    expect(report.errorCount).toBe(
      report.results.flatMap((r) => r.findings).filter((f) => f.severity === 'error').length,
    );
  });

  it('refuses a path outside the working directory, and a link that leads outside, naming the allowed folder', async () => {
    const outside = errorText(await call(client, 'lint_files', { paths: [join(elsewhere, 'secret.json')] }));
    expect(outside).toContain('is outside the folders this server may read');
    expect(outside).toContain(JSON.stringify(project));
    expect(errorText(await call(client, 'lint_files', { paths: ['../elsewhere'] }))).toContain('is outside');
    expect(errorText(await call(client, 'lint_files', { paths: ['link-out.json'] }))).toContain('is outside');
  });

  it('says "outside" rather than "missing" for a missing path elsewhere, and "does not exist" for one inside', async () => {
    expect(errorText(await call(client, 'lint_files', { paths: [join(elsewhere, 'nope.json')] }))).toContain(
      'is outside',
    );
    expect(errorText(await call(client, 'lint_files', { paths: ['nope.json'] }))).toContain('does not exist');
  });

  it('answers isError for an empty list of paths', async () => {
    expect(errorText(await call(client, 'lint_files', { paths: [] }))).toMatch(/paths/);
  });

  it("also reads inside the client's roots", async () => {
    const withRoots = await connect(project, [elsewhere]);
    try {
      const report = structured<Report>(
        await call(withRoots.client, 'lint_files', { paths: [join(elsewhere, 'secret.json')] }),
      );
      expect(report.toolCount).toBe(1);
      expect(ruleIds(report)).toContain('tool-description');
    } finally {
      await withRoots.client.close();
    }
  });
});

describe('lint_running_server', () => {
  it('starts a stdio server and lints the tools it lists', async () => {
    const report = structured<Report>(
      await call(client, 'lint_running_server', { transport: 'stdio', stdio: `${node} ${serverFixture}` }),
    );
    expect(report.results[0]).toMatchObject({ kind: 'live', source: expect.stringContaining('malformed-tool.mjs') });
    expect(ruleIds(report)).toContain('input-schema-root-object');
  });

  it('connects to a Streamable HTTP server given its url', async () => {
    const server = (await startStreamableServer()) as { url: string; close(): Promise<void> };
    try {
      const report = structured<Report & { results: Array<{ server?: { name?: string } }> }>(
        await call(client, 'lint_running_server', { transport: 'url', url: server.url, timeoutSeconds: 15 }),
      );
      expect(report.results[0]).toMatchObject({
        kind: 'live',
        source: server.url,
        toolCount: 2,
        server: { name: 'streamable-fixture' },
      });
      expect(
        report.results[0]!.findings.some((f) => f.ruleId === 'tool-description' && f.toolName === 'no_description'),
      ).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('answers isError when neither or both of stdio and url are given, or the command line is malformed', async () => {
    expect(errorText(await call(client, 'lint_running_server', { transport: 'stdio' }))).toContain(
      'give exactly one of stdio',
    );
    expect(
      errorText(
        await call(client, 'lint_running_server', {
          transport: 'stdio',
          stdio: 'node x.js',
          url: 'http://127.0.0.1:9/mcp',
        }),
      ),
    ).toContain('exactly one of stdio');
    expect(
      errorText(await call(client, 'lint_running_server', { transport: 'stdio', stdio: 'node "unterminated' })),
    ).toMatch(/^stdio: unterminated double quote/);
    expect(errorText(await call(client, 'lint_running_server', { transport: 'url', url: 'not a url' }))).toMatch(/url/);
  });

  it('reports a command that does not start as a finding on that server, not as a protocol error', async () => {
    const report = structured<Report>(
      await call(client, 'lint_running_server', {
        transport: 'stdio',
        stdio: join(temp, 'no-such-server'),
        timeoutSeconds: 10,
      }),
    );
    expect(report.ok).toBe(false);
    expect(report.results[0]!.findings.length).toBeGreaterThan(0);
  });
});

describe('explain_rule and list_rules', () => {
  it("returns a rule's docs page as --explain prints it", async () => {
    const explained = structured<{ id: string; scope: string; documentation: string }>(
      await call(client, 'explain_rule', { rule: 'input-schema-required-array' }),
    );
    expect(explained).toMatchObject({ id: 'input-schema-required-array', scope: 'definition' });
    expect(explained.documentation).toMatch(/^# input-schema-required-array\n/);
    expect(explained.documentation).toContain('## Bad');
  });

  it('answers isError for an unknown rule, with the closest id', async () => {
    expect(errorText(await call(client, 'explain_rule', { rule: 'input-schema-requird-array' }))).toContain(
      'Did you mean "input-schema-required-array"?',
    );
    expect(errorText(await call(client, 'explain_rule', { rule: '' }))).toMatch(/rule/);
  });

  it('lists every rule, or those of one scope', async () => {
    const all = structured<{ rules: Array<{ id: string; scope: string }> }>(await call(client, 'list_rules', {}));
    expect(all.rules.map((r) => r.id)).toEqual(
      expect.arrayContaining(['tool-description', 'stdio-no-console-log', 'tool-removed']),
    );
    const diff = structured<{ rules: Array<{ scope: string }> }>(await call(client, 'list_rules', { scope: 'diff' }));
    expect(diff.rules.length).toBeGreaterThan(5);
    expect(diff.rules.every((r) => r.scope === 'diff')).toBe(true);
    expect(errorText(await call(client, 'list_rules', { scope: 'everything' }))).toMatch(/scope/);
  });
});

describe('diff_tool_definitions', () => {
  it('reports a removed required parameter… as breaking, and an added tool as compatible', async () => {
    const newTool = {
      ...goodTool,
      inputSchema: {
        type: 'object',
        properties: {
          id: { type: 'integer', description: 'Order id' },
          region: { type: 'string', description: 'Region' },
        },
        required: ['id', 'region'],
      },
    };
    const added = { ...goodTool, name: 'list_orders' };
    const report = structured<Report>(
      await call(client, 'diff_tool_definitions', {
        old: JSON.stringify({ tools: [goodTool] }),
        new: JSON.stringify({ tools: [newTool, added] }),
      }),
    );
    expect(report.ok).toBe(false);
    expect(ruleIds(report)).toEqual(expect.arrayContaining(['required-parameter-added', 'tool-added']));
  });

  it('is ok for identical definitions', async () => {
    const text = JSON.stringify([goodTool]);
    expect(structured<Report>(await call(client, 'diff_tool_definitions', { old: text, new: text }))).toMatchObject({
      ok: true,
      errorCount: 0,
      warningCount: 0,
    });
  });

  it('answers isError naming the side that is not JSON tool definitions', async () => {
    expect(errorText(await call(client, 'diff_tool_definitions', { old: '[', new: '[]' }))).toMatch(/^old \(line 1/);
    expect(errorText(await call(client, 'diff_tool_definitions', { old: '{"tools": []}', new: '{"x": 1}' }))).toMatch(
      /^new/,
    );
    expect(errorText(await call(client, 'diff_tool_definitions', { old: '{"tools": []}' }))).toMatch(/new/);
  });
});

describe('the session', () => {
  it('answers an unknown tool with isError, and writes nothing to stderr in a normal session', async () => {
    expect(errorText(await call(client, 'no_such_tool', {}))).toMatch(/no_such_tool/);
    expect(session.stderr()).toBe('');
  });
});
