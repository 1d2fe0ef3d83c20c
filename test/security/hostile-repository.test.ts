// A repository as an attacker would commit it: its own node_modules/typescript and node_modules/zod whose code leaves a
// mark when loaded, forged caches claiming "no problems" (made from mcp-lint's own), a config one directory above the project that ignores
// everything, and report names that are links out of the tree. Linted under strace: the only program executed is
// node, no file of that tree is loaded as code, and the findings equal those of a clean copy of the same project.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MCP_LINT_BIN, runMcpLint } from '../helpers/cli.js';

const temp = realpathSync(mkdtempSync(join(tmpdir(), 'mcp-lint-hostile-')));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const marks = join(temp, 'marks');

const SERVER = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';",
  "import { z } from 'zod';",
  '',
  "const server = new McpServer({ name: 'weather', version: '1.0.0' });",
  '',
  "server.registerTool('get_forecast', {",
  "  description: '',",
  "  inputSchema: { city: z.string(), days: z.number().int().min(1).max(7).describe('How many days.') },",
  '}, async ({ city }) => {',
  "  console.log('looking up', city);",
  '  return `Sunny in ${city}`;',
  '});',
  '',
  'await server.connect(new StdioServerTransport());',
  '',
].join('\n');

/** Code that, if anything loads it, leaves a file named after what loaded it. */
const markingModule = (name: string) =>
  `require('node:fs').mkdirSync(${JSON.stringify(marks)}, { recursive: true });\n` +
  `require('node:fs').writeFileSync(${JSON.stringify(join(marks, name))}, 'ran');\n` +
  'module.exports = new Proxy({}, { get: () => { throw new Error("hostile module"); } });\n';

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

function project(name: string, hostile: boolean): string {
  const parent = join(temp, name);
  const dir = join(parent, 'project');
  writeFiles(dir, {
    'package.json': JSON.stringify(
      { name: 'weather', type: 'module', dependencies: { '@modelcontextprotocol/sdk': '1.32.2', zod: '^3.25.0' } },
      null,
      2,
    ),
    'src/server.ts': SERVER,
  });
  if (!hostile) return dir;
  writeFiles(parent, { 'mcp-lint.config.json': JSON.stringify({ ignores: ['**'] }) });
  writeFiles(dir, {
    'node_modules/typescript/package.json': JSON.stringify({
      name: 'typescript',
      version: '5.9.3',
      main: './index.js',
    }),
    'node_modules/typescript/index.js': markingModule('typescript-index'),
    'node_modules/typescript/lib/typescript.js': markingModule('typescript-lib'),
    'node_modules/zod/package.json': JSON.stringify({
      name: 'zod',
      version: '3.25.76',
      main: './index.js',
      exports: {
        '.': './index.js',
        './v4': './v4/index.js',
        './v3': './v3/index.js',
        './package.json': './package.json',
      },
    }),
    'node_modules/zod/index.js': markingModule('zod-index'),
    'node_modules/zod/v4/index.js': markingModule('zod-v4'),
    'node_modules/zod/v3/index.js': markingModule('zod-v3'),
    'node_modules/zod-to-json-schema/package.json': JSON.stringify({
      name: 'zod-to-json-schema',
      version: '3.24.0',
      main: './index.js',
    }),
    'node_modules/zod-to-json-schema/index.js': markingModule('zod-to-json-schema'),
  });
  // Report names that are links out of the tree.
  writeFileSync(join(parent, 'victim.txt'), 'untouched');
  symlinkSync(join(parent, 'victim.txt'), join(dir, 'mcp-lint.sarif'));
  return dir;
}

/**
 * The strongest forgery a repository can ship: the cache mcp-lint itself writes for these very files at this very path
 * (a CI checkout's path is predictable), with every finding removed; committed both where mcp-lint keeps its cache and
 * where it used to (.mcp-lint-cache). Then a fresh checkout: the same files at the same path, made anew.
 */
async function commitForgedCaches(dir: string, args: string[]): Promise<void> {
  const written = await runMcpLint(args, { cwd: dir });
  expect(written.code, written.stderr).toBe(1);
  const cacheDir = join(dir, 'node_modules', '.cache', 'mcp-lint');
  const [file] = readdirSync(cacheDir).filter((name) => name.endsWith('.json'));
  const cache = JSON.parse(readFileSync(join(cacheDir, file!), 'utf8')) as {
    entries: Record<string, { result: { diagnostics: unknown[] } }>;
  };
  expect(Object.keys(cache.entries).length).toBeGreaterThan(0);
  for (const entry of Object.values(cache.entries)) entry.result.diagnostics = [];
  writeFileSync(join(cacheDir, file!), JSON.stringify(cache));
  writeFileSync(join(dir, '.mcp-lint-cache'), JSON.stringify(cache));
  renameSync(dir, `${dir}.committed`);
  execFileSync('cp', ['-a', `${dir}.committed`, dir]);
  rmSync(`${dir}.committed`, { recursive: true });
}

/** The report with paths made relative to the project, so two copies compare. */
function findings(stdout: string, dir: string): unknown {
  return JSON.parse(
    stdout
      .split(dir + sep)
      .join('')
      .split(dir)
      .join('.'),
  );
}

const strace = spawnSync('strace', ['-V'], { encoding: 'utf8' });
const hasStrace = strace.status === 0;

describe('a hostile repository', () => {
  it('is linted under strace: only node runs, nothing of the tree is loaded as code, findings equal a clean copy', async () => {
    // strace ships with the machines this project runs on (Debian's package); without it this check cannot be made.
    expect(hasStrace, 'strace is not installed: apt-get install strace').toBe(true);
    const clean = project('clean', false);
    const hostile = project('hostile', true);
    const args = ['src', '--format', 'json', '--cache'];
    await commitForgedCaches(hostile, args);
    const expected = await runMcpLint(args, { cwd: clean });
    expect(expected.code, expected.stderr).toBe(1);
    const trace = join(temp, 'trace');
    const run = spawnSync(
      'strace',
      [
        '-f',
        '-qq',
        '-e',
        'trace=execve,execveat,open,openat,openat2',
        '-o',
        trace,
        process.execPath,
        MCP_LINT_BIN,
        ...args,
      ],
      {
        cwd: hostile,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
        timeout: 120_000,
      },
    );
    expect(run.status, run.stderr).toBe(1);
    expect(findings(run.stdout, hostile)).toEqual(findings(expected.stdout, clean));
    expect(existsSync(marks) ? readdirSync(marks) : []).toEqual([]);

    const lines = readFileSync(trace, 'utf8').split('\n');
    const executed = lines.flatMap((line) => /execve(?:at)?\((?:[^,]*, )?"([^"]+)".*\) = 0/.exec(line)?.[1] ?? []);
    expect(new Set(executed.map((path) => realpathSync(path)))).toEqual(new Set([realpathSync(process.execPath)]));
    const opened = lines.flatMap((line) => /open(?:at2?)?\((?:[^,]*, )?"([^"]+)"[^)]*\) = \d+/.exec(line)?.[1] ?? []);
    const inTree = opened
      .map((path) => relative(hostile, path.startsWith('/') ? path : join(hostile, path)))
      .filter((path) => !path.startsWith('..'));
    // The linted files are read as text and package.json files as data; no other file of the tree is opened, except
    // the cache, which lives in node_modules/.cache/mcp-lint and is only used for files this machine's run wrote.
    // Directories are opened to list them (a walk, the stdio entries above a module), never to load anything.
    const cache = join('node_modules', '.cache', 'mcp-lint');
    const unexpected = inTree
      .filter((path) => !path.startsWith(`src${sep}`) && !path.endsWith('package.json') && !path.startsWith(cache))
      .filter((path) => !statSync(join(hostile, path)).isDirectory());
    expect(unexpected).toEqual([]);
    expect(opened).not.toContain(join(hostile, '..', 'mcp-lint.config.json'));
  }, 180_000);

  it('refuses to write a report through a link the repository ships, and exits 2', async () => {
    const hostile = project('links', true);
    const run = await runMcpLint(['src', '--format', 'sarif', '--output-file', 'mcp-lint.sarif'], { cwd: hostile });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/mcp-lint\.sarif.*symbolic link/);
    expect(readFileSync(join(hostile, '..', 'victim.txt'), 'utf8')).toBe('untouched');
  });

  it('refuses to write a report into a directory the repository ships as a link out of the tree', async () => {
    const hostile = project('linked-directory', true);
    const outside = join(hostile, '..', 'outside');
    mkdirSync(outside);
    symlinkSync(outside, join(hostile, 'reports'));
    for (const args of [
      ['--output-file', 'reports/mcp-lint.sarif'],
      ['--output-file', 'reports/deeper/mcp-lint.sarif'],
    ]) {
      const run = await runMcpLint(['src', '--format', 'sarif', ...args], { cwd: hostile });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/--output-file: refusing to write .*reports: it is a symbolic link/);
      expect(readdirSync(outside)).toEqual([]);
    }
    // A real directory on the way is fine.
    const run = await runMcpLint(['src', '--format', 'sarif', '--output-file', 'out/mcp-lint.sarif'], { cwd: hostile });
    expect(run.code, run.stderr).toBe(1);
    expect(
      JSON.parse(readFileSync(join(hostile, 'out', 'mcp-lint.sarif'), 'utf8')).runs[0].results.length,
    ).toBeGreaterThan(0);
  });
});
