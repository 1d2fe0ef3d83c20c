import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only } from '../source/helpers.js';
import directiveUnknownRule from '../../src/lint/rules/source/directive-unknown-rule.js';
import { testSourceRule } from '../helpers/rule-tester.js';

afterAll(cleanScratch);

const RULE = 'directive-unknown-rule';

describe(RULE, () => {
  test('each unknown id of a directive is reported at the comment, at the configured level', async () => {
    const result = await lintText('const a = 1; // mcp-lint-disable-line handler-returns-bare-strings, tool-name-format, nope\n');
    const findings = only(result.diagnostics, RULE);
    expect(findings.map((d) => `${d.messageId} ${d.severity} ${d.range?.start.line}:${d.range?.start.column}`)).toEqual(['unknownRule warning 1:14', 'unknownRule warning 1:14']);
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

testSourceRule(directiveUnknownRule, {
  valid: [
    { name: 'a directive naming real rules, or every rule', code: '// mcp-lint-disable-next-line tool-description, source-unresolved\nconst a = 1;\n/* mcp-lint-disable */\n' },
  ],
  invalid: [
    { name: 'a misspelt rule id', code: 'const a = 1;\n// mcp-lint-disable-next-line handler-returns-bare-strings\nconst b = 2;\n', errors: [{ messageId: 'unknownRule', line: 2, message: /"handler-returns-bare-strings"/ }] },
  ],
});
