// Hybrid mode (issue 14 item 2): finding where a live tool is defined. Real Python servers are run in
// python-servers.test.ts; here the .py locating is tested on fixture files, with a Node fixture server that lists the same names.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findToolPlaces, MAX_FILES, nameLiteral } from '../../../src/loaders/live/source-places.js';
import { pythonTools } from '../../../src/loaders/live/python-places.js';
import { runMcpLint } from '../../helpers/cli.js';
import { sarifSchemaErrors } from '../../formatters/sarif-schema.js';
import { FIXTURES, REPO_ROOT } from './helpers.js';
import { joinedStylish } from '../../helpers/stylish-rows.js';

const ROOTS = join(REPO_ROOT, 'test', 'fixtures', 'source-roots');
const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-places-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('pythonTools', () => {
  const places = (text: string) =>
    pythonTools(text).map((tool) => ({
      name: tool.name,
      at: `${tool.range.start.line}:${tool.range.start.column}`,
      parameters: Object.fromEntries([...(tool.parameters ?? [])].map(([name, range]) => [name, `${range.start.line}:${range.start.column}`])),
    }));

  it('finds decorated functions, decorator name= and Tool(name=) by line, and each parameter at its name', () => {
    const found = pythonTools(['@mcp.tool()', 'async def get_forecast(city: str):', '    pass', '', '@server.tool(name="search_docs")', 'def search(q): ...', 'Tool(name=\'list_files\', description="")'].join('\n'));
    expect(found.map(({ name, range }) => ({ name, range }))).toEqual([
      { name: 'get_forecast', range: { start: { line: 2, column: 11 }, end: { line: 2, column: 23 } } },
      { name: 'search_docs', range: { start: { line: 5, column: 19 }, end: { line: 5, column: 32 } } },
      { name: 'list_files', range: { start: { line: 7, column: 11 }, end: { line: 7, column: 23 } } },
    ]);
    expect(places('@mcp.tool()\nasync def get_forecast(city: str):\n    pass')[0]!.parameters).toEqual({ city: '2:24' });
  });

  it('skips other decorators between @tool and def, and ignores functions without @tool', () => {
    expect(pythonTools('@app.tool\n@log_calls\ndef ping():\n    pass\n\ndef helper():\n    pass').map((f) => f.name)).toEqual(['ping']);
  });

  it("reads fastmcp's positional name, multi-line signatures and decorator arguments, and parameters with defaults, *args and Annotated", () => {
    const text = [
      '@mcp.tool(',
      '    "split_words",  # the name clients see',
      '    annotations=ToolAnnotations(read_only_hint=True),',
      ')',
      'def split(',
      '    text: Annotated[str, Field(description="Text, e.g. a, b")],',
      '    limit: int = 5, *rest, **options,',
      ') -> list[str]:',
      '    """Split (text, limit)."""',
    ].join('\n');
    expect(places(text)).toEqual([{ name: 'split_words', at: '2:5', parameters: { text: '6:5', limit: '7:5', rest: '7:22', options: '7:30' } }]);
  });

  it('finds mcp.tool()(fn), mcp.tool(name=…)(fn), mcp.tool(fn) and add_tool(fn, name=…), placed at the function', () => {
    const text = [
      'def first(a: str) -> str:',
      '    return a',
      'def second(',
      '    b: int,',
      ') -> int:',
      '    return b',
      'def third(c): ...',
      'def fourth(d): ...',
      'mcp.tool()(first)',
      'mcp.tool(name="renamed", annotations=READ_ONLY)(second)',
      'server.mcp.tool(third, annotations=READ_ONLY)',
      'mcp.add_tool(fourth, name="added")',
      'result = await client.call_tool("first", {})',
      'decorator = mcp.tool()',
    ].join('\n');
    expect(places(text)).toEqual([
      { name: 'first', at: '1:5', parameters: { a: '1:11' } },
      { name: 'renamed', at: '10:15', parameters: { b: '4:5' } },
      { name: 'third', at: '7:5', parameters: { c: '7:11' } },
      { name: 'added', at: '12:27', parameters: { d: '8:12' } },
    ]);
  });
});

describe('nameLiteral', () => {
  it('finds the first quoted name, whole only', () => {
    expect(nameLiteral("const a = 'get_status_v2';\nconst b = `get_status`;", 'get_status')).toEqual({ start: { line: 2, column: 11 }, end: { line: 2, column: 23 } });
    expect(nameLiteral('get_status is mentioned', 'get_status')).toBeUndefined();
  });
});

describe('findToolPlaces', () => {
  it('places Python tools in a .py file', async () => {
    const places = await findToolPlaces(join(ROOTS, 'python'), REPO_ROOT, new Set(['get_forecast', 'search_docs', 'ping', 'list_files', 'missing']));
    const at = (name: string) => places.get(name) && `${places.get(name)!.file}:${places.get(name)!.locate('').start.line}`;
    const file = join('test', 'fixtures', 'source-roots', 'python', 'server.py');
    expect([at('get_forecast'), at('search_docs'), at('ping'), at('list_files'), at('missing')]).toEqual([`${file}:9`, `${file}:13`, `${file}:20`, `${file}:25`, undefined]);
  });

  it('falls back to the name literal in JS, and skips node_modules and virtual environments', async () => {
    const root = join(temp, 'computed');
    cpSync(join(ROOTS, 'computed'), root, { recursive: true });
    mkdirSync(join(root, 'node_modules', 'dep'), { recursive: true });
    writeFileSync(join(root, 'node_modules', 'dep', 'index.js'), 'export const decoy = "unplaced_tool";\n');
    mkdirSync(join(root, 'venv', 'lib'), { recursive: true });
    writeFileSync(join(root, 'venv', 'pyvenv.cfg'), 'home = /usr/bin\n');
    writeFileSync(join(root, 'venv', 'lib', 'dep.py'), 'x = "venv_tool"\n');
    const places = await findToolPlaces(root, temp, new Set(['export_log', 'unplaced_tool', 'venv_tool']));
    expect(places.has('venv_tool')).toBe(false);
    expect(places.get('export_log')?.file).toBe(join('computed', 'tools.js'));
    expect(places.get('export_log')?.locate('/inputSchema').start).toEqual({ line: 2, column: 16 });
    expect(places.has('unplaced_tool')).toBe(false);
  });

  it(`reads at most ${MAX_FILES} files`, async () => {
    const root = join(temp, 'many');
    mkdirSync(root, { recursive: true });
    for (let i = 0; i < MAX_FILES + 5; i++) writeFileSync(join(root, `f${String(i).padStart(5, '0')}.py`), i === MAX_FILES + 2 ? 'x = "late_tool"\n' : '\n');
    const places = await findToolPlaces(root, temp, new Set(['late_tool']));
    expect(places.has('late_tool')).toBe(false);
  });
});

describe('--source-root through the CLI', () => {
  const server = (tools: string) => ['--env', `TOOLS=${tools}`, '--stdio', `${process.execPath} ${join(FIXTURES, 'named-tools.mjs')}`];

  it('reports each live finding at the Python line that names the tool, and keeps the server; unfound tools stay on the server', async () => {
    const run = await runMcpLint(['--format', 'json', '--source-root', join(ROOTS, 'python'), ...server('get_forecast,search_docs,not_in_source')]);
    expect(run.stderr).toBe('');
    const results = JSON.parse(run.stdout) as Array<{ filePath: string; kind: string; messages: Array<{ ruleId: string; toolName?: string; line?: number; liveServer?: string }> }>;
    const py = results.find((r) => r.filePath.endsWith('server.py'))!;
    expect(py.kind).toBe('source');
    const descriptionFindings = py.messages.filter((m) => m.ruleId === 'tool-description');
    expect(descriptionFindings.map((m) => [m.toolName, m.line])).toEqual([['get_forecast', 9], ['search_docs', 13]]);
    expect(descriptionFindings[0]!.liveServer).toMatch(/^stdio:.*named-tools\.mjs$/);
    const live = results.find((r) => r.kind === 'live')!;
    expect(live.messages.filter((m) => m.ruleId === 'tool-description').map((m) => m.toolName)).toEqual(['not_in_source']);
  });

  it('SARIF places the finding in the source file and names the server', async () => {
    const run = await runMcpLint(['--format', 'sarif', '--source-root', join(ROOTS, 'python'), ...server('get_forecast')]);
    const sarif = JSON.parse(run.stdout) as { runs: Array<{ results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>; properties: { liveServer?: string } }> }> };
    const finding = sarif.runs[0]!.results.find((r) => r.ruleId === 'tool-description')!;
    expect(finding.locations[0]!.physicalLocation.artifactLocation.uri).toBe('test/fixtures/source-roots/python/server.py');
    expect(finding.locations[0]!.physicalLocation.region.startLine).toBe(9);
    expect(finding.properties.liveServer).toMatch(/named-tools\.mjs/);
    expect(sarifSchemaErrors(sarif)).toEqual([]);
  });

  it('stylish output shows the finding under the file, at its line, naming the server', async () => {
    const run = await runMcpLint(['--source-root', join(ROOTS, 'python'), ...server('get_forecast')]);
    expect(run.stdout).toContain(join('test', 'fixtures', 'source-roots', 'python', 'server.py'));
    expect(joinedStylish(run.stdout)).toMatch(/\n  9:\d+ +error +The tool has no description.*\(seen live on stdio:.*named-tools\.mjs\)/);
  });

  it('a missing --source-root folder is a usage error before any server starts', async () => {
    const run = await runMcpLint(['--source-root', join(temp, 'nope'), ...server('a')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no such directory');
    const stray = await runMcpLint(['--source-root', 'src', 'tools.json']);
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain('--source-root applies to a running server');
  });
});
