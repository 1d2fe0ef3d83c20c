// The source loader checks each mcp-lint-disable comment against the run's rule ids (it is given them, so it needs
// no rule registry); this rule reports what it found, so config can set the level or turn it off.
import { defineRule } from '../../core/types.js';

const rule = defineRule({
  id: 'directive-unknown-rule',
  meta: {
    description: 'an mcp-lint-disable comment names a rule that does not exist, so it silences nothing',
    defaultLevel: 'warning',
    scope: 'source',
    messages: {
      unknownRule:
        'mcp-lint-disable names "{{id}}", which is not an mcp-lint rule, so it silences nothing. Fix the rule id (mcp-lint --list-rules shows them all).',
    },
  },
  checkSource(_tools, context) {
    for (const { id, range } of context.source.sourceFacts?.unknownDirectiveRuleIds ?? []) {
      context.report({ messageId: 'unknownRule', pointer: '', range, data: { id } });
    }
  },
});

export default rule;
