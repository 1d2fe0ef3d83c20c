// `create-mcp-tool --language python` and `create-mcp-tool add` in a Python project, run through the built CLI
// without installing anything (python-e2e.test.ts installs and runs what these write).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCreate } from '../helpers/cli.js';
import { entries, filesUnder, tempDir } from './helpers.js';

const QUIET = ['--no-git'];

async function createPython(args: string[]): Promise<string> {
  const cwd = tempDir();
  const run = await runCreate(['py-demo', '--language', 'python', '-y', ...QUIET, ...args], { cwd });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return join(cwd, 'py-demo');
}

describe('--language python', () => {
  it('writes a Python project on the official SDK 2.x, with no npm files and no placeholder left', async () => {
    const dir = await createPython(['--description', 'Says "hi" \\ more']);
    const files = filesUnder(dir).sort();
    expect(files).toEqual([
      '.github/workflows/ci.yml',
      '.gitignore',
      '.pre-commit-config.yaml',
      'README.md',
      'pyproject.toml',
      'server.json',
      'src/py_demo/__init__.py',
      'src/py_demo/__main__.py',
      'src/py_demo/data/__init__.py',
      'src/py_demo/data/documents.py',
      'src/py_demo/data/weather.py',
      'src/py_demo/server.py',
      'src/py_demo/tools/__init__.py',
      'src/py_demo/tools/add_numbers.py',
      'src/py_demo/tools/edit_document.py',
      'src/py_demo/tools/get_weather.py',
      'src/py_demo/tools/read_document.py',
      'tests/test_tools.py',
    ]);
    for (const file of files) expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(/\{\{\w+\}\}/);
    const pyproject = readFileSync(join(dir, 'pyproject.toml'), 'utf8');
    expect(pyproject).toContain('build-backend = "hatchling.build"');
    expect(pyproject).toContain('dependencies = ["mcp>=2.3,<3"]');
    // mcp-lint is the mcp-tool-lint wheel of this version, a dev dependency: no npx, no package.json (issue 40 item 3).
    expect(pyproject).toMatch(
      /^dev = \[.*"pytest[>=\d.]*".*"pytest-asyncio[>=\d.]*".*"ruff[>=\d.]*", "mcp-tool-lint==\d+\.\d+\.\d+"\]$/m,
    );
    // The description is a TOML string: its quote and backslash are escaped, not pasted.
    expect(pyproject).toContain('description = "Says \\"hi\\" \\\\ more"');
    expect(pyproject).toContain('"py-demo" = "py_demo.__main__:main"');
    expect(readFileSync(join(dir, 'src/py_demo/server.py'), 'utf8')).toContain(
      'from mcp.server.mcpserver import MCPServer',
    );
    expect(readFileSync(join(dir, 'src/py_demo/__main__.py'), 'utf8')).toContain('default="stdio"');
    expect(readFileSync(join(dir, 'tests/test_tools.py'), 'utf8')).toContain(
      'async with Client(create_server()) as client:',
    );
    const weather = readFileSync(join(dir, 'src/py_demo/tools/get_weather.py'), 'utf8');
    for (const idiom of [
      'Field(description=',
      'raise ToolError(',
      'ToolAnnotations(',
      'read_only_hint=True',
      ') -> Weather:',
    ]) {
      expect(weather, idiom).toContain(idiom);
    }
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(readme).toContain("pip install -e '.[dev]'");
    expect(readme).toContain('uv sync --extra dev');
    expect(readme).toContain('mcp-lint --stdio ".venv/bin/python -m py_demo"');
    expect(readme).toContain('.venv/bin/mcp-lint src\n');
    expect(readme).toMatch(
      /`pipx run --spec mcp-tool-lint==[\d.]+ mcp-lint src` or `uvx --from mcp-tool-lint==[\d.]+ mcp-lint src`/,
    );
    expect(readme).not.toContain('npx');
    expect(readme).not.toContain('no Python source mode');
    const ci = readFileSync(join(dir, '.github/workflows/ci.yml'), 'utf8');
    expect(ci).toContain('.venv/bin/pytest');
    expect(ci).toContain('.venv/bin/ruff check');
    // From source, then live.
    expect(ci).toMatch(
      /run: \.venv\/bin\/mcp-lint src\n[\s\S]*run: \.venv\/bin\/mcp-lint --stdio ".venv\/bin\/python -m py_demo"/,
    );
    expect(ci).not.toContain('npx');
    // The hook reads the source: no virtual environment needed to commit.
    const hook = readFileSync(join(dir, '.pre-commit-config.yaml'), 'utf8');
    expect(hook).toMatch(
      /^ {8}entry: mcp-lint src\n {8}language: python\n {8}additional_dependencies: \["mcp-tool-lint==[\d.]+"\]$/m,
    );
    expect(hook).not.toContain('npx');
    expect(hook).not.toContain('.venv');
    expect(entries(join(dir, '..'))).toEqual(['py-demo']);
  });

  it('--transport http serves Streamable HTTP and its CI lints the URL', async () => {
    const dir = await createPython(['--transport', 'http']);
    expect(readFileSync(join(dir, 'src/py_demo/__main__.py'), 'utf8')).toContain('default="streamable-http"');
    const ci = readFileSync(join(dir, '.github/workflows/ci.yml'), 'utf8');
    expect(ci).toMatch(
      /run: \.venv\/bin\/mcp-lint src\n[\s\S]*\.venv\/bin\/mcp-lint --url http:\/\/127\.0\.0\.1:8000\/mcp/,
    );
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain('http://127.0.0.1:8000/mcp');
  });

  it('--tools none gives an empty TOOLS list ready for `add`', async () => {
    const dir = await createPython(['--tools', 'none']);
    expect(entries(join(dir, 'src/py_demo/tools'))).toEqual(['__init__.py']);
    expect(readFileSync(join(dir, 'src/py_demo/tools/__init__.py'), 'utf8')).toContain(
      'TOOLS: list[Callable[[MCPServer], None]] = []',
    );
  });

  it('needs no --sdk nor --install without a TTY; prints pip and uv next steps', async () => {
    const cwd = tempDir();
    const run = await runCreate(
      ['srv', '--language', 'python', '--transport', 'stdio', '--tools', 'none', '--no-git'],
      { cwd },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(".venv/bin/pip install -e '.[dev]'   # or: uv sync --extra dev");
    expect(run.stdout).toContain('.venv/bin/python -m srv');
    expect(run.stdout).toContain('.venv/bin/create-mcp-tool add <tool_name>');
    expect(run.stdout).toMatch(/mcp-lint comes from PyPI: mcp-tool-lint==\d+\.\d+\.\d+/);
    expect(run.stdout).not.toContain('npx');
    expect(run.stdout).not.toMatch(/npm (install|test|run)/);
  });

  it.each([
    [['--sdk', 'v2'], '--sdk v2 chooses between the TypeScript SDKs'],
    [['--install'], '--install installs npm dependencies'],
    [['--pm', 'pnpm'], '--pm pnpm picks an npm package manager'],
  ])('refuses the TypeScript-only %j with python, writing nothing', async (flags, message) => {
    const cwd = tempDir();
    const run = await runCreate(['srv', '--language', 'python', '-y', ...flags], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('--language typescript');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(entries(cwd)).toEqual([]);
  });

  it('refuses an unknown language, naming the choices', async () => {
    const cwd = tempDir();
    const run = await runCreate(['srv', '--language', 'rust', '-y'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown --language "rust"');
    expect(run.stderr).toContain('typescript, python');
    expect(entries(cwd)).toEqual([]);
  });

  it('--yes without --language still makes a TypeScript project', async () => {
    const cwd = tempDir();
    const run = await runCreate(['ts', '-y', '--no-install', '--no-git'], { cwd });
    expect(run.code).toBe(0);
    expect(existsSync(join(cwd, 'ts', 'package.json'))).toBe(true);
    expect(existsSync(join(cwd, 'ts', 'pyproject.toml'))).toBe(false);
  });

  it.each([
    ['json', 'json-server', 'a module Python or the MCP SDK already provides'],
    ['mcp', 'mcp-server', 'a module Python or the MCP SDK already provides'],
    ['My Server!', 'my-server', 'only lowercase letters'],
    ['3d-tools', 'mcp-3d-tools', 'start with a digit'],
    ['@acme/weather', 'acme-weather', 'only lowercase letters'],
    ['con', 'con-server', 'reserved on Windows'],
  ])('refuses the Python project name %j and suggests %j', async (name, suggestion, problem) => {
    const cwd = tempDir();
    const run = await runCreate(['--name', name, '--language', 'python', '-y'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(problem);
    expect(run.stderr).toContain(`--name ${suggestion}`);
    expect(entries(cwd)).toEqual([]);
  });
});

describe('add in a Python project', () => {
  async function project(): Promise<string> {
    return createPython([]);
  }
  const init = (dir: string) => readFileSync(join(dir, 'src/py_demo/tools/__init__.py'), 'utf8');

  it('writes the tool module, its test and its registration, from any subdirectory', async () => {
    const dir = await project();
    const run = await runCreate(['add', 'search_notes'], { cwd: join(dir, 'src') });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const tool = readFileSync(join(dir, 'src/py_demo/tools/search_notes.py'), 'utf8');
    expect(tool).toContain('def register(mcp: MCPServer) -> None:');
    expect(tool).toContain('def search_notes(');
    expect(tool).toContain('Field(');
    expect(tool).toContain('ToolAnnotations(');
    expect(tool).toContain('raise ToolError(');
    expect(readFileSync(join(dir, 'tests/test_search_notes.py'), 'utf8')).toContain('client.call_tool("search_notes"');
    expect(init(dir)).toMatch(/^from \. import read_document\nfrom \. import search_notes\n/m);
    expect(init(dir)).toMatch(/ {4}edit_document\.register,\n {4}search_notes\.register,\n\]/);
  });

  it('starts the list of a --tools none project, its import in a group of its own', async () => {
    const dir = await createPython(['--tools', 'none']);
    expect((await runCreate(['add', 'first_tool'], { cwd: dir })).code).toBe(0);
    expect(init(dir)).toContain('from mcp.server.mcpserver import MCPServer\n\nfrom . import first_tool\n\nTOOLS');
    expect(init(dir)).toContain('= [\n    first_tool.register,\n]');
  });

  it('never overwrites without --force; --force registers the tool once', async () => {
    const dir = await project();
    expect((await runCreate(['add', 'search_notes'], { cwd: dir })).code).toBe(0);
    writeFileSync(join(dir, 'src/py_demo/tools/search_notes.py'), '# my edits\n', { flag: 'a' });
    const refused = await runCreate(['add', 'search_notes'], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--force');
    expect(readFileSync(join(dir, 'src/py_demo/tools/search_notes.py'), 'utf8')).toContain('# my edits');
    const forced = await runCreate(['add', 'search_notes', '--force'], { cwd: dir });
    expect(forced.code).toBe(0);
    expect(readFileSync(join(dir, 'src/py_demo/tools/search_notes.py'), 'utf8')).not.toContain('# my edits');
    expect(init(dir).match(/search_notes\.register,/g)).toHaveLength(1);
    expect(init(dir).match(/^from \. import search_notes$/gm)).toHaveLength(1);
  });

  it.each([
    ['search-notes', 'must be a Python identifier', 'Try: create-mcp-tool add search_notes'],
    ['class', 'must be a Python identifier', ''],
    ['tools', 'is taken by the project', ''],
    ['register_tools', 'already uses the name "register_tools"', ''],
  ])('refuses %j and writes nothing', async (name, problem, hint) => {
    const dir = await project();
    const before = [filesUnder(dir).sort(), init(dir)];
    const run = await runCreate(['add', name, '--force'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(problem);
    if (hint) expect(run.stderr).toContain(hint);
    expect([filesUnder(dir).sort(), init(dir)]).toEqual(before);
  });
});
