// `mcp-lint serve --root <dir>` reads nothing outside its root (issue 24, item 6): not the modules a linted file
// imports from outside (directly or through a link), not a config file above the root. What lies outside is never
// quoted back to the agent. Driven as a client would: an SDK client starts the built CLI over stdio.
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_LINT_BIN } from '../../helpers/cli.js';

const temp = realpathSync(mkdtempSync(join(tmpdir(), 'mcp-lint-serve-root-')));
const work = join(temp, 'work');
const root = join(work, 'root');
const outside = join(work, 'outside');

// No annotations: each tool gets a finding (annotations-present) that names it, as the reproducer's answer did.
const register = (name: string) =>
  `server.registerTool(${name}, { description: 'Looks up one order by its id and returns its items and status.', inputSchema: { id: z.string().describe('Order id') } }, async () => ({ content: [] }));\n`;

let client: Client;
let stderr = '';

beforeAll(async () => {
  mkdirSync(join(root, 'src', 'tools'), { recursive: true });
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, 'secret.ts'), "export const SECRET = 'leaked_outside_value';\n");
  writeFileSync(join(outside, 'linked.ts'), "export const LINKED = 'leaked_through_link';\n");
  symlinkSync(join(outside, 'linked.ts'), join(root, 'src', 'tools', 'linked.ts'));
  writeFileSync(join(root, 'src', 'tools', 'names.ts'), "export const INSIDE = 'inside tool';\n");
  mkdirSync(join(root, 'py'));
  writeFileSync(
    join(outside, 'linked.py'),
    "from mcp.server.mcpserver import MCPServer\n\nLEAKED = MCPServer('leaked_python_value')\n",
  );
  symlinkSync(join(outside, 'linked.py'), join(root, 'py', 'linked.py'));
  writeFileSync(
    join(root, 'py', 'app.py'),
    "from mcp.server.mcpserver import MCPServer\n\nmcp = MCPServer('inside')\n",
  );
  writeFileSync(
    join(root, 'py', 'server.py'),
    [
      'from .app import mcp',
      'from .linked import LEAKED',
      '',
      '@mcp.tool()',
      'def get_order(order_id: str) -> str:',
      '    """Look up one order by its id and return its items and status."""',
      '    return order_id',
      '',
      '@LEAKED.tool()',
      'def leaked_tool(order_id: str) -> str:',
      '    """Look up one order by its id and return its items and status."""',
      '    return order_id',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(root, 'src', 'tools', 'server.ts'),
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\n" +
      "import { SECRET } from '../../../outside/secret';\nimport { LINKED } from './linked';\nimport { INSIDE } from './names';\n" +
      "const server = new McpServer({ name: 'demo', version: '1.0.0' });\n" +
      register('SECRET') +
      register('LINKED') +
      register('INSIDE'),
  );
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [MCP_LINT_BIN, 'serve', '--root', root],
    cwd: temp,
    stderr: 'pipe',
    env: { ...process.env, NO_COLOR: '1' } as Record<string, string>,
  });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  client = new Client({ name: 'confinement-test', version: '1.0.0' });
  await client.connect(transport);
});

afterAll(async () => {
  await client?.close();
  rmSync(temp, { recursive: true, force: true });
});

const call = (name: string, args: Record<string, unknown>) =>
  client.callTool({ name, arguments: args }) as Promise<CallToolResult>;

const tool = JSON.stringify([
  {
    name: 'get_order',
    description: 'Looks up one order by its id and returns its items and status.',
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
    annotations: { readOnlyHint: true },
  },
]);

/** Waits for a line on the server's stderr, a separate pipe from the answers. */
async function stderrLine(): Promise<string> {
  for (let waited = 0; !stderr.includes('\n') && waited < 5_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return stderr;
}

/** Everything the agent is sent: the text content and the structured content. */
const answerText = (result: CallToolResult) => JSON.stringify(result);

describe('mcp-lint serve --root: every read stays inside the root', () => {
  it("source mode's outside import is not quoted: a module outside the root, or linked from inside it, is unresolved and never read", async () => {
    const result = await call('lint_files', { paths: ['src/tools/server.ts'] });
    expect(result.isError, answerText(result)).not.toBe(true);
    const text = answerText(result);
    expect(text).not.toContain('leaked_outside_value');
    expect(text).not.toContain('leaked_through_link');
    const findings = (
      result.structuredContent as {
        toolCount: number;
        results: Array<{ findings: Array<{ ruleId: string; toolName?: string; message: string }> }>;
      }
    ).results.flatMap((r) => r.findings);
    // Both names are reported as not read, by the identifier in the linted file, as any import that cannot be read.
    expect(
      findings.filter((f) => f.ruleId === 'source-unresolved').map((f) => /comes from `(\w+)`/.exec(f.message)?.[1]),
    ).toEqual(['SECRET', 'LINKED']);
    // An import inside the root is still followed: its name (not a valid tool name) is checked.
    expect((result.structuredContent as { toolCount: number }).toolCount).toBe(1);
    expect(findings.find((f) => f.ruleId === 'tool-name-format')?.toolName).toBe('inside tool');
  });

  it('a Python file linked from inside the root to outside it is skipped unread, and an import of it is not followed', async () => {
    const result = await call('lint_files', { paths: ['py'] });
    expect(result.isError, answerText(result)).not.toBe(true);
    expect(answerText(result)).not.toContain('leaked_python_value');
    const content = result.structuredContent as {
      skipped?: string[];
      toolCount: number;
      results: Array<{ source: string; findings: Array<{ toolName?: string }> }>;
    };
    expect(content.skipped).toEqual(['py/linked.py']);
    expect(content.results.map((r) => r.source)).toEqual(['py/app.py', 'py/server.py']);
    // The server imported from inside is followed; the one imported through the link is never read, so its tool is not rebuilt.
    expect(content.toolCount).toBe(1);
    expect(content.results.flatMap((r) => r.findings).some((f) => f.toolName === 'leaked_tool')).toBe(false);
  });

  it('the above-root config is not read or quoted, by lint_files, lint_tool_definitions or diff_tool_definitions', async () => {
    // Read, it would stop every call with an error that quotes it.
    writeFileSync(join(work, 'mcp-lint.config.json'), JSON.stringify({ extends: 'ABOVE_ROOT_CONFIG_VALUE' }));
    for (const result of [
      await call('lint_files', { paths: ['.'] }),
      await call('lint_tool_definitions', { definitions: tool }),
      await call('diff_tool_definitions', { old: tool, new: tool }),
    ]) {
      expect(result.isError, answerText(result)).not.toBe(true);
      expect(answerText(result)).not.toContain('ABOVE_ROOT_CONFIG_VALUE');
    }
  });

  it("skips the root's config when other users may write to the root, saying so on stderr", async () => {
    writeFileSync(join(root, 'mcp-lint.config.json'), JSON.stringify({ extends: 'ROOT_CONFIG_VALUE' }));
    chmodSync(root, 0o777);
    try {
      const result = await call('lint_tool_definitions', { definitions: tool });
      expect(result.isError, answerText(result)).not.toBe(true);
      expect(await stderrLine()).toBe(
        'mcp-lint serve: warning: not reading mcp-lint.config.json: its directory can be written by every user, so someone else may have written it. Check it, then make it yours (chown/chmod), or pass it with --config.\n',
      );
    } finally {
      chmodSync(root, 0o755);
      rmSync(join(root, 'mcp-lint.config.json'));
      stderr = '';
    }
  });

  it("reads the root's own config", async () => {
    writeFileSync(join(root, 'mcp-lint.config.json'), JSON.stringify({ extends: 'ROOT_CONFIG_VALUE' }));
    try {
      const result = await call('lint_tool_definitions', { definitions: tool });
      expect(result.isError).toBe(true);
      expect(answerText(result)).toContain('ROOT_CONFIG_VALUE');
    } finally {
      rmSync(join(root, 'mcp-lint.config.json'));
    }
    expect(stderr).toBe('');
  });
});
