import rule from '../../../src/rules/definition/input-schema-valid.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (inputSchema: unknown) => ({ name: 'search', description: 'Search the docs for a phrase.', inputSchema });

testRule(rule, {
  valid: [
    { tool: tool({ type: 'object', properties: { q: { type: 'string', pattern: '^[a-z]+$' } }, required: ['q'] }) },
    {
      name: 'draft-07 as SDK v1 stamps it',
      tool: tool({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { a: { type: 'string' } },
        additionalProperties: false,
      }),
    },
    {
      name: 'draft-07 without #, https',
      tool: tool({ $schema: 'https://json-schema.org/draft-07/schema', type: 'object' }),
    },
    {
      name: '2020-12 as SDK v2 stamps it',
      tool: tool({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: { a: { type: ['string', 'null'] } },
      }),
    },
    {
      name: '2020-12 with trailing #',
      tool: tool({ $schema: 'https://json-schema.org/draft/2020-12/schema#', type: 'object' }),
    },
    {
      name: '2019-09',
      tool: tool({
        $schema: 'https://json-schema.org/draft/2019-09/schema',
        type: 'object',
        $defs: { a: { type: 'string' } },
      }),
    },
    { name: '$ref cycle through the root', tool: tool({ type: 'object', properties: { child: { $ref: '#' } } }) },
    {
      name: 'local refs and anchors',
      tool: tool({
        type: 'object',
        properties: { a: { $ref: '#/$defs/A' }, b: { $ref: '#bee' }, c: { $ref: '#/$defs/has~1slash' } },
        $defs: { A: { type: 'string' }, B: { $anchor: 'bee', type: 'number' }, 'has/slash': { type: 'string' } },
      }),
    },
    {
      name: 'draft-07 definitions',
      tool: tool({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { a: { $ref: '#/definitions/A' } },
        definitions: { A: { type: 'string' } },
      }),
    },
    {
      name: 'a pattern that compiles only without the u flag',
      tool: tool({ type: 'object', properties: { a: { type: 'string', pattern: '^\\-[a-z]+$' } } }),
    },
    {
      name: "remote $ref is schema-portability's",
      tool: tool({ type: 'object', properties: { a: { $ref: 'https://example.com/a.json' } } }),
    },
    { name: 'not an object: input-schema-root-object reports it', tool: tool('object') },
    { name: 'type missing: input-schema-root-object reports it', tool: tool({ properties: {} }) },
  ],
  invalid: [
    {
      tool: tool({ type: 'object', properties: { q: { type: 'strin' } } }),
      errors: [
        {
          messageId: 'invalid',
          pointer: '/inputSchema/properties/q/type',
          message: /^inputSchema\.properties\.q\.type must be one of "array", .* got "strin" \(JSON Schema 2020-12\)/,
        },
      ],
    },
    {
      tool: tool({ type: 'object', properties: { q: { type: 'string' } }, required: 'q' }),
      errors: [
        {
          messageId: 'invalid',
          pointer: '/inputSchema/required',
          message: /inputSchema\.required must be an array, got "q"/,
        },
      ],
    },
    {
      name: 'several problems in one schema',
      tool: tool({
        type: 'object',
        properties: { n: { type: 'integer', minimum: '0' }, s: { type: 'string', minLength: -1 } },
        required: ['n', 'n'],
      }),
      errors: [
        { messageId: 'invalid', pointer: '/inputSchema/properties/n/minimum' },
        { messageId: 'invalid', pointer: '/inputSchema/properties/s/minLength' },
        { messageId: 'invalid', pointer: '/inputSchema/required' },
      ],
    },
    {
      name: 'draft-07 rules apply when $schema names draft-07',
      tool: tool({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { a: { type: 'string', exclusiveMinimum: true } },
      }),
      errors: [
        {
          messageId: 'invalid',
          pointer: '/inputSchema/properties/a/exclusiveMinimum',
          message: /must be a number, got true \(JSON Schema draft-07\)/,
        },
      ],
    },
    {
      name: 'unknown dialect is a finding, not a crash',
      tool: tool({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }),
      errors: [
        {
          messageId: 'unsupportedDialect',
          pointer: '/inputSchema/$schema',
          data: { value: '"http://json-schema.org/draft-04/schema#"' },
        },
      ],
    },
    {
      name: '$schema that is not a string',
      tool: tool({ $schema: 7, type: 'object' }),
      errors: [{ messageId: 'invalid', pointer: '/inputSchema/$schema' }],
    },
    {
      name: 'invalid regular expressions',
      tool: tool({
        type: 'object',
        properties: { a: { type: 'string', pattern: '[a-z' } },
        patternProperties: { '(x': { type: 'string' } },
      }),
      errors: [
        { messageId: 'badPattern', pointer: '/inputSchema/patternProperties/(x' },
        { messageId: 'badPattern', pointer: '/inputSchema/properties/a/pattern', data: { value: '"[a-z"' } },
      ],
    },
    {
      name: 'unresolved local $ref',
      tool: tool({
        type: 'object',
        properties: { a: { $ref: '#/$defs/Adress' }, b: { $ref: '#nowhere' } },
        $defs: { Address: { type: 'string' } },
      }),
      errors: [
        { messageId: 'unresolvedRef', pointer: '/inputSchema/properties/a/$ref', data: { value: '"#/$defs/Adress"' } },
        { messageId: 'unresolvedRef', pointer: '/inputSchema/properties/b/$ref' },
      ],
    },
    {
      name: 'hostile depth: reported, not recursed into',
      tool: tool(
        (() => {
          let schema: Record<string, unknown> = { type: 'string' };
          for (let i = 0; i < 10_000; i++) schema = { type: 'object', properties: { a: schema } };
          return schema;
        })(),
      ),
      errors: [{ messageId: 'tooDeep', pointer: '/inputSchema', data: { depth: 20_001, max: 128 } }],
    },
  ],
});
