// Where a registration runs, in the one shape both source readers fill (core/facts.ts RegistrationRuns): the TS
// reader's placements and both readers' `mayNotRun`, which the published-server benchmark reads as its upper bound.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoadedTool } from '../../../src/core/types.js';
import { loadSourceFilesSync } from '../../../src/loaders/source/index.js';
import { loadPythonFiles } from '../../../src/loaders/python/index.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-registration-runs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function load(name: string, lines: string[]): Map<string, LoadedTool> {
  const path = join(dir, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  const [source] = name.endsWith('.py')
    ? loadPythonFiles([path], { cwd: dir })
    : loadSourceFilesSync([path], { cwd: dir });
  return new Map(source!.tools.map((tool) => [(tool.definition as { name: string }).name, tool]));
}

describe('where a registration runs, said alike by both readers', () => {
  it('TS: each placement on its receiver, and a filtered list narrowed', () => {
    const tools = load('server.ts', [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "const server = new McpServer({ name: 's', version: '1' });",
      "server.registerTool('always', { description: 'a' }, async () => ({ content: [] }));",
      "const all = [{ name: 'one', on: true }, { name: 'two', on: false }];",
      "for (const t of all.filter((t) => t.on)) server.registerTool(t.name, { description: 'b' }, async () => ({ content: [] }));",
    ]);
    expect(tools.get('always')!.sourceFacts?.registration).toEqual({
      placements: [{ receiver: expect.any(String), path: { root: 'module', arms: [] } }],
    });
    for (const name of ['one', 'two']) expect(tools.get(name)!.sourceFacts?.registration?.mayNotRun).toBe('narrowed');
  });

  it('Python: a helper no file calls is uncalled, an auth check guarded, a module-level tool always listed', () => {
    const tools = load('server.py', [
      'from fastmcp import FastMCP',
      'mcp = FastMCP("s")',
      '@mcp.tool',
      'def always() -> str:',
      '    return ""',
      '@mcp.tool(auth=lambda ctx: True)',
      'def checked() -> str:',
      '    return ""',
      'def register(server: FastMCP):',
      '    @server.tool',
      '    def later() -> str:',
      '        return ""',
    ]);
    expect(tools.get('always')!.sourceFacts?.registration).toBeUndefined();
    expect(tools.get('checked')!.sourceFacts?.registration).toEqual({ mayNotRun: 'guarded' });
    expect(tools.get('later')!.sourceFacts?.registration).toEqual({ mayNotRun: 'uncalled' });
  });
});
