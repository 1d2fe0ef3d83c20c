// The plugin's own behaviour, from its source: which rules it carries, one analysis per file text, the editor's
// text rather than the file on disk, and diagnostics (with fixes and suggestions) mapped to ESLint reports.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter, type Rule as EslintRule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/eslint-plugin/index.js';
import { analysisRuns } from '../../src/eslint-plugin/analysis.js';
import { toEslintReport } from '../../src/eslint-plugin/report.js';
import { definitionRules, sourceRules } from '../../src/index.js';
import type { Diagnostic } from '../../src/core/types.js';
import { REPO_ROOT } from '../helpers/cli.js';

const parserConfig: Linter.Config = { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } };
const linter = new Linter({ cwd: REPO_ROOT });
const verify = (text: string, filename: string, extra: Linter.Config[] = []) =>
  linter.verify(text, [parserConfig, plugin.configs.recommended, ...extra], { filename });

const DEPRECATED = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "const server = new McpServer({ name: 'x', version: '1.0.0' });",
  "server.tool('echo', 'Echo the text back to the caller unchanged.', async () => 'hello');",
  '',
].join('\n');

describe('the rules it carries', () => {
  it('has every source and definition rule under the same id, except the cross-server one, the mcp-lint-disable check and the --project one', () => {
    const expected = [...definitionRules, ...sourceRules]
      .map((r) => r.id)
      .filter((id) => !['cross-server-shadowing', 'directive-unknown-rule', 'tsconfig-problem'].includes(id))
      .sort();
    expect(Object.keys(plugin.rules).sort()).toEqual(expected);
  });

  it("takes each rule's options schema and defaults, and recommends mcp-lint's default levels", () => {
    for (const rule of [...definitionRules, ...sourceRules].filter((r) => r.id in plugin.rules)) {
      const meta = plugin.rules[rule.id]!.meta!;
      expect(meta.schema).toEqual(rule.meta.optionsSchema ? [rule.meta.optionsSchema] : []);
      expect(meta.docs?.url).toMatch(new RegExp(`docs/rules/${rule.id}\\.md$`));
      const level = plugin.configs.recommended.rules?.[`mcp-lint/${rule.id}`];
      expect(level, rule.id).toBe(
        { error: 'error', warning: 'warn', info: 'warn', off: undefined }[rule.meta.defaultLevel],
      );
    }
  });
});

describe('options', () => {
  it("ESLint accepts every rule's default options through the rule's schema, and refuses an unknown option", () => {
    const rules = [...definitionRules, ...sourceRules].filter((r) => r.id in plugin.rules);
    const withDefaults = Object.fromEntries(
      rules.map((r) => [`mcp-lint/${r.id}`, r.meta.defaultOptions ? ['warn', r.meta.defaultOptions] : 'warn']),
    );
    expect(() =>
      verify(DEPRECATED, join(REPO_ROOT, 'test', 'not-on-disk', 'options.ts'), [
        { rules: withDefaults as Linter.RulesRecord },
      ]),
    ).not.toThrow();
    expect(() =>
      verify(DEPRECATED, join(REPO_ROOT, 'test', 'not-on-disk', 'options.ts'), [
        { rules: { 'mcp-lint/description-quality': ['warn', { minLenght: 20 }] } },
      ]),
    ).toThrow(/minLenght|additional properties/i);
  });
});

describe('analysis', () => {
  it('lints the text ESLint holds, not the file on disk (an unsaved editor buffer; here no file at all)', () => {
    const messages = verify(DEPRECATED, join(REPO_ROOT, 'test', 'not-on-disk', 'server.ts'));
    expect(messages.map((m) => m.ruleId)).toEqual(
      expect.arrayContaining(['mcp-lint/deprecated-tool-api', 'mcp-lint/handler-returns-bare-string']),
    );
    const bare = messages.find((m) => m.ruleId === 'mcp-lint/handler-returns-bare-string')!;
    // 1-based like ESLint's output: the string literal on line 3.
    expect([bare.line, bare.column]).toEqual([3, DEPRECATED.split('\n')[2]!.indexOf("'hello'") + 1]);
  });

  it('analyses a file once per pass for all its rules', () => {
    const file = join(REPO_ROOT, 'test/fixtures/source/sdk-v1/overloads.ts');
    const text = readFileSync(file, 'utf8');
    const all = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`mcp-lint/${id}`, 'warn' as const]));
    const before = analysisRuns();
    const first = verify(text, file, [{ rules: all }]);
    expect(new Set(first.map((m) => m.ruleId)).size).toBeGreaterThan(3);
    expect(analysisRuns() - before).toBe(1);
    verify(text + '\n// edited\n', file, [{ rules: all }]);
    expect(analysisRuns() - before).toBe(2);
  });

  it('sees a change in a file it imports even when its own text is the same (an editor re-lints for hours)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-eslint-imports-'));
    try {
      const entry = join(dir, 'server.ts');
      const text = [
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { DESCRIPTION } from './texts.js';",
        "const server = new McpServer({ name: 'x', version: '1.0.0' });",
        "server.registerTool('echo', { description: DESCRIPTION, inputSchema: {} }, async () => ({ content: [] }));",
        '',
      ].join('\n');
      const inDir = new Linter({ cwd: dir });
      const lintWith = (description: string) => {
        writeFileSync(join(dir, 'texts.ts'), `export const DESCRIPTION = ${JSON.stringify(description)};\n`);
        const messages = inDir.verify(
          text,
          [parserConfig, plugin.configs.recommended, { rules: { 'mcp-lint/annotations-present': 'warn' } }],
          { filename: entry },
        );
        // The file was linted (annotations-present, turned on here, always reports this tool), so an empty list below means something.
        expect(messages.map((m) => m.ruleId)).toContain('mcp-lint/annotations-present');
        return messages.filter((m) => m.ruleId === 'mcp-lint/tool-description');
      };
      expect(lintWith('Echo the text back to the caller unchanged, for testing clients.')).toEqual([]);
      expect(lintWith('').map((m) => m.message)).toEqual([expect.stringContaining("The tool's description is empty")]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("honours ESLint's own disable comments for the plugin's rules", () => {
    const file = join(REPO_ROOT, 'test', 'not-on-disk', 'disabled.ts');
    const bare = (messages: Linter.LintMessage[]) =>
      messages.filter((m) => m.ruleId === 'mcp-lint/handler-returns-bare-string');
    expect(bare(verify(DEPRECATED, file))).toHaveLength(1);
    const disabled = DEPRECATED.replace(
      "server.tool('echo'",
      "// eslint-disable-next-line mcp-lint/handler-returns-bare-string\nserver.tool('echo'",
    );
    expect(bare(verify(disabled, file))).toEqual([]);
  });

  it('leaves files mcp-lint does not read alone (declaration files)', () => {
    const before = analysisRuns();
    expect(verify(DEPRECATED, join(REPO_ROOT, 'test', 'not-on-disk', 'server.d.ts'))).toEqual([]);
    expect(analysisRuns()).toBe(before);
  });

  it('checks against the spec version in settings["mcp-lint"].spec, and names a bad one', () => {
    const file = join(REPO_ROOT, 'test', 'not-on-disk', 'spec.ts');
    expect(
      verify(DEPRECATED, file, [{ settings: { 'mcp-lint': { spec: '2026-07-28' } } }]).some(
        (m) => m.ruleId === 'mcp-lint/deprecated-tool-api',
      ),
    ).toBe(true);
    expect(() => verify(DEPRECATED, file, [{ settings: { 'mcp-lint': { spec: '2024-01-01' } } }])).toThrow(
      /settings\["mcp-lint"\]\.spec is "2024-01-01"; use one of "2025-11-25", "2026-07-28"/,
    );
  });
});

describe('diagnostics as ESLint reports', () => {
  const text = "const answer = 'forty-two';\nconsole.log(answer);\n";
  const base: Diagnostic = {
    ruleId: 'synthetic',
    severity: 'warning',
    message: 'Synthetic finding.',
    source: 'x.ts',
    pointer: '',
    range: { start: { line: 2, column: 1 }, end: { line: 2, column: 12 } },
  };

  /** A rule that reports one prepared diagnostic about the original text, the way the plugin's rules report theirs. */
  function run(diagnostic: Diagnostic, fix: boolean) {
    const rule: EslintRule.RuleModule = {
      meta: plugin.rules['stdio-no-console-log']!.meta!,
      create: (context) => ({
        'Program:exit': () =>
          context.sourceCode.text === text ? context.report(toEslintReport(diagnostic)) : undefined,
      }),
    };
    const config: Linter.Config[] = [
      { plugins: { synthetic: { rules: { finding: rule } } }, rules: { 'synthetic/finding': 'warn' } },
    ];
    return fix
      ? linter.verifyAndFix(text, config, { filename: 'x.js' })
      : { output: text, messages: linter.verify(text, config, { filename: 'x.js' }) };
  }

  it('keeps the message and turns 1-based columns into ESLint locations', () => {
    const [message] = run(base, false).messages;
    expect(message).toMatchObject({ message: 'Synthetic finding.', line: 2, column: 1, endLine: 2, endColumn: 12 });
    expect(message!.fix).toBeUndefined();
    expect(message!.suggestions).toBeUndefined();
  });

  it("applies a diagnostic's fix through ESLint's fixer (what `mcp-lint --fix` would write)", () => {
    const start = text.indexOf('log');
    const withFix = { ...base, fix: { range: [start, start + 3] as [number, number], text: 'error' } };
    const report = toEslintReport(withFix);
    expect(typeof report.fix).toBe('function');
    const fixed = run(withFix, true);
    expect(fixed.output).toBe("const answer = 'forty-two';\nconsole.error(answer);\n");
    expect(fixed.messages).toEqual([]);
  });

  it('offers suggestions without applying them', () => {
    const withSuggestion = {
      ...base,
      suggestions: [
        {
          desc: 'Write to stderr',
          fix: { range: [text.indexOf('log'), text.indexOf('log') + 3] as [number, number], text: 'error' },
        },
      ],
    };
    const [message] = run(withSuggestion, false).messages;
    expect(message!.suggestions).toEqual([
      { desc: 'Write to stderr', fix: { range: [text.indexOf('log'), text.indexOf('log') + 3], text: 'error' } },
    ]);
    expect(run(withSuggestion, true).output).toBe(text);
  });

  it('puts a finding without a position at the start of the file', () => {
    const [message] = run({ ...base, range: undefined }, false).messages;
    expect(message).toMatchObject({ line: 1, column: 1 });
  });
});
