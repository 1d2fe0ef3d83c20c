// Hybrid mode (issue 14 item 2): finding where a live tool is defined. Real Python servers are run in
// python-servers.test.ts; here the .py locating (Python source mode's places) is tested on fixture files, with a Node
// fixture server that lists the same names.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findToolPlaces, MAX_FILES, nameLiteral } from '../../../src/loaders/live/source-places.js';
import { runMcpLint } from '../../helpers/cli.js';
import { sarifSchemaErrors } from '../../formatters/sarif-schema.js';
import { FIXTURES, REPO_ROOT } from './helpers.js';
import { joinedStylish } from '../../helpers/stylish-rows.js';

const ROOTS = join(REPO_ROOT, 'test', 'fixtures', 'source-roots');
const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-places-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("findToolPlaces on Python files (the Python source loader's places)", () => {
  /** Each tool found in `text` (a server.py of its own): its line:column, and where each of its parameters' schema is placed. */
  async function places(name: string, text: string, tools: Record<string, string[]>) {
    const root = join(temp, name);
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'server.py'), text);
    const found = await findToolPlaces(root, temp, new Set(Object.keys(tools)));
    const at = (range: { start: { line: number; column: number } }) => `${range.start.line}:${range.start.column}`;
    return Object.fromEntries(
      Object.entries(tools).map(([tool, parameters]) => {
        const place = found.get(tool);
        return [
          tool,
          place && {
            at: at(place.locate('')),
            parameters: Object.fromEntries(
              parameters.map((p) => [p, at(place.locate(`/inputSchema/properties/${p}/description`))]),
            ),
          },
        ];
      }),
    );
  }
  const MCPSERVER = 'from mcp.server.mcpserver import MCPServer\nmcp = MCPServer("x")\n';

  it('places decorated functions at their name, and a parameter at its name; a name= at the name', async () => {
    const text =
      MCPSERVER +
      [
        '@mcp.tool()',
        'async def get_forecast(city: str):',
        '    pass',
        '',
        '@mcp.tool(name="search_docs")',
        'def search(q): ...',
      ].join('\n');
    expect(await places('decorated', text, { get_forecast: ['city'], search_docs: ['q'] })).toEqual({
      get_forecast: { at: '4:11', parameters: { city: '4:24' } },
      search_docs: { at: '7:16', parameters: { q: '8:12' } },
    });
  });

  it('skips other decorators between @tool and def, and @tool on something that is not an MCP server', async () => {
    const text =
      'from fastmcp import FastMCP\napp = FastMCP("x")\n' +
      ['@app.tool', '@log_calls', 'def ping():', '    pass', '', '@agent.tool', 'def helper():', '    pass'].join('\n');
    expect(await places('others', text, { ping: [], helper: [] })).toEqual({
      ping: { at: '5:5', parameters: {} },
      helper: undefined,
    });
  });

  it("reads fastmcp's positional name across lines, and places each parameter, with defaults, at its name", async () => {
    const text =
      'from fastmcp import FastMCP\nmcp = FastMCP("x")\n' +
      [
        '@mcp.tool(',
        '    "split_words",  # the name clients see',
        ')',
        'def split(',
        '    text: str,',
        '    limit: int = 5,',
        ') -> list[str]:',
        '    """Split (text, limit)."""',
      ].join('\n');
    expect(await places('positional', text, { split_words: ['text', 'limit'] })).toEqual({
      split_words: { at: '4:5', parameters: { text: '7:5', limit: '8:5' } },
    });
  });

  it('finds mcp.tool()(fn), mcp.tool(name=…)(fn) and add_tool(fn), with the parameters at the function', async () => {
    const text =
      MCPSERVER +
      [
        'def first(a: str) -> str:',
        '    return a',
        'def second(',
        '    b: int,',
        ') -> int:',
        '    return b',
        'def fourth(d: str) -> str: ...',
        'mcp.tool()(first)',
        'mcp.tool(name="renamed")(second)',
        'mcp.add_tool(fourth)',
      ].join('\n');
    expect(await places('calls', text, { first: ['a'], renamed: ['b'], fourth: ['d'] })).toEqual({
      first: { at: '3:5', parameters: { a: '3:11' } },
      renamed: { at: '11:15', parameters: { b: '6:5' } },
      fourth: { at: '9:5', parameters: { d: '9:12' } },
    });
  });
});

describe('findToolPlaces agrees with Python source mode', () => {
  it('a source root that is a package, importing its tool modules by absolute name: the same tools at the same lines as mcp-lint <root>', async () => {
    const project = join(temp, 'agree');
    mkdirSync(join(project, 'pkg', 'tools'), { recursive: true });
    writeFileSync(join(project, 'pkg', '__init__.py'), '');
    writeFileSync(join(project, 'pkg', 'tools', '__init__.py'), '');
    writeFileSync(
      join(project, 'pkg', 'tools', 'math.py'),
      'def add(a: int, b: int) -> int:\n    """Add."""\n    return a + b\n',
    );
    writeFileSync(
      join(project, 'pkg', 'server.py'),
      [
        'from mcp.server.mcpserver import MCPServer',
        'from pkg.tools.math import add',
        '',
        'mcp = MCPServer("agree")',
        'for fn in [',
        '    add,',
        ']:',
        '    mcp.add_tool(fn)',
        '',
      ].join('\n'),
    );
    const found = await findToolPlaces(join(project, 'pkg'), project, new Set(['add']));
    expect(found.get('add')?.file).toBe(join('pkg', 'server.py'));
    expect(found.get('add')?.locate('').start).toEqual({ line: 6, column: 5 });
    const run = await runMcpLint(['pkg', '--format', 'json', '--rule', 'property-description:warning'], {
      cwd: project,
    });
    const server = (
      JSON.parse(run.stdout) as Array<{ filePath: string; messages: Array<{ line: number; ruleId: string }> }>
    ).find((r) => r.filePath.endsWith('server.py'))!;
    expect(server.messages.filter((m) => m.ruleId === 'property-description').map((m) => m.line)).toEqual([6, 6]);
  });
});

describe('nameLiteral', () => {
  it('finds the first quoted name, whole only', () => {
    expect(nameLiteral("const a = 'get_status_v2';\nconst b = `get_status`;", 'get_status')).toEqual({
      start: { line: 2, column: 11 },
      end: { line: 2, column: 23 },
    });
    expect(nameLiteral('get_status is mentioned', 'get_status')).toBeUndefined();
  });
});

describe('findToolPlaces', () => {
  it('places Python tools in a .py file', async () => {
    const places = await findToolPlaces(
      join(ROOTS, 'python'),
      REPO_ROOT,
      new Set(['get_forecast', 'search_docs', 'ping', 'list_files', 'missing']),
    );
    const at = (name: string) =>
      places.get(name) && `${places.get(name)!.file}:${places.get(name)!.locate('').start.line}`;
    const file = join('test', 'fixtures', 'source-roots', 'python', 'server.py');
    expect([at('get_forecast'), at('search_docs'), at('ping'), at('list_files'), at('missing')]).toEqual([
      `${file}:9`,
      `${file}:13`,
      `${file}:20`,
      `${file}:25`,
      undefined,
    ]);
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
    for (let i = 0; i < MAX_FILES + 5; i++)
      writeFileSync(join(root, `f${String(i).padStart(5, '0')}.py`), i === MAX_FILES + 2 ? 'x = "late_tool"\n' : '\n');
    const places = await findToolPlaces(root, temp, new Set(['late_tool']));
    expect(places.has('late_tool')).toBe(false);
  });
});

describe('--source-root through the CLI', () => {
  const server = (tools: string) => [
    '--env',
    `TOOLS=${tools}`,
    '--stdio',
    `${process.execPath} ${join(FIXTURES, 'named-tools.mjs')}`,
  ];

  it('reports each live finding at the Python line that names the tool, and keeps the server; unfound tools stay on the server', async () => {
    const run = await runMcpLint([
      '--format',
      'json',
      '--source-root',
      join(ROOTS, 'python'),
      ...server('get_forecast,search_docs,not_in_source'),
    ]);
    expect(run.stderr).toBe('');
    const results = JSON.parse(run.stdout) as Array<{
      filePath: string;
      kind: string;
      messages: Array<{ ruleId: string; toolName?: string; line?: number; liveServer?: string }>;
    }>;
    const py = results.find((r) => r.filePath.endsWith('server.py'))!;
    expect(py.kind).toBe('source');
    const descriptionFindings = py.messages.filter((m) => m.ruleId === 'tool-description');
    expect(descriptionFindings.map((m) => [m.toolName, m.line])).toEqual([
      ['get_forecast', 9],
      ['search_docs', 13],
    ]);
    expect(descriptionFindings[0]!.liveServer).toMatch(/^stdio:.*named-tools\.mjs$/);
    const live = results.find((r) => r.kind === 'live')!;
    expect(live.messages.filter((m) => m.ruleId === 'tool-description').map((m) => m.toolName)).toEqual([
      'not_in_source',
    ]);
  });

  it('SARIF places the finding in the source file and names the server', async () => {
    const run = await runMcpLint([
      '--format',
      'sarif',
      '--source-root',
      join(ROOTS, 'python'),
      ...server('get_forecast'),
    ]);
    const sarif = JSON.parse(run.stdout) as {
      runs: Array<{
        results: Array<{
          ruleId: string;
          locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>;
          properties: { liveServer?: string };
        }>;
      }>;
    };
    const finding = sarif.runs[0]!.results.find((r) => r.ruleId === 'tool-description')!;
    expect(finding.locations[0]!.physicalLocation.artifactLocation.uri).toBe(
      'test/fixtures/source-roots/python/server.py',
    );
    expect(finding.locations[0]!.physicalLocation.region.startLine).toBe(9);
    expect(finding.properties.liveServer).toMatch(/named-tools\.mjs/);
    expect(sarifSchemaErrors(sarif)).toEqual([]);
  });

  it('stylish output shows the finding under the file, at its line, naming the server', async () => {
    const run = await runMcpLint(['--source-root', join(ROOTS, 'python'), ...server('get_forecast')]);
    expect(run.stdout).toContain(join('test', 'fixtures', 'source-roots', 'python', 'server.py'));
    expect(joinedStylish(run.stdout)).toMatch(
      /server\.py:9:\d+ +error +The tool has no description.*\(seen live on stdio:.*named-tools\.mjs\)/,
    );
  });

  it('a Python server that does not start still gets its source findings, said to come from the source', async () => {
    const root = join(temp, 'crashing-python');
    mkdirSync(root, { recursive: true });
    writeFileSync(
      join(root, 'server.py'),
      'from mcp.server.mcpserver import MCPServer\n\nmcp = MCPServer("x")\n\n\n@mcp.tool()\ndef get_forecast(city: str) -> str:\n    """Return the forecast for a city."""\n    return city\n',
    );
    const run = await runMcpLint(
      [
        '--format',
        'json',
        '--rule',
        'annotations-present:warning',
        '--source-root',
        root,
        '--stdio',
        `${process.execPath} -e process.exit(1)`,
      ],
      { cwd: temp },
    );
    const results = JSON.parse(run.stdout) as Array<{
      filePath: string;
      kind: string;
      messages: Array<{ ruleId: string | null; line?: number; message: string }>;
    }>;
    expect(results.find((r) => r.kind === 'live')!.messages[0]!.message).toMatch(
      /^The server did not start, so mcp-lint checked its source in crashing-python\/ instead \(1 tool in 1 file, read without running it\)/,
    );
    const source = results.find((r) => r.filePath === join(root, 'server.py'))!;
    expect(source.messages.filter((m) => m.ruleId === 'annotations-present').map((m) => m.line)).toEqual([7]);
    expect(run.code).toBe(2);
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
