// `mcp-lint serve` as a subcommand of the built CLI: help, usage errors, piped requests, and what it loads
// (the SDK's server only for serve; a lint run still loads none of it).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { REPO_ROOT, runMcpLint } from '../../helpers/cli.js';
import { isVendorFile, runMcpLintTraced } from '../../helpers/module-trace.js';

const jsonRpc = (...messages: object[]) =>
  messages.map((m) => JSON.stringify({ jsonrpc: '2.0', ...m })).join('\n') + '\n';
const INITIALIZE = {
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
};
const INITIALIZED = { method: 'notifications/initialized' };
const isVendorSdk = (module: string) => isVendorFile(module, 'sdk-zod');

describe('mcp-lint serve', () => {
  it('--help names the tools and exits 0 without starting a server', async () => {
    const run = await runMcpLint(['serve', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: mcp-lint serve');
    expect(run.stdout).toContain('lint_running_server');
  });

  it('exits 2 with one line for an option it does not take, or a --root that is not a directory', async () => {
    const run = await runMcpLint(['serve', '--port', '3000']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      'mcp-lint: serve does not take "--port". Run mcp-lint serve --help for usage.',
    ]);
    for (const args of [['--root', 'no-such-dir'], ['--root', 'package.json'], ['--root']]) {
      const bad = await runMcpLint(['serve', ...args]);
      expect(bad.code, args.join(' ')).toBe(2);
      expect(bad.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(bad.stderr).toContain('--root');
    }
  });

  it('--root makes a folder readable in place of the working directory, and relative paths start there', async () => {
    const call = (id: number, paths: string[]) => ({
      id,
      method: 'tools/call',
      params: { name: 'lint_files', arguments: { paths } },
    });
    const run = await runMcpLint(['serve', '--root', '../examples'], {
      cwd: join(REPO_ROOT, 'test'),
      input: jsonRpc(INITIALIZE, INITIALIZED, call(2, ['tools.json']), call(3, [join(REPO_ROOT, 'package.json')])),
    });
    expect(run.code).toBe(0);
    const answers = new Map(
      run.stdout
        .trim()
        .split('\n')
        .map(
          (line) =>
            JSON.parse(line) as {
              id: number;
              result: {
                isError?: boolean;
                content: Array<{ text: string }>;
                structuredContent?: { results: Array<{ source: string }> };
              };
            },
        )
        .map((a) => [a.id, a.result]),
    );
    expect(answers.get(2)!.structuredContent!.results.map((r) => r.source)).toEqual(['tools.json']);
    expect(answers.get(3)!.isError).toBe(true);
    expect(answers.get(3)!.content[0]!.text).toContain(
      `is outside the folders this server may read (${JSON.stringify(join(REPO_ROOT, 'examples'))})`,
    );
  });

  it('started in / without --root, reads no folder rather than the whole disk, and says to add --root', async () => {
    const input = jsonRpc(INITIALIZE, INITIALIZED, {
      id: 2,
      method: 'tools/call',
      params: { name: 'lint_files', arguments: { paths: [join(REPO_ROOT, 'examples', 'tools.json')] } },
    });
    const run = await runMcpLint(['serve'], { cwd: '/', input });
    expect(run.code).toBe(0);
    const answer = run.stdout
      .trim()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { id: number; result: { isError?: boolean; content: Array<{ text: string }> } },
      )
      .find((a) => a.id === 2)!;
    expect(answer.result.isError).toBe(true);
    expect(answer.result.content[0]!.text).toContain('started in / without --root');
  });

  it('answers every piped request before it exits 0 at the end of standard input', async () => {
    // lint_running_server takes real time (it starts a process): its answer comes long after standard input ended.
    const server = `"${process.execPath}" "${join(REPO_ROOT, 'test', 'fixtures', 'servers', 'malformed-tool.mjs')}"`;
    const input = jsonRpc(
      INITIALIZE,
      INITIALIZED,
      { id: 2, method: 'tools/call', params: { name: 'lint_files', arguments: { paths: ['examples/tools.json'] } } },
      { id: 3, method: 'tools/list' },
      {
        id: 4,
        method: 'tools/call',
        params: { name: 'lint_running_server', arguments: { transport: 'stdio', stdio: server } },
      },
    );
    const run = await runMcpLint(['serve'], { input });
    expect(run.code).toBe(0);
    const answers = run.stdout
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as { id: number; result: { structuredContent?: { toolCount: number }; tools?: unknown[] } },
      );
    expect(answers.map((a) => a.id).sort()).toEqual([1, 2, 3, 4]);
    expect(answers.find((a) => a.id === 2)!.result.structuredContent!.toolCount).toBe(12);
    expect(answers.find((a) => a.id === 3)!.result.tools).toHaveLength(6);
    expect(answers.find((a) => a.id === 4)!.result.structuredContent!.toolCount).toBeGreaterThan(0);
  });

  it('keeps stdout for JSON-RPC: a line that is not JSON is not echoed, and later requests are still answered', async () => {
    const run = await runMcpLint(['serve'], { input: 'hello\n' + jsonRpc(INITIALIZE) });
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ id: 1, result: { serverInfo: { name: 'mcp-lint' } } });
  });

  it('runs from the bundle: loads the vendored SDK file and nothing from node_modules', async () => {
    const run = await runMcpLintTraced(['serve'], { input: jsonRpc(INITIALIZE) });
    expect(run.code).toBe(0);
    // The shim reads the vendor file and compiles it with its own cache (a read), not through require().
    expect([...run.modules, ...run.vendorReads].some(isVendorSdk)).toBe(true);
    expect(run.modules.filter((m) => m.replace(/\\/g, '/').includes('/node_modules/'))).toEqual([]);
  });

  it('adds nothing to a lint run: linting JSON does not load the vendored SDK file', async () => {
    const run = await runMcpLintTraced(['examples/tools.json']);
    expect(run.code).toBe(1);
    expect(run.modules.length).toBeGreaterThan(0);
    expect([...run.modules, ...run.vendorReads].filter(isVendorSdk)).toEqual([]);
  });
});
