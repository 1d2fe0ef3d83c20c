// End to end: the built mcp-lint, run as a user runs it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { joinedStylish } from '../helpers/stylish-rows.js';

const EXAMPLE = 'examples/tools.json';
// Every fixed rule in the default set; input-schema-required-array and property-description, also fixed, are in
// `strict` since the review of 2026-12-06 (docs/rules/README.md#precision-on-published-servers).
const FIXED_RULES = [
  'input-schema-root-object',
  'tool-description',
  'input-schema-valid',
  'required-property-exists',
  'tool-name-format',
  'tool-name-unique',
  'annotations-consistent',
  'output-schema-valid',
  'tool-definition-valid',
];

interface JsonMessage {
  ruleId: string | null;
  severity: 1 | 2;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  toolName?: string;
  pointer: string;
  fatal?: boolean;
}
interface JsonResult {
  filePath: string;
  messages: JsonMessage[];
  errorCount: number;
  warningCount: number;
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string | object): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

const GOOD_TOOL = {
  name: 'get_weather',
  title: 'Get weather',
  description: 'Get the current weather for a city: temperature in Celsius, conditions and wind speed.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', maxLength: 100, description: 'City name, for example "Lisbon".' } },
    required: ['city'],
    additionalProperties: false,
  },
  annotations: { readOnlyHint: true, openWorldHint: true },
};
// A name with a space: tool-name-format, a warning of the default set.
const WARNING_ONLY_TOOL = { ...GOOD_TOOL, name: 'get forecast' };
const ERROR_TOOL = { ...GOOD_TOOL, name: 'broken', description: '' };

describe('the shipped example', () => {
  it('prints findings with line:column, severity, message and rule id, and exits 1', async () => {
    const run = await runMcpLint([EXAMPLE]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('examples/tools.json');
    // One line per finding off a terminal: path:line:col, severity, the message and the rule id.
    expect(run.stdout).toMatch(/^examples\/tools\.json:28:33\s+error\s+.*\s+input-schema-valid$/m);
    expect(joinedStylish(run.stdout)).toMatch(
      /^(?=examples\/tools\.json:28:33\s+error\s)(?=.*"strin")(?=.*\sinput-schema-valid\b)/m,
    );
    expect(joinedStylish(run.stdout)).toMatch(
      /^(?=examples\/tools\.json:\d+:\d+\s+error\s)(?=.*issue_key)(?=.*\srequired-property-exists\b)/m,
    );
    for (const id of FIXED_RULES) expect(run.stdout).toContain(id);
  });
  it('--format json gives filePath, counts and, on each message, toolName and pointer', async () => {
    const run = await runMcpLint([EXAMPLE, '--format', 'json']);
    expect(run.code).toBe(1);
    const results = JSON.parse(run.stdout) as JsonResult[];
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(result!.filePath).toBe(join(REPO_ROOT, EXAMPLE));
    expect(result!.errorCount).toBeGreaterThan(0);
    expect(result!.warningCount).toBeGreaterThan(0);
    expect(FIXED_RULES.filter((id) => !result!.messages.some((m) => m.ruleId === id))).toEqual([]);
    for (const message of result!.messages) {
      expect(message).toEqual(
        expect.objectContaining({
          ruleId: expect.any(String),
          severity: expect.any(Number),
          message: expect.any(String),
          line: expect.any(Number),
          column: expect.any(Number),
          endLine: expect.any(Number),
          endColumn: expect.any(Number),
          toolName: expect.any(String),
          pointer: expect.any(String),
        }),
      );
      expect([1, 2]).toContain(message.severity);
    }
    const strin = result!.messages.find((m) => m.ruleId === 'input-schema-valid' && m.toolName === 'search_issues')!;
    expect(strin).toMatchObject({
      line: 28,
      column: 33,
      endLine: 28,
      endColumn: 40,
      pointer: '/inputSchema/properties/assignee/type',
      severity: 2,
    });
    const missing = result!.messages.find((m) => m.ruleId === 'tool-description')!;
    expect(missing.toolName).toBe('list_comments');
  });
  it('the clean example has no findings, even with every rule on', async () => {
    const config = write('all/mcp-lint.config.json', { extends: 'all' });
    const run = await runMcpLint([
      join(REPO_ROOT, 'examples/clean-tools.json'),
      '--config',
      config,
      '--format',
      'json',
    ]);
    expect(JSON.parse(run.stdout)[0].messages).toEqual([]);
    expect(run.code).toBe(0);
  });
});

describe('exit codes', () => {
  it('0 for a clean file, 0 for warnings only, 1 for errors', async () => {
    write('good.json', { tools: [GOOD_TOOL] });
    write('warn.json', { tools: [WARNING_ONLY_TOOL] });
    write('err.json', { tools: [ERROR_TOOL] });
    expect((await runMcpLint(['good.json'], { cwd: dir })).code).toBe(0);
    const warned = await runMcpLint(['warn.json'], { cwd: dir });
    expect(warned.stdout).toContain('tool-name-format');
    expect(warned.code).toBe(0);
    expect((await runMcpLint(['err.json'], { cwd: dir })).code).toBe(1);
  });
  it('--max-warnings N: 1 when warnings exceed N', async () => {
    write('warn.json', { tools: [WARNING_ONLY_TOOL] });
    expect((await runMcpLint(['warn.json', '--max-warnings', '1'], { cwd: dir })).code).toBe(0);
    const over = await runMcpLint(['warn.json', '--max-warnings', '0'], { cwd: dir });
    expect(over.code).toBe(1);
    expect(over.stdout).toMatch(/max-warnings|too many warnings/i);
    expect((await runMcpLint(['warn.json', '--max-warnings', 'x'], { cwd: dir })).code).toBe(2);
    expect((await runMcpLint(['warn.json', '--max-warnings', '0', '--max-warnings', '-1'], { cwd: dir })).code).toBe(0);
  });
  it('--quiet prints errors only and keeps the exit code', async () => {
    write('mixed.json', { tools: [WARNING_ONLY_TOOL, ERROR_TOOL] });
    const run = await runMcpLint(['mixed.json', '--quiet'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('tool-description');
    expect(run.stdout).not.toContain('tool-name-format');
    const warnOnly = await runMcpLint(['warn.json', '--quiet', '--max-warnings', '0'], { cwd: dir });
    expect(warnOnly.stdout).not.toContain('tool-name-format');
    expect(warnOnly.code).toBe(1);
  });
  it('2 for a bad flag, with no stack trace', async () => {
    for (const args of [
      ['--nope'],
      ['--format', 'xml', 'good.json'],
      ['--rule', 'tool-description'],
      ['--rule', 'no-such-rule:off', 'good.json'],
      ['--spec', '1999'],
    ]) {
      const run = await runMcpLint(args, { cwd: dir });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/mcp-lint/);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
    const suggestion = await runMcpLint(['good.json', '--rule', 'tool-descriptoin:off'], { cwd: dir });
    expect(suggestion.stderr).toContain('Did you mean "tool-description"?');
  });
});

describe('--rule overrides', () => {
  it('turns a rule off, or raises it to error', async () => {
    write('warn.json', { tools: [WARNING_ONLY_TOOL] });
    const off = await runMcpLint(['warn.json', '--rule', 'tool-name-format:off', '--format', 'json'], { cwd: dir });
    expect(JSON.parse(off.stdout)[0].messages).toEqual([]);
    const raised = await runMcpLint(['warn.json', '--rule', 'tool-name-format:error', '--format', 'json'], {
      cwd: dir,
    });
    expect(raised.code).toBe(1);
    expect(JSON.parse(raised.stdout)[0].messages).toMatchObject([{ ruleId: 'tool-name-format', severity: 2 }]);
  });
  it('win over the config file', async () => {
    const project = join(dir, 'with-config');
    write('with-config/mcp-lint.config.json', { rules: { 'tool-description': 'off' } });
    write('with-config/err.json', { tools: [ERROR_TOOL] });
    expect((await runMcpLint(['err.json'], { cwd: project })).code).toBe(0);
    expect((await runMcpLint(['err.json', '--rule', 'tool-description:error'], { cwd: project })).code).toBe(1);
    expect((await runMcpLint(['err.json', '--no-config'], { cwd: project })).code).toBe(1);
  });
});

describe('configuration', () => {
  it('is found upwards from the working directory, up to the project root, and applies its ignores', async () => {
    write('proj/package.json', {});
    write('proj/mcp-lint.config.json', { ignores: ['drafts/**'] });
    write('proj/tools/ok.json', { tools: [GOOD_TOOL] });
    write('proj/drafts/broken.json', { tools: [ERROR_TOOL] });
    const run = await runMcpLint(['..', '--format', 'json'], { cwd: join(dir, 'proj', 'tools') });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).map((r: JsonResult) => r.filePath)).toEqual([join(dir, 'proj/tools/ok.json')]);
    const ignored = await runMcpLint(['.', '--ignore-pattern', 'tools', '--no-config'], { cwd: join(dir, 'proj') });
    expect(ignored.code).toBe(1);
    expect(ignored.stdout).toContain('broken.json');
    expect(ignored.stdout).not.toContain('ok.json');
  });
  it('errors exit 2 naming the file, the key and what is allowed', async () => {
    write('bad-config/mcp-lint.config.json', { extends: 'recommended', rules: { 'tool-description': 'warn' } });
    write('bad-config/t.json', { tools: [GOOD_TOOL] });
    const run = await runMcpLint(['t.json'], { cwd: join(dir, 'bad-config') });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'mcp-lint.config.json: "rules" › "tool-description" is "warn"; use "off", "info", "warning" or "error"',
    );
    write('bad-config2/mcp-lint.config.json', { ignore: [] });
    write('bad-config2/t.json', { tools: [GOOD_TOOL] });
    const unknown = await runMcpLint(['t.json'], { cwd: join(dir, 'bad-config2') });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown key "ignore". Did you mean "ignores"?');
    const missing = await runMcpLint(['t.json', '--config', 'nope.json'], { cwd: join(dir, 'bad-config2') });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Config file not found: nope.json');
  });
  it('spec from the config, overridden by --spec', async () => {
    const arrayOutput = { ...GOOD_TOOL, outputSchema: { type: 'array', items: { type: 'string' } } };
    write('spec/mcp-lint.config.json', { spec: '2026-07-28' });
    write('spec/t.json', { tools: [arrayOutput] });
    const newer = await runMcpLint(['t.json', '--format', 'json'], { cwd: join(dir, 'spec') });
    const older = await runMcpLint(['t.json', '--format', 'json', '--spec', '2025-11-25'], { cwd: join(dir, 'spec') });
    const ids = (stdout: string) => (JSON.parse(stdout) as JsonResult[])[0]!.messages.map((m) => m.ruleId);
    expect(ids(older.stdout)).toContain('output-schema-valid');
    expect(ids(newer.stdout)).not.toEqual(ids(older.stdout));
  });
});

describe('inputs', () => {
  it('reads standard input with "-" and names it with --stdin-filename', async () => {
    const input = JSON.stringify({ tools: [ERROR_TOOL] }, null, 2);
    const run = await runMcpLint(['-', '--stdin-filename', 'captured.json', '--format', 'json'], { cwd: dir, input });
    expect(run.code).toBe(1);
    const [result] = JSON.parse(run.stdout) as JsonResult[];
    expect(result!.filePath).toContain('captured.json');
    expect(result!.messages.find((m) => m.ruleId === 'tool-description')).toMatchObject({
      line: 6,
      column: 22,
      toolName: 'broken',
      pointer: '/description',
    });
    const plain = await runMcpLint(['-'], { cwd: dir, input });
    expect(plain.stdout).toContain('<stdin>');
    const source = await runMcpLint(['-', '--stdin-filename', 'server.ts'], { cwd: dir, input: 'export {};' });
    expect(source.code).toBe(2);
    expect(source.stderr).toContain(
      'Standard input is read as JSON; source mode reads files. Pass server.ts as a path',
    );
  });
  it('walks a directory: lints tool files, skips other JSON, still lints after a syntax error', async () => {
    write('walk/package.json', { name: 'x', version: '1.0.0', description: 'not tools' });
    write('walk/tsconfig.json', '{ // comments are fine here\n "compilerOptions": {}, }');
    write('walk/a/tools.json', { tools: [ERROR_TOOL] });
    write('walk/b/broken.json', '{"tools": [\n  {"name": "x",}\n]}');
    write('walk/node_modules/dep/tools.json', { tools: [ERROR_TOOL] });
    const run = await runMcpLint(['walk', '--format', 'json'], { cwd: dir });
    expect(run.code).toBe(2); // broken.json could not be checked
    const results = JSON.parse(run.stdout) as JsonResult[];
    expect(results.map((r) => r.filePath)).toEqual([join(dir, 'walk/a/tools.json'), join(dir, 'walk/b/broken.json')]);
    expect(results[1]!.messages).toMatchObject([{ ruleId: null, fatal: true, line: 2, column: 15 }]);
    expect(results[0]!.messages.some((m) => m.ruleId === 'tool-description')).toBe(true);
  });
  it('reads globs', async () => {
    write('glob/one.json', { tools: [GOOD_TOOL] });
    write('glob/two.json', [ERROR_TOOL]);
    const run = await runMcpLint(['glob/*.json', '--format', 'json'], { cwd: dir });
    expect((JSON.parse(run.stdout) as JsonResult[]).map((r) => r.filePath)).toEqual([
      join(dir, 'glob/one.json'),
      join(dir, 'glob/two.json'),
    ]);
    expect(run.code).toBe(1);
    const none = await runMcpLint(['glob/*.yaml'], { cwd: dir });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('No files match the pattern "glob/*.yaml"');
  });
  it('--skip-non-tool-files lets pre-commit pass every staged JSON file', async () => {
    write('staged/package.json', { name: 'x', version: '1.0.0' });
    write('staged/tools.json', { tools: [GOOD_TOOL] });
    const strict = await runMcpLint(['staged/package.json', 'staged/tools.json'], { cwd: dir });
    expect(strict.code).toBe(2);
    expect(strict.stdout).toContain('Not an MCP tool list');
    expect(
      (await runMcpLint(['staged/package.json', 'staged/tools.json', '--skip-non-tool-files'], { cwd: dir })).code,
    ).toBe(0);
  });
});

describe('output', () => {
  it('--output-file writes the report and prints nothing', async () => {
    write('err.json', { tools: [ERROR_TOOL] });
    const run = await runMcpLint(['err.json', '--format', 'sarif', '--output-file', 'out/report.sarif'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const sarif = JSON.parse(readFileSync(join(dir, 'out/report.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results.some((r: { ruleId: string }) => r.ruleId === 'tool-description')).toBe(true);
  });
  it('--format github prints workflow commands', async () => {
    const run = await runMcpLint(['err.json', '--format', 'github'], { cwd: dir });
    expect(run.stdout).toMatch(/^::error file=err\.json,line=\d+/m);
  });
  it('colours stylish output only when asked', async () => {
    const plain = await runMcpLint(['err.json'], { cwd: dir });
    expect(plain.stdout).not.toContain('\u001b[');
    const forced = await runMcpLint(['err.json', '--color'], { cwd: dir });
    expect(forced.stdout).toContain('\u001b[');
    const env = await runMcpLint(['err.json'], { cwd: dir, env: { NO_COLOR: undefined, FORCE_COLOR: '1' } });
    expect(env.stdout).toContain('\u001b[');
  });
  it('--list-rules prints a table, or JSON with --format json', async () => {
    const table = await runMcpLint(['--list-rules']);
    expect(table.code).toBe(0);
    for (const id of FIXED_RULES)
      expect(table.stdout).toMatch(new RegExp(`^${id}\\s+(error|warning|info|off)\\s+definition\\s+\\S`, 'm'));
    const json = JSON.parse((await runMcpLint(['--list-rules', '--format', 'json'])).stdout) as Array<
      Record<string, string>
    >;
    const entry = json.find((r) => r.id === 'tool-description')!;
    expect(entry).toMatchObject({
      defaultLevel: 'error',
      scope: 'definition',
      docs: expect.stringMatching(/docs\/rules\/tool-description\.md$/),
    });
  });
  it('--version and --help', async () => {
    const version = await runMcpLint(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version);
    const help = await runMcpLint(['--help']);
    expect(help.code).toBe(0);
    for (const flag of [
      '--format',
      '--max-warnings',
      '--quiet',
      '--rule',
      '--config',
      '--stdio',
      '--url',
      '--probe',
      '--project',
      'Exit codes',
    ]) {
      expect(help.stdout).toContain(flag);
    }
  });
});
