// The ESLint plugin as it ships (dist/bundle/eslint-plugin.cjs), run by ESLint 9 with typescript-eslint's parser,
// must find what `mcp-lint --format json <file>` finds in the same file: same rule ids, places, messages, severities.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';

const plugin = createRequire(import.meta.url)(join(REPO_ROOT, 'dist', 'bundle', 'eslint-plugin.cjs')) as {
  rules: Record<string, unknown>;
  configs: { recommended: Linter.Config };
};

// Fixture servers whose findings span many rules: source rules (deprecated API, handler results, console.log on
// stdio, unresolved parts), definition rules on literal and zod schemas, security rules, an mcp-lint-disable comment.
const FIXTURES = [
  'test/fixtures/source/sdk-v1/overloads.ts',
  'test/fixtures/source/sdk-v1/results.ts',
  'test/fixtures/source/sdk-v1/zod-schemas.ts',
  'test/fixtures/source/sdk-v2/zod-schemas.ts',
  'test/fixtures/source/lowlevel/switch.ts',
  'test/fixtures/source/security/poisoned-server.ts',
  'test/fixtures/source/precision/real-duplicates.ts',
  'test/fixtures/source/precision/transport-choice.ts',
  'test/fixtures/source/unresolved.ts',
  'test/fixtures/source/directives.ts',
  // A tool file of the layout create-mcp-tool generates: its console.log runs in the stdio server src/index.ts starts.
  'test/fixtures/source/stdio-layout/src/tools/get_weather.ts',
  // JavaScript, parsed by ESLint's default parser (the config sets typescript-eslint's for .ts only).
  'test/fixtures/source/recall/compiled.js',
  'test/fixtures/source/precision/compiled-main.js',
  'test/fixtures/source/recall/server-subclass.js',
];

interface Finding {
  ruleId: string | null;
  severity: number;
  message: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

const PREFIX = 'mcp-lint/';
const key = (f: Finding) => [f.ruleId, f.line, f.column, f.endLine, f.endColumn, f.severity, f.message].join('\u0000');
const pick = ({ ruleId, severity, message, line, column, endLine, endColumn }: Finding): Finding => ({
  ruleId,
  severity,
  message,
  line,
  column,
  endLine,
  endColumn,
});
const sorted = (findings: Finding[]) =>
  findings.map(pick).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

function eslintFor(config: Linter.Config[] = []): ESLint {
  return new ESLint({
    cwd: REPO_ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      plugin.configs.recommended,
      ...config,
    ],
  });
}

async function eslintFindings(eslint: ESLint, file: string): Promise<Finding[]> {
  const [result] = await eslint.lintFiles([file]);
  return sorted(
    result!.messages.map((m) => ({
      ...m,
      ruleId: m.ruleId?.startsWith(PREFIX) ? m.ruleId.slice(PREFIX.length) : m.ruleId,
    })) as Finding[],
  );
}

async function mcpLintFindings(file: string, args: string[] = ['--no-config']): Promise<Finding[]> {
  const run = await runMcpLint(['--format', 'json', ...args, file]);
  expect(run.stderr).toBe('');
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Finding[] }>;
  return sorted(result!.messages);
}

describe('the ESLint plugin finds what mcp-lint finds', () => {
  // property-description (in `strict`) on in both: on several fixtures it is the only definition finding.
  const eslint = eslintFor([{ rules: { 'mcp-lint/property-description': 'warn' } }]);
  const seenRules = new Set<string>();

  for (const file of FIXTURES) {
    it(file, async () => {
      const [fromEslint, fromMcpLint] = await Promise.all([
        eslintFindings(eslint, file),
        mcpLintFindings(file, ['--no-config', '--rule', 'property-description:warning']),
      ]);
      expect(fromMcpLint.length).toBeGreaterThan(0);
      // ESLint gives every finding of a rule the rule's level; mcp-lint lowers one a rule says is less certain
      // (`atMost`: a stdout write that may not run during stdio is a warning). Same findings, levels never higher.
      const levelless = (findings: Finding[]) => findings.map((f) => ({ ...f, severity: undefined }));
      expect(levelless(fromEslint)).toEqual(levelless(fromMcpLint));
      fromMcpLint.forEach((f, i) => expect(f.severity).toBeLessThanOrEqual(fromEslint[i]!.severity));
      for (const finding of fromEslint) seenRules.add(finding.ruleId!);
    });
  }

  it('covers source rules and definition rules alike', () => {
    for (const id of [
      'deprecated-tool-api',
      'handler-returns-result',
      'stdio-no-console-log',
      'source-unresolved',
      'property-description',
      'tool-name-unique',
      'tool-poisoning',
      'required-property-exists',
    ]) {
      expect(seenRules, id).toContain(id);
    }
  });
});

/** `mcp-lint --format json <dir>`: each file's findings, by path relative to the repository. */
async function mcpLintDirectory(dir: string): Promise<Map<string, Finding[]>> {
  const run = await runMcpLint(['--format', 'json', '--no-config', dir]);
  expect(run.stderr).toBe('');
  const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: Finding[] }>;
  return new Map(results.map((r) => [r.filePath.slice(REPO_ROOT.length + 1), sorted(r.messages)]));
}

describe('servers split over several files (ESLint lints one file at a time)', () => {
  const eslint = eslintFor();

  it('does not flag an entry file whose tools are registered in the files it imports, as `mcp-lint <dir>` does not', async () => {
    const dir = 'test/fixtures/source/recall/across-files';
    const together = await mcpLintDirectory(dir);
    expect([...together.keys()].sort()).toEqual([`${dir}/handlers.ts`, `${dir}/index.ts`, `${dir}/tools.ts`]);
    for (const [file, findings] of together) expect(await eslintFindings(eslint, file), file).toEqual(findings);
    // Linted alone, mcp-lint says the entry file yielded no tool; the plugin leaves that to a run over the project.
    expect((await mcpLintFindings(`${dir}/index.ts`)).map((f) => f.ruleId)).toEqual(['source-unresolved']);
  });

  it('reports a console.log in a tool file that the stdio entry loads, at its line, as `mcp-lint <dir>` and `mcp-lint <file>` do', async () => {
    const dir = 'test/fixtures/source/stdio-layout/src';
    const together = await mcpLintDirectory(dir);
    const tool = `${dir}/tools/get_weather.ts`;
    const console = (findings: Finding[]) =>
      findings.filter((f) => f.ruleId === 'stdio-no-console-log').map((f) => `${f.line}:${f.column}`);
    expect(console(together.get(tool) ?? [])).toEqual(['15:7']);
    for (const [file, findings] of together) expect(await eslintFindings(eslint, file), file).toEqual(findings);
    expect(await eslintFindings(eslint, tool)).toEqual(await mcpLintFindings(tool));
  });

  it('misses only the duplicate tool names that span files (documented)', async () => {
    const dir = 'test/fixtures/source/precision/helper-server';
    const together = await mcpLintDirectory(dir);
    const crossFile = [...together.values()].flat().filter((f) => f.ruleId === 'tool-name-unique');
    expect(crossFile.length).toBeGreaterThan(0);
    for (const [file, findings] of together) {
      expect(await eslintFindings(eslint, file), file).toEqual(findings.filter((f) => f.ruleId !== 'tool-name-unique'));
    }
  });
});

it('agrees on columns in a file that starts with a byte-order mark (ESLint and mcp-lint both read the text without it)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-eslint-bom-'));
  try {
    const server =
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'; const server = new McpServer({ name: 'x', version: '1.0.0' }); server.tool('echo', async () => 'hi');\n";
    writeFileSync(join(dir, 'server.ts'), '\uFEFF' + server);
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
        plugin.configs.recommended,
      ],
    });
    const [result] = await eslint.lintFiles(['server.ts']);
    const fromEslint = sorted(
      result!.messages.map((m) => ({ ...m, ruleId: m.ruleId!.slice(PREFIX.length) })) as Finding[],
    );
    const run = await runMcpLint(['--format', 'json', '--no-config', 'server.ts'], { cwd: dir });
    const fromMcpLint = sorted((JSON.parse(run.stdout) as Array<{ messages: Finding[] }>)[0]!.messages);
    expect(fromMcpLint.find((f) => f.ruleId === 'handler-returns-bare-string')?.column).toBe(
      server.indexOf("'hi'") + 1,
    );
    expect(fromEslint).toEqual(fromMcpLint);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('rule options and levels come from the ESLint config', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-eslint-options-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = 'test/fixtures/source/sdk-v1/zod-schemas.ts';

  it('passes options through (a context-budget limit low enough to need the tokenizer)', async () => {
    const options = { maxToolTokens: 40 };
    const config = join(dir, 'mcp-lint.config.json');
    writeFileSync(config, JSON.stringify({ rules: { 'context-budget': ['error', options] } }));
    const [fromEslint, fromMcpLint] = await Promise.all([
      eslintFindings(eslintFor([{ rules: { 'mcp-lint/context-budget': ['error', options] } }]), file),
      mcpLintFindings(file, ['--config', config]),
    ]);
    expect(fromMcpLint.filter((f) => f.ruleId === 'context-budget').length).toBeGreaterThan(0);
    expect(fromEslint).toEqual(fromMcpLint);
  });

  it("refuses options outside the rule's schema, as mcp-lint does", async () => {
    const eslint = eslintFor([{ rules: { 'mcp-lint/context-budget': ['warn', { maxToolTokens: 'many' }] } }]);
    await expect(eslint.lintFiles([file])).rejects.toThrow(/mcp-lint\/context-budget[\s\S]*should be integer/);
  });

  it('turns rules off and sets their severity', async () => {
    // schema-portability is on by default and reports this file; annotations-present is off by default (`strict`).
    expect((await eslintFindings(eslintFor(), file)).some((f) => f.ruleId === 'schema-portability')).toBe(true);
    const findings = await eslintFindings(
      eslintFor([{ rules: { 'mcp-lint/schema-portability': 'off', 'mcp-lint/annotations-present': 'error' } }]),
      file,
    );
    expect(findings.some((f) => f.ruleId === 'schema-portability')).toBe(false);
    const annotations = findings.filter((f) => f.ruleId === 'annotations-present');
    expect(annotations.length).toBeGreaterThan(0);
    expect(annotations.every((f) => f.severity === 2)).toBe(true);
  });
});
