// Issue 34, hole 2: a pattern from a definition never reaches V8's backtracking engine. `^(a+)+$` as a
// patternProperties key with a 41-character required name kept the CLI, `mcp-lint serve` and the ESLint plugin busy
// for hours; now it runs in the linear-time engine (src/spec/patterns.ts), and a pattern too large to run is one finding.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, describe, expect, it } from 'vitest';
import { MCP_LINT_BIN, REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { definitionPattern, estimatedSize, MAX_PATTERN_SIZE, newPatternBudget } from '../../src/spec/patterns.js';
import { compileSchema } from '../../src/loaders/live/probes/schema-check.js';
import { minimalInstance } from '../../src/loaders/live/probes/instance.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-patterns-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const EVIL_KEY = '^(a+)+$';
const EVIL_NAME = 'a'.repeat(40) + '!';
const schema = {
  type: 'object',
  properties: { x: { type: 'string', description: 'x' } },
  patternProperties: { [EVIL_KEY]: { type: 'string' } },
  required: [EVIL_NAME],
};
const tool = {
  name: 'evil',
  description: 'Looks up one record by its key and returns it.',
  inputSchema: schema,
  annotations: { readOnlyHint: true },
};
const sourceText =
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\n" +
  "const server = new McpServer({ name: 'x', version: '1.0.0' });\n" +
  `server.registerTool('evil', { description: 'Looks up one record by its key and returns it.', inputSchema: ${JSON.stringify(schema)}, annotations: { readOnlyHint: true } }, async () => ({ content: [] }));\n`;

// Each run below took hours before; ten seconds is a wide margin for a run that now takes well under one.
const PROMPTLY = 10_000;

describe('patterns from definitions run in linear time (issue 34, hole 2)', () => {
  it('the CLI checks a backtracking-bomb patternProperties key in a JSON file and in TS source promptly', async () => {
    writeFileSync(join(temp, 'tools.json'), JSON.stringify({ tools: [tool] }));
    writeFileSync(join(temp, 'server.ts'), sourceText);
    for (const file of ['tools.json', 'server.ts']) {
      const started = Date.now();
      const run = await runMcpLint([join(temp, file), '--format', 'json'], { cwd: temp, timeoutMs: PROMPTLY });
      expect(Date.now() - started).toBeLessThan(PROMPTLY);
      expect(run.code, run.stderr).toBe(1);
      const findings = JSON.parse(run.stdout)[0].messages as Array<{ ruleId: string; message: string }>;
      // The pattern does not match the name (it ends in "!"), so the name is reported like any unknown one.
      expect(findings.filter((f) => f.ruleId === 'required-property-exists').map((f) => f.message)).toEqual([
        expect.stringContaining('"required" lists "aaaa'),
      ]);
    }
  });

  it('a pattern whose program is too large to run is one finding per tool, not a hang', async () => {
    const costly = '^(?:[a-z]{100}){100}$';
    const costlyTool = {
      ...tool,
      inputSchema: { ...schema, patternProperties: { [costly]: {} }, required: ['one', 'two'] },
    };
    writeFileSync(join(temp, 'costly.json'), JSON.stringify([costlyTool]));
    const run = await runMcpLint([join(temp, 'costly.json'), '--format', 'json'], { cwd: temp, timeoutMs: PROMPTLY });
    const findings = JSON.parse(run.stdout)[0].messages as Array<{ ruleId: string; message: string }>;
    const messages = findings.filter((f) => f.ruleId === 'required-property-exists').map((f) => f.message);
    expect(messages).toEqual([
      expect.stringMatching(
        /"patternProperties" key "\^\(\?:\[a-z\]\{100\}\)\{100\}\$" matches it is too costly to check \(over 2,000 steps\)/,
      ),
    ]);
  });

  it('mcp-lint serve answers promptly on the same definition', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [MCP_LINT_BIN, 'serve'],
      cwd: temp,
      stderr: 'pipe',
      env: { ...process.env, NO_COLOR: '1' } as Record<string, string>,
    });
    const client = new Client({ name: 'patterns-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const result = (await client.callTool(
        { name: 'lint_tool_definitions', arguments: { definitions: JSON.stringify({ tools: [tool] }) } },
        undefined,
        { timeout: PROMPTLY },
      )) as CallToolResult;
      expect(JSON.stringify(result.structuredContent)).toContain('required-property-exists');
    } finally {
      await client.close();
    }
  });

  it('the built ESLint plugin lints the TS source promptly', () => {
    const file = join(temp, 'server.ts');
    writeFileSync(file, sourceText);
    const script = [
      "const { Linter } = require('eslint');",
      "const tseslint = require('typescript-eslint');",
      `const plugin = require(${JSON.stringify(join(REPO_ROOT, 'dist', 'bundle', 'eslint-plugin.cjs'))});`,
      `const linter = new Linter({ cwd: ${JSON.stringify(temp)} });`,
      "const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, plugin.configs.recommended];",
      `const messages = linter.verify(require('fs').readFileSync(${JSON.stringify(file)}, 'utf8'), config, { filename: ${JSON.stringify(file)} });`,
      'process.stdout.write(JSON.stringify(messages.map((m) => m.ruleId ?? m.message)));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['-e', script], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: PROMPTLY * 2,
    });
    expect(run.signal, run.stderr).toBeNull();
    expect(JSON.parse(run.stdout)).toContain('mcp-lint/required-property-exists');
  });
});

describe('the linear pattern engine (issue 34, hole 2)', () => {
  it('matches as JSON Schema means it (ECMA-262, u flag), and refuses what it cannot run', () => {
    const run = (source: string, text: string) => {
      const pattern = definitionPattern(source, newPatternBudget());
      return pattern.ok ? pattern.test(text) : pattern.problem;
    };
    expect(run(EVIL_KEY, 'a'.repeat(100_000) + '!')).toBe(false);
    expect(run('^\\p{L}+$', 'héllo')).toBe(true);
    expect(run('^\\d{4}-\\d{2}$', '2024-01')).toBe(true);
    expect(run('^(?<word>\\w+)$', 'abc')).toBe(true);
    expect(run('(?<=a)b', 'ab')).toBe(true);
    expect(run('(?=a)a', 'a')).toBe('unsupported');
    expect(run('(a)\\1', 'aa')).toBe('unsupported');
    expect(run('(?<x>a)\\k<x>', 'aa')).toBe('unsupported');
    expect(run('[a-z', 'a')).toBe('invalid');
    expect(run('(?:[a-z]{1000}){3}', 'a')).toBe('costly');
    // A pattern that is cheap to compile but slow on a long text is refused for that text only.
    const slow = definitionPattern('(?:\\p{L}{100}x)', newPatternBudget());
    expect(slow.ok && slow.test('a'.repeat(10_000_000))).toBeUndefined();
  });

  it('estimates a program from the source, so a short pattern with nested counts is refused before it is compiled', () => {
    expect(estimatedSize('^[a-z]+$')).toBeLessThan(10);
    expect(estimatedSize('(?:a{1000}){1000}')).toBeGreaterThan(MAX_PATTERN_SIZE);
    expect(estimatedSize('((((a{9}){9}){9}){9}){9}')).toBeGreaterThan(MAX_PATTERN_SIZE);
  });

  it("one input's patterns share a budget: distinct costly patterns stop being compiled past it", () => {
    const budget = newPatternBudget();
    const results = Array.from({ length: 200 }, (_, i) => definitionPattern(`^[a-z]{999}[0-9]{900}${i}$`, budget));
    expect(results.filter((r) => !r.ok && r.problem === 'spent').length).toBeGreaterThan(100);
  });

  it('live probes and result checks run patterns in the same engine', () => {
    const compiled = compileSchema({ type: 'object', properties: { id: { type: 'string', pattern: EVIL_KEY } } });
    expect(compiled.ok).toBe(true);
    if (compiled.ok) expect(compiled.check({ id: EVIL_NAME }, 'result').length).toBe(1);
    const lookahead = compileSchema({ type: 'string', pattern: '(?=a)a' });
    expect(lookahead.ok ? 'compiled' : lookahead.reason).toMatch(/look-ahead, a backreference/);
    const built = minimalInstance({ type: 'string', pattern: '(?=a)a' });
    expect(built.ok ? 'built' : built.reason).toMatch(/look-ahead, a backreference/);
    expect(minimalInstance({ type: 'string', pattern: EVIL_KEY.replace('$', '!$') }).ok).toBe(false);
  });
});
