// The bundled CLI as npm installs it: the files `npm pack` would publish, copied to <tmp>/node_modules/create-mcp-tool,
// with only the package's runtime dependencies beside it. Catches a bundle that reaches for a devDependency,
// a missing chunk in "files", or a path computed from the repository layout.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runBin } from '../helpers/cli.js';
import { sarifSchemaErrors } from './sarif-schema.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-lint-installed-'));
const installed = join(project, 'node_modules', 'create-mcp-tool');
const bin = join(installed, 'bin', 'mcp-lint.js');

beforeAll(() => {
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: REPO_ROOT, encoding: 'utf8' });
  expect(pack.status, pack.stderr).toBe(0);
  const files = (JSON.parse(pack.stdout) as Array<{ files: Array<{ path: string }> }>)[0]!.files.map((f) => f.path);
  expect(files).toContain('dist/bundle/mcp-lint.cjs');
  // bin/ is CommonJS through its own package.json; a V8 code cache is machine-specific and never published.
  expect(files).toContain('bin/package.json');
  expect(files.filter((file) => file.endsWith('.v8-cache'))).toEqual([]);
  for (const file of files) {
    mkdirSync(dirname(join(installed, file)), { recursive: true });
    cpSync(join(REPO_ROOT, file), join(installed, file));
  }
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  for (const dependency of Object.keys(manifest.dependencies)) {
    const target = join(project, 'node_modules', dependency);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(join(REPO_ROOT, 'node_modules', dependency), target, 'dir');
  }
  writeFileSync(join(project, 'tools.json'), readFileSync(join(REPO_ROOT, 'examples/tools.json')));
  writeFileSync(join(project, 'server.ts'), "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'x', version: '1.0.0' });\nserver.registerTool('echo', { description: 'Echo the text back to the caller unchanged.', inputSchema: {} }, async () => ({ content: [] }));\n");
}, 60_000);
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the installed package', () => {
  it('prints its own version', async () => {
    const run = await runBin(bin, ['--version'], { cwd: project });
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(run.stdout.trim()).toBe(version);
  });

  it('lints JSON with every formatter', async () => {
    for (const format of ['stylish', 'json', 'github', 'sarif']) {
      const run = await runBin(bin, ['--format', format, 'tools.json'], { cwd: project });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('input-schema-root-object');
      if (format === 'sarif') expect(sarifSchemaErrors(JSON.parse(run.stdout))).toEqual([]);
    }
  });

  it('explains a JSON syntax error (a lazily loaded dependency)', async () => {
    const run = await runBin(bin, ['-'], { cwd: project, input: '{"tools": [' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('fatal');
  });

  it('loads ajv-formats on the first uri format check (another lazily loaded dependency)', async () => {
    const tool = { name: 'icon_tool', description: 'Shows an icon next to the result rows.', icons: [{ src: 'not a uri' }], inputSchema: { type: 'object', properties: {}, additionalProperties: false } };
    const run = await runBin(bin, ['-', '--format', 'json'], { cwd: project, input: JSON.stringify({ tools: [tool] }) });
    expect(run.stderr).toBe('');
    const messages = (JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>)[0]!.messages;
    expect(messages.filter((m) => m.ruleId === 'tool-definition-valid').map((m) => m.message).join('\n')).toMatch(/uri/);
  });

  it('reaches typescript from its own node_modules for source files', async () => {
    const run = await runBin(bin, ['server.ts'], { cwd: project });
    expect(run.stderr).not.toMatch(/internal error|Cannot find (module|package)/);
    expect([0, 1]).toContain(run.code);
  });
});
