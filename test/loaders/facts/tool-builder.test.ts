// The tool builder both source readers share (src/loaders/facts/tool-builder.ts): where each part of a definition is
// written, which parts could not be read and where that is said, and the LoadedTool made of them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Range } from '../../../src/core/position.js';
import { ToolBuilder } from '../../../src/loaders/facts/tool-builder.js';
import { loadSourceFilesSync } from '../../../src/loaders/source/index.js';
import { loadPythonFiles } from '../../../src/loaders/python/index.js';

const line = (n: number): Range => ({ start: { line: n, column: 1 }, end: { line: n, column: 2 } });
/** Positions are line numbers here: any type a reader has works, given the way to a Range. */
const builder = (unresolvedAt: 'part' | 'cause') =>
  new ToolBuilder<number>({ fallback: 1, rangeOf: line, unresolvedAt });

describe('the shared tool builder', () => {
  it('locates a part at the deepest place written on its path, the first place given winning', () => {
    const tool = builder('cause');
    tool.set('name', 'search', 2);
    tool.set('inputSchema', { type: 'object', properties: { q: { type: 'string' } } }, 3);
    tool.placeAll('/inputSchema', [
      { pointer: '/properties/q', range: 4 },
      { pointer: '/properties/q', range: 9 },
    ]);
    const built = tool.build('decorator', undefined);
    expect(built.definition).toEqual(tool.definition);
    expect(built.locate('/name')).toEqual(line(2));
    expect(built.locate('/inputSchema/properties/q/type')).toEqual(line(4));
    expect(built.locate('/inputSchema/required')).toEqual(line(3));
    expect(built.locate('/description')).toEqual(line(1));
  });

  it('says a cause once for a part and the parts in it, and keeps other causes', () => {
    const tool = builder('cause');
    tool.unknown('/inputSchema', '`exclude_args`', 5);
    tool.unknown('/inputSchema/properties/a', '`exclude_args`', 6);
    tool.unknown('/inputSchema', 'schemas sent as written', 7, { saidForFile: true });
    tool.unknown('/title', 'a title computed at run time', 8, { overBudget: true });
    expect(tool.isUnknown('/inputSchema/properties/b')).toBe(true);
    expect(tool.isUnknown('/description')).toBe(false);
    expect(tool.build('call', undefined).sourceFacts?.unresolved).toEqual([
      { pointer: '/inputSchema', what: '`exclude_args`', range: line(5) },
      { pointer: '/inputSchema', what: 'schemas sent as written', range: line(7), saidForFile: true },
      { pointer: '/title', what: 'a title computed at run time', range: line(8), overBudget: true },
    ]);
  });

  it("reports an unresolved part at its cause ('cause'), which places a part written nowhere yet", () => {
    const tool = builder('cause');
    tool.set('inputSchema', {}, 3);
    tool.unknown('/inputSchema', 'a cause', 5);
    tool.unknown('/_meta', 'another', 6);
    const built = tool.build('call', undefined);
    expect(built.sourceFacts?.unresolved?.map((u) => u.range)).toEqual([line(5), line(6)]);
    expect(built.locate('/inputSchema')).toEqual(line(3));
    expect(built.locate('/_meta/x')).toEqual(line(6));
  });

  it("reports an unresolved part where the definition writes it ('part'), even when placed after the cause is known", () => {
    const tool = builder('part');
    tool.unknown('/inputSchema', 'a cause', 5);
    tool.place('/inputSchema', 3);
    tool.unknown('/_meta', 'another', 6);
    const built = tool.build('registerTool', undefined, { registration: { mayNotRun: 'narrowed' } }, { name: 'x' });
    expect(built.definition).toEqual({ name: 'x' });
    expect(built.sourceFacts).toMatchObject({ registration: { mayNotRun: 'narrowed' } });
    expect(built.sourceFacts?.unresolved?.map((u) => u.range)).toEqual([line(3), line(6)]);
    expect(built.locate('/_meta')).toEqual(line(1));
  });
});

describe('both readers build their tools with it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-tool-builder-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an unreadable description is the same unresolved part, said once, in TS and in Python', () => {
    writeFileSync(
      join(dir, 'server.ts'),
      [
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "const server = new McpServer({ name: 's', version: '1' });",
        "server.registerTool('search', { description: process.env.TEXT }, async () => ({ content: [] }));",
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'server.py'),
      [
        'import os',
        'from mcp.server.mcpserver import MCPServer',
        'mcp = MCPServer("s")',
        '@mcp.tool(description=os.environ["TEXT"])',
        'def search() -> str:',
        '    return ""',
        '',
      ].join('\n'),
    );
    const ts = loadSourceFilesSync([join(dir, 'server.ts')], { cwd: dir })[0]!.tools[0]!;
    const py = loadPythonFiles([join(dir, 'server.py')], { cwd: dir })[0]!.tools[0]!;
    for (const [tool, at] of [
      [ts, 3],
      [py, 4],
    ] as const) {
      expect(tool.definition).not.toHaveProperty('description');
      expect(tool.sourceFacts?.unresolved).toHaveLength(1);
      expect(tool.sourceFacts?.unresolved?.[0]).toMatchObject({ pointer: '/description' });
      expect(tool.locate('/description')?.start.line).toBe(at);
    }
  });
});
