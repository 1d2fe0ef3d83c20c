import rule from '../../../src/rules/live/tool-call-completes.js';
import { testRule } from '../../helpers/rule-tester.js';
import { liveCase, probe, result, rpcError, text, weather } from '../../loaders/live/probe-cases.js';

testRule(rule, {
  valid: [
    liveCase([probe('valid-arguments', result({ content: [text('ok')] }))], undefined, 'answered'),
    liveCase(
      [probe('valid-arguments', rpcError(-32603, 'Internal error'))],
      undefined,
      'an error answer is still an answer',
    ),
    liveCase(
      [probe('invalid-arguments', { kind: 'timeout', afterMs: 1000 })],
      undefined,
      "invalid-argument hangs are invalid-arguments-handled's",
    ),
  ],
  invalid: [
    {
      ...liveCase([probe('valid-arguments', { kind: 'timeout', afterMs: 10_000 })]),
      errors: [
        {
          messageId: 'hang',
          pointer: '',
          data: { ms: 10_000 },
          message: /got no answer within 10000 ms \(--request-timeout\)/,
        },
      ],
    },
    {
      ...liveCase([
        probe('valid-arguments', {
          kind: 'failed',
          detail: 'it exited with code 70; its stderr ended with: "TypeError: x is undefined"',
        }),
      ]),
      errors: [{ messageId: 'crash', pointer: '', message: /exited with code 70.*TypeError/ }],
    },
  ],
});

const refusedCase = (answer: Parameters<typeof probe>[1], name: string, extra = {}) =>
  liveCase([probe('valid-arguments', answer, extra)], undefined, name);

testRule(rule, {
  valid: [
    refusedCase(
      result({ isError: true, content: [text('No weather data for "example".')] }),
      'a business failure is an answer',
    ),
    refusedCase(
      rpcError(-32602, 'Invalid tools/call result: expected object, received string'),
      "the SDK refusing the handler's result is handler-returns-bare-string's",
    ),
    refusedCase(
      result({
        isError: true,
        content: [
          text('MCP error -32602: Input validation error: Invalid arguments for tool get_weather: city: too short'),
        ],
      }),
      "arguments from --probe-args are the user's",
      { argumentsFrom: 'probe-args' },
    ),
    {
      name: "hybrid mode knows the zod root is no object: input-schema-root-object's finding, at the same line",
      loaded: [
        {
          definition: weather,
          locate: () => undefined,
          sourceFacts: {
            zodInputRoot: {
              text: '"array"',
              listFails: false,
              zodSays: 'expected array, received object',
              generation: 1 as const,
            },
          },
        },
      ],
      source: {
        kind: 'live' as const,
        source: 'stdio:node server.js',
        probes: [
          probe(
            'valid-arguments',
            result({
              isError: true,
              content: [
                text(
                  'MCP error -32602: Input validation error: Invalid arguments for tool get_weather: Invalid input: expected array, received object',
                ),
              ],
            }),
          ),
        ],
      },
    },
  ],
  invalid: [
    {
      ...refusedCase(
        result({
          isError: true,
          content: [
            text(
              'MCP error -32602: Input validation error: Invalid arguments for tool get_weather: Invalid input: expected array, received object',
            ),
          ],
        }),
        'SDK v1 refusing arguments its published schema allows',
      ),
      errors: [
        {
          messageId: 'refused',
          pointer: '/inputSchema',
          message:
            /^Calling "get_weather" with \{"city":"example"\}, which its published inputSchema allows, was refused as invalid arguments \(MCP error -32602: Input validation error: .*expected array, received object\)/,
        },
      ],
    },
    {
      ...refusedCase(
        result({
          isError: true,
          content: [text('Input validation error: Invalid arguments for tool get_weather: Invalid input')],
        }),
        'SDK v2 refusing them',
      ),
      errors: [{ messageId: 'refused', pointer: '/inputSchema' }],
    },
    {
      ...refusedCase(
        rpcError(-32602, 'Invalid params: city must be a number'),
        'a low-level server refusing them with -32602',
      ),
      errors: [
        {
          messageId: 'refused',
          pointer: '/inputSchema',
          message: /\(JSON-RPC error -32602: Invalid params: city must be a number\)/,
        },
      ],
    },
  ],
});
