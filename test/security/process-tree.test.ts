// Processes a server starts outside its process group (setsid, daemons) are ended too (security review item 8).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MCP_LINT_BIN, runMcpLint } from '../helpers/cli.js';
import { findDescendantsOutsideGroup } from '../../src/loaders/live/descendants.js';
import { FIXTURES, processGone } from '../loaders/live/helpers.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-tree-'));
const started: number[] = [];
afterAll(() => {
  // Whatever the outcome, leave nothing running.
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(temp, { recursive: true, force: true });
});

describe.runIf(process.platform === 'linux')('descendants that left the process group (security review item 8)', () => {
  it('ends a setsid grandchild, attached or orphaned, when mcp-lint exits (security review item 8)', async () => {
    const pidFile = join(temp, 'grandchildren.pid');
    const run = await runMcpLint([
      '--format',
      'json',
      '--env',
      `GRANDCHILD_PID_FILE=${pidFile}`,
      '--',
      process.execPath,
      join(FIXTURES, 'spawns-setsid-grandchild.mjs'),
    ]);
    expect(run.stderr).toBe('');
    expect(existsSync(pidFile)).toBe(true);
    const pids = readFileSync(pidFile, 'utf8').trim().split('\n').map(Number);
    started.push(...pids);
    expect(pids).toHaveLength(2);
    expect(pids.every((pid) => pid > 0)).toBe(true);
    // The run itself went normally: one server, its tool linted.
    expect(JSON.parse(run.stdout)).toHaveLength(1);
    expect(pids.filter((pid) => !processGone(pid))).toEqual([]);
  }, 30_000);

  it('ends them too when mcp-lint itself is interrupted (security review item 8)', async () => {
    const pidFile = join(temp, 'interrupted.pid');
    const child = spawn(
      process.execPath,
      [
        MCP_LINT_BIN,
        '--startup-timeout',
        '60000',
        '--env',
        `GRANDCHILD_PID_FILE=${pidFile}`,
        '--env',
        'NEVER_ANSWER=1',
        '--',
        process.execPath,
        join(FIXTURES, 'spawns-setsid-grandchild.mjs'),
      ],
      { stdio: 'ignore' },
    );
    let done = false;
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => ((done = true), resolve(signal))),
    );
    while (!done && (!existsSync(pidFile) || readFileSync(pidFile, 'utf8').split('\n').length < 3))
      await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    const pids = readFileSync(pidFile, 'utf8').trim().split('\n').map(Number);
    started.push(...pids);
    child.kill('SIGINT');
    expect(await exited).toBe('SIGINT');
    expect(pids.filter((pid) => !processGone(pid))).toEqual([]);
  }, 30_000);

  it('finds a re-parented daemon by the marker in its environment, and only with that marker', () => {
    const env = { ...process.env, MCP_LINT_SERVER_ID: 'test-marker-1' };
    // The shell is the "server": it starts a setsid daemon and exits, so the daemon leaves its tree.
    const shell = spawn('sh', ['-c', 'setsid sleep 300 </dev/null >/dev/null 2>&1 & echo $!'], {
      env,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return new Promise<void>((resolve, reject) => {
      let out = '';
      shell.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      shell.on('close', () => {
        try {
          const daemon = Number(out.trim());
          started.push(daemon);
          const found = (marker?: string) => findDescendantsOutsideGroup(shell.pid!, marker).map((o) => o.pid);
          expect(found('MCP_LINT_SERVER_ID=test-marker-1')).toContain(daemon);
          expect(found('MCP_LINT_SERVER_ID=test-marker-2')).not.toContain(daemon);
          expect(found(undefined)).not.toContain(daemon);
          resolve();
        } catch (error) {
          reject(error);
        }
      });
    });
  });

  it('finds a setsid child still attached to the server by the process tree, without a marker', async () => {
    const server = spawn('sh', ['-c', 'setsid sleep 300 & echo $!; wait'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const child = await new Promise<number>((resolve) =>
      server.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    started.push(child, server.pid!);
    // setsid runs in the child before it execs sleep: wait until it has left the group.
    for (let i = 0; i < 100 && !findDescendantsOutsideGroup(server.pid!, undefined).some((o) => o.pid === child); i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(findDescendantsOutsideGroup(server.pid!, undefined).map((o) => o.pid)).toContain(child);
    expect(execFileSync('ps', ['-o', 'pgid=', '-p', String(child)], { encoding: 'utf8' }).trim()).not.toBe(
      String(server.pid),
    );
  });
});
