import rule from '../../../src/rules/live/tool-result-valid.js';
import { testRule } from '../../helpers/rule-tester.js';
import { liveCase, probe, result, rpcError, text } from '../../loaders/live/probe-cases.js';

testRule(rule, {
  valid: [
    liveCase([probe('valid-arguments', result({ content: [text('Sunny, 21 °C')] }))], undefined, 'a valid result'),
    liveCase(
      [probe('valid-arguments', result({ content: [text('bad city')], isError: true }))],
      undefined,
      'a valid error result',
    ),
    liveCase(
      [probe('valid-arguments', result('Sunny'))],
      undefined,
      "a bare string is handler-returns-bare-string's finding",
    ),
    liveCase(
      [
        probe(
          'valid-arguments',
          rpcError(
            -32602,
            'MCP error -32602: Invalid tools/call result: [{"expected": "object", "message": "Invalid input: expected object, received string"}]',
          ),
        ),
      ],
      undefined,
      'the SDK rejecting a bare string is too',
    ),
    liveCase([], undefined, 'no probes'),
  ],
  invalid: [
    {
      ...liveCase([
        probe('valid-arguments', result({ content: [{ type: 'text' }] }), {
          resultIssues: [{ pointer: '/content/0/text', message: 'result.content[0] has no "text", which is required' }],
        }),
      ]),
      errors: [{ messageId: 'invalid', pointer: '', message: /result\.content\[0\] has no "text"/ }],
    },
    {
      ...liveCase([probe('valid-arguments', result(42))]),
      errors: [{ messageId: 'notObject', pointer: '', data: { value: '42' } }],
    },
    {
      ...liveCase([
        probe(
          'valid-arguments',
          rpcError(
            -32602,
            'MCP error -32602: Invalid tools/call result: [{"code": "invalid_union", "path": ["content", 0]}]',
          ),
        ),
      ]),
      errors: [{ messageId: 'sdkRejected', pointer: '' }],
    },
    {
      name: 'an invalid-arguments probe with a broken result counts too',
      ...liveCase([
        probe('invalid-arguments', result({ isError: true }), {
          resultIssues: [{ pointer: '/content', message: 'result has no "content", which is required' }],
        }),
      ]),
      errors: [{ messageId: 'invalid', pointer: '' }],
    },
  ],
});
