// A package shipped as ESM and CommonJS (dist/esm + dist/cjs, or index.mjs + index.js) registers each tool twice
// when its dist/ is linted: each cause must be said once, at the build the server starts from, and a finding of only
// one build must stay. Fixtures are written from the shape of such packages (exports conditions, main + module, bin).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MCP_LINT_BIN, runBin } from '../helpers/cli.js';
import { tempTree } from '../helpers/temp.js';
import { twinFiles, twinPairs } from '../../src/loaders/source/twin-builds.js';

const ESM_SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "dual", version: "1.0.0" });
server.tool("search", { q: z.string() }, async ({ q }) => ({ content: [{ type: "text", text: q }] }));
`;
// The CommonJS build of the same module, plus one tool only it registers (a finding of one build is never dropped).
const CJS_SERVER = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");
const zod_1 = require("zod");
const server = new mcp_js_1.McpServer({ name: "dual", version: "1.0.0" });
server.tool("search", { q: zod_1.z.string() }, async ({ q }) => ({ content: [{ type: "text", text: q }] }));
server.tool("legacy", { id: zod_1.z.string() }, async ({ id }) => ({ content: [{ type: "text", text: id }] }));
`;
const DEPENDENCIES = { '@modelcontextprotocol/sdk': '^1.20.0', zod: '^3.25.0' };

const writeTree = (files: Record<string, string>) => tempTree(files, 'mcp-lint-twins-');

/** `file:line rule tool` of every finding, from --format json. */
async function findings(cwd: string, args: string[]): Promise<string[]> {
  const run = await runBin(MCP_LINT_BIN, [...args, '--no-config', '--format', 'json'], { cwd });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(1);
  const results = JSON.parse(run.stdout) as Array<{
    filePath: string;
    messages: Array<{ line?: number; ruleId: string; toolName?: string }>;
  }>;
  return results.flatMap((result) =>
    result.messages.map((m) => `${result.filePath.slice(cwd.length + 1)}:${m.line} ${m.ruleId} ${m.toolName ?? ''}`),
  );
}

/** What the CommonJS build of CJS_SERVER alone gets: both tools' findings. */
const everyCjsFinding = (file: string) =>
  [6, 7].flatMap((line) =>
    ['deprecated-tool-api', 'tool-description'].map(
      (rule) => `${file}:${line} ${rule} ${line === 6 ? 'search' : 'legacy'}`,
    ),
  );

const dirBuilds = {
  'package.json': JSON.stringify({
    name: 'dual-server',
    type: 'module',
    exports: {
      '.': {
        import: { types: './dist/esm/index.d.ts', default: './dist/esm/index.js' },
        require: { types: './dist/cjs/index.d.ts', default: './dist/cjs/index.js' },
      },
    },
    dependencies: DEPENDENCIES,
  }),
  'dist/cjs/package.json': '{"type": "commonjs"}',
  'dist/esm/index.js': ESM_SERVER,
  'dist/cjs/index.js': CJS_SERVER,
};

describe('twin builds of a dual ESM/CommonJS package', () => {
  it('says a cause both builds share once, at the ESM build, and keeps what only the CommonJS build has', async () => {
    const cwd = writeTree(dirBuilds);
    expect((await findings(cwd, ['dist'])).sort()).toEqual([
      'dist/cjs/index.js:7 deprecated-tool-api legacy',
      'dist/cjs/index.js:7 tool-description legacy',
      'dist/esm/index.js:4 deprecated-tool-api search',
      'dist/esm/index.js:4 tool-description search',
    ]);
  });

  it('keeps every finding of a build linted alone (no twin in the run)', async () => {
    const cwd = writeTree(dirBuilds);
    expect((await findings(cwd, ['dist/cjs'])).sort()).toEqual(everyCjsFinding('dist/cjs/index.js'));
  });

  it('reports at the CommonJS build when the bin starts the server from it (main + module, .js and .mjs)', async () => {
    const cwd = writeTree({
      'package.json': JSON.stringify({
        name: 'dual-server',
        main: './dist/index.js',
        module: './dist/index.mjs',
        bin: { 'dual-server': './dist/index.js' },
        dependencies: DEPENDENCIES,
      }),
      'dist/index.mjs': ESM_SERVER,
      'dist/index.js': CJS_SERVER,
    });
    expect((await findings(cwd, ['dist'])).sort()).toEqual(everyCjsFinding('dist/index.js'));
  });
});

describe('twinPairs', () => {
  it('pairs the import and require targets Node resolves, skipping types and custom conditions', () => {
    expect(
      twinPairs({
        name: 'p',
        exports: {
          '.': {
            import: { 'p/source': './src/index.ts', types: './dist/esm/index.d.ts', default: './dist/esm/index.js' },
            require: { types: './dist/commonjs/index.d.ts', default: './dist/commonjs/index.js' },
          },
          './types': {
            import: { default: './dist/esm/types/index.js' },
            require: { default: './dist/commonjs/types/index.js' },
          },
        },
      }),
    ).toEqual([{ started: { dir: 'dist/esm', ext: '.js' }, other: { dir: 'dist/commonjs', ext: '.js' } }]);
  });

  it('pairs no entries of different modules, nor one entry with itself', () => {
    expect(twinPairs({ name: 'p', main: './dist/index.js', module: './dist/index.js' })).toEqual([]);
    expect(twinPairs({ name: 'p', main: './dist/cli.js', module: './dist/index.mjs' })).toEqual([]);
    expect(twinPairs({ name: 'p', main: '../outside/index.js', module: './dist/index.mjs' })).toEqual([]);
  });

  it('reads a bounded part of a huge exports map', () => {
    const exports = Object.fromEntries(
      Array.from({ length: 50_000 }, (_, i) => [`./m${i}`, { import: `./esm/m${i}.js`, require: `./cjs/m${i}.js` }]),
    );
    const started = performance.now();
    expect(twinPairs({ name: 'p', exports })).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('twinFiles', () => {
  it('maps a file of the other build to its twin only when the twin is linted too', () => {
    const root = writeTree(dirBuilds);
    const cjs = join(root, 'dist/cjs/index.js');
    const esm = join(root, 'dist/esm/index.js');
    expect(twinFiles([cjs, esm])).toEqual(new Map([[cjs, esm]]));
    expect(twinFiles([cjs])).toEqual(new Map());
  });

  it('maps neither file when two entries disagree on which build runs (no finding is said by neither)', () => {
    const root = tempTree({
      'package.json': JSON.stringify({
        name: 'p',
        exports: {
          '.': { import: './dist/esm/index.js', require: './dist/cjs/index.js' },
          './legacy': { import: './dist/cjs/legacy/index.js', require: './dist/esm/legacy/index.js' },
        },
      }),
      'dist/esm/index.js': '',
      'dist/cjs/index.js': '',
    });
    expect(twinFiles([join(root, 'dist/cjs/index.js'), join(root, 'dist/esm/index.js')])).toEqual(new Map());
  });
});
