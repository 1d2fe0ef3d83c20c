// The bundled CLI as npm installs it: the files `npm pack` would publish, copied to <tmp>/node_modules/create-mcp-tool,
// with nothing beside it (the package has no runtime dependencies; TypeScript is an optional peer). Catches a bundle
// that reaches for a devDependency, a missing chunk in "files", or a path computed from the repository layout.
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
  expect(files).toContain('dist/bundle/replay.cjs');
  // bin/ is CommonJS through its own package.json; a V8 code cache is machine-specific and never published.
  expect(files).toContain('bin/package.json');
  expect(files.filter((file) => file.endsWith('.v8-cache'))).toEqual([]);
  for (const file of files) {
    mkdirSync(dirname(join(installed, file)), { recursive: true });
    cpSync(join(REPO_ROOT, file), join(installed, file));
  }
  expect(files).toContain('THIRD-PARTY-NOTICES');
  // Only the bundles, the library and its types are published, not tsc's per-module output.
  expect(files.filter((file) => /^dist\/(lint|create)\/.*\.js$/.test(file))).toEqual([]);
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  expect(manifest.dependencies ?? {}).toEqual({});
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

  it('lints live and JSON without TypeScript, but stops source mode with one line saying what to install', async () => {
    const run = await runBin(bin, ['server.ts'], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('npm install -D typescript');
  });

  it('runs the library API from the published files alone', async () => {
    const script = `import { lint } from 'create-mcp-tool';\nconst r = await lint(['tools.json'], { cwd: process.cwd(), ruleOverrides: [], ignorePatterns: [], source: {} });\nconsole.log(JSON.stringify(r.results.length));`;
    writeFileSync(join(project, 'library.mjs'), script);
    const run = spawnSync(process.execPath, ['library.mjs'], { cwd: project, encoding: 'utf8' });
    expect(run.stderr.slice(-2000)).toBe('');
    expect(Number(run.stdout.trim())).toBeGreaterThan(0);
  });
});

describe('mcp-tool-lint, the linter under its own package name', () => {
  const linterDir = join(REPO_ROOT, 'packages', 'mcp-tool-lint');
  const linter = JSON.parse(readFileSync(join(linterDir, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string>; bin: Record<string, string> };

  it('is released in step with create-mcp-tool and depends on exactly that version', () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(linter.version).toBe(version);
    expect(linter.dependencies).toEqual({ 'create-mcp-tool': version });
    expect(Object.keys(linter.bin).sort()).toEqual(['mcp-lint', 'mcp-tool-lint']);
  });

  it("runs create-mcp-tool's linter when installed beside it", async () => {
    const installedLinter = join(project, 'node_modules', 'mcp-tool-lint');
    cpSync(linterDir, installedLinter, { recursive: true });
    const run = await runBin(join(installedLinter, linter.bin['mcp-lint']!), ['--format', 'json', 'tools.json'], { cwd: project });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toHaveLength(1);
  });
});

describe('TypeScript for source mode', () => {
  // A project with its own TypeScript: a stand-in package that says it was loaded, then hands over the real compiler.
  const withTs = mkdtempSync(join(tmpdir(), 'mcp-lint-project-ts-'));
  beforeAll(() => {
    const fake = join(withTs, 'node_modules', 'typescript');
    mkdirSync(fake, { recursive: true });
    writeFileSync(join(fake, 'package.json'), JSON.stringify({ name: 'typescript', version: '0.0.0-project', main: 'index.js' }));
    writeFileSync(join(fake, 'index.js'), `process.stderr.write('project typescript loaded\\n');\nmodule.exports = require(${JSON.stringify(join(REPO_ROOT, 'node_modules', 'typescript'))});\n`);
    writeFileSync(join(withTs, 'server.ts'), readFileSync(join(project, 'server.ts')));
  });
  afterAll(() => rmSync(withTs, { recursive: true, force: true }));

  it("uses the linted project's own TypeScript", async () => {
    const run = await runBin(bin, ['server.ts'], { cwd: withTs });
    expect(run.stderr).toBe('project typescript loaded\n');
    expect([0, 1]).toContain(run.code);
    expect(run.stdout).toContain('server.ts');
  });

  it('falls back to a TypeScript installed beside mcp-lint', async () => {
    const beside = join(project, 'node_modules', 'typescript');
    symlinkSync(join(REPO_ROOT, 'node_modules', 'typescript'), beside, 'dir');
    try {
      const run = await runBin(bin, ['server.ts'], { cwd: project });
      expect(run.stderr).not.toMatch(/internal error|Cannot find (module|package)|typescript/i);
      expect([0, 1]).toContain(run.code);
    } finally {
      rmSync(beside);
    }
  });
});
