// End to end for the Python template, stdio and Streamable HTTP: scaffold with flags → a virtual environment →
// `pip install -e '.[dev]'` (from the machine's package index) → (stdio) `create-mcp-tool add` a tool → the project's
// pytest suite → `ruff check` → the built mcp-lint against the running server (stdio command, or the URL) with zero
// findings. Without python3, venv and pip the file skips, saying so in one line.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREATE_BIN, MCP_LINT_BIN } from '../helpers/cli.js';
import { pythonAvailable } from '../helpers/python-venv.js';
import { tempDir } from './helpers.js';

const STEP_TIMEOUT_MS = 5 * 60_000;

interface Run {
  code: number | null;
  output: string;
}

// PIP_RETRIES=0: where only the local package index answers, pip would otherwise keep retrying the default one.
const ENV = { ...process.env, NO_COLOR: '1', PIP_RETRIES: '0', PIP_DISABLE_PIP_VERSION_CHECK: '1' };

function run(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
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

async function ok(step: string, command: string, args: string[], cwd: string): Promise<string> {
  const done = await run(command, args, cwd);
  expect(done.code, `${step} failed:\n${done.output}`).toBe(0);
  return done.output;
}

/** Scaffolds the project and installs it into its own .venv, as its README says. */
async function createAndInstall(transport: 'stdio' | 'http'): Promise<{ dir: string; python: string }> {
  const cwd = tempDir('create-mcp-tool-py-');
  await ok('create-mcp-tool', process.execPath, [CREATE_BIN, 'py-server', '--language', 'python', '--transport', transport, '--no-git', '-y'], cwd);
  const dir = join(cwd, 'py-server');
  await ok('python3 -m venv', 'python3', ['-m', 'venv', '.venv'], dir);
  await ok('pip install', join(dir, '.venv', 'bin', 'pip'), ['install', '--quiet', '-e', '.[dev]'], dir);
  return { dir, python: join(dir, '.venv', 'bin', 'python') };
}

async function testsAndRuffPass(dir: string): Promise<void> {
  const pytest = await ok('pytest', join(dir, '.venv', 'bin', 'pytest'), ['-q'], dir);
  expect(pytest).toMatch(/\d+ passed/);
  expect(pytest).not.toMatch(/failed|error/i);
  await ok('ruff check', join(dir, '.venv', 'bin', 'ruff'), ['check'], dir);
}

/** The built mcp-lint against a live server: zero findings of any level, and the tools it saw. */
async function lintLive(args: string[], cwd: string): Promise<string[]> {
  const result = await run(process.execPath, [MCP_LINT_BIN, ...args, '--format', 'json', '--save', join(cwd, 'listed.json')], cwd);
  const files = JSON.parse(result.output) as Array<{ filePath: string; messages: Array<{ ruleId: string | null; message: string }> }>;
  const findings = files.flatMap((file) => file.messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`));
  expect(findings).toEqual([]);
  expect(result.code).toBe(0);
  const saved = JSON.parse(readFileSync(join(cwd, 'listed.json'), 'utf8')) as { tools: Array<{ name: string }> };
  return saved.tools.map((tool) => tool.name).sort();
}

function startHttpServer(python: string, dir: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    // PORT=0: a free port; uvicorn prints the one it got.
    const child = spawn(python, ['-m', 'py_server'], { cwd: dir, env: { ...ENV, HOST: '127.0.0.1', PORT: '0' }, stdio: ['ignore', 'ignore', 'pipe'] });
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

describe.skipIf(!pythonAvailable)('the Python template, installed and run', () => {
  it('stdio: pytest and ruff pass, `add` works, and mcp-lint finds nothing in the running server', async () => {
    const { dir, python } = await createAndInstall('stdio');
    await ok('create-mcp-tool add', process.execPath, [CREATE_BIN, 'add', 'search_notes'], dir);
    await testsAndRuffPass(dir);
    expect(await lintLive(['--stdio', `${python} -m py_server`], dir)).toEqual([...STARTER, 'search_notes'].sort());
  }, 4 * STEP_TIMEOUT_MS);

  it('Streamable HTTP: pytest and ruff pass, and mcp-lint finds nothing at the URL nor over --transport stdio', async () => {
    const { dir, python } = await createAndInstall('http');
    await testsAndRuffPass(dir);
    const { child, url } = await startHttpServer(python, dir);
    try {
      expect(await lintLive(['--url', url], dir)).toEqual(STARTER);
    } finally {
      child.kill('SIGTERM');
    }
    // What the pre-commit hook runs: the HTTP project's tools over stdio.
    expect(await lintLive(['--stdio', `${python} -m py_server --transport stdio`], dir)).toEqual(STARTER);
  }, 4 * STEP_TIMEOUT_MS);
});
