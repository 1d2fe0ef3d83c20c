// client-gemini: function and parameter names, only the fields of Gemini's OpenAPI-subset Schema, one type, and
// no "type" beside "anyOf".
import rule from '../../../src/rules/definition/client-gemini.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: string, inputSchema: unknown = { type: 'object' }) => ({
  name,
  description: 'Does a thing.',
  inputSchema,
});

testRule(rule, {
  valid: [
    {
      tool: tool('get_weather', {
        type: 'object',
        properties: {
          location: { type: 'string', description: 'City', nullable: true },
          days: { type: 'integer', minimum: 1, maximum: 7 },
        },
        required: ['location'],
      }),
    },
    { tool: tool('admin.tools:list') },
    { tool: tool('_private-x') },
    {
      name: 'schemaKeywords: false (a client that sends parametersJsonSchema) checks names only',
      options: { schemaKeywords: false },
      tool: tool('x', {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { unit: { type: ['string', 'null'] } },
        additionalProperties: false,
      }),
    },
    {
      name: 'anyOf without type beside it',
      tool: tool('pick', { type: 'object', properties: { v: { anyOf: [{ type: 'string' }, { type: 'number' }] } } }),
    },
  ],
  invalid: [
    {
      tool: tool('2fa_check'),
      errors: [{ messageId: 'name', pointer: '/name', data: { problem: 'starts with "2"' }, message: /^Gemini: / }],
    },
    {
      tool: tool('GET /users'),
      errors: [{ messageId: 'name', pointer: '/name', data: { problem: 'contains a space, "/"' } }],
    },
    {
      tool: tool('a'.repeat(65)),
      errors: [{ messageId: 'name', pointer: '/name', data: { problem: 'is 65 characters long' } }],
    },
    {
      name: 'parameter names: letters, digits and underscores only',
      tool: tool('search', {
        type: 'object',
        properties: { 'issue-key': { type: 'string' }, '1st': { type: 'string' } },
      }),
      errors: [
        { messageId: 'parameterName', pointer: '/inputSchema/properties/issue-key', data: { problem: 'contains "-"' } },
        { messageId: 'parameterName', pointer: '/inputSchema/properties/1st', data: { problem: 'starts with "1"' } },
      ],
    },
    {
      name: 'the keywords of the Zed report',
      tool: tool('edit', {
        type: 'object',
        properties: { op: { type: 'object', properties: { kind: { const: 'insert' } }, additionalProperties: false } },
      }),
      errors: [
        {
          messageId: 'unsupportedKeyword',
          pointer: '/inputSchema/properties/op/additionalProperties',
          data: { where: 'Parameter "op"', keywords: '"additionalProperties"' },
        },
        {
          messageId: 'unsupportedKeyword',
          pointer: '/inputSchema/properties/op/properties/kind/const',
          data: { keywords: '"const"' },
        },
      ],
    },
    {
      name: '$schema, $ref and $defs',
      tool: tool('x', {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { a: { $ref: '#/$defs/A' } },
        $defs: { A: { type: 'string' } },
      }),
      errors: [
        {
          messageId: 'unsupportedKeyword',
          pointer: '/inputSchema/$schema',
          data: { keywords: '"$schema" and "$defs"' },
        },
        { messageId: 'unsupportedKeyword', pointer: '/inputSchema/properties/a/$ref', data: { keywords: '"$ref"' } },
      ],
    },
    {
      tool: tool('x', { type: 'object', properties: { unit: { type: ['string', 'null'] } } }),
      errors: [
        { messageId: 'typeArray', pointer: '/inputSchema/properties/unit/type', data: { value: '["string","null"]' } },
      ],
    },
    {
      tool: tool('x', {
        type: 'object',
        properties: { pair: { type: 'array', items: [{ type: 'string' }, { type: 'number' }] } },
      }),
      errors: [
        { messageId: 'itemsList', pointer: '/inputSchema/properties/pair/items', data: { where: 'Parameter "pair"' } },
      ],
    },
    {
      name: 'parameter names are checked with schemaKeywords: false too',
      options: { schemaKeywords: false },
      tool: tool('x', { type: 'object', properties: { 'a-b': { type: 'string' } }, additionalProperties: false }),
      errors: [{ messageId: 'parameterName', pointer: '/inputSchema/properties/a-b' }],
    },
    {
      tool: tool('x', { type: 'object', properties: { v: { type: 'string', anyOf: [{ type: 'string' }] } } }),
      errors: [
        { messageId: 'typeWithAnyOf', pointer: '/inputSchema/properties/v/anyOf', data: { where: 'Parameter "v"' } },
      ],
    },
  ],
});
