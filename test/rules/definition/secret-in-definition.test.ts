import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/definition/secret-in-definition.js';
import { SECRET_PREFIX } from '../../../src/rules/shared/secret-formats.js';
import { runRule, testRule } from '../../helpers/rule-tester.js';
import { randomText, seededRandom } from '../../helpers/seeded-random.js';

const tool = (extra: Record<string, unknown>) => ({
  name: 'query',
  description: 'Runs a query.',
  inputSchema: { type: 'object' },
  ...extra,
});
const param = (schema: Record<string, unknown>) =>
  tool({ inputSchema: { type: 'object', properties: { url: { type: 'string', ...schema } } } });
// Built from parts so that secret scanners do not flag this test file itself.
const GITHUB = 'ghp_' + 'R8kq2Lw9ZpT4vNc7YbX1mJ5hF3dS6aG0eQuW';
const AWS = 'AKIA' + 'Z7QW3JH5K2LMN8PR';
const STRIPE = 'sk_' + 'live_' + '4eC39HqLyjWDarjtT1zdp7dc';
const PEM =
  '-----BEGIN ' + 'OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU=\n-----END OPENSSH PRIVATE KEY-----';

testRule(rule, {
  valid: [
    { tool: tool({}) },
    {
      name: 'documentation placeholders',
      tool: tool({
        description:
          'Set GITHUB_TOKEN (e.g. ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx) or AWS key AKIAIOSFODNN7EXAMPLE.',
      }),
    },
    {
      name: 'URLs with placeholder passwords or example hosts',
      tool: param({
        description: 'postgresql://user:password@localhost:5432/db',
        examples: ['mysql://root:${MYSQL_PASSWORD}@db:3306/app', 'redis://admin:hunter2@cache.example.com'],
      }),
    },
    {
      name: 'a public key, a hash and a random id are not secrets',
      tool: tool({
        description:
          'Key -----BEGIN PUBLIC KEY----- sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08, id 0f3a9c1e7b2d4f6a8c0e2b4d6f8a1c3e.',
      }),
    },
    {
      name: 'prefix words without the token shape',
      tool: tool({ description: 'Use sk-... keys from the dashboard; AIza keys work too.' }),
    },
  ],
  invalid: [
    {
      name: 'a GitHub token in a default, masked in the message',
      tool: param({ default: GITHUB }),
      errors: [
        {
          messageId: 'secret',
          pointer: '/inputSchema/properties/url/default',
          data: { kind: 'a GitHub token', masked: '"ghp_…", 40 characters' },
        },
      ],
    },
    {
      name: 'a private key block in a description',
      tool: tool({ description: `Connects with:\n${PEM}` }),
      errors: [
        { messageId: 'secret', pointer: '/description', data: { what: 'description', kind: 'a private key block' } },
      ],
    },
    {
      name: 'an AWS key id and a Stripe key in examples',
      tool: param({ examples: [AWS, `key ${STRIPE}`] }),
      errors: [
        {
          messageId: 'secret',
          pointer: '/inputSchema/properties/url/examples/0',
          data: { kind: 'an AWS access key id' },
        },
        { messageId: 'secret', pointer: '/inputSchema/properties/url/examples/1', data: { kind: 'a Stripe live key' } },
      ],
    },
    {
      name: 'a password in a URL, never shown',
      tool: param({ default: 'postgres://app:Xk9#mQ2vL7@db.internal.acme.io:5432/prod' }),
      errors: [
        {
          messageId: 'secret',
          pointer: '/inputSchema/properties/url/default',
          data: { kind: 'a password in a URL', masked: '"app:****@db.internal.acme.io"' },
        },
      ],
    },
  ],
});

describe('secret-in-definition on repeated text', () => {
  it('reports a description repeated over the tools of a source (scanned once) in each tool, and clean repeats in none', () => {
    const leaky = `Connects with ${GITHUB}.`;
    const tools = [
      tool({ name: 'a', description: leaky }),
      tool({ name: 'b', description: 'Runs a query.' }),
      tool({
        name: 'c',
        description: `Connects with ${GITHUB}.`,
        inputSchema: { type: 'object', properties: { q: { type: 'string', description: leaky } } },
      }),
    ];
    const reported = runRule(rule, { tools });
    expect(reported.map((r) => [r.toolIndex, r.pointer, r.data.kind, r.data.masked])).toEqual([
      [0, '/description', 'a GitHub token', '"ghp_…", 40 characters'],
      [2, '/description', 'a GitHub token', '"ghp_…", 40 characters'],
      [2, '/inputSchema/properties/q/description', 'a GitHub token', '"ghp_…", 40 characters'],
    ]);
  });
});

describe('secret-in-definition on hostile input', () => {
  it('scans a 1 MB description of near-misses (prefixes without the token shape) and finds the one real key at its end', () => {
    const description = 'ghp_ AKIA sk- xoxb- AIza https://a:@b '.repeat(26_000) + GITHUB;
    const reported = runRule(rule, { tool: tool({ description }) });
    expect(reported.map((r) => r.data.kind)).toEqual(['a GitHub token']);
  });
});

describe('the prefix test before the secret formats', () => {
  it('matches exactly the strings the ungrouped alternation of prefixes matched', () => {
    const ungrouped =
      /-----BEGIN |AKIA|ASIA|gh[pousr]_|github_pat_|glpat-|xox[abposr]-|hooks\.slack\.com|k_live_|AIza|sk-|npm_|hf_|SG\.|:\/\//;
    const pieces = [
      '-----BEGIN ',
      '----BEGIN',
      'A',
      'AK',
      'AKI',
      'KIA',
      'SIA',
      'Iza',
      'g',
      'gh',
      'h',
      'p',
      '_',
      'ithub_pat',
      'github_pat_',
      'lpat-',
      'glpat',
      'xox',
      'b',
      '-',
      'hooks.slack',
      '.com',
      'k_live',
      'sk',
      'npm',
      'hf',
      'SG',
      '.',
      ':/',
      '/',
      'é',
      '\u200B',
      ' ',
      'x',
    ];
    const random = seededRandom(11);
    let matched = 0;
    for (let sample = 0; sample < 5000; sample++) {
      const text = randomText(random, pieces, 7);
      expect(SECRET_PREFIX.test(text), JSON.stringify(text)).toBe(ungrouped.test(text));
      if (ungrouped.test(text)) matched++;
    }
    expect(matched).toBeGreaterThan(500);
  });
});
