// After the fix branch: the ESLint plugin carries mcp-lint's fixes and suggestions. `eslint --fix` with the plugin
// turns each fixer's before.ts into the after.ts that `mcp-lint --fix` is tested against, and the suggestion rules
// offer their suggestions (never applied by --fix).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';

const plugin = createRequire(import.meta.url)(join(REPO_ROOT, 'dist', 'bundle', 'eslint-plugin.cjs')) as {
  configs: { recommended: Linter.Config };
};
const config = (fix: boolean, extra: Linter.Config[] = []) =>
  new ESLint({
    cwd: REPO_ROOT,
    fix,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      plugin.configs.recommended,
      ...extra,
    ],
  });
const fixture = (rule: string, file: string) => `test/fixtures/fix/${rule}/${file}`;

describe('eslint --fix with the plugin', () => {
  for (const rule of ['deprecated-tool-api', 'handler-returns-bare-string', 'stdio-no-console-log']) {
    it(`${rule}: before.ts becomes after.ts, as with mcp-lint --fix`, async () => {
      const [result] = await config(true).lintFiles([fixture(rule, 'before.ts')]);
      expect(result!.output).toBe(readFileSync(join(REPO_ROOT, fixture(rule, 'after.ts')), 'utf8'));
      // What is left is what mcp-lint finds in after.ts (a call no fix may rewrite stays reported).
      const run = await runMcpLint(['--format', 'json', '--no-config', fixture(rule, 'after.ts')]);
      const left = (
        JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string; line: number; column: number }> }>
      )[0]!.messages;
      const place = (m: { ruleId: string | null; line: number; column: number }) =>
        `${m.line}:${m.column} ${m.ruleId!.replace(/^mcp-lint\//, '')}`;
      expect(result!.messages.map(place).sort()).toEqual(left.map(place).sort());
    });
  }

  for (const rule of ['json-schema-in-zod-api', 'input-schema-required-array']) {
    it(`${rule}: offers suggestions and applies none`, async () => {
      const eslint = config(true, [{ rules: { [`mcp-lint/${rule}`]: 'warn' } }]);
      const [result] = await eslint.lintFiles([fixture(rule, 'before.ts')]);
      expect(result!.output).toBeUndefined();
      const findings = result!.messages.filter((m) => m.ruleId === `mcp-lint/${rule}`);
      expect(findings.length).toBeGreaterThan(0);
      expect(findings.every((m) => (m.suggestions?.length ?? 0) > 0)).toBe(true);
    });
  }
});
