// End to end for the Python template, stdio and Streamable HTTP: scaffold with flags → a virtual environment →
// `pip install -e '.[dev]'` (from the machine's package index, and the built mcp-tool-lint wheel; one install serves
// both projects, see below) → (stdio) `create-mcp-tool add` a tool → the project's pytest suite → `ruff check` →
// the built mcp-lint against the running server (stdio command, or the URL) with zero findings. Without python3, venv and pip those skip, saying so in one line. Python source mode needs no Python: the
// generated project is linted from source, then again with the tutorials' mistakes made in it, each found at its line.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CREATE_BIN, MCP_LINT_BIN } from '../helpers/cli.js';
import { pythonAvailable } from '../helpers/python-venv.js';
import { tempDir } from './helpers.js';
import { WHEEL_SETUP_TIMEOUT_MS, buildWheel } from '../python-wheel/wheel.js';

const STEP_TIMEOUT_MS = 5 * 60_000;

interface Run {
  code: number | null;
  output: string;
}

// PIP_RETRIES=0: where only the local package index answers, pip would otherwise keep retrying the default one.
const ENV: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', PIP_RETRIES: '0', PIP_DISABLE_PIP_VERSION_CHECK: '1' };

interface Project {
  dir: string;
  /** The python of the .venv the project runs in. */
  python: string;
  env: NodeJS.ProcessEnv;
}
let stdioProject: Project;
let httpProject: Project;

// Both projects are scaffolded; the stdio one is installed as its README says. Their pyproject.toml is the same file,
// so that install stands for both (a venv and a pip install less, about 10 s of CPU): the HTTP project runs on the
// stdio project's .venv with its own src/ first on the path (PYTHONPATH comes before the editable install's entry;
// were it not, its server would not serve HTTP and the test would fail). The project's dev extra names the
// mcp-tool-lint wheel of this version, which PyPI does not have yet: pip finds this checkout's build of it, as it will
// find the published one.
beforeAll(async () => {
  if (!pythonAvailable) return;
  ENV.PIP_FIND_LINKS = dirname(buildWheel());
  const stdio = await scaffold('stdio');
  const http = await scaffold('http');
  expect(readFileSync(join(http, 'pyproject.toml'), 'utf8')).toBe(readFileSync(join(stdio, 'pyproject.toml'), 'utf8'));
  await ok('python3 -m venv', 'python3', ['-m', 'venv', '.venv'], stdio);
  await ok('pip install', join(stdio, '.venv', 'bin', 'pip'), ['install', '--quiet', '-e', '.[dev]'], stdio);
  const python = join(stdio, '.venv', 'bin', 'python');
  stdioProject = { dir: stdio, python, env: ENV };
  httpProject = { dir: http, python, env: { ...ENV, PYTHONPATH: join(http, 'src') } };
}, WHEEL_SETUP_TIMEOUT_MS + STEP_TIMEOUT_MS);

function run(command: string, args: string[], cwd: string, env = ENV): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} took over ${STEP_TIMEOUT_MS} ms:\n${output}`));
    }, STEP_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function ok(step: string, command: string, args: string[], cwd: string, env = ENV): Promise<string> {
  const done = await run(command, args, cwd, env);
  expect(done.code, `${step} failed:\n${done.output}`).toBe(0);
  return done.output;
}

/** Scaffolds a project; returns its folder. */
async function scaffold(transport: 'stdio' | 'http'): Promise<string> {
  const cwd = tempDir('create-mcp-tool-py-');
  await ok(
    'create-mcp-tool',
    process.execPath,
    [CREATE_BIN, 'py-server', '--language', 'python', '--transport', transport, '--no-git', '-y'],
    cwd,
  );
  return join(cwd, 'py-server');
}

async function testsAndRuffPass({ dir, python, env }: Project): Promise<void> {
  const bin = dirname(python);
  const pytest = await ok('pytest', join(bin, 'pytest'), ['-q'], dir, env);
  expect(pytest).toMatch(/\d+ passed/);
  expect(pytest).not.toMatch(/failed|error/i);
  await ok('ruff check', join(bin, 'ruff'), ['check'], dir, env);
}

/** The built mcp-lint against a live server: zero findings of any level, and the tools it saw. */
async function lintLive(args: string[], { dir: cwd, env }: Project): Promise<string[]> {
  const result = await run(
    process.execPath,
    [MCP_LINT_BIN, ...args, '--format', 'json', '--save', join(cwd, 'listed.json')],
    cwd,
    env,
  );
  const files = JSON.parse(result.output) as Array<{
    filePath: string;
    messages: Array<{ ruleId: string | null; message: string }>;
  }>;
  const findings = files.flatMap((file) =>
    file.messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`),
  );
  expect(findings).toEqual([]);
  expect(result.code).toBe(0);
  const saved = JSON.parse(readFileSync(join(cwd, 'listed.json'), 'utf8')) as { tools: Array<{ name: string }> };
  return saved.tools.map((tool) => tool.name).sort();
}

function startHttpServer({ dir, python, env }: Project): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    // PORT=0: a free port; uvicorn prints the one it got.
    const child = spawn(python, ['-m', 'py_server'], {
      cwd: dir,
      env: { ...env, HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = /Uvicorn running on (http:\/\/\S+)/.exec(stderr);
      if (match) resolve({ child, url: `${match[1]}/mcp` });
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${stderr}`)));
  });
}

const STARTER = ['add_numbers', 'edit_document', 'get_weather', 'read_document'];

/** add's docstring asks its author to replace it, and mcp-lint says so until then (add-placeholder.test.ts). */
function describeAddedTool(dir: string, name: string): void {
  const added = join(dir, 'src', 'py_server', 'tools', `${name}.py`);
  const text = readFileSync(added, 'utf8');
  const described = text.replace(/\n\n\s*Replace this with what the tool does[^\n]*\n\s*"""/, '"""');
  if (described === text) throw new Error(`add's placeholder was not found in ${added}`);
  writeFileSync(added, described);
}

describe.skipIf(!pythonAvailable)('the Python template, installed and run', () => {
  it(
    'stdio: pytest and ruff pass, `add` works, and mcp-lint finds nothing in the running server',
    async () => {
      const { dir, python } = stdioProject;
      await ok('create-mcp-tool add', process.execPath, [CREATE_BIN, 'add', 'search_notes'], dir);
      describeAddedTool(dir, 'search_notes');
      await testsAndRuffPass(stdioProject);
      expect(await lintLive(['--stdio', `${python} -m py_server`], stdioProject)).toEqual(
        [...STARTER, 'search_notes'].sort(),
      );
      // With --probe too: every read-only tool called with arguments built from its schema (the descriptions' examples)
      // and an unknown tool name, which the Python SDK answers its own way (unknown-tool-sdk-result, off by default).
      expect(await lintLive(['--probe', '--stdio', `${python} -m py_server`], stdioProject)).toEqual(
        [...STARTER, 'search_notes'].sort(),
      );
      expect(await lintSource(dir)).toEqual([]);
    },
    4 * STEP_TIMEOUT_MS,
  );

  it(
    'Streamable HTTP: pytest and ruff pass, and mcp-lint finds nothing at the URL (with --probe) nor over --transport stdio',
    async () => {
      await testsAndRuffPass(httpProject);
      const { child, url } = await startHttpServer(httpProject);
      try {
        expect(await lintLive(['--probe', '--url', url], httpProject)).toEqual(STARTER);
      } finally {
        child.kill('SIGTERM');
      }
      // What the pre-commit hook runs: the HTTP project's tools over stdio.
      expect(await lintLive(['--stdio', `${httpProject.python} -m py_server --transport stdio`], httpProject)).toEqual(
        STARTER,
      );
    },
    4 * STEP_TIMEOUT_MS,
  );
});

interface SourceFinding {
  file: string;
  ruleId: string | null;
  level: string;
  toolName?: string;
  line?: number;
}

/** The built mcp-lint on the project's source (`mcp-lint .`, as its CI and pre-commit hook run it): every finding. */
async function lintSource(dir: string): Promise<SourceFinding[]> {
  // property-description and annotations-present (in `strict`) on: two of the tutorials' mistakes are theirs.
  const result = await run(
    process.execPath,
    [
      MCP_LINT_BIN,
      '.',
      '--format',
      'json',
      '--rule',
      'property-description:warning',
      '--rule',
      'annotations-present:warning',
    ],
    dir,
  );
  const files = JSON.parse(result.output) as Array<{ filePath: string; messages: Array<Omit<SourceFinding, 'file'>> }>;
  return files.flatMap((file) =>
    file.messages.map(({ ruleId, level, toolName, line }) => ({
      file: file.filePath.slice(dir.length + 1),
      ruleId,
      level,
      ...(toolName ? { toolName } : {}),
      ...(line ? { line } : {}),
    })),
  );
}

/** 1-based line of the first line of `path` (in dir) whose text, trimmed, starts with `start`. */
function lineOf(dir: string, path: string, start: string): number {
  const index = readFileSync(join(dir, path), 'utf8')
    .split('\n')
    .findIndex((line) => line.trim().startsWith(start));
  expect(index, `${start} in ${path}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

function edit(dir: string, path: string, change: (text: string) => string): void {
  const before = readFileSync(join(dir, path), 'utf8');
  const after = change(before);
  expect(after, `the edit of ${path}`).not.toBe(before);
  writeFileSync(join(dir, path), after);
}

describe('the Python template, linted from source (no Python needed)', () => {
  it(
    "has no findings; the tutorials' mistakes made in it are each reported at their line",
    async () => {
      const cwd = tempDir('create-mcp-tool-py-source-');
      await ok(
        'create-mcp-tool',
        process.execPath,
        [CREATE_BIN, 'py-server', '--language', 'python', '--transport', 'stdio', '--no-git', '-y'],
        cwd,
      );
      const dir = join(cwd, 'py-server');
      await ok('create-mcp-tool add', process.execPath, [CREATE_BIN, 'add', 'delete_note'], dir);
      describeAddedTool(dir, 'delete_note');
      expect(await lintSource(dir)).toEqual([]);

      const tools = 'src/py_server/tools';
      // A tool without a docstring: the SDK publishes an empty description.
      edit(dir, `${tools}/add_numbers.py`, (text) => text.replace(/\n        """Add two numbers[\s\S]*?"""\n/, '\n'));
      // A parameter without a description: a bare type hint.
      edit(dir, `${tools}/add_numbers.py`, (text) =>
        text.replace(/        b: Annotated\[Number, Field\(description=.*\)\],\n/, '        b: Number,\n'),
      );
      // A dangerous tool that does not say so: delete_note keeps the starter's body but loses its annotations.
      edit(dir, `${tools}/delete_note.py`, (text) =>
        text.replace(/    @mcp\.tool\([\s\S]*?\n    \)\n/, '    @mcp.tool()\n'),
      );
      // A lookup that lets KeyError escape: MCPServer then sends the model only "Error executing tool get_weather".
      edit(dir, `${tools}/get_weather.py`, (text) =>
        text.replace(
          /        weather = look_up_weather\(city\)\n[\s\S]*?\n        celsius = /,
          '        by_city = {name.lower(): look_up_weather(name) for name in known_cities()}\n        weather = by_city[city.lower()]\n        celsius = ',
        ),
      );
      // A print() in a stdio server, before the SDK takes stdout over: the client reads a line that is not JSON-RPC.
      edit(dir, 'src/py_server/__main__.py', (text) =>
        text.replace('        mcp.run()\n', '        print("Starting py-server on stdio")\n        mcp.run()\n'),
      );
      const found = await lintSource(dir);
      const at = (ruleId: string, toolName: string | undefined) =>
        found.filter((f) => f.ruleId === ruleId && f.toolName === toolName).map((f) => `${f.file}:${f.line}`);
      expect(at('tool-description', 'add_numbers')).toEqual([
        `${tools}/add_numbers.py:${lineOf(dir, `${tools}/add_numbers.py`, 'def add_numbers(')}`,
      ]);
      expect(at('property-description', 'add_numbers')).toEqual([
        `${tools}/add_numbers.py:${lineOf(dir, `${tools}/add_numbers.py`, 'b: Number,')}`,
      ]);
      expect(at('annotations-present', 'delete_note')).toEqual([
        `${tools}/delete_note.py:${lineOf(dir, `${tools}/delete_note.py`, 'def delete_note(')}`,
      ]);
      expect(at('handler-error-result', 'get_weather')).toEqual([
        `${tools}/get_weather.py:${lineOf(dir, `${tools}/get_weather.py`, 'weather = by_city[city.lower()]')}`,
      ]);
      expect(at('stdio-no-console-log', undefined)).toEqual([
        `src/py_server/__main__.py:${lineOf(dir, 'src/py_server/__main__.py', 'print("Starting py-server')}`,
      ]);
      // Nothing else changed: the other tools are still clean.
      expect(
        found.filter(
          (f) =>
            !['add_numbers', 'delete_note', 'get_weather'].includes(f.toolName ?? '') &&
            f.ruleId !== 'stdio-no-console-log',
        ),
      ).toEqual([]);
      expect(found.filter((f) => f.toolName === 'get_weather').map((f) => f.ruleId)).toEqual(['handler-error-result']);
    },
    STEP_TIMEOUT_MS,
  );
});
