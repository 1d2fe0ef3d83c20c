import { defineRule } from '../../core/types.js';
import { argumentsText, probesOf, toolLabel } from '../shared/probe-facts.js';

// The spec checks structuredContent against outputSchema on success only, and so does the SDK's server; the
// TypeScript SDK's client (v1, and v2 through 2026-06) checks it on isError results too, so an error envelope in
// structuredContent that the success schema does not admit turns the tool's error into a -32602 exception and the
// model never reads it (typescript-sdk #1943). Only a probe shows it: the error path is rarely in the definition.
const rule = defineRule({
  id: 'structured-content-on-error',
  meta: {
    description: "an isError result should not carry structuredContent that breaks the tool's outputSchema",
    defaultLevel: 'warning',
    scope: 'live',
    messages: {
      errorEnvelope:
        'Calling "{{tool}}" with {{args}} returned an isError result whose structuredContent does not match the tool\'s outputSchema ({{problem}}). The TypeScript SDK\'s client checks it against that success schema all the same and throws -32602 "Structured content does not match the tool\'s output schema", so the model never reads the error (typescript-sdk #1943). Put the error in content only, or let the outputSchema admit the error shape.',
    },
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context)) {
      const issues = probe.errorStructuredContentIssues ?? [];
      if (issues.length === 0) continue;
      context.report({
        messageId: 'errorEnvelope',
        pointer: '/outputSchema',
        data: {
          tool: toolLabel(tool),
          args: argumentsText(probe),
          problem: issues
            .slice(0, 2)
            .map((issue) => issue.message)
            .join('; '),
        },
      });
      return;
    }
  },
});

export default rule;
