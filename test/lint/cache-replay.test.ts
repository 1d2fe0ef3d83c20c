// --cache replay: a whole run recorded in the cache file, printed again by bin/mcp-lint.js when nothing it observed
// changed. Each test records a run with main(), then asks tryReplay() (what the shim runs) whether it would replay.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main, type CliIo } from '../../src/lint/cli.js';
import { racyWindow } from '../../src/lint/cache/dependencies.js';
import { tryReplay } from '../../src/lint/cache/replay.js';
import { MCP_LINT_BIN, REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { captureIo } from '../helpers/cli-io.js';

/** The file the in-process runs record as the linter that printed the report. */
const ENTRY = join(REPO_ROOT, 'src', 'lint', 'cli.ts');

const io = captureIo;

function writeProject(dir: string): void {
  mkdirSync(join(dir, 'src', 'tools'), { recursive: true });
  mkdirSync(join(dir, 'src', 'lib'), { recursive: true });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'p', type: 'module', private: true }));
  writeFileSync(join(dir, 'src', 'lib', 'text.ts'), 'export const DESCRIPTION = "Searches the records and returns the matching rows as text, newest first.";\n');
  writeFileSync(join(dir, 'src', 'tools', 'a.ts'), `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { DESCRIPTION } from "../lib/text.js";
const server = new McpServer({ name: "p", version: "1.0.0" });
server.registerTool("search_a", { description: DESCRIPTION, inputSchema: { query: z.string() } }, async () => ({ content: [] }));
`);
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-replay-'));
  writeProject(dir);
  // Files written a moment ago count as settled here; the built-CLI test below waits the real window out.
  racyWindow.ms = -1;
});
afterEach(() => {
  racyWindow.ms = 2000;
  rmSync(dir, { recursive: true, force: true });
});

const ARGS = ['src', '--cache'];
async function record(args = ARGS, overrides: Partial<CliIo> = {}): Promise<{ out: string; err: string; code: number }> {
  const run = io(dir, overrides);
  const code = await main(args, run);
  return { out: run.out, err: run.err, code };
}
const replay = (args = ARGS, env: NodeJS.ProcessEnv = {}, tty = false) => tryReplay(args, ENTRY, dir, env, tty);
const replayLine = () => readFileSync(join(dir, '.mcp-lint-cache'), 'utf8').split('\n')[0];

describe('--cache replay', () => {
  it('replays the recorded report and exit code while nothing changed', async () => {
    const first = await record();
    expect(first.err).toBe('');
    expect(first.out).toMatch(/problem/);
    expect(replay()).toEqual({ stdout: first.out, exitCode: first.code });
    // A normal run after it prints the same, so the replay stands for it.
    expect((await record()).out).toBe(first.out);
  });

  it('does not replay for other arguments, colours, a terminal or another linter', async () => {
    await record();
    expect(replay(['src', '--cache', '--quiet'])).toBeUndefined();
    expect(replay(['.', '--cache'])).toBeUndefined();
    expect(replay(ARGS, { NO_COLOR: '1' })).toBeUndefined();
    expect(replay(ARGS, { FORCE_COLOR: '1' })).toBeUndefined();
    expect(replay(ARGS, {}, true)).toBeUndefined();
    expect(tryReplay(ARGS, join(REPO_ROOT, 'bin', 'mcp-lint.js'), dir, {}, false)).toBeUndefined();
    expect(replay()).toBeDefined();
  });

  it('an edit of a linted file or of a file it imports ends the replay', async () => {
    await record();
    writeFileSync(join(dir, 'src', 'lib', 'text.ts'), 'export const DESCRIPTION = "";\n');
    expect(replay()).toBeUndefined();
    const again = await record();
    expect(replay()).toEqual({ stdout: again.out, exitCode: again.code });
    writeFileSync(join(dir, 'src', 'tools', 'a.ts'), readFileSync(join(dir, 'src', 'tools', 'a.ts'), 'utf8') + '// edited\n');
    expect(replay()).toBeUndefined();
  });

  it('a new file in a linted directory ends the replay', async () => {
    await record();
    writeFileSync(join(dir, 'src', 'tools', 'b.ts'), 'export const b = 1;\n');
    expect(replay()).toBeUndefined();
    await record();
    expect(replay()).toBeDefined();
  });

  it('a new config file where the lookup goes ends the replay', async () => {
    // cwd is not a linted directory: only the lookup's record of where it looked can notice the new file.
    await record();
    writeFileSync(join(dir, 'mcp-lint.config.json'), JSON.stringify({ rules: { 'annotations-present': 'off' } }));
    expect(replay()).toBeUndefined();
  });

  it('a new package.json between a linted file and its manifest ends the replay', async () => {
    await record();
    writeFileSync(join(dir, 'src', 'tools', 'package.json'), JSON.stringify({ type: 'commonjs' }));
    expect(replay()).toBeUndefined();
  });

  it('files younger than the racy window are not recorded: their stat cannot stand for their content', async () => {
    racyWindow.ms = 2000;
    await record();
    expect(replayLine()).toBe('');
  });

  it('an edit of the config file ends the replay', async () => {
    writeFileSync(join(dir, 'mcp-lint.config.json'), JSON.stringify({ rules: {} }));
    await record();
    expect(replay()).toBeDefined();
    writeFileSync(join(dir, 'mcp-lint.config.json'), JSON.stringify({ rules: { 'annotations-present': 'off' } }));
    expect(replay()).toBeUndefined();
  });

  it('records nothing for a run that wrote a warning, a glob or an output file', async () => {
    writeFileSync(join(dir, '.mcp-lint-cache'), 'not json');
    const warned = await record();
    expect(warned.err).toMatch(/warning: ignoring the cache file/);
    expect(replayLine()).toBe('');
    expect(replay()).toBeUndefined();

    await record(['src/**/*.ts', '--cache']);
    expect(replayLine()).toBe('');
    await record(['src', '--cache', '--output-file', 'report.txt']);
    expect(replayLine()).toBe('');
  });

  it('a JSON file among the inputs is replayed until it is edited', async () => {
    writeFileSync(join(dir, 'src', 'tools.json'), readFileSync(join(REPO_ROOT, 'examples', 'tools.json')));
    const first = await record();
    expect(first.out).toContain('src/tools.json');
    expect(replay()).toEqual({ stdout: first.out, exitCode: first.code });
    writeFileSync(join(dir, 'src', 'tools.json'), readFileSync(join(REPO_ROOT, 'examples', 'clean-tools.json')));
    expect(replay()).toBeUndefined();
  });

  it('ignores a record that is malformed or would print control characters', async () => {
    await record();
    const file = join(dir, '.mcp-lint-cache');
    const [line, ...rest] = readFileSync(file, 'utf8').split('\n');
    const parsed = JSON.parse(line!);
    writeFileSync(file, [JSON.stringify({ ...parsed, stdout: 'planted \u001b]0;owned\u0007' }), ...rest].join('\n'));
    expect(replay()).toBeUndefined();
    writeFileSync(file, [JSON.stringify({ ...parsed, files: 'none' }), ...rest].join('\n'));
    expect(replay()).toBeUndefined();
    writeFileSync(file, ['{"format":1,', ...rest].join('\n'));
    expect(replay()).toBeUndefined();
    // Colours are allowed: a run on a terminal records them.
    writeFileSync(file, [JSON.stringify({ ...parsed, stdout: '\u001b[31merror\u001b[39m\n' }), ...rest].join('\n'));
    expect(replay()).toEqual({ stdout: '\u001b[31merror\u001b[39m\n', exitCode: parsed.exitCode });
  });
});

/** Runs the built CLI and tells whether it loaded the linter bundle (by node:vm on Node 20, require() on later ones). */
async function runBuilt(args: string[]): Promise<Awaited<ReturnType<typeof runMcpLint>> & { loadedBundle: boolean }> {
  const trace = join(dir, 'loaded.txt');
  const preload = join(dir, 'preload.cjs');
  writeFileSync(
    preload,
    "process.on('exit', () => require('node:fs').writeFileSync(process.env.LOADED_FILE, JSON.stringify({ builtins: process.moduleLoadList, files: Object.keys(require.cache) })));\n",
  );
  const run = await runMcpLint(args, { cwd: dir, env: { NODE_OPTIONS: `--require=${preload}`, LOADED_FILE: trace } });
  const loaded = JSON.parse(readFileSync(trace, 'utf8')) as { builtins: string[]; files: string[] };
  rmSync(trace);
  const loadedBundle = loaded.builtins.includes('NativeModule vm') || loaded.files.some((file) => file.endsWith('mcp-lint.cjs'));
  return { ...run, loadedBundle };
}

describe('mcp-lint --cache replay (built CLI)', () => {
  it('a second run on an unchanged project does not load the linter bundle, and an edit is seen', async () => {
    // The records' stats stand for content only once files are older than the racy window (two seconds).
    await new Promise((done) => setTimeout(done, 2100));
    const args = ['src', '--cache', '--format', 'json'];
    const first = await runBuilt(args);
    expect(first.stderr).toBe('');
    expect(first.loadedBundle).toBe(true);
    const second = await runBuilt(args);
    expect(second.stderr).toBe('');
    expect(second.stdout).toBe(first.stdout);
    expect(second.code).toBe(first.code);
    expect(second.loadedBundle).toBe(false);
    // Replayed into a regular file (stdout redirected) too: the replay writes to descriptor 1 itself.
    const outFile = join(dir, 'out.json');
    const out = openSync(outFile, 'w');
    const loadedFile = join(dir, 'loaded.txt');
    const env = { ...process.env, NO_COLOR: '1', NODE_OPTIONS: `--require=${join(dir, 'preload.cjs')}`, LOADED_FILE: loadedFile };
    const redirected = spawnSync(process.execPath, [MCP_LINT_BIN, ...args], { cwd: dir, stdio: ['ignore', out, 'pipe'], env });
    closeSync(out);
    expect(redirected.status).toBe(first.code);
    expect(readFileSync(outFile, 'utf8')).toBe(first.stdout);
    expect(JSON.parse(readFileSync(loadedFile, 'utf8')).builtins).not.toContain('NativeModule vm');

    writeFileSync(join(dir, 'src', 'lib', 'text.ts'), 'export const DESCRIPTION = "";\n');
    const third = await runBuilt(args);
    expect(third.loadedBundle).toBe(true);
    const messagesOfA = (stdout: string) => JSON.parse(stdout).find((r: { filePath: string }) => r.filePath.endsWith('a.ts')).messages.length;
    expect(messagesOfA(third.stdout)).toBeGreaterThan(messagesOfA(first.stdout));
  }, 30_000);
});
