import type { Rule } from '../../types.js';
import { LINT_LIVE_HINT, toolLabel } from './support.js';

// Source mode never runs code and never guesses. What it cannot read is said once, at the place, so a
// clean run is not mistaken for a complete one.
const rule: Rule = {
  id: 'source-unresolved',
  meta: {
    description: 'reports registrations and definition parts that cannot be read statically',
    defaultLevel: 'info',
    scope: 'source',
    messages: {
      part: 'Tool "{{tool}}": {{part}} comes from {{what}}, which mcp-lint cannot read without running the code, so it was not checked; {{hint}}.',
      registration: '{{what}}, which mcp-lint cannot read without running the code, so it was not checked; {{hint}}.',
      // Over the evaluation budget (loaders/source/budget.ts): `what` names the expression, its line:column and the limit.
      partOverBudget: 'Tool "{{tool}}": {{part}} comes from {{what}}; mcp-lint stops evaluating there so no file can exhaust time or memory, and this part was not checked; {{hint}}.',
      registrationOverBudget: '{{what}}; mcp-lint stops evaluating there so no file can exhaust time or memory, and it was not checked; {{hint}}.',
    },
  },
  checkTool(tool, context) {
    for (const item of tool.sourceFacts?.unresolved ?? []) {
      context.report({
        messageId: item.overBudget ? 'partOverBudget' : 'part',
        pointer: item.pointer,
        range: item.range,
        data: { tool: toolLabel(tool), part: item.pointer === '' ? 'the definition' : `\`${item.pointer.slice(1).replace(/\//g, '.')}\``, what: item.what, hint: LINT_LIVE_HINT },
      });
    }
  },
  checkSource(_tools, context) {
    for (const item of context.source.sourceFacts?.unresolved ?? []) {
      context.report({ messageId: item.overBudget ? 'registrationOverBudget' : 'registration', pointer: '', range: item.range, data: { what: item.what, hint: LINT_LIVE_HINT } });
    }
  },
};

export default rule;
