// Python source mode from the command line: which files are read, what a project without tools gets (nothing),
// directives and syntax errors, and what the run loads.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { fromPackage, isVendorFile, runMcpLintTraced } from '../helpers/module-trace.js';

const scratch = mkdtempSync(join(tmpdir(), 'mcp-lint-python-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function project(name: string, files: Record<string, string>): string {
  const dir = join(scratch, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

interface JsonResult {
  filePath: string;
  messages: Array<{ ruleId: string | null; line?: number; column?: number; message: string }>;
}

describe('mcp-lint on Python files', () => {
  it('a Python project with no tool is linted quietly: exit 0, no output, no warning', async () => {
    const dir = project('plain', {
      'pyproject.toml': '[project]\nname = "plain"\n',
      'src/plain/__init__.py': '',
      'src/plain/util.py': 'def add(a: int, b: int) -> int:\n    return a + b\n',
      'tests/test_util.py': 'from plain.util import add\n\ndef test_add():\n    assert add(1, 2) == 3\n',
      // Never read: the virtual environment's own sources.
      '.venv/lib/python3.12/site-packages/broken/__init__.py': 'def (:\n',
    });
    const run = await runMcpLint(['.', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as JsonResult[]).map((r) => [r.filePath.slice(dir.length + 1), r.messages])).toEqual(
      [
        ['src/plain/__init__.py', []],
        ['src/plain/util.py', []],
        ['tests/test_util.py', []],
      ],
    );
  });

  it('a folder of stubs only has nothing to lint (stubs register nothing)', async () => {
    const dir = project('stubs', { 'typings/mcp.pyi': 'def tool() -> None: ...\n' });
    const run = await runMcpLint(['typings'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^mcp-lint: Nothing to lint in typings\. Looked for .* and Python sources \(\.py\)/);
  });

  it('says where Python cannot be parsed, once, and reads disable comments (an unknown rule id is a finding)', async () => {
    const dir = project('syntax', {
      'server.py': [
        'import json',
        '',
        '# mcp-lint-disable-next-line no-such-rule -- typo',
        'def broken(:',
        '    pass',
        '',
        'def also_broken(:',
        '    pass',
        '',
      ].join('\n'),
    });
    const run = await runMcpLint(['server.py', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    const [result] = JSON.parse(run.stdout) as JsonResult[];
    expect(result!.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([
      ['directive-unknown-rule', 3, 1],
      ['source-unresolved', 4, 12],
    ]);
    expect(result!.messages[1]!.message).toBe(
      'mcp-lint cannot parse the Python here (a syntax error, or syntax its parser does not know), so the statement here was not checked and tools defined in it may be missing; lint the running server for a complete check (mcp-lint --stdio "python server.py").',
    );
    // A warning and an info: findings, but no error.
    expect(run.code).toBe(0);
  });

  it("tools registered in a loop over a filtered list: each finding at its item's line, and the upper bound said once where it is decided", async () => {
    const dir = project('loop', {
      'server.py': [
        'import os',
        'from mcp.server.fastmcp import FastMCP',
        'from tools import add_tool_obj, drop_tool_obj',
        '',
        'ALL = [',
        '    add_tool_obj,',
        '    drop_tool_obj,',
        ']',
        '',
        'mcp = FastMCP("loop")',
        'for tool in ALL:',
        '    if tool.name.startswith("drop") and not os.environ.get("WRITES"):',
        '        continue',
        '    mcp.add_tool(tool.fn, tool.name, annotations=tool.annotations)',
        '',
      ].join('\n'),
      'tools.py': [
        'from mcp.server.fastmcp.tools import Tool',
        '',
        'def add(a: int, b: int) -> int:',
        '    """Add two numbers."""',
        '    return a + b',
        '',
        'def drop(table: str) -> str:',
        '    """Drop a table."""',
        '    return table',
        '',
        'add_tool_obj = Tool.from_function(add, name="add")',
        'drop_tool_obj = Tool.from_function(drop, name="drop_table")',
        '',
      ].join('\n'),
    });
    const run = await runMcpLint(
      ['server.py', '--format', 'json', '--rule', 'property-description:warning', '--rule', 'source-unresolved:info'],
      { cwd: dir },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [result] = JSON.parse(run.stdout) as JsonResult[];
    const lines = (ruleId: string) => result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.line);
    expect(lines('property-description')).toEqual([6, 6, 7]);
    expect(lines('source-unresolved')).toEqual([12]);
    expect(result!.messages.find((m) => m.ruleId === 'source-unresolved')!.message).toContain(
      'The 2 tools rebuilt from this tool list are an upper bound',
    );
  });

  it("a cause the server's tools share (dereference_schemas=False) is one finding for the file, however many tools", async () => {
    const dir = project('kept-defs', {
      'server.py':
        'from fastmcp import FastMCP\n\nmcp = FastMCP("s", dereference_schemas=False)\n\n@mcp.tool\ndef one(a: int) -> int:\n    """One."""\n    return a\n\n@mcp.tool\ndef two(b: int) -> int:\n    """Two."""\n    return b\n',
    });
    const run = await runMcpLint(['server.py', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    const [result] = JSON.parse(run.stdout) as JsonResult[];
    const unresolved = result!.messages.filter((m) => m.ruleId === 'source-unresolved');
    expect(unresolved.map((m) => [m.line, m.message.slice(0, 60)])).toEqual([
      [5, 'The schemas of the tools registered on this server: `derefer'],
    ]);
    expect(unresolved[0]!.message).toContain('(2 registrations)');
  });

  it("reads a Python file named on standard input's behalf as no JSON: it must be passed as a path", async () => {
    const run = await runMcpLint(['-', '--stdin-filename', 'server.py'], { cwd: scratch, input: 'x = 1\n' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Standard input is read as JSON; source mode reads files. Pass server.py as a path');
  });
});

describe('loading cost', () => {
  it('a Python run loads the bundled Python parser and not the TypeScript compiler; a TS run does not load the parser', async () => {
    const dir = project('cost', { 'server.py': 'x = 1\n', 'server.ts': 'export {};\n' });
    const isParser = (m: string) => isVendorFile(m, 'python') || fromPackage(m, '@lezer/python');
    const python = await runMcpLintTraced(['server.py'], { cwd: dir });
    expect(python.code).toBe(0);
    expect(python.modules.filter((m) => isVendorFile(m, 'python'))).toHaveLength(1);
    expect(python.modules.filter((m) => m.replace(/\\/g, '/').includes('/node_modules/'))).toEqual([]);
    expect(python.modules.filter((m) => isVendorFile(m, 'typescript') || fromPackage(m, 'typescript'))).toEqual([]);
    const typescript = await runMcpLintTraced(['server.ts'], { cwd: dir });
    expect(typescript.code).toBe(0);
    expect(typescript.modules.filter(isParser)).toEqual([]);
  });
});
