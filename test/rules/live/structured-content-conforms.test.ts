import rule from '../../../src/rules/live/structured-content-conforms.js';
import { testRule } from '../../helpers/rule-tester.js';
import { liveCase, probe, result, text, weatherWithOutput } from '../../loaders/live/probe-cases.js';

const ok = result({ content: [text('{"temperature":21}')], structuredContent: { temperature: 21 } });

testRule(rule, {
  valid: [
    liveCase(
      [probe('valid-arguments', ok, { structuredContentIssues: [] })],
      weatherWithOutput,
      'conforming structuredContent',
    ),
    liveCase(
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
      "missing structuredContent is structured-content-returned's",
    ),
  ],
  invalid: [
    {
      ...liveCase(
        [
          probe('valid-arguments', ok, {
            structuredContentIssues: [
              { pointer: '/temperature', message: 'structuredContent.temperature must be a number, got "warm"' },
            ],
          }),
        ],
        weatherWithOutput,
      ),
      errors: [
        { messageId: 'mismatch', pointer: '/outputSchema', message: /structuredContent\.temperature must be a number/ },
      ],
    },
    {
      name: 'SDK v1 reports the mismatch as an error result',
      ...liveCase(
        [
          probe(
            'valid-arguments',
            result({
              content: [
                text(
                  'MCP error -32602: Output validation error: Invalid structured content for tool get_weather: expected number',
                ),
              ],
              isError: true,
            }),
          ),
        ],
        weatherWithOutput,
      ),
      errors: [{ messageId: 'sdkMismatch', pointer: '/outputSchema' }],
    },
  ],
});
