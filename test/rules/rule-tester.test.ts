// The rule tester runs rules through the real engine, so what the engine does to a rule's reports shows in tests.
import { describe, expect, it } from 'vitest';
import { defineRule, type Rule } from '../../src/core/types.js';
import { runRule } from '../helpers/rule-tester.js';

function ruleReporting(report: Parameters<NonNullable<Rule['checkTool']>>[1]['report'] extends (d: infer D) => void ? D : never): Rule {
  return {
    id: 'test-rule',
    meta: { description: 'a rule for the tester', defaultLevel: 'warning', scope: 'definition', messages: { known: 'Known problem at {{where}}.' } },
    checkTool(_tool, context) {
      context.report(report);
    },
  };
}

describe('rule tester', () => {
  it('fails a rule that reports a message it does not define (the engine turns the throw into a crash finding)', () => {
    expect(() => runRule(ruleReporting({ messageId: 'unknown', pointer: '' }), { tool: { name: 'a' } })).toThrow(/has no message "unknown"/);
  });

  it('a rule made with defineRule cannot name a message id it does not define: a compile error in `tsc -p test` (npm test)', () => {
    const typed = defineRule({
      id: 'typed-rule',
      meta: { description: 'a typed rule', defaultLevel: 'warning', scope: 'definition', messages: { known: 'Known problem.' } },
      checkTool(_tool, context) {
        // @ts-expect-error -- 'typo' is not a key of meta.messages; without defineRule's typing this directive is unused
        context.report({ messageId: 'typo', pointer: '' });
      },
    });
    expect(() => runRule(typed, { tool: { name: 'a' } })).toThrow(/has no message "typo"/);
  });

  it('fails a message with a placeholder the rule did not fill', () => {
    expect(() => runRule(ruleReporting({ messageId: 'known', pointer: '' }), { tool: { name: 'a' } })).toThrow(/left \{\{where\}\} unfilled/);
  });

  it('drops findings on parts a source loader could not read, as the engine does', () => {
    const rule = ruleReporting({ messageId: 'known', pointer: '/inputSchema/properties', data: { where: 'x' } });
    const loaded = [{ definition: { name: 'a', inputSchema: {} }, sourceFacts: { unresolved: [{ pointer: '/inputSchema', reason: 'computed' }] } }];
    expect(runRule(rule, { loaded } as never)).toEqual([]);
    expect(runRule(rule, { tool: { name: 'a' } }).map((e) => e.message)).toEqual(['Known problem at x.']);
  });
});
