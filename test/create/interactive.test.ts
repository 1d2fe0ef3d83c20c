// Interactive runs through a real pseudo-terminal: util-linux `script` gives the CLI a TTY, and the test types
// keystrokes once each question appears.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREATE_BIN } from '../helpers/cli.js';
import { entries, IMPORT_LOG_HOOK, loadedModules, tempDir, UNBUNDLED_CREATE } from './helpers.js';

const ENTER = '\r';
const DOWN = '\u001b[B';
const CTRL_C = '\u0003';
const CTRL_U = '\u0015';

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Runs the CLI on a pty; for each step waits for `prompt` in new output, then types `keys`. */
async function drive(
  args: string[],
  cwd: string,
  steps: Array<[RegExp, string]>,
  env: Record<string, string> = {},
  bin = CREATE_BIN,
): Promise<{ code: number | null; output: string }> {
  const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
  expect(hasScript, 'these tests need util-linux `script` (apt-get install bsdutils)').toBe(true);
  const command = [process.execPath, bin, ...args].map(shellQuote).join(' ');
  const child = spawn('script', ['-qefc', command, '/dev/null'], {
    cwd,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  let seen = 0;
  for (const [prompt, keys] of steps) {
    const started = Date.now();
    while (!prompt.test(output.slice(seen))) {
      if (child.exitCode !== null) throw new Error(`exited before ${prompt}:\n${output}`);
      if (Date.now() - started > 20_000) throw new Error(`no ${prompt} in:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    seen = output.length;
    child.stdin.write(keys);
  }
  const code = await closed;
  return { code, output };
}

describe('interactive', () => {
  it('offers the fixed name as the default and records each answer', async () => {
    const cwd = tempDir();
    const { code, output } = await drive(['My Server!', '--no-install', '--no-git'], cwd, [
      [/Language/, ENTER],
      [/Project name/, ENTER],
      [/Description/, ENTER],
      [/Transport/, DOWN],
      [/Streamable HTTP/, ENTER],
      [/SDK/, DOWN],
      [/v2: @modelcontextprotocol\/server/, ENTER],
      [/Example tools/, ENTER],
    ]);
    expect(code, output).toBe(0);
    expect(output).toContain('suggesting "my-server"');
    const pkg = JSON.parse(readFileSync(join(cwd, 'My Server!', 'package.json'), 'utf8')) as {
      name: string;
      dependencies: object;
    };
    expect(pkg.name).toBe('my-server');
    expect(Object.keys(pkg.dependencies)).toContain('@modelcontextprotocol/node');
    expect(output).toContain(`cd 'My Server!'`);
  });

  it('asks the language first; Python asks no SDK and installs nothing', async () => {
    const cwd = tempDir();
    const { code, output } = await drive(['py-weather', '--no-git'], cwd, [
      [/Language/, DOWN],
      [/Python/, ENTER],
      [/Project name/, ENTER],
      [/Description/, ENTER],
      [/Transport/, ENTER],
      [/Example tools/, ENTER],
    ]);
    expect(code, output).toBe(0);
    expect(output).not.toMatch(/SDK ›|Install dependencies\?/);
    expect(entries(join(cwd, 'py-weather'))).toEqual(expect.arrayContaining(['pyproject.toml', 'src', 'tests']));
    expect(existsSync(join(cwd, 'py-weather', 'package.json'))).toBe(false);
    expect(output).toContain(".venv/bin/pip install -e '.[dev]'");
  });

  it('cancels by default when the directory is not empty', async () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'busy'));
    writeFileSync(join(cwd, 'busy', 'notes.txt'), 'keep');
    const { code, output } = await drive(['busy'], cwd, [
      [/Language/, ENTER],
      [/Project name/, ENTER],
      [/is not empty/, ENTER],
    ]);
    expect(code).toBe(130);
    expect(output).toContain('nothing was written');
    expect(entries(join(cwd, 'busy'))).toEqual(['notes.txt']);
    expect(entries(cwd)).toEqual(['busy']);
  });

  it('empties a non-empty directory when asked, keeping .git', async () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'busy', '.git'), { recursive: true });
    writeFileSync(join(cwd, 'busy', 'notes.txt'), 'old');
    const { code, output } = await drive(['busy', '-y'], cwd, []);
    // --yes never asks, so a non-empty directory is refused even on a terminal.
    expect(code, output).toBe(2);
    const asked = await drive(
      [
        'busy',
        '--no-install',
        '--no-git',
        '--tools',
        'none',
        '--sdk',
        'v1',
        '--transport',
        'stdio',
        '--description',
        'x',
      ],
      cwd,
      [
        [/Language/, ENTER],
        [/Project name/, ENTER],
        [/is not empty/, DOWN],
        [/Empty it/, ENTER],
      ],
    );
    expect(asked.code, asked.output).toBe(0);
    expect(entries(join(cwd, 'busy'))).toEqual(expect.arrayContaining(['.git', 'package.json']));
    expect(existsSync(join(cwd, 'busy', 'notes.txt'))).toBe(false);
  });

  it('abc, Ctrl-U, Hello: the answer keeps no control characters', async () => {
    const cwd = tempDir();
    const { code, output } = await drive(['typed', '--no-install', '--no-git'], cwd, [
      [/Language/, ENTER],
      [/Project name/, `\u0015${ENTER}`],
      [/Description/, `abc${CTRL_U}Hello\u0002\u0017 world${ENTER}`],
      [/Transport/, ENTER],
      [/SDK/, ENTER],
      [/Example tools/, ENTER],
    ]);
    expect(code, output).toBe(0);
    const pkg = JSON.parse(readFileSync(join(cwd, 'typed', 'package.json'), 'utf8')) as {
      name: string;
      description: string;
    };
    expect(pkg.description).toBe('abcHello world');
    // The name's check sees the answer without the Ctrl-U, so the default is accepted.
    expect(pkg.name).toBe('typed');
  });

  it('Ctrl-C at a question exits 130 and writes nothing', async () => {
    const cwd = tempDir();
    const log = join(tempDir(), 'imports.log');
    const { code, output } = await drive(
      ['later'],
      cwd,
      [
        [/Language/, ENTER],
        [/Project name/, ENTER],
        [/Description/, CTRL_C],
      ],
      { NODE_OPTIONS: `--import=${IMPORT_LOG_HOOK}`, IMPORT_LOG: log },
      UNBUNDLED_CREATE,
    );
    expect(code).toBe(130);
    // The control for imports.test.ts: the import log does see prompts once a question is asked.
    expect(loadedModules(log).some((url) => url.includes('/node_modules/prompts/'))).toBe(true);
    expect(output).toContain('Cancelled; nothing was written.');
    expect(entries(cwd)).toEqual([]);
  });
});
