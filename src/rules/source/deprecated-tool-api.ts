import { defineRule, type TextEdit } from '../../core/types.js';
import type { ToolSourceFacts } from '../../core/facts.js';
import { toolLabel } from '../shared/handler.js';

// server.tool(...) is deprecated in SDK 1.x, frozen at protocol 2025-03-26 (no title, outputSchema or _meta),
// and removed in SDK 2.
const rule = defineRule({
  id: 'deprecated-tool-api',
  meta: {
    description: 'prefer registerTool over the deprecated server.tool(...)',
    defaultLevel: 'info',
    scope: 'source',
    messages: {
      deprecated:
        'Tool "{{tool}}" is registered with the deprecated server.tool(…), which cannot declare a title or outputSchema and is removed in SDK 2. Use server.registerTool(name, { description, inputSchema, annotations }, handler).',
    },
  },
  checkTool(tool, context) {
    if (tool.api !== 'server.tool') return;
    const rewrite = tool.sourceFacts?.registerToolRewrite;
    context.report({
      messageId: 'deprecated',
      pointer: '',
      data: { tool: toolLabel(tool) },
      ...(rewrite ? { fix: registerToolEdit(rewrite) } : {}),
    });
  },
});

/** `server.tool(name, description, shape, annotations, handler)` → `server.registerTool(name, { … }, handler)`. */
function registerToolEdit(rewrite: NonNullable<ToolSourceFacts['registerToolRewrite']>): TextEdit {
  const entries = Object.entries(rewrite.config).map(([key, value]) => `${key}: ${value}`);
  const config = entries.length ? `{ ${entries.join(', ')} }` : '{}';
  return {
    range: [rewrite.start, rewrite.end],
    text: `registerTool${rewrite.between}${rewrite.insert ? ', ' : ''}${config}`,
  };
}

export default rule;
