// Where a registration runs, in the one shape both source readers fill (core/facts.ts RegistrationRuns): the TS
// reader's placements and both readers' `mayNotRun`, which the published-server benchmark reads as its upper bound.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoadedTool } from '../../../src/core/types.js';
import { loadSourceFilesSync } from '../../../src/loaders/source/index.js';
import { loadPythonFiles } from '../../../src/loaders/python/index.js';
import { REPO_ROOT } from '../../helpers/cli.js';

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

  it('TS: a loop that registers each tool on one arm or another lists every tool (circleci); one that skips does not', () => {
    const folder = join(REPO_ROOT, 'test', 'fixtures', 'source', 'recall', 'every-arm');
    const [always, narrowed] = ['server.js', 'narrowed.js'].map(
      (name) => loadSourceFilesSync([join(folder, name)], { cwd: folder })[0]!,
    );
    const runs = (source: typeof always) =>
      source!.tools.map(
        (tool) => `${(tool.definition as { name: string }).name} ${tool.sourceFacts?.registration?.mayNotRun}`,
      );
    expect(new Set(runs(always))).toEqual(
      new Set(['list_builds undefined', 'retry_build undefined', 'cancel_build undefined']),
    );
    expect(always!.sourceFacts?.upperBounds).toBeUndefined();
    // Every tool of the four servers sits on the server's module-level path, on the arm that registered it.
    for (const tool of always!.tools) expect(tool.sourceFacts?.registration?.placements?.[0]?.path.root).toBe('module');
    expect(new Set(runs(narrowed))).toEqual(
      new Set(['list_builds narrowed', 'retry_build narrowed', 'cancel_build narrowed']),
    );
    expect(narrowed!.sourceFacts?.upperBounds?.map((bound) => bound.range.start.line)).toEqual([9, 17, 24, 35]);
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
    // One placement each: the server (the constructor call that made it) and the arms around it, none here.
    expect(tools.get('always')!.sourceFacts?.registration).toEqual({
      placements: [{ receiver: expect.stringMatching(/server\.py:\d+$/), path: { root: 'module', arms: [] } }],
      duplicateName: { kept: 'last', warns: true, by: 'fastmcp' },
    });
    expect(tools.get('checked')!.sourceFacts?.registration?.mayNotRun).toBe('guarded');
    expect(tools.get('later')!.sourceFacts?.registration?.mayNotRun).toBe('uncalled');
  });
});
