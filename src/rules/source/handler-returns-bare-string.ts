import { defineRule, type TextEdit } from '../../core/types.js';
import type { HandlerReturn } from '../../core/facts.js';
import { sdkHandler, toolLabel } from '../shared/handler.js';
import { reportLiveBareString } from '../shared/live-findings.js';

// Both official TypeScript SDKs validate a handler's return value as a CallToolResult: a bare string
// becomes JSON-RPC error -32602 and the model never sees the text. fastmcp and mcp-framework wrap strings
// themselves, so their handlers are not judged.
const rule = defineRule({
  id: 'handler-returns-bare-string',
  meta: {
    description: 'SDK tool handlers must return a CallToolResult, not a string',
    defaultLevel: 'error',
    scope: 'source',
    // Live probes (--probe) see the same bug on the wire: one rule id for both.
    extraScopes: ['live'],
    messages: {
      bareString:
        'Tool "{{tool}}" handler returns a bare string (`{{text}}`). The MCP SDK rejects it with JSON-RPC error -32602 and the model never sees the text. Return `{ content: [{ type: "text", text }] }` instead.',
      liveBareString:
        'Calling "{{tool}}" with {{args}}: {{evidence}}. The handler returns a bare string; the model never sees the text. Return `{ content: [{ type: "text", text }] }` instead.',
    },
  },
  checkTool(tool, context) {
    if (context.source.kind === 'live') return reportLiveBareString(tool, context);
    const handler = sdkHandler(tool);
    if (!handler) return;
    for (const value of handler.returns) {
      if (value.kind !== 'bare-string') continue;
      const fix = value.wrap ? wrapInResult(value.wrap) : undefined;
      context.report({
        messageId: 'bareString',
        pointer: '',
        range: value.range,
        data: { tool: toolLabel(tool), text: value.text },
        ...(fix ? { fix } : {}),
      });
    }
  },
});

/** `return text` → `return { content: [{ type: 'text', text: text }] }`: the same text, now as the SDK expects it. */
function wrapInResult(wrap: NonNullable<HandlerReturn['wrap']>): TextEdit {
  const result = `{ content: [{ type: 'text', text: ${wrap.await ? 'await ' : ''}${wrap.expression} }] }`;
  return { range: [wrap.start, wrap.end], text: wrap.concise ? `(${result})` : result };
}

export default rule;
