// The CLI's plumbing into the other loaders: source files found by a walk, inline directives, live servers
// named with -- / --stdio, and the library API the CLI is built on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { lint, loadDefinitions, UsageError } from '../../src/index.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-modes-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(
    join(dir, 'src', 'server.ts'),
    [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "import { z } from 'zod';",
      "const server = new McpServer({ name: 'demo', version: '1.0.0' });",
      '// mcp-lint-disable-next-line tool-description',
      "server.registerTool('echo', { title: 'Echo', description: 'Echo the given text back to the caller unchanged, for testing.', inputSchema: { text: z.string().max(100).describe('Text to echo.') }, annotations: { readOnlyHint: true, openWorldHint: false } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));",
      "server.registerTool('shout', { title: 'Shout', description: '', inputSchema: { text: z.string().max(100).describe('Text to shout.') }, annotations: { readOnlyHint: true, openWorldHint: false } }, async ({ text }) => ({ content: [{ type: 'text', text: text.toUpperCase() }] }));",
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'src', 'types.d.ts'), 'export declare const x: number;\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('source files', () => {
  it('are found by a directory walk and linted in source mode', async () => {
    const run = await runMcpLint(['.', '--format', 'json'], { cwd: dir });
    const results = JSON.parse(run.stdout) as Array<{
      filePath: string;
      kind: string;
      messages: Array<{ ruleId: string; toolName?: string; line: number }>;
    }>;
    expect(results.map((r) => [r.filePath, r.kind])).toEqual([[join(dir, 'src/server.ts'), 'source']]);
    expect(results[0]!.messages).toMatchObject([{ ruleId: 'tool-description', toolName: 'shout', line: 6 }]);
    expect(run.code).toBe(1);
  });
  it('a folder inside another input is no usage error: its files are linted once', async () => {
    const run = await runMcpLint(['.', 'src', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    const results = JSON.parse(run.stdout) as Array<{ filePath: string }>;
    expect(results.map((r) => r.filePath)).toEqual([join(dir, 'src/server.ts')]);
    expect(run.code).toBe(1);
    // A folder with nothing lintable of its own is still a mistake worth saying.
    mkdirSync(join(dir, 'notes'), { recursive: true });
    writeFileSync(join(dir, 'notes', 'README.md'), '# notes\n');
    const empty = await runMcpLint(['src', 'notes'], { cwd: dir });
    expect(empty.stderr).toMatch(/Nothing to lint in notes/);
    expect(empty.code).toBe(2);
  });
  it('--report-unused-disable-directives reports a directive that silences nothing', async () => {
    const quiet = await runMcpLint(['src/server.ts', '--rule', 'tool-description:off'], { cwd: dir });
    expect(quiet.code).toBe(0);
    const reported = await runMcpLint(
      ['src/server.ts', '--rule', 'tool-description:off', '--report-unused-disable-directives', 'warning'],
      { cwd: dir },
    );
    expect(reported.stdout).toMatch(/4:1\s+warning\s+Unused mcp-lint-disable directive/);
    expect(reported.code).toBe(0);
    const asError = await runMcpLint(
      ['src/server.ts', '--rule', 'tool-description:off', '--report-unused-disable-directives'],
      { cwd: dir },
    );
    expect(asError.code).toBe(1);
    const bad = await runMcpLint(['src/server.ts', '--report-unused-disable-directives', 'loud'], { cwd: dir });
    expect(bad.code).toBe(2);
  });
});

describe('live servers', () => {
  const memoryServer = join(REPO_ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js');
  it('everything after -- is the server command line', async () => {
    const run = await runMcpLint(['--format', 'json', '--', process.execPath, memoryServer], { cwd: dir });
    const [result] = JSON.parse(run.stdout);
    expect(result.filePath).toContain('stdio:');
    expect(result.kind).toBe('live');
    expect(result.toolCount).toBeGreaterThan(3);
    expect(run.code).toBe(0);
  });
  it('--stdio splits a quoted command line', async () => {
    const run = await runMcpLint(['--stdio', `"${process.execPath}" "${memoryServer}"`, '--format', 'json'], {
      cwd: dir,
    });
    const [result] = JSON.parse(run.stdout);
    expect(result.kind).toBe('live');
    expect(result.toolCount).toBeGreaterThan(3);
  });
  it('live-only flags without a server are a usage error', async () => {
    const run = await runMcpLint([join(REPO_ROOT, 'examples/clean-tools.json'), '--probe'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--probe applies to a running server');
  });
});

describe('library API', () => {
  it('lint() returns the report the CLI formats', async () => {
    const report = await lint([join(REPO_ROOT, 'examples/tools.json')], {
      cwd: REPO_ROOT,
      ruleOverrides: [],
      ignorePatterns: [],
      source: {},
    });
    expect(report.results).toHaveLength(1);
    expect(report.results[0]!.source).toBe('examples/tools.json');
    expect(report.results[0]!.toolCount).toBe(12);
    expect(report.errorCount).toBe(report.results[0]!.diagnostics.filter((d) => d.severity === 'error').length);
    expect(report.errorCount).toBeGreaterThan(0);
    expect(report.results[0]!.diagnostics.every((d) => d.range !== undefined)).toBe(true);
  });
  it('lint() throws UsageError for a request it cannot run', async () => {
    await expect(
      lint(['nope.json'], { cwd: dir, ruleOverrides: [], ignorePatterns: [], source: {} }),
    ).rejects.toBeInstanceOf(UsageError);
  });
  it('loadDefinitions() returns the definitions source mode rebuilt, as a client would list them', async () => {
    const sources = await loadDefinitions(['src'], { cwd: dir, ruleOverrides: [], ignorePatterns: [], source: {} });
    expect(sources.map((s) => [s.source, s.kind])).toEqual([[join('src', 'server.ts'), 'source']]);
    const definitions = sources[0]!.tools.map(
      (t) => t.definition as { name: string; inputSchema: Record<string, unknown> },
    );
    expect(definitions.map((d) => d.name)).toEqual(['echo', 'shout']);
    expect(definitions[0]!.inputSchema).toMatchObject({
      type: 'object',
      properties: { text: { type: 'string', maxLength: 100, description: 'Text to echo.' } },
      required: ['text'],
    });
  });
  it('loadDefinitions() reads JSON captures too and throws UsageError like lint()', async () => {
    const sources = await loadDefinitions([join(REPO_ROOT, 'examples/tools.json')], {
      cwd: REPO_ROOT,
      ruleOverrides: [],
      ignorePatterns: [],
      source: {},
    });
    expect(sources[0]!.tools).toHaveLength(12);
    await expect(
      loadDefinitions(['nope.json'], { cwd: dir, ruleOverrides: [], ignorePatterns: [], source: {} }),
    ).rejects.toBeInstanceOf(UsageError);
  });
  it('the built package exports loadDefinitions', async () => {
    const built = await import(join(REPO_ROOT, 'dist/index.js'));
    const sources = await built.loadDefinitions(['src/server.ts'], {
      cwd: dir,
      ruleOverrides: [],
      ignorePatterns: [],
      source: {},
    });
    expect(sources[0].tools.map((t: { definition: { name: string } }) => t.definition.name)).toEqual(['echo', 'shout']);
  });
});
