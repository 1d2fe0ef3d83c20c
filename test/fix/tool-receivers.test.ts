// --fix rewrites `x.tool(…)` as `x.registerTool(…)` only where x is known to be the SDK's McpServer: other
// libraries have `.tool(…)` methods too, and a file that creates an McpServer may use one of them.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { makeProject } from './helpers.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SERVER = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import * as sdk from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import { z } from 'zod';",
  "import { Agent } from 'agent-kit';",
  '',
  "const server = new McpServer({ name: 'demo', version: '1.0.0' });",
  "server.tool('echo', 'Echoes the text back.', { text: z.string().describe('The text') }, async ({ text }) => ({ content: [{ type: 'text', text }] }));",
  '',
  "const agent = new Agent({ model: 'small' });",
  "agent.tool('lookup', 'Looks a word up.', { word: z.string() }, async ({ word }) => word);",
  '',
  'export function registerPing(s: sdk.McpServer) {',
  "  s.tool('ping', 'Answers pong.', async () => ({ content: [{ type: 'text', text: 'pong' }] }));",
  '}',
  '',
  'class NotesServer extends McpServer {}',
  "const notes = new NotesServer({ name: 'notes', version: '1.0.0' });",
  "notes.tool('note', 'Adds a note.', async () => ({ content: [{ type: 'text', text: 'ok' }] }));",
  '',
].join('\n');

describe('--fix and the receiver of .tool(…)', () => {
  it('agent.tool(...) on a non-MCP receiver is untouched by --fix while server.tool(...) on an McpServer in the same file is still fixed', async () => {
    const dir = makeProject({ 'server.ts': SERVER });
    made.push(dir);
    const run = await runMcpLint(['src', '--fix', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    const fixed = readFileSync(join(dir, 'src', 'server.ts'), 'utf8').split('\n');
    expect(fixed[6]).toBe(
      "server.registerTool('echo', { description: 'Echoes the text back.', inputSchema: { text: z.string().describe('The text') } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));",
    );
    expect(fixed[9]).toBe(SERVER.split('\n')[9]);
    expect(fixed[12]).toBe(
      "  s.registerTool('ping', { description: 'Answers pong.' }, async () => ({ content: [{ type: 'text', text: 'pong' }] }));",
    );
    expect(fixed[17]).toBe(
      "notes.registerTool('note', { description: 'Adds a note.' }, async () => ({ content: [{ type: 'text', text: 'ok' }] }));",
    );
    // Not read as a tool either: no finding is about the agent's call.
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ line: number; ruleId: string }> }>;
    expect(result!.messages.filter((m) => m.line === 10)).toEqual([]);
  });

  it("a helper's parameter is followed to what its callers pass: an McpServer is fixed, another library's object is not read as a tool", async () => {
    const text = [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "import { Agent } from 'agent-kit';",
      'function addEcho(srv) {',
      "  srv.tool('echo', 'Echoes.', async () => ({ content: [{ type: 'text', text: 'x' }] }));",
      '}',
      "addEcho(new McpServer({ name: 'demo', version: '1.0.0' }));",
      'function addLookup(kit) {',
      "  kit.tool('lookup', 'Looks up.', async () => 'found');",
      '}',
      'addLookup(new Agent());',
      '',
    ].join('\n');
    const dir = makeProject({ 'helpers.js': text });
    made.push(dir);
    const run = await runMcpLint(['src', '--fix', '--format', 'json'], { cwd: dir });
    const lines = readFileSync(join(dir, 'src', 'helpers.js'), 'utf8').split('\n');
    expect(lines[3]).toBe(
      "  srv.registerTool('echo', { description: 'Echoes.' }, async () => ({ content: [{ type: 'text', text: 'x' }] }));",
    );
    // Untouched, though a tool handler returning a bare string would get another fix.
    expect(lines[7]).toBe("  kit.tool('lookup', 'Looks up.', async () => 'found');");
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ line: number; ruleId: string }> }>;
    expect(result!.messages.filter((m) => m.line === 8)).toEqual([]);
  });

  it('a .tool(...) call on a receiver of unknown kind is still reported as deprecated, but not rewritten', async () => {
    const text = [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      'export function register(thing: any) {',
      "  thing.tool('maybe', 'Maybe the SDK, maybe not.', async () => ({ content: [{ type: 'text', text: 'x' }] }));",
      '}',
      "export const server = new McpServer({ name: 'demo', version: '1.0.0' });",
      '',
    ].join('\n');
    const dir = makeProject({ 'helper.ts': text });
    made.push(dir);
    const run = await runMcpLint(['src', '--fix', '--format', 'json'], { cwd: dir });
    expect(readFileSync(join(dir, 'src', 'helper.ts'), 'utf8')).toBe(text);
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ line: number; ruleId: string }> }>;
    expect(result!.messages.filter((m) => m.ruleId === 'deprecated-tool-api').map((m) => m.line)).toEqual([3]);
  });
});
