import { defineRule } from '../../core/types.js';
import { argumentsRefusal, argumentsText, probesOf, shortText, toolLabel } from '../shared/probe-facts.js';

// A tool call with valid arguments must come back: a server that hangs blocks the model's turn until the
// client gives up, and one that crashes takes every other tool down with it. One that refuses arguments its own
// published schema allows can never be called as a model is told to: SDK v1 publishes {"type": "object",
// "properties": {}} for a zod z.array(…) root and then refuses every call ("expected array, received object").
const rule = defineRule({
  id: 'tool-call-completes',
  meta: {
    description:
      'a probe call with valid arguments must be answered, without hanging, ending the server or refusing the arguments',
    defaultLevel: 'error',
    scope: 'live',
    messages: {
      hang: 'Calling "{{tool}}" with {{args}} got no answer within {{ms}} ms (--request-timeout). Answer every call; report slow or failed work as an isError result.',
      crash:
        'Calling "{{tool}}" with {{args}} ended the connection: {{detail}}. Catch errors in the handler and answer with an isError result.',
      refused:
        'Calling "{{tool}}" with {{args}}, which its published inputSchema allows, was refused as invalid arguments ({{detail}}): the schema clients see is not the one the server checks, so a model that follows it always fails. Publish the schema the handler validates; with the MCP SDK, give inputSchema a z.object({ … }) root.',
    },
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context, 'valid-arguments')) {
      const data = { tool: toolLabel(tool), args: argumentsText(probe) };
      if (probe.answer.kind === 'timeout')
        context.report({ messageId: 'hang', pointer: '', data: { ...data, ms: probe.answer.afterMs } });
      else if (probe.answer.kind === 'failed')
        context.report({
          messageId: 'crash',
          pointer: '',
          data: { ...data, detail: shortText(probe.answer.detail, 400) },
        });
      else {
        // Arguments given with --probe-args are the user's, and need not match the schema: only generated ones (checked with Ajv) count.
        // With --source-root, a zod root that is no object is input-schema-root-object's finding at the same line,
        // which already says every call fails: one cause, said once.
        const explained = tool.sourceFacts?.zodInputRoot !== undefined;
        const refusal = probe.argumentsFrom === 'generated' && !explained ? argumentsRefusal(probe.answer) : undefined;
        if (refusal !== undefined)
          context.report({
            messageId: 'refused',
            pointer: '/inputSchema',
            data: { ...data, detail: shortText(refusal, 300) },
          });
      }
    }
  },
});

export default rule;
