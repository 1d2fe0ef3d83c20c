// Misbehaving stdio servers: each yields one clear finding (with its stderr), the run goes on, and nothing
// is left running afterwards.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureServer, liveOptions, lintLive, processGone } from './helpers.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-live-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const short = { startup: 1500, request: 1000, total: 10_000 };

describe('servers that never get going', () => {
  it('reports a server that never answers initialize, with its stderr, and ends it', async () => {
    const { sources, results } = await lintLive(liveOptions([fixtureServer('hang.mjs')], { timeouts: short }));
    expect(sources).toHaveLength(1);
    const [finding] = results[0]!.diagnostics;
    expect(results[0]!.diagnostics).toHaveLength(1);
    expect(finding).toMatchObject({ ruleId: null, severity: 'error', fatal: true });
    expect(finding!.message).toContain('did not answer initialize within 1.5 s (--startup-timeout)');
    expect(finding!.message).toContain('hang fixture: waiting forever');
  });

  it('reports a server that crashes at start with the tail of its stderr', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('crash-at-start.mjs')], { timeouts: short }));
    const diagnostics = results[0]!.diagnostics;
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toContain('exited with code 3');
    expect(diagnostics[0]!.message).toContain('WEATHER_API_KEY is not set');
  });

  it('reports a command that does not exist', async () => {
    const { results } = await lintLive(
      liveOptions([{ kind: 'stdio', command: 'mcp-lint-no-such-command', args: [] }], { timeouts: short }),
    );
    expect(results[0]!.diagnostics).toHaveLength(1);
    expect(results[0]!.diagnostics[0]!.message).toContain('command not found');
  });

  it('reports non-JSON on stdout in the same finding when the server then never answers', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('garbage-stdout.mjs')], { timeouts: short }));
    const diagnostics = results[0]!.diagnostics;
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toContain(
      '2 non-JSON lines to stdout, first: "Weather server v1.2 listening on stdio"',
    );
    expect(diagnostics[0]!.message).toContain('garbage fixture: started');
  });

  it('still lints a server that logs to stdout but works, and reports the log lines', async () => {
    const { results } = await lintLive(
      liveOptions([fixtureServer('garbage-stdout.mjs', '--then-answer')], { timeouts: short }),
    );
    const result = results[0]!;
    expect(result.toolCount).toBe(1);
    const stdoutFinding = result.diagnostics.find((d) => d.ruleId === 'stdio-no-console-log');
    expect(stdoutFinding).toMatchObject({ severity: 'error', messageId: 'liveOutput' });
    expect(result.diagnostics.filter((d) => d.ruleId === null)).toEqual([]);
    expect(stdoutFinding!.fatal).toBeUndefined();
    expect(stdoutFinding!.message).toContain('send logs to stderr');
  });

  it('goes on to the next server after one fails', async () => {
    const { results } = await lintLive(
      liveOptions([fixtureServer('crash-at-start.mjs'), fixtureServer('malformed-tool.mjs')], { timeouts: short }),
    );
    expect(results).toHaveLength(2);
    expect(results[0]!.diagnostics[0]!.fatal).toBe(true);
    expect(results[1]!.toolCount).toBe(4);
  });

  it('ends the whole process group: a grandchild that ignores SIGTERM is gone too', async () => {
    const pidFile = join(temp, 'child.pid');
    const target = { ...fixtureServer('spawns-child.mjs'), env: { CHILD_PID_FILE: pidFile } };
    const { results } = await lintLive(liveOptions([target], { timeouts: short }));
    expect(results[0]!.diagnostics[0]!.message).toContain('did not answer initialize');
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    expect(grandchild).toBeGreaterThan(0);
    expect(processGone(grandchild)).toBe(true);
  });

  it('names each server after its command line', async () => {
    const { sources } = await lintLive(liveOptions([fixtureServer('crash-at-start.mjs')], { timeouts: short }));
    expect(sources[0]!.source).toMatch(/^stdio:.*node.* .*crash-at-start\.mjs$/);
    expect(sources[0]!.kind).toBe('live');
  });
});

describe('tools/list', () => {
  it('stops following a nextCursor that never ends', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('endless-cursor.mjs')]));
    const result = results[0]!;
    expect(result.toolCount).toBe(1000);
    const finding = result.diagnostics.find((d) => d.ruleId === null);
    expect(finding!.message).toContain('kept returning a nextCursor after 1000 pages');
  });

  it('stops at the total time-out and lints what it read before', async () => {
    const { results } = await lintLive(
      liveOptions([fixtureServer('endless-cursor.mjs', '--slow')], {
        timeouts: { startup: 5000, request: 5000, total: 1500 },
      }),
    );
    const result = results[0]!;
    expect(result.toolCount).toBeGreaterThan(0);
    expect(result.toolCount).toBeLessThan(1000);
    const stopped = result.diagnostics.find((d) => d.ruleId === null && d.message.includes('total time-out'));
    expect(stopped!.message).toContain('(--timeout)');
  });

  it('stops at a nextCursor that repeats', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('endless-cursor.mjs', '--repeat')]));
    const result = results[0]!;
    expect(result.toolCount).toBe(2);
    expect(result.diagnostics.find((d) => d.ruleId === null)!.message).toContain('returned nextCursor "page-1" again');
  });

  it('reads 10,000 tools (one page) and 10,000 tools in pages of 100', async () => {
    const { results } = await lintLive(
      liveOptions([fixtureServer('many-tools.mjs'), fixtureServer('many-tools.mjs', '--page-size', '100')]),
    );
    for (const result of results) {
      expect(result.toolCount).toBe(10_000);
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    }
  });

  it('reports one malformed tool on its own and lints the rest', async () => {
    const { sources, results } = await lintLive(liveOptions([fixtureServer('malformed-tool.mjs')]));
    expect(sources[0]!.tools.map((t) => t.documentPointer)).toEqual(['/tools/0', '/tools/1', '/tools/2', '/tools/3']);
    expect(sources[0]!.tools[3]!.locate('')).toBeUndefined();
    const errors = results[0]!.diagnostics.filter((d) => d.severity === 'error');
    const byTool = new Set(errors.map((d) => d.toolName ?? '(not an object)'));
    expect(byTool.has('broken_tool')).toBe(true);
    expect(byTool.has('get_user')).toBe(false);
    expect(byTool.has('get_order')).toBe(false);
    expect(errors.some((d) => d.ruleId === 'input-schema-root-object' && d.toolName === 'broken_tool')).toBe(true);
    expect(errors.some((d) => d.toolName === undefined && d.ruleId !== null)).toBe(true);
  });

  it('records the server name and version from initialize', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('malformed-tool.mjs')]));
    expect(results[0]!.server).toEqual({ name: 'malformed', version: '1.0.0' });
  });

  it('says so, as info, when a server declares no tools capability and has no tools/list', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('no-tools-capability.mjs')]));
    expect(results[0]!.diagnostics.map((d) => `${d.severity} ${d.fatal ?? false}`)).toEqual(['info false']);
    expect(results[0]!.diagnostics[0]!.message).toContain('declares no "tools" capability');
  });

  it('warns when a server lists tools without declaring the tools capability', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('no-tools-capability.mjs', '--lists-tools')]));
    expect(results[0]!.toolCount).toBe(1);
    expect(
      results[0]!.diagnostics
        .filter((d) => d.ruleId === 'tools-capability-declared')
        .map((d) => `${d.severity} ${d.messageId}`),
    ).toEqual(['warning missing']);
    expect(results[0]!.diagnostics.filter((d) => d.ruleId === null)).toEqual([]);
  });
});
