// Live mode end to end through the built CLI, as a user runs it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MCP_LINT_BIN, REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { runMcpLintTraced } from '../helpers/module-trace.js';
import { BIN, FIXTURES, processGone } from '../loaders/live/helpers.js';
import { joinedStylish } from '../helpers/stylish-rows.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const fixture = (name: string) => join(FIXTURES, name);
const node = process.execPath;

describe('mcp-lint live inputs', () => {
  it('--stdio "<command line>" lints the server and names it in the output', async () => {
    const run = await runMcpLint(['--stdio', `${node} ${fixture('malformed-tool.mjs')}`]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`stdio:${node} ${fixture('malformed-tool.mjs')} (malformed 1.0.0)`);
    expect(run.stdout).toContain('broken_tool');
    expect(run.stdout).toContain('input-schema-root-object');
  });

  it("introduces itself in initialize as mcp-lint with this package's version (also from the bundle)", async () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    const run = await runMcpLint(['--format', 'json', '--', node, fixture('client-info-tools.mjs')]);
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ toolName?: string }> }>;
    expect(result!.messages.map((m) => m.toolName)).toContain(`from_mcp-lint_${version}`);
  });

  it('-- <command> [args…] passes --env and --cwd to the server', async () => {
    const dir = join(temp, 'workdir');
    mkdirSync(dir, { recursive: true });
    const run = await runMcpLint([
      '--format',
      'json',
      '--env',
      'TOOL_NAME=weather',
      '--cwd',
      dir,
      '--',
      node,
      fixture('env-tools.mjs'),
    ]);
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ toolName?: string }> }>;
    expect(result!.messages.some((m) => m.toolName === 'weather_in_workdir')).toBe(true);
  });

  it('exits 2 with one clear finding for a server that crashes at start', async () => {
    const run = await runMcpLint(['--stdio', `${node} ${fixture('crash-at-start.mjs')}`]);
    expect(run.code).toBe(2);
    expect(joinedStylish(run.stdout)).toContain('exited with code 3');
    expect(run.stdout).toContain('WEATHER_API_KEY is not set');
    expect(run.stderr).toMatch(/^mcp-lint: could not check stdio:.*exited with code 3\.\n$/);
  });

  it('--client-config lints every server of the file, each under its name', async () => {
    const config = join(temp, 'claude_desktop_config.json');
    writeFileSync(
      config,
      JSON.stringify(
        {
          mcpServers: {
            weather: { command: node, args: [fixture('malformed-tool.mjs')] },
            everything: { command: join(BIN, 'mcp-server-everything') },
          },
        },
        null,
        2,
      ),
    );
    const run = await runMcpLint(['--format', 'json', '--client-config', config]);
    const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string | null }> }>;
    expect(results.map((r) => r.filePath)).toEqual(['weather', 'everything']);
    expect(results[1]!.messages.filter((m) => m.ruleId === null)).toEqual([]);
  });

  it('--save writes a file that mcp-lint accepts and lints the same way', async () => {
    const saved = join(temp, 'saved', 'tools.json');
    const live = await runMcpLint([
      '--format',
      'json',
      '--save',
      saved,
      '--stdio',
      `${node} ${fixture('malformed-tool.mjs')}`,
    ]);
    expect(existsSync(saved)).toBe(true);
    const fromFile = await runMcpLint(['--format', 'json', saved]);
    const ids = (stdout: string) =>
      (JSON.parse(stdout) as Array<{ messages: Array<{ ruleId: string | null; toolName?: string }> }>)[0]!.messages
        .map((m) => `${m.ruleId} ${m.toolName}`)
        .sort();
    expect(ids(fromFile.stdout)).toEqual(ids(live.stdout));
    expect(fromFile.code).toBe(live.code);
  });

  it('gives SARIF results for a live server a location (GitHub drops results without one)', async () => {
    const run = await runMcpLint(['--format', 'sarif', '--stdio', `${node} ${fixture('malformed-tool.mjs')}`]);
    const sarif = JSON.parse(run.stdout) as {
      runs: Array<{
        results: Array<{ locations?: Array<{ physicalLocation?: { artifactLocation?: { uri?: string } } }> }>;
      }>;
    };
    const results = sarif.runs[0]!.results;
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(result.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toBeTruthy();
  });

  it('--probe-tool calls the named non-read-only tool; plain --probe does not', async () => {
    const calls = join(temp, 'cli.calls');
    const server = ['--env', `CALLS_FILE=${calls}`, '--', node, fixture('sdk-v1-server.mjs')];
    await runMcpLint(['--probe', ...server]);
    expect(existsSync(calls)).toBe(false);
    await runMcpLint(['--probe-tool', 'record_note', ...server]);
    expect(readFileSync(calls, 'utf8')).toBe('record_note "example"\n');
  });

  it('needs nothing from node_modules for a stdio or an HTTP server (the SDK transport is bundled)', async () => {
    const fromNodeModules = (m: string) => m.replace(/\\/g, '/').includes('/node_modules/');
    const stdio = await runMcpLintTraced(['--stdio', `${node} ${fixture('malformed-tool.mjs')}`]);
    expect(stdio.stdout).toContain('broken_tool');
    expect(stdio.modules.filter(fromNodeModules)).toEqual([]);
    // The HTTP target (nothing listens there) reaches the bundled SDK transport and reports the refused connection.
    const http = await runMcpLintTraced(['--url', 'http://127.0.0.1:9/mcp', '--startup-timeout', '2000']);
    expect(http.stderr + http.stdout).not.toMatch(/Cannot find (module|package)|internal error/i);
    expect(http.modules.filter(fromNodeModules)).toEqual([]);
    expect(http.modules.length).toBeGreaterThan(0);
  });

  it('ends the server tree when mcp-lint itself is interrupted', async () => {
    const pidFile = join(temp, 'interrupted.pid');
    const child = spawn(
      node,
      [
        MCP_LINT_BIN,
        '--startup-timeout',
        '60000',
        '--env',
        `CHILD_PID_FILE=${pidFile}`,
        '--',
        node,
        fixture('spawns-child.mjs'),
      ],
      { stdio: 'ignore' },
    );
    let done = false;
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => ((done = true), resolve(signal))),
    );
    while (!done && (!existsSync(pidFile) || readFileSync(pidFile, 'utf8') === ''))
      await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    child.kill('SIGINT');
    expect(await exited).toBe('SIGINT');
    expect(processGone(grandchild)).toBe(true);
  });
});
