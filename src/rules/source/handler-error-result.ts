import type { Rule } from '../../core/types.js';
import { toolLabel } from '../shared/handler.js';

// McpServer turns a thrown error into an `isError` result the model can read; the low-level Server does not:
// a throw in a tools/call handler becomes JSON-RPC error -32603, which clients rarely show the model.
// Deliberate protocol errors (`throw new McpError(…)`) are not counted.
const rule: Rule = {
  id: 'handler-error-result',
  meta: {
    description: 'low-level tools/call handlers should report failures as isError results, not throws',
    defaultLevel: 'warning',
    scope: 'source',
    messages: {
      thrown:
        'Tool "{{tool}}": this throw in a low-level tools/call handler becomes JSON-RPC error -32603, so the model cannot see what went wrong and correct itself. Return `{ content: [{ type: "text", text: message }], isError: true }` instead.',
    },
  },
  checkTool(tool, context) {
    const handler = tool.handler;
    if (!handler || handler.framework !== 'sdk-lowlevel') return;
    for (const range of handler.throws ?? []) context.report({ messageId: 'thrown', pointer: '', range, data: { tool: toolLabel(tool) } });
  },
};

export default rule;
