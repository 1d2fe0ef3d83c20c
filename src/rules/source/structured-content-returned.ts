import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { sdkHandler, toolLabel } from '../shared/handler.js';
import { reportLiveMissingStructuredContent } from '../shared/live-findings.js';

// The spec says a tool with an outputSchema MUST return structuredContent; SDK 1.x turns a success without it
// into an error result. Error results (`isError: true`) are exempt.
const rule = defineRule({
  id: 'structured-content-returned',
  meta: {
    description: 'tools with an outputSchema must return structuredContent on every success path',
    defaultLevel: 'error',
    scope: 'source',
    // Live probes (--probe) see the same bug on the wire: one rule id for both.
    extraScopes: ['live'],
    messages: {
      missing:
        'Tool "{{tool}}" declares an outputSchema but this return (`{{text}}`) has no `structuredContent`; the SDK turns the call into an error. Add `structuredContent` matching the outputSchema (and keep the JSON in a text block for older clients).',
      liveMissing:
        'Calling "{{tool}}" with {{args}} returned {{how}}, but the tool declares an outputSchema: the spec says it MUST return structuredContent that conforms. Add `structuredContent` (and keep the JSON in a text block for older clients).',
    },
  },
  checkTool(tool, context) {
    if (context.source.kind === 'live') return reportLiveMissingStructuredContent(tool, context);
    const handler = sdkHandler(tool);
    if (!handler || !isObject(tool.definition) || tool.definition.outputSchema === undefined) return;
    for (const value of handler.returns) {
      if (value.kind !== 'result' || value.hasStructuredContent !== false || value.isError) continue;
      context.report({
        messageId: 'missing',
        pointer: '',
        range: value.range,
        data: { tool: toolLabel(tool), text: value.text },
      });
    }
  },
});

export default rule;
