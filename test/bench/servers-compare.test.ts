// The published-servers benchmark (bench/servers/): how it compares live and rebuilt tools, which folders of a
// package it reads, and the worker that runs source mode on them through the built library.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
// @ts-expect-error -- plain .mjs bench scripts carry no type declarations
import { canonical, compareTools, firstDifference, withoutDialect } from '../../bench/servers/compare.mjs';

const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra,
});

describe('upper-bound names', () => {
  it('counts a false positive as an upper bound only when every copy is marked as possibly unlisted', () => {
    const live = [{ name: 'a', inputSchema: object({}) }];
    const rebuilt = [
      { name: 'a', inputSchema: object({}), unresolved: [] },
      { name: 'b', inputSchema: object({}), unresolved: [], mayNotBeListed: true },
      { name: 'c', inputSchema: object({}), unresolved: [] },
    ];
    expect(compareTools(live, rebuilt)).toMatchObject({ tp: 1, fp: 2, fpUpperBound: 1 });
  });
});

describe('canonical JSON', () => {
  it('ignores object key order and keeps array order', () => {
    expect(canonical({ b: 1, a: [1, 2] })).toBe(canonical({ a: [1, 2], b: 1 }));
    expect(canonical({ a: [1, 2] })).not.toBe(canonical({ a: [2, 1] }));
    expect(canonical({ a: 1 })).not.toBe(canonical({ a: '1' }));
  });
  it('withoutDialect drops $schema at any depth and nothing else', () => {
    const schema = { $schema: 'x', type: 'object', properties: { p: { $schema: 'y', type: 'string' } } };
    expect(withoutDialect(schema)).toEqual({ type: 'object', properties: { p: { type: 'string' } } });
  });
  it('firstDifference names the first differing pointer, escaped', () => {
    expect(firstDifference({ 'a/b': { x: 1 } }, { 'a/b': { x: 2 } })).toEqual({
      pointer: '/a~1b/x',
      live: '1',
      rebuilt: '2',
    });
    expect(firstDifference({ x: false }, {})).toEqual({ pointer: '/x', live: 'false', rebuilt: '(absent)' });
    expect(firstDifference({ x: 1 }, { x: 1 })).toBeUndefined();
  });
});

describe('compareTools', () => {
  const live = [
    {
      name: 'same',
      inputSchema: object({ q: { type: 'string' } }, { $schema: 'https://json-schema.org/draft/2020-12/schema' }),
    },
    { name: 'differs', inputSchema: object({ n: { type: 'number' } }, { additionalProperties: false }) },
    { name: 'partly', inputSchema: object({ n: { type: 'number' } }) },
    { name: 'missed', inputSchema: object({}) },
  ];
  const rebuilt = [
    { name: 'same', inputSchema: object({ q: { type: 'string' } }), source: 'a.js', unresolved: [] },
    { name: 'same', inputSchema: object({ q: { type: 'string' } }), source: 'a.cjs', unresolved: [] },
    { name: 'differs', inputSchema: object({ n: { type: 'number' } }), source: 'a.js', unresolved: [] },
    { name: 'partly', inputSchema: object({}), source: 'a.js', unresolved: ['/inputSchema/properties'] },
    { name: 'invented', inputSchema: object({}), source: 'b.js', api: 'registerTool', unresolved: [] },
  ];
  const result = compareTools(live, rebuilt);

  it('counts distinct names: a name rebuilt twice (ESM and CJS builds) is one found tool', () => {
    expect(result).toMatchObject({ live: 4, found: 4, foundDefinitions: 5, tp: 3, fp: 1, missed: ['missed'] });
    expect(result.falsePositives).toEqual([{ name: 'invented', source: 'b.js', api: 'registerTool' }]);
  });
  it('compares schemas strictly and ignoring $schema', () => {
    expect(result.strictEqual).toBe(0);
    expect(result.normalEqual).toBe(1);
  });
  it('tells unequal schemas source mode flagged as unreadable from those it did not', () => {
    expect(result.unequalFlagged).toBe(1);
    expect(result.schemaDiffs).toEqual([
      {
        name: 'differs',
        source: 'a.js',
        unresolved: [],
        pointer: '/additionalProperties',
        live: 'false',
        rebuilt: '(absent)',
      },
      {
        name: 'partly',
        source: 'a.js',
        unresolved: ['/inputSchema/properties'],
        pointer: '/properties/n',
        live: '{"type":"number"}',
        rebuilt: '(absent)',
      },
    ]);
  });
  it('ignores live tools without a string name instead of failing', () => {
    expect(compareTools([{ nope: 1 }, null], []).live).toBe(0);
  });
});

describe('package folders and the source worker', () => {
  let installs: string;
  let lib: { sourceDirs: (server: object, manifest: object) => string[] };
  const pkg = (name: string) =>
    join(installs, name.replace(/^@/, '').replace('/', '__'), 'node_modules', ...name.split('/'));

  beforeAll(async () => {
    installs = mkdtempSync(join(tmpdir(), 'mcp-bench-servers-'));
    process.env.MCP_BENCH_SERVERS_DIR = installs;
    // @ts-expect-error -- plain .mjs bench scripts carry no type declarations
    lib = await import('../../bench/servers/lib.mjs');
    const root = pkg('@acme/root-entry');
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(join(root, 'cli.js'), "import './dist/server.js';\n");
    writeFileSync(join(root, 'dist', 'server.js'), '');
    const nested = pkg('nested-entry');
    mkdirSync(join(nested, 'build', 'src'), { recursive: true });
    writeFileSync(join(nested, 'build', 'src', 'bin.js'), '');
    const server = pkg('worker-demo');
    mkdirSync(join(server, 'dist'), { recursive: true });
    writeFileSync(
      join(server, 'dist', 'index.js'),
      [
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { z } from 'zod';",
        "const server = new McpServer({ name: 'demo', version: '1.0.0' });",
        "server.registerTool('echo', { description: 'Echo the text back.', inputSchema: { text: z.string() } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));",
        'for (const def of loadDefinitionsAtRunTime()) server.registerTool(def.name, def.config, def.handler);',
        '',
      ].join('\n'),
    );
  });
  afterAll(() => {
    rmSync(installs, { recursive: true, force: true });
    delete process.env.MCP_BENCH_SERVERS_DIR;
  });

  it('a root entry means the root plus its dist/ and build/, which the directory walk would skip', () => {
    const server = { package: '@acme/root-entry' };
    expect(lib.sourceDirs(server, { bin: { acme: './cli.js' }, main: 'missing.js' })).toEqual([
      join('node_modules', '@acme', 'root-entry'),
      join('node_modules', '@acme', 'root-entry', 'dist'),
    ]);
  });
  it('nested entries mean their top-level folder; entries that do not exist are ignored; sourceDir overrides', () => {
    expect(lib.sourceDirs({ package: 'nested-entry' }, { bin: './build/src/bin.js', main: 'index.js' })).toEqual([
      join('node_modules', 'nested-entry', 'build'),
    ]);
    expect(lib.sourceDirs({ package: 'nested-entry', sourceDir: 'lib' }, { bin: './build/src/bin.js' })).toEqual([
      join('node_modules', 'nested-entry', 'lib'),
    ]);
  });
  it('the worker prints the rebuilt tools, the unresolved registrations and its own resource use', () => {
    const cwd = join(installs, 'worker-demo');
    const run = spawnSync(
      process.execPath,
      [join(REPO_ROOT, 'bench/servers/source-worker.mjs'), cwd, join('node_modules', 'worker-demo', 'dist')],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.tools.map((t: { name: string }) => t.name)).toEqual(['echo']);
    expect(out.tools[0].inputSchema).toMatchObject({
      type: 'object',
      properties: { text: { type: 'string' } },
      required: ['text'],
    });
    expect(out.sourceFiles).toBe(1);
    expect(out.unresolvedFindings).toHaveLength(1);
    expect(out.unresolvedFindings[0]).toMatch(/^node_modules\/worker-demo\/dist\/index\.js:5:\d+ /);
    expect(out.maxRssMiB).toBeGreaterThan(10);
    expect(out.cpuMs).toBeGreaterThan(0);
  });
});
