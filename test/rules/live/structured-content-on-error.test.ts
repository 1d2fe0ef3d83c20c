// structured-content-on-error: an isError result whose structuredContent the success outputSchema does not admit.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import rule from '../../../src/rules/live/structured-content-on-error.js';
import { testRule } from '../../helpers/rule-tester.js';
import { liveCase, probe, result, text, weatherWithOutput } from '../../loaders/live/probe-cases.js';
import { fixtureServer, lintLive, liveOptions, FIXTURES } from '../../loaders/live/helpers.js';
import { runMcpLint } from '../../helpers/cli.js';

const envelope = result({
  content: [text('{"error":"NOT_FOUND"}')],
  structuredContent: { error: 'NOT_FOUND' },
  isError: true,
});

testRule(rule, {
  valid: [
    liveCase(
      [probe('invalid-arguments', envelope, { errorStructuredContentIssues: [] })],
      weatherWithOutput,
      'an envelope the outputSchema admits',
    ),
    liveCase(
      [probe('invalid-arguments', result({ content: [text('city must be a string')], isError: true }))],
      weatherWithOutput,
      'an error in content only',
    ),
  ],
  invalid: [
    {
      ...liveCase(
        [
          probe('invalid-arguments', envelope, {
            errorStructuredContentIssues: [
              { pointer: '', message: 'structuredContent must have required property "temperature"' },
            ],
          }),
        ],
        weatherWithOutput,
      ),
      errors: [
        {
          messageId: 'errorEnvelope',
          pointer: '/outputSchema',
          message: /isError result whose structuredContent .*required property "temperature".*typescript-sdk #1943/,
        },
      ],
    },
  ],
});

describe('against a server that sends error envelopes (test/fixtures/servers/error-envelope.mjs)', () => {
  it('reports the envelope its outputSchema does not admit, and only that one', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('error-envelope.mjs')], { probe: true }));
    const found = results[0]!.diagnostics.filter((d) => d.ruleId === 'structured-content-on-error');
    expect(found.map((d) => [d.toolName, d.severity])).toEqual([['envelope_breaks_schema', 'warning']]);
    expect(found[0]!.message).toMatch(/^Calling "envelope_breaks_schema" with \{\}/);
  });

  it('through the built CLI, under --probe only', async () => {
    const command = `node ${join(FIXTURES, 'error-envelope.mjs')}`;
    const probed = await runMcpLint(['--stdio', command, '--probe', '--format', 'json', '--no-config']);
    expect(probed.stderr).toBe('');
    const ids = (JSON.parse(probed.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>).flatMap((r) =>
      r.messages.map((m) => m.ruleId),
    );
    expect(ids.filter((id) => id === 'structured-content-on-error')).toHaveLength(1);
    const listed = await runMcpLint(['--stdio', command, '--format', 'json', '--no-config']);
    expect(listed.stdout).not.toContain('structured-content-on-error');
  });
});
