import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only, scratchDir } from '../../loaders/source/helpers.js';
import { runMcpLint } from '../../helpers/cli.js';
import directiveUnknownRule from '../../../src/rules/source/directive-unknown-rule.js';
import { testRule } from '../../helpers/rule-tester.js';

afterAll(cleanScratch);

const RULE = 'directive-unknown-rule';

describe(RULE, () => {
  test('each unknown id of a directive is reported at the comment, at the configured level', async () => {
    const result = await lintText(
      'const a = 1; // mcp-lint-disable-line handler-returns-bare-strings, tool-name-format, nope\n',
    );
    const findings = only(result.diagnostics, RULE);
    expect(findings.map((d) => `${d.messageId} ${d.severity} ${d.range?.start.line}:${d.range?.start.column}`)).toEqual(
      ['unknownRule warning 1:14', 'unknownRule warning 1:14'],
    );
    expect(findings.map((d) => d.message)).toEqual([
      'mcp-lint-disable names "handler-returns-bare-strings", which is not an mcp-lint rule, so it silences nothing. Fix the rule id (mcp-lint --list-rules shows them all).',
      'mcp-lint-disable names "nope", which is not an mcp-lint rule, so it silences nothing. Fix the rule id (mcp-lint --list-rules shows them all).',
    ]);
  });

  test('config can turn it off, like any rule', async () => {
    const result = await lintText('const a = 1; // mcp-lint-disable-line nope\n', { without: [RULE] });
    expect(only(result.diagnostics, RULE)).toEqual([]);
    expect(result.diagnostics.filter((d) => d.message.includes('"nope"'))).toEqual([]);
  });
});

describe(`${RULE} through the built CLI`, () => {
  test('reported with its rule id, and --rule sets its level', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'server.ts'), 'const a = 1; // mcp-lint-disable-line nope\nexport {};\n');
    const json = await runMcpLint(['server.ts', '--format', 'json', '--no-config'], { cwd: dir });
    const messages = (
      JSON.parse(json.stdout) as Array<{ messages: Array<{ ruleId: string | null; severity: number }> }>
    )[0]!.messages;
    expect(messages.filter((m) => m.ruleId === RULE).map((m) => m.severity)).toEqual([1]);
    const off = await runMcpLint(['server.ts', '--rule', `${RULE}:off`, '--no-config'], { cwd: dir });
    expect([off.code, off.stderr]).toEqual([0, '']);
    expect(off.stdout).not.toContain('"nope"');
    const error = await runMcpLint(['server.ts', '--rule', `${RULE}:error`, '--no-config'], { cwd: dir });
    expect(error.code).toBe(1);
    expect(error.stdout).toContain(RULE);
  });
});

testRule(directiveUnknownRule, {
  valid: [
    {
      name: 'a directive naming real rules, or every rule',
      code: '// mcp-lint-disable-next-line tool-description, source-unresolved\nconst a = 1;\n/* mcp-lint-disable */\n',
    },
  ],
  invalid: [
    {
      name: 'a misspelt rule id',
      code: 'const a = 1;\n// mcp-lint-disable-next-line handler-returns-bare-strings\nconst b = 2;\n',
      errors: [{ messageId: 'unknownRule', line: 2, message: /"handler-returns-bare-strings"/ }],
    },
  ],
});
