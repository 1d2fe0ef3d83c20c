import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstSyntaxError, parsePython, statementsOf, textOf } from '../../../src/loaders/python/syntax.js';
import { namesOfTarget } from '../../../src/loaders/python/with-items.js';
import { runMcpLint } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';

const parse = (text: string) => parsePython('/project/server.py', 'server.py', text);

// Valid Python that @lezer/python's grammar does not take (seen on mcp-server-time, -git, -duckdb, mcp-obsidian).
const HEADERS = [
  'async with stdio_server() as (read_stream, write_stream):',
  'with a as (x, y), b as z:',
  'with a as [x, *rest]:',
  'with lock as self.held:',
  'with (open(a) as f, open(b) as g):',
  'with (\n        open(a) as f,  # the input\n        open(b) as (g, h),\n    ):',
];

describe('with statements the parser cannot read alone', () => {
  it.each(HEADERS)('reads `%s` and the statements after it, at their own offsets', (header) => {
    const text = `async def main():\n    ${header}\n        await run(x)\n\n@mcp.tool()\ndef after(city: str) -> str:\n    return city\n`;
    const file = parse(text);
    expect(firstSyntaxError(file)).toBeUndefined();
    const [main, decorated] = statementsOf(file.tree.topNode);
    expect(main!.name).toBe('FunctionDefinition');
    expect(decorated!.name).toBe('DecoratedStatement');
    expect(textOf(file, decorated!).trimEnd()).toBe('@mcp.tool()\ndef after(city: str) -> str:\n    return city');
    expect(file.text).toBe(text);
  });

  it('leaves a real syntax error and what the parser already reads alone', () => {
    expect(firstSyntaxError(parse('with a as (x, y):\n    pass\nx = = 1\n'))).toBeDefined();
    const plain = 'with a as x, b:\n    pass\n';
    expect(firstSyntaxError(parse(plain))).toBeUndefined();
  });

  it('reads the names a target binds from its text', () => {
    expect(namesOfTarget('stream')).toEqual(['stream']);
    expect(namesOfTarget('(read_stream, write_stream)')).toEqual(['read_stream', 'write_stream']);
    expect(namesOfTarget('[x, *rest]')).toEqual(['x', 'rest']);
    expect(namesOfTarget('self.held')).toEqual([]);
  });

  it('the tools after `async with … as (read, write):` are read, with no note on that line (built CLI)', async () => {
    const dir = tempDir('mcp-lint-with-');
    const server = [
      'from mcp.server.fastmcp import FastMCP',
      'from mcp.server.stdio import stdio_server',
      'mcp = FastMCP("s")',
      '',
      'async def serve():',
      '    async with stdio_server() as (read_stream, write_stream):',
      '        await mcp._mcp_server.run(read_stream, write_stream, None)',
      '',
      '@mcp.tool()',
      'def weather(city: str) -> str:',
      '    """Current weather for a city."""',
      '    return city',
      '',
    ].join('\n');
    writeFileSync(join(dir, 'server.py'), server);
    // annotations-present (on for this run) speaks of every tool read: it shows the tool after the statement was found.
    const args = ['--format', 'json', '--no-config', '--rule', 'annotations-present:warning'];
    const run = await runMcpLint([join(dir, 'server.py'), ...args]);
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string; toolName?: string }> }>;
    expect(result!.messages.map((m) => `${m.ruleId} ${m.toolName ?? ''}`)).toEqual(['annotations-present weather']);
  });
});
