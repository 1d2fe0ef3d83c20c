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

  it('TS: a switch in a tool loop rebuilds each tool from the clauses that run for that tool, once', () => {
    const folder = join(REPO_ROOT, 'test', 'fixtures', 'source', 'recall', 'every-arm');
    const [always, switches] = ['server.js', 'switch.js'].map(
      (name) => loadSourceFilesSync([join(folder, name)], { cwd: folder })[0]!,
    );
    const listed = (source: typeof always) =>
      source!.tools.map((tool) => {
        const { name, description } = tool.definition as { name: string; description: string };
        return `${name}: ${description}`;
      });
    // Four servers of three tools each; the third registers list_builds from its case and the others from `default`.
    expect(listed(always)).toHaveLength(12);
    expect(listed(always).filter((line) => line.endsWith('(cached)'))).toEqual([
      'list_builds: List the builds of a project (cached)',
    ]);
    // `default` written first, a case falling through into the next one, then an undecided discriminant.
    expect(listed(switches)).toEqual([
      'list_builds: List the builds of a project',
      'cancel_build_dry_run: Cancel a running build without cancelling it',
      'retry_build: Retry a failed build (asks first)',
      'cancel_build: Cancel a running build (asks first)',
      'list_builds: List the builds of a project (cached)',
      'retry_build: Retry a failed build (cached)',
      'cancel_build: Cancel a running build (cached)',
    ]);
    // Only the dry run is registered for some items; the undecided switch registers every tool on each clause.
    expect(switches!.sourceFacts?.upperBounds?.map((bound) => [bound.tools, bound.range.start.line])).toEqual([
      [1, 11],
    ]);
    expect(switches!.tools.filter((tool) => tool.sourceFacts?.registration?.mayNotRun).length).toBe(1);
  });

  it('TS: a switch whose case test is known only at run time lists each tool once; past 200 clauses too', () => {
    const register = (text: string) =>
      `server.registerTool(t.name, { description: '${text}' }, async () => ({ content: [] })); break;`;
    const listed = (file: string, clauses: string[]) => {
      const path = join(dir, file);
      writeFileSync(
        path,
        [
          "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
          "const server = new McpServer({ name: 's', version: '1' });",
          "for (const t of [{ name: 'one' }, { name: 'two' }]) {",
          '  switch (t.name) {',
          ...clauses,
          '  }',
          '}',
        ].join('\n'),
      );
      return loadSourceFilesSync([path], { cwd: dir })[0]!.tools.map((tool) => {
        const { name, description } = tool.definition as { name: string; description: string };
        return `${name}: ${description}`;
      });
    };
    // `one` may enter at the unknown case or `default`, `two` at the unknown case or its own: the first clause wins.
    const partly = [
      `case process.env.SPECIAL: ${register('special')}`,
      `case 'two': ${register('second')}`,
      `default: ${register('plain')}`,
    ];
    expect(listed('partly.ts', partly)).toEqual(['one: special', 'two: special']);
    // Too many clauses to compare per item: undecided, still once per tool.
    const many = Array.from({ length: 200 }, (_, index) => `case 'other_${index}': ${register(`other ${index}`)}`);
    expect(listed('many.ts', [...many, `default: ${register('plain')}`])).toEqual(['one: other 0', 'two: other 0']);
    expect(listed('fewer.ts', [...many.slice(1), `default: ${register('plain')}`])).toEqual([
      'one: plain',
      'two: plain',
    ]);
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
