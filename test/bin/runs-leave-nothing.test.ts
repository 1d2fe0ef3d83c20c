// Issue 24 item 2: the bin loads the bundle and sets the exit code, nothing more. Runs of every kind from an installed
// copy of the package leave nothing beside it and nothing in the temporary directory, and no file found beside the
// bundle (V8 caches and replay records of older versions, damaged or planted) changes what a run reports.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runBin, type CliRunOptions } from '../helpers/cli.js';
import { installInto, listTree } from './install.js';

const scratch = mkdtempSync(join(tmpdir(), 'mcp-lint-bin-'));
const prefix = join(scratch, 'install');
const project = join(scratch, 'project');
const temporary = join(scratch, 'tmp');
const userCache = join(scratch, 'user-cache');
let bin: string;
let bundleDir: string;
/** The bundle directory's entries as published. */
let publishedBundle: string[];

/** What every run gets: its own empty temporary directory and user cache directory. */
const env = {
  TMPDIR: temporary,
  TMP: temporary,
  TEMP: temporary,
  XDG_CACHE_HOME: userCache,
  HOME: join(scratch, 'home'),
};
const run = (args: string[], options: CliRunOptions = {}) =>
  runBin(bin, args, { cwd: project, ...options, env: { ...env, ...options.env } });

const SERVER = join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');
const SERVE_INPUT =
  [
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
    },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'lint_files', arguments: { paths: ['tools.json'] } },
    },
  ]
    .map((message) => JSON.stringify(message))
    .join('\n') + '\n';

const RUNS_OF_EACH_KIND = 3;

/** Each kind of run, with the exit code it ends with. */
const KINDS: Array<{ name: string; args: string[]; input?: string; code: number }> = [
  { name: 'a JSON file', args: ['tools.json'], code: 1 },
  { name: 'a source file', args: ['server.ts'], code: 1 },
  { name: '--version', args: ['--version'], code: 0 },
  { name: '--cache', args: ['server.ts', '--cache'], code: 1 },
  {
    name: 'a live stdio server',
    args: ['--stdio', `${JSON.stringify(process.execPath)} ${JSON.stringify(SERVER)}`],
    code: 0,
  },
  {
    name: '--format sarif --output-file',
    args: ['tools.json', '--format', 'sarif', '--output-file', 'mcp-lint.sarif'],
    code: 1,
  },
  { name: 'serve', args: ['serve'], input: SERVE_INPUT, code: 0 },
];

beforeAll(() => {
  const installed = installInto(prefix);
  bin = join(installed, 'bin', 'mcp-lint.js');
  bundleDir = join(installed, 'dist', 'bundle');
  publishedBundle = listTree(bundleDir).map((line) => line.split(' ')[0]!);
  for (const dir of [project, temporary, userCache, env.HOME]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(project, 'tools.json'), readFileSync(join(REPO_ROOT, 'examples', 'tools.json')));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'project', private: true, type: 'module' }));
  writeFileSync(
    join(project, 'server.ts'),
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'x', version: '1.0.0' });\n" +
      "server.registerTool('echo', { description: '', inputSchema: {} }, async () => ({ content: [] }));\n",
  );
  // The project's SDK, whose package.json source mode reads as data.
  mkdirSync(join(project, 'node_modules', '@modelcontextprotocol'), { recursive: true });
  symlinkSync(
    join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', 'sdk'),
    join(project, 'node_modules', '@modelcontextprotocol', 'sdk'),
    'dir',
  );
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('bin/mcp-lint.js', () => {
  it('has no V8 flags and no code-cache code of its own', () => {
    const bin = join(REPO_ROOT, 'bin');
    const texts = readdirSync(bin)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(bin, name), 'utf8'));
    for (const text of texts) {
      for (const banned of [
        'setFlagsFromString',
        'node:v8',
        'node:vm',
        'cachedData',
        'createCachedData',
        'v8-cache',
        'interrupt-budget',
        'regexp-tier-up',
        'replay',
        'tmpdir',
      ]) {
        expect(text).not.toContain(banned);
      }
    }
    // Node's own compile cache, pointed at the user's directory, is the only cache asked for.
    expect(texts.flatMap((text) => text.match(/enableCompileCache\(([^)]*)\)/g) ?? [])).toEqual([
      'enableCompileCache(cacheDir)',
    ]);
    expect(readFileSync(join(bin, 'mcp-lint.js'), 'utf8').split('\n').length).toBeLessThan(10);
  });

  // Every run is a new process, so what one leaves can only come from files: a file written by the first run, or by a
  // run that found an earlier run's file. Three runs of each kind show both cases (twenty made the file take
  // 56 s instead of 11).
  it('after 3 runs of every kind, nothing was written beside the package or in the temporary directory', async () => {
    const before = listTree(prefix);
    for (const kind of KINDS) {
      for (let time = 0; time < RUNS_OF_EACH_KIND; time++) {
        const result = await run(kind.args, kind.input === undefined ? {} : { input: kind.input });
        expect(result.code, `${kind.name}: ${result.stderr}`).toBe(kind.code);
        if (kind.name !== 'a live stdio server') expect(result.stderr, kind.name).toBe('');
      }
    }
    expect(listTree(prefix)).toEqual(before);
    expect(readdirSync(temporary)).toEqual([]);
    // Where the runs did write: the report asked for, and the --cache file in the project's node_modules/.cache.
    expect(readdirSync(project).sort()).toEqual([
      'mcp-lint.sarif',
      'node_modules',
      'package.json',
      'server.ts',
      'tools.json',
    ]);
    expect(readdirSync(join(project, 'node_modules', '.cache', 'mcp-lint'))).toHaveLength(1);
  }, 600_000);

  it('a flipped bit in a file beside the bundle cannot crash a run or drop a finding', async () => {
    const kinds = [
      ['tools.json', '--format', 'json'],
      ['server.ts', '--format', 'json'],
      ['server.ts', '--cache', '--format', 'json'],
      ['--version'],
    ];
    const baseline = [];
    for (const args of kinds) baseline.push(await run(args));
    // Whatever the runs left beside the bundle, damaged: one bit flipped in every 4 KiB page.
    for (const line of listTree(bundleDir)) {
      const [path, size] = line.split(' ');
      if (size === 'dir' || publishedBundle.includes(path!)) continue;
      const bytes = readFileSync(join(bundleDir, path!));
      for (let at = 2048; at < bytes.length; at += 4096) bytes[at]! ^= 0x10;
      writeFileSync(join(bundleDir, path!), bytes);
    }
    // And what older versions kept there, planted as garbage: V8 caches for this Node (with and without Node
    // options) and a --cache replay check that would report nothing.
    const garbage = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 131 + 7) & 0xff));
    for (const name of [
      `mcp-lint.cjs.${process.version}-${process.arch}.v8-cache`,
      `mcp-lint.cjs.${process.version}-${process.arch}-0badcafe.v8-cache`,
    ]) {
      writeFileSync(join(bundleDir, name), Buffer.concat([Buffer.from(`mcp-lint v8 cache ${name}\n`), garbage]));
      writeFileSync(join(bundleDir, 'vendor', name.replace('mcp-lint', 'sdk-zod')), garbage);
    }
    writeFileSync(join(bundleDir, 'replay.cjs'), "exports.tryReplay = () => ({ stdout: '', exitCode: 0 });\n");
    for (const [index, args] of kinds.entries()) expect(await run(args)).toEqual(baseline[index]);
  }, 120_000);
});
