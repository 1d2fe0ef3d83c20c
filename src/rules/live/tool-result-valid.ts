import { defineRule } from '../../core/types.js';
import { isObject } from '../../core/json-value.js';
import {
  argumentsText,
  bareStringEvidence,
  probesOf,
  sdkRejectedResult,
  shortText,
  toolLabel,
} from '../shared/probe-facts.js';

// Clients validate tools/call results against the spec's CallToolResult schema (the SDK client rejects the
// call otherwise), so a result that fails it reaches no model. Checked with the spec version's schema.
const rule = defineRule({
  id: 'tool-result-valid',
  meta: {
    description: 'results of probe calls must be valid CallToolResult objects for the spec version',
    defaultLevel: 'error',
    scope: 'live',
    messages: {
      invalid:
        'Calling "{{tool}}" with {{args}} returned a result that is not a valid CallToolResult: {{problem}}. Clients reject it. Return {"content": [{"type": "text", "text": "…"}]} and only the fields the spec defines.',
      notObject:
        'Calling "{{tool}}" with {{args}} returned {{value}} as the result, not a CallToolResult object. Return {"content": [{"type": "text", "text": "…"}]}.',
      sdkRejected:
        'Calling "{{tool}}" with {{args}} failed: the SDK refused the handler\'s return value ({{message}}). Return a CallToolResult: {"content": [{"type": "text", "text": "…"}]}.',
    },
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context)) {
      const { answer } = probe;
      const data = { tool: toolLabel(tool), args: argumentsText(probe) };
      // A bare string is handler-returns-bare-string's finding, not this rule's.
      if (bareStringEvidence(answer)) continue;
      if (sdkRejectedResult(answer) && answer.kind === 'error') {
        context.report({
          messageId: 'sdkRejected',
          pointer: '',
          data: { ...data, message: shortText(answer.message) },
        });
        return;
      }
      if (answer.kind !== 'result') continue;
      if (!isObject(answer.result)) {
        context.report({
          messageId: 'notObject',
          pointer: '',
          data: { ...data, value: shortText(JSON.stringify(answer.result) ?? 'undefined', 80) },
        });
        return;
      }
      const issues = probe.resultIssues ?? [];
      if (issues.length > 0) {
        context.report({
          messageId: 'invalid',
          pointer: '',
          data: {
            ...data,
            problem: issues
              .slice(0, 3)
              .map((i) => i.message)
              .join('; '),
          },
        });
        return;
      }
    }
  },
});

export default rule;
