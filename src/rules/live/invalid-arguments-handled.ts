import { defineRule } from '../../core/types.js';
import { isObject } from '../../core/json-value.js';
import { argumentsText, probesOf, shortText, toolLabel } from '../shared/probe-facts.js';

// Models send wrong arguments all the time. The spec's answer is an isError result the model can read and
// correct (or JSON-RPC -32602 "invalid params"); servers MUST validate tool inputs. A crash, a hang, or
// silently running with bad input are all worse.
const rule = defineRule({
  id: 'invalid-arguments-handled',
  meta: {
    description: 'a call with arguments that break the inputSchema must answer isError: true or JSON-RPC -32602',
    defaultLevel: 'error',
    scope: 'live',
    messages: {
      accepted:
        'Calling "{{tool}}" with {{args}}, which breaks its inputSchema, returned a normal result. Servers must validate tool inputs: answer {"isError": true, "content": [{"type": "text", "text": "<what is wrong>"}]} so the model can correct itself.',
      otherCode:
        'Calling "{{tool}}" with {{args}}, which breaks its inputSchema, answered JSON-RPC error {{code}} ({{message}}). Use an isError result (the model can read it and retry) or -32602 (invalid params).',
      hang: 'Calling "{{tool}}" with {{args}}, which breaks its inputSchema, got no answer within {{ms}} ms. Validate the arguments first and answer with an isError result.',
      crash:
        'Calling "{{tool}}" with {{args}}, which breaks its inputSchema, ended the connection: {{detail}}. Validate the arguments first and answer with an isError result.',
    },
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context, 'invalid-arguments')) {
      const { answer } = probe;
      const data = { tool: toolLabel(tool), args: argumentsText(probe) };
      if (answer.kind === 'result') {
        if (isObject(answer.result) && answer.result.isError !== true)
          context.report({ messageId: 'accepted', pointer: '/inputSchema', data });
      } else if (answer.kind === 'error') {
        if (answer.code !== -32602)
          context.report({
            messageId: 'otherCode',
            pointer: '',
            data: { ...data, code: answer.code, message: JSON.stringify(shortText(answer.message, 120)) },
          });
      } else if (answer.kind === 'timeout') {
        context.report({ messageId: 'hang', pointer: '', data: { ...data, ms: answer.afterMs } });
      } else {
        context.report({ messageId: 'crash', pointer: '', data: { ...data, detail: shortText(answer.detail, 300) } });
      }
    }
  },
});

export default rule;
