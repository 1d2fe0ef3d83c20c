// `mcp-lint serve` as a subcommand of the built CLI: help, usage errors, piped requests, and what it loads
// (the SDK's server only for serve; a lint run still loads none of it).
import { describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { runMcpLintTraced } from '../helpers/module-trace.js';

const jsonRpc = (...messages: object[]) => messages.map((m) => JSON.stringify({ jsonrpc: '2.0', ...m })).join('\n') + '\n';
const INITIALIZE = { id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } } };
const INITIALIZED = { method: 'notifications/initialized' };
const isVendorSdk = (module: string) => module.replace(/\\/g, '/').endsWith('/dist/bundle/vendor/sdk-zod.cjs');

describe('mcp-lint serve', () => {
  it('--help names the tools and exits 0 without starting a server', async () => {
    const run = await runMcpLint(['serve', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: mcp-lint serve');
    expect(run.stdout).toContain('lint_running_server');
  });

  it('exits 2 with one line for an argument it does not take', async () => {
    const run = await runMcpLint(['serve', '--port', '3000']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual(['mcp-lint: serve takes no arguments or options, got "--port". Run mcp-lint serve --help for usage.']);
  });

  it('answers every piped request before it exits 0 at the end of standard input', async () => {
    const input = jsonRpc(INITIALIZE, INITIALIZED, { id: 2, method: 'tools/call', params: { name: 'lint_files', arguments: { paths: ['examples/tools.json'] } } }, { id: 3, method: 'tools/list' });
    const run = await runMcpLint(['serve'], { input });
    expect(run.code).toBe(0);
    const answers = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { id: number; result: { structuredContent?: { toolCount: number }; tools?: unknown[] } });
    expect(answers.map((a) => a.id).sort()).toEqual([1, 2, 3]);
    expect(answers.find((a) => a.id === 2)!.result.structuredContent!.toolCount).toBe(12);
    expect(answers.find((a) => a.id === 3)!.result.tools).toHaveLength(6);
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
    expect(run.modules.some(isVendorSdk)).toBe(true);
    expect(run.modules.filter((m) => m.replace(/\\/g, '/').includes('/node_modules/'))).toEqual([]);
  });

  it('adds nothing to a lint run: linting JSON does not load the vendored SDK file', async () => {
    const run = await runMcpLintTraced(['examples/tools.json']);
    expect(run.code).toBe(1);
    expect(run.modules.length).toBeGreaterThan(0);
    expect(run.modules.filter(isVendorSdk)).toEqual([]);
  });
});
