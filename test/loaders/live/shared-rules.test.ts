// The live half of rules shared with source mode: same id, evidence from probes.
import bareString from '../../../src/rules/source/handler-returns-bare-string.js';
import structuredReturned from '../../../src/rules/source/structured-content-returned.js';
import { testRule } from '../../helpers/rule-tester.js';
import { liveCase, probe, result, rpcError, text, weatherWithOutput } from './probe-cases.js';

testRule(bareString, {
  valid: [
    liveCase([probe('valid-arguments', result({ content: [text('Sunny')] }))], undefined, 'live: a CallToolResult'),
    liveCase([probe('invalid-arguments', result('oops'))], undefined, 'live: only valid-argument calls are judged'),
  ],
  invalid: [
    {
      ...liveCase([probe('valid-arguments', result('Sunny'))]),
      errors: [{ messageId: 'liveBareString', pointer: '', message: /the result was the string "Sunny"/ }],
    },
    {
      name: 'live: SDK v1 rejects the string with -32602',
      ...liveCase([
        probe(
          'valid-arguments',
          rpcError(
            -32602,
            'MCP error -32602: Invalid tools/call result: [\n {"expected": "object", "message": "Invalid input: expected object, received string"}]',
          ),
        ),
      ]),
      errors: [{ messageId: 'liveBareString', pointer: '', message: /SDK refused the return value/ }],
    },
  ],
});

testRule(structuredReturned, {
  valid: [
    liveCase(
      [
        probe(
          'valid-arguments',
          result({ content: [text('{"temperature":1}')], structuredContent: { temperature: 1 } }),
        ),
      ],
      weatherWithOutput,
      'live: returned',
    ),
    liveCase(
      [probe('valid-arguments', result({ content: [text('Sunny')] }))],
      undefined,
      'live: no outputSchema, nothing required',
    ),
    liveCase(
      [probe('valid-arguments', result({ content: [text('failed')], isError: true }))],
      weatherWithOutput,
      'live: error results are exempt',
    ),
  ],
  invalid: [
    {
      ...liveCase([probe('valid-arguments', result({ content: [text('Sunny')] }))], weatherWithOutput),
      errors: [
        { messageId: 'liveMissing', pointer: '/outputSchema', message: /returned a result without structuredContent/ },
      ],
    },
    {
      name: 'live: SDK v1 turns it into an error result',
      ...liveCase(
        [
          probe(
            'valid-arguments',
            result({
              content: [
                text(
                  'MCP error -32602: Output validation error: Tool get_weather has an output schema but no structured content was provided',
                ),
              ],
              isError: true,
            }),
          ),
        ],
        weatherWithOutput,
      ),
      errors: [{ messageId: 'liveMissing', pointer: '/outputSchema' }],
    },
  ],
});
