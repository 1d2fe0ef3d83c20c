import { defineRule } from '../../core/types.js';
import { sdkHandler, toolLabel } from '../shared/handler.js';

// A CallToolResult needs a `content` array. `{}` or plain data is either rejected by the SDK or reaches the
// model as an empty result, so the tool looks broken. Bare strings are handler-returns-bare-string's finding.
const rule = defineRule({
  id: 'handler-returns-result',
  meta: {
    description: 'SDK tool handlers must return an object with a `content` array',
    defaultLevel: 'error',
    scope: 'source',
    messages: {
      notResult:
        'Tool "{{tool}}" handler returns `{{text}}`, which is not a CallToolResult (no `content` array), so the model gets an error or an empty result. Return `{ content: [{ type: "text", text: … }] }`, with `structuredContent` for data.',
    },
  },
  checkTool(tool, context) {
    const handler = sdkHandler(tool);
    if (!handler) return;
    for (const value of handler.returns) {
      if (value.kind !== 'not-result') continue;
      context.report({
        messageId: 'notResult',
        pointer: '',
        range: value.range,
        data: { tool: toolLabel(tool), text: value.text },
      });
    }
  },
});

export default rule;
