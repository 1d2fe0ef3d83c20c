import { defineRule } from '../../core/types.js';
import { isObject } from '../../core/json-value.js';
import { shortText } from '../shared/probe-facts.js';
import { knownSdkUnknownToolAnswer } from '../shared/unknown-tool-sdk.js';

// The spec: calling a tool the server does not have is a protocol error, JSON-RPC -32602 ("Unknown tool").
// Clients and gateways rely on it to tell "no such tool" from "the tool ran and failed".
const rule = defineRule({
  id: 'unknown-tool-error-code',
  meta: {
    description: 'tools/call with an unknown tool name must answer JSON-RPC error -32602',
    defaultLevel: 'warning',
    scope: 'live',
    messages: {
      success:
        'Calling a tool the server does not list ("{{name}}") returned a normal result. Answer JSON-RPC error -32602 ("Unknown tool: {{name}}") so clients can tell a missing tool from a working one.',
      errorResult:
        'Calling a tool the server does not list ("{{name}}") returned an isError result ({{text}}) instead of JSON-RPC error -32602. Answer -32602 ("Unknown tool: {{name}}"), as the spec says.',
      otherCode:
        'Calling a tool the server does not list ("{{name}}") answered JSON-RPC error {{code}} ({{message}}); the spec says -32602 (invalid params: unknown tool). {{hint}}',
      hang: 'Calling a tool the server does not list ("{{name}}") got no answer within {{ms}} ms. Answer JSON-RPC error -32602 at once.',
      crash:
        'Calling a tool the server does not list ("{{name}}") ended the connection: {{detail}}. Answer JSON-RPC error -32602 instead.',
    },
  },
  checkSource(_tools, context) {
    for (const probe of context.source.probes ?? []) {
      if (probe.purpose !== 'unknown-tool') continue;
      const { answer } = probe;
      const name = probe.toolName;
      if (answer.kind === 'error') {
        if (answer.code === -32602) continue;
        const hint = answer.code === -32601 ? '(-32601 means "method not found"; fastmcp answers this way.)' : '';
        context.report({
          messageId: 'otherCode',
          pointer: '',
          data: { name, code: answer.code, message: JSON.stringify(shortText(answer.message, 120)), hint },
        });
      } else if (answer.kind === 'result') {
        if (knownSdkUnknownToolAnswer(answer)) continue; // unknown-tool-sdk-result reports it, as info
        if (isObject(answer.result) && answer.result.isError === true) {
          const content = Array.isArray(answer.result.content) ? answer.result.content : [];
          context.report({
            messageId: 'errorResult',
            pointer: '',
            data: { name, text: shortText(JSON.stringify(content), 120) },
          });
        } else {
          context.report({ messageId: 'success', pointer: '', data: { name } });
        }
      } else if (answer.kind === 'timeout') {
        context.report({ messageId: 'hang', pointer: '', data: { name, ms: answer.afterMs } });
      } else {
        context.report({ messageId: 'crash', pointer: '', data: { name, detail: shortText(answer.detail, 300) } });
      }
    }
  },
});

export default rule;
