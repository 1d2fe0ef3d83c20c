import { argumentsText, probesOf, shortText, toolLabel } from './probe-facts.js';
// A tool call with valid arguments must come back: a server that hangs blocks the model's turn until the
// client gives up, and one that crashes takes every other tool down with it.
const rule = {
    id: 'tool-call-completes',
    meta: {
        description: 'a probe call with valid arguments must be answered, without hanging or ending the server',
        defaultLevel: 'error',
        scope: 'live',
        messages: {
            hang: 'Calling "{{tool}}" with {{args}} got no answer within {{ms}} ms (--request-timeout). Answer every call; report slow or failed work as an isError result.',
            crash: 'Calling "{{tool}}" with {{args}} ended the connection: {{detail}}. Catch errors in the handler and answer with an isError result.',
        },
    },
    checkTool(tool, context) {
        for (const probe of probesOf(tool, context, 'valid-arguments')) {
            const data = { tool: toolLabel(tool), args: argumentsText(probe) };
            if (probe.answer.kind === 'timeout')
                context.report({ messageId: 'hang', pointer: '', data: { ...data, ms: probe.answer.afterMs } });
            else if (probe.answer.kind === 'failed')
                context.report({ messageId: 'crash', pointer: '', data: { ...data, detail: shortText(probe.answer.detail, 400) } });
        }
    },
};
export default rule;
