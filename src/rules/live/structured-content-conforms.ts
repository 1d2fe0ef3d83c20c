import { defineRule } from '../../core/types.js';
import {
  argumentsText,
  errorResultText,
  probesOf,
  SDK_NO_STRUCTURED_CONTENT,
  SDK_OUTPUT_VALIDATION,
  shortText,
  toolLabel,
} from '../shared/probe-facts.js';

// The spec: a tool with an outputSchema MUST return structured results that conform to it, and clients
// SHOULD validate them — the SDK client rejects the call when they do not.
const rule = defineRule({
  id: 'structured-content-conforms',
  meta: {
    description: "structuredContent returned by a probe call must conform to the tool's outputSchema",
    defaultLevel: 'error',
    scope: 'live',
    messages: {
      mismatch:
        'Calling "{{tool}}" with {{args}} returned structuredContent that does not match its outputSchema: {{problem}}. Clients that validate (the SDK client does) reject the call. Make the handler return what the outputSchema describes, or fix the schema.',
      sdkMismatch:
        'Calling "{{tool}}" with {{args}} returned an error result from the SDK\'s own output check: {{message}}. Make the handler\'s structuredContent match the outputSchema.',
    },
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context, 'valid-arguments')) {
      const data = { tool: toolLabel(tool), args: argumentsText(probe) };
      const issues = probe.structuredContentIssues ?? [];
      if (issues.length > 0) {
        context.report({
          messageId: 'mismatch',
          pointer: '/outputSchema',
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
      const text = errorResultText(probe.answer);
      if (SDK_OUTPUT_VALIDATION.test(text) && !SDK_NO_STRUCTURED_CONTENT.test(text)) {
        context.report({
          messageId: 'sdkMismatch',
          pointer: '/outputSchema',
          data: { ...data, message: JSON.stringify(shortText(text)) },
        });
        return;
      }
    }
  },
});

export default rule;
