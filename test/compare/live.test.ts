// diff and --pins with a running stdio server (test/fixtures/servers/env-tools.mjs lists one tool named after
// $TOOL_NAME, so a test can change what the same server lists between runs).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { FIXTURES } from '../loaders/live/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-diff-live-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const server = ['--stdio', `${process.execPath} ${join(FIXTURES, 'env-tools.mjs')}`];

describe('diff and pins with live servers', () => {
  it('--pins checks a running server against what pin recorded for it', async () => {
    const pinned = await runMcpLint(['pin', '--env', 'TOOL_NAME=weather', ...server], { cwd: dir });
    expect(pinned.stderr).toBe('');
    expect(pinned.code).toBe(0);
    const lock = JSON.parse(readFileSync(join(dir, 'mcp-tools.lock.json'), 'utf8'));
    const [key] = Object.keys(lock.servers);
    expect(key).toMatch(/^stdio:.*env-tools\.mjs$/);
    expect(Object.keys(lock.servers[key!].tools)).toEqual([`weather_in_${dir.split('/').pop()}`]);

    const same = await runMcpLint(
      ['--env', 'TOOL_NAME=weather', ...server, '--pins', 'mcp-tools.lock.json', '--format', 'json'],
      { cwd: dir },
    );
    expect(JSON.parse(same.stdout)[0].messages.filter((m: { ruleId: string }) => /pin/.test(m.ruleId))).toEqual([]);

    const changed = await runMcpLint(
      ['--env', 'TOOL_NAME=forecast', ...server, '--pins', 'mcp-tools.lock.json', '--format', 'json'],
      { cwd: dir },
    );
    const messages = JSON.parse(changed.stdout)[0].messages.filter((m: { ruleId: string }) => /pin/.test(m.ruleId));
    expect(
      messages.map((m: { ruleId: string; toolName: string }) => [m.ruleId, m.toolName.split('_in_')[0]]).sort(),
    ).toEqual([
      ['pinned-tool-missing', 'weather'],
      ['tool-not-pinned', 'forecast'],
    ]);
  });

  it('--pins with --client-config checks installed servers under their config names', async () => {
    const config = (toolName: string) =>
      JSON.stringify({
        mcpServers: {
          weather: { command: process.execPath, args: [join(FIXTURES, 'env-tools.mjs')], env: { TOOL_NAME: toolName } },
        },
      });
    const home = join(dir, 'client');
    mkdirSync(home, { recursive: true });
    writeFileSync(join(home, 'mcp.json'), config('weather'));
    const pinned = await runMcpLint(['pin', '--client-config', 'mcp.json', '-o', 'approved.lock.json'], { cwd: home });
    expect(pinned.code).toBe(0);
    expect(Object.keys(JSON.parse(readFileSync(join(home, 'approved.lock.json'), 'utf8')).servers)).toEqual([
      'weather',
    ]);
    writeFileSync(join(home, 'mcp.json'), config('rugpull'));
    const run = await runMcpLint(['--client-config', 'mcp.json', '--pins', 'approved.lock.json', '--format', 'json'], {
      cwd: home,
    });
    const [result] = JSON.parse(run.stdout);
    expect(result.filePath).toBe('weather');
    expect(
      result.messages
        .filter((m: { ruleId: string }) => /pin/.test(m.ruleId))
        .map((m: { ruleId: string }) => m.ruleId)
        .sort(),
    ).toEqual(['pinned-tool-missing', 'tool-not-pinned']);
  });

  it('diff takes a running server as the new side', async () => {
    const saved = await runMcpLint(['--env', 'TOOL_NAME=weather', '--save', 'old.json', ...server], { cwd: dir });
    expect(saved.code).not.toBe(2);
    const run = await runMcpLint(['diff', 'old.json', '--env', 'TOOL_NAME=forecast', ...server, '--format', 'json'], {
      cwd: dir,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const [result] = JSON.parse(run.stdout);
    expect(result.messages.map((m: { ruleId: string }) => m.ruleId)).toEqual(['tool-renamed']);
    const both = await runMcpLint(['diff', 'old.json', 'new.json', ...server], { cwd: dir });
    expect(both.code).toBe(2);
  });
});
