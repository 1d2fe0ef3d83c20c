import { describe, expect, it } from 'vitest';
import rule, { resultTextLength } from '../../../src/rules/live/tool-result-size.js';
import { testRule } from '../../helpers/rule-tester.js';
import { liveCase, probe, result, rpcError, text } from '../../loaders/live/probe-cases.js';

const big = 'x'.repeat(100_004); // 25,001 tokens at 4 characters a token

testRule(rule, {
  valid: [
    liveCase(
      [probe('valid-arguments', result({ content: [text('x'.repeat(100_000))] }))],
      undefined,
      'exactly 25,000 tokens',
    ),
    liveCase(
      [
        probe(
          'valid-arguments',
          result({ content: [{ type: 'image', mimeType: 'image/png', data: 'A'.repeat(400_000) }] }),
        ),
      ],
      undefined,
      'base64 image data is not text',
    ),
    liveCase(
      [probe('invalid-arguments', result({ content: [text(big)], isError: true }))],
      undefined,
      'only valid-argument calls are judged',
    ),
    liveCase([probe('valid-arguments', rpcError(-32603, 'boom'))], undefined, 'an error answer has no size'),
    {
      ...liveCase([probe('valid-arguments', result({ content: [text(big)] }))], undefined, 'a larger limit by option'),
      options: { maxTokens: 30_000 },
    },
  ],
  invalid: [
    {
      ...liveCase([probe('valid-arguments', result({ content: [text(big)] }))]),
      errors: [{ messageId: 'tooLarge', pointer: '' }],
    },
    {
      name: 'text split over blocks and an embedded resource',
      ...liveCase([
        probe(
          'valid-arguments',
          result({
            content: [
              text('x'.repeat(60_000)),
              { type: 'resource', resource: { uri: 'file:///a', text: 'y'.repeat(40_100) } },
            ],
          }),
        ),
      ]),
      errors: [{ messageId: 'tooLarge', pointer: '' }],
    },
    {
      name: 'structuredContent with no text block',
      ...liveCase([
        probe('valid-arguments', result({ content: [], structuredContent: { rows: 'z'.repeat(100_100) } })),
      ]),
      errors: [{ messageId: 'tooLarge', pointer: '' }],
    },
    {
      name: 'a smaller limit by option',
      options: { maxTokens: 10 },
      ...liveCase([probe('valid-arguments', result({ content: [text('x'.repeat(41))] }))]),
      errors: [{ messageId: 'tooLarge', pointer: '' }],
    },
  ],
});

describe('resultTextLength', () => {
  it('counts text, not base64 payloads, and structuredContent only without text', () => {
    expect(resultTextLength({ content: [text('abcd'), text('ef')] })).toBe(6);
    expect(resultTextLength({ content: [text('abcd')], structuredContent: { a: 'long'.repeat(100) } })).toBe(4);
    expect(resultTextLength({ content: [{ type: 'image', mimeType: 'image/png', data: 'A'.repeat(1000) }] })).toBe(
      JSON.stringify({ type: 'image', mimeType: 'image/png' }).length,
    );
  });
});
