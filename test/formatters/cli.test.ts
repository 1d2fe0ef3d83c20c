// The formatters through the built CLI, as a user runs it: SARIF validated against the official schema,
// and the lazy loading that keeps a stylish run from parsing SARIF code (or typescript, or the SDK).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { githubIngestionProblems, sarifSchemaErrors } from './sarif-schema.js';

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
    const results = log.runs[0].results as Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }>;
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri))).toEqual(new Set(['examples/tools.json']));
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
    for (const line of lines) expect(line).toMatch(/^::(error|warning|notice) file=examples\/tools\.json,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=[a-z-]+::\S/);
  });
});

describe('lazy loading', () => {
  async function loadedBy(args: string[]): Promise<string[]> {
    const log = join(scratch, `loads-${Math.random().toString(36).slice(2)}.txt`);
    const hook = pathToFileURL(join(REPO_ROOT, 'test/formatters/helpers/record-loads.mjs')).href;
    const run = await runMcpLint(args, { env: { NODE_OPTIONS: `--import=${hook}`, MCP_LINT_LOAD_LOG: log } });
    expect(run.stderr).toBe('');
    return readFileSync(log, 'utf8').trim().split('\n');
  }

  it('a stylish run on JSON loads no SARIF, github or json formatter, no typescript and no SDK', async () => {
    const urls = await loadedBy(['examples/tools.json']);
    expect(urls.some((url) => /stylish/.test(url))).toBe(true);
    const unwanted = urls.filter((url) => /sarif|github|\/json-[A-Z0-9]+\.js|formatters\/json\.js|node_modules\/(typescript|@modelcontextprotocol|zod)\//.test(url));
    expect(unwanted).toEqual([]);
  });

  it('runs the bundled CLI after a full build (npm run build)', async () => {
    const urls = await loadedBy(['--version']);
    expect(urls.filter((url) => url.endsWith('/dist/bundle/mcp-lint.js'))).toHaveLength(1);
    expect(urls.filter((url) => url.includes('/dist/lint/'))).toEqual([]);
  });

  it('a SARIF run loads the SARIF formatter and not stylish', async () => {
    const urls = await loadedBy(['--format', 'sarif', 'examples/tools.json']);
    expect(urls.some((url) => /sarif/.test(url))).toBe(true);
    expect(urls.filter((url) => /stylish/.test(url))).toEqual([]);
  });
});
