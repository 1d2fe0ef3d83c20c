// The formatters through the built CLI, as a user runs it: SARIF validated against the official schema,
// and the start-up path: the bundled CLI, without typescript or the SDK on a JSON run.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { fromPackage, runMcpLintTraced } from '../helpers/module-trace.js';
import { githubIngestionProblems, sarifSchemaErrors } from '../formatters/sarif-schema.js';

const scratch = mkdtempSync(join(tmpdir(), 'mcp-lint-formatters-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('mcp-lint --format sarif (end to end)', () => {
  it('writes SARIF 2.1.0 that the official schema and GitHub ingestion accept', async () => {
    const run = await runMcpLint(['--format', 'sarif', 'examples/tools.json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const log = JSON.parse(run.stdout);
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(githubIngestionProblems(log)).toEqual([]);
    const results = log.runs[0].results as Array<{
      ruleId: string;
      locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }>;
    }>;
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri))).toEqual(
      new Set(['examples/tools.json']),
    );
    const ruleIds = new Set((log.runs[0].tool.driver.rules as Array<{ id: string }>).map((r) => r.id));
    expect(ruleIds.has('input-schema-root-object')).toBe(true);
    for (const result of results) expect(ruleIds.has(result.ruleId)).toBe(true);
  });

  it('reports a JSON syntax error as a fatal result that is still valid SARIF', async () => {
    const run = await runMcpLint(['--format', 'sarif', '-'], { input: '{"tools": [', cwd: scratch });
    const log = JSON.parse(run.stdout);
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toEqual(['mcp-lint/fatal']);
  });

  it('writes a valid empty log for a clean input', async () => {
    const run = await runMcpLint(['--format', 'sarif', 'examples/clean-tools.json']);
    expect(run.code).toBe(0);
    const log = JSON.parse(run.stdout);
    expect(log.runs[0].results).toEqual([]);
    expect(sarifSchemaErrors(log)).toEqual([]);
  });
});

describe('mcp-lint --format json and github (end to end)', () => {
  it('json: ESLint-shaped results with absolute file paths', async () => {
    const run = await runMcpLint(['--format', 'json', 'examples/tools.json']);
    const results = JSON.parse(run.stdout);
    expect(results).toHaveLength(1);
    expect(results[0].filePath).toBe(join(REPO_ROOT, 'examples/tools.json'));
    expect(results[0].errorCount).toBeGreaterThan(0);
    expect(results[0].messages[0]).toHaveProperty('level');
  });

  it('github: one workflow command per finding', async () => {
    const run = await runMcpLint(['--format', 'github', 'examples/tools.json']);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toMatch(
        /^::(error|warning|notice) file=examples\/tools\.json,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=[a-z-]+::\S/,
      );
  });
});

describe('start-up', () => {
  it('a stylish run on JSON loads no typescript, no SDK and no zod', async () => {
    const run = await runMcpLintTraced(['examples/tools.json']);
    expect(run.stderr).toBe('');
    expect(run.modules.length).toBeGreaterThan(0);
    expect(
      run.modules.filter((m) =>
        ['typescript', '@modelcontextprotocol/sdk', 'zod'].some((name) => fromPackage(m, name)),
      ),
    ).toEqual([]);
    // The bundle is self-contained: the published package has no runtime dependencies to load.
    expect(run.modules.filter((m) => m.replace(/\\/g, '/').includes('/node_modules/'))).toEqual([]);
    // Nor its vendor files: the SDK's HTTP client with zod, the TypeScript compiler, the Python parser, and the tokenizer.
    expect(run.modules.filter((m) => m.replace(/\\/g, '/').includes('/dist/bundle/vendor/'))).toEqual([]);
    expect(run.vendorReads).toEqual([]);
    // node:crypto only hashes for pin, --pins and SARIF fingerprints; a SARIF run shows the trace would see it.
    const isCrypto = (m: string) => /^(node:)?crypto$/.test(m);
    expect(run.modules.filter(isCrypto)).toEqual([]);
    expect(
      (await runMcpLintTraced(['--format', 'sarif', 'examples/tools.json'])).modules.filter(isCrypto).length,
    ).toBeGreaterThan(0);
  });

  it('a run on a glob or a directory, with config ignores, loads nothing from node_modules either', async () => {
    // fdir (tinyglobby's crawler) used to look picomatch up from the bundle's directory and load the copy in the
    // node_modules above it: here this checkout's, in a user's install their project's own.
    const dir = join(scratch, 'glob-project');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, 'fixtures'), { recursive: true });
    copyFileSync(join(REPO_ROOT, 'examples', 'tools.json'), join(dir, 'tools.json'));
    copyFileSync(join(REPO_ROOT, 'examples', 'tools.json'), join(dir, 'fixtures', 'ignored.json'));
    writeFileSync(join(dir, 'mcp-lint.config.json'), '{ "ignores": ["fixtures/**"] }');
    for (const input of ['**/*.json', '.']) {
      const run = await runMcpLintTraced(['--format', 'json', input], { cwd: dir });
      expect(run.stderr).toBe('');
      expect((JSON.parse(run.stdout) as Array<{ filePath: string }>).map((result) => result.filePath)).toEqual([
        join(dir, 'tools.json'),
      ]);
      expect(run.modules.filter((m) => m.replace(/\\/g, '/').includes('/node_modules/'))).toEqual([]);
    }
  });

  it('loads the tokenizer vendor file only when a verdict needs a count', async () => {
    const isTokenizer = (path: string) => path.replace(/\\/g, '/').endsWith('/dist/bundle/vendor/cl100k.bin');
    // About 2,400 tokens in 4,800 bytes and 600 made-up words: the bounds straddle the limit, so it is counted.
    const long = {
      name: 'long_tool',
      description: ' zxqvbnm'.repeat(600),
      inputSchema: { type: 'object', properties: {} },
    };
    const input = join(scratch, 'long-tool.json');
    writeFileSync(input, JSON.stringify({ tools: [long] }));
    const run = await runMcpLintTraced(['--format', 'json', '--rule', 'context-budget:warning', input]);
    expect(run.stderr).toBe('');
    expect([...run.modules, ...run.vendorReads].filter(isTokenizer).length).toBeGreaterThan(0);
    expect(run.modules.filter((m) => m.replace(/\\/g, '/').includes('/node_modules/'))).toEqual([]);
    expect(run.stdout).toContain('context-budget');
    // 12,000 words are at least 12,000 tokens: over both the tool's and the server's limit uncounted, so no tokenizer.
    writeFileSync(input, JSON.stringify({ tools: [{ ...long, description: 'Looks up a record. '.repeat(3000) }] }));
    const decided = await runMcpLintTraced(['--format', 'json', '--rule', 'context-budget:warning', input]);
    expect(decided.stdout).toMatch(/it has at least [\d,]+, which decides the limit, so it was not counted/);
    expect([...decided.modules, ...decided.vendorReads].filter(isTokenizer)).toEqual([]);
  });

  it('runs the bundled CLI after a full build (npm run build)', async () => {
    const run = await runMcpLintTraced(['--version']);
    expect(run.code).toBe(0);
    // Only the bundle runs: none of tsc's per-file output under dist/ (the library's types come from there).
    const unbundled = run.modules
      .map((m) => m.replace(/\\/g, '/'))
      .filter((m) => m.includes('/dist/') && !m.includes('/dist/bundle/'));
    expect(unbundled).toEqual([]);
  });
});

describe('mcp-lint --format html (end to end)', () => {
  it("shows a TS server's findings with the lines they point at, each fix, and every tool counted in tokens", async () => {
    const source = join(REPO_ROOT, 'test', 'fixtures', 'fix', 'handler-returns-bare-string', 'before.ts');
    const run = await runMcpLint(['--format', 'html', source]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.stdout.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(run.stdout.match(/<li class="finding error">/g)).toHaveLength(3);
    expect(run.stdout).toContain('<span class="line marked"><span class="number">17</span>');
    expect(run.stdout).toContain('<pre class="before">text.toUpperCase() + &#39;!&#39;</pre>');
    expect(run.stdout).toMatch(/3 tools cost [\d,]+ tokens \(cl100k_base\)/);
    expect(run.stdout.match(/<g class="tool error"/g)).toHaveLength(3);
  });
});

describe('mcp-lint --format html on a live server (end to end)', () => {
  it('quotes the JSON each finding points at from what the server listed', async () => {
    const run = await runMcpLint([
      '--format',
      'html',
      '--',
      process.execPath,
      join(REPO_ROOT, 'test', 'fixtures', 'servers', 'malformed-tool.mjs'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '<span class="level error">error</span> <code class="rule">input-schema-root-object</code>',
    );
    expect(run.stdout).toContain(
      'tool &quot;broken_tool&quot; at /inputSchema/type</span></p><p class="message">inputSchema has &quot;type&quot;: &quot;array&quot;',
    );
    expect(run.stdout).toContain('<pre class="excerpt json">&quot;array&quot;</pre>');
    expect(run.stdout).toMatch(/4 tools cost (about )?[\d,]+ tokens/);
  });
});
