import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintLive, liveOptions } from '../../loaders/live/helpers.js';
import { runMcpLint } from '../../helpers/cli.js';

const RULE = 'server-disabled-in-config';
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function configDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-disabled-'));
  dirs.push(dir);
  // Only disabled servers: nothing is started.
  writeFileSync(
    join(dir, '.mcp.json'),
    '{"mcpServers": {\n  "off": {"command": "node", "disabled": true},\n  "later": {"url": "http://127.0.0.1:1/mcp", "disabled": true}\n}}\n',
  );
  return dir;
}

describe(RULE, () => {
  it('reports each disabled server at its entry, as info, on the config file', async () => {
    const { results } = await lintLive(liveOptions([], { clientConfigs: ['.mcp.json'] }), configDir());
    expect(results.map((r) => r.source)).toEqual(['.mcp.json']);
    const findings = results[0]!.diagnostics.filter((d) => d.ruleId === RULE);
    expect(findings.map((d) => `${d.messageId} ${d.severity} ${d.range?.start.line}:${d.range?.start.column}`)).toEqual(
      ['disabled info 2:3', 'disabled info 3:3'],
    );
    expect(findings[0]!.message).toBe('Server "off" in .mcp.json: skipped because it is marked "disabled": true.');
  });

  it('through the built CLI: on by default, and --rule turns it off', async () => {
    const dir = configDir();
    const on = await runMcpLint(['--client-config', '.mcp.json', '--format', 'json', '--no-config'], { cwd: dir });
    const messages = (
      JSON.parse(on.stdout) as Array<{
        messages: Array<{ ruleId: string | null; messageId?: string; severity: number }>;
      }>
    ).flatMap((r) => r.messages);
    expect(messages.map((m) => [m.ruleId, m.messageId])).toEqual([
      [RULE, 'disabled'],
      [RULE, 'disabled'],
    ]);
    const off = await runMcpLint(
      ['--client-config', '.mcp.json', '--rule', `${RULE}:off`, '--format', 'json', '--no-config'],
      { cwd: dir },
    );
    expect([off.code, off.stderr]).toEqual([0, '']);
    expect((JSON.parse(off.stdout) as Array<{ messages: unknown[] }>).flatMap((r) => r.messages)).toEqual([]);
  });
});
