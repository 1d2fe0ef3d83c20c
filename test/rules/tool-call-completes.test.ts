import rule from '../../src/lint/rules/live/tool-call-completes.js';
import { testRule } from '../helpers/rule-tester.js';
import { liveCase, probe, result, rpcError, text } from '../live/probe-cases.js';

testRule(rule, {
  valid: [
    liveCase([probe('valid-arguments', result({ content: [text('ok')] }))], undefined, 'answered'),
    liveCase([probe('valid-arguments', rpcError(-32603, 'Internal error'))], undefined, 'an error answer is still an answer'),
    liveCase([probe('invalid-arguments', { kind: 'timeout', afterMs: 1000 })], undefined, 'invalid-argument hangs are invalid-arguments-handled\'s'),
  ],
  invalid: [
    {
      ...liveCase([probe('valid-arguments', { kind: 'timeout', afterMs: 10_000 })]),
      errors: [{ messageId: 'hang', pointer: '', data: { ms: 10_000 }, message: /got no answer within 10000 ms \(--request-timeout\)/ }],
    },
    {
      ...liveCase([probe('valid-arguments', { kind: 'failed', detail: 'it exited with code 70; its stderr ended with: "TypeError: x is undefined"' })]),
      errors: [{ messageId: 'crash', pointer: '', message: /exited with code 70.*TypeError/ }],
    },
  ],
});
