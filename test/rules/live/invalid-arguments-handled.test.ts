import rule from '../../../src/rules/live/invalid-arguments-handled.js';
import { testRule } from '../../helpers/rule-tester.js';
import { liveCase, probe, result, rpcError, text } from '../../loaders/live/probe-cases.js';

testRule(rule, {
  valid: [
    liveCase(
      [probe('invalid-arguments', result({ content: [text('city is required')], isError: true }))],
      undefined,
      'isError result',
    ),
    liveCase([probe('invalid-arguments', rpcError(-32602, 'Invalid params'))], undefined, 'JSON-RPC -32602'),
    liveCase(
      [probe('valid-arguments', result({ content: [text('ok')] }))],
      undefined,
      'valid-argument calls are not judged',
    ),
  ],
  invalid: [
    {
      ...liveCase([probe('invalid-arguments', result({ content: [text('Sunny')] }))]),
      errors: [
        {
          messageId: 'accepted',
          pointer: '/inputSchema',
          message: /with \{\}, which breaks its inputSchema, returned a normal result/,
        },
      ],
    },
    {
      ...liveCase([probe('invalid-arguments', rpcError(-32603, 'Internal error'))]),
      errors: [{ messageId: 'otherCode', pointer: '', data: { code: -32603 } }],
    },
    {
      ...liveCase([probe('invalid-arguments', { kind: 'timeout', afterMs: 5000 })]),
      errors: [{ messageId: 'hang', pointer: '' }],
    },
    {
      ...liveCase([probe('invalid-arguments', { kind: 'failed', detail: 'it exited with code 1' })]),
      errors: [{ messageId: 'crash', pointer: '' }],
    },
  ],
});
