import rule from '../../../src/rules/definition/required-property-exists.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (inputSchema: unknown, extra: Record<string, unknown> = {}) => ({
  name: 'search',
  description: 'Search the docs.',
  inputSchema,
  ...extra,
});

testRule(rule, {
  valid: [
    { tool: tool({ type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }) },
    {
      name: 'branches name properties their parent declares',
      tool: tool({
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'string' } },
        oneOf: [{ required: ['a'] }, { required: ['b'] }],
      }),
    },
    {
      name: 'if/then',
      tool: tool({
        type: 'object',
        properties: { kind: { type: 'string' }, url: { type: 'string' } },
        if: { properties: { kind: { const: 'link' } } },
        then: { required: ['url'] },
      }),
    },
    {
      name: 'properties from allOf',
      tool: tool({ type: 'object', allOf: [{ properties: { a: { type: 'string' } } }], required: ['a'] }),
    },
    {
      name: 'properties via local $ref',
      tool: tool({
        type: 'object',
        $ref: '#/$defs/Base',
        required: ['a'],
        $defs: { Base: { properties: { a: { type: 'string' } } } },
      }),
    },
    {
      name: 'patternProperties',
      tool: tool({
        type: 'object',
        properties: {},
        patternProperties: { '^x-': { type: 'string' } },
        required: ['x-id'],
      }),
    },
    {
      name: 'no properties anywhere: nothing to judge',
      tool: tool({ type: 'object', additionalProperties: { type: 'string' }, required: ['anything'] }),
    },
    {
      name: 'source input whose properties could not be read statically',
      loaded: [
        {
          definition: tool({ type: 'object', properties: {}, required: ['query'] }),
          sourceFacts: { unresolved: [{ pointer: '/inputSchema/properties', what: 'a computed object' }] },
        },
      ],
    },
    {
      name: 'branches of branches, and dependentSchemas, name what an ancestor declares',
      tool: tool({
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'string' } },
        not: { anyOf: [{ required: ['a'] }] },
        dependentSchemas: { a: { required: ['b'] } },
      }),
    },
    {
      name: "entries that are not strings are input-schema-valid's",
      tool: tool({
        type: 'object',
        properties: JSON.parse('{"a": {"type": "string"}, "__proto__": {"type": "string"}}'),
        required: ['a', 5, null, '__proto__'],
      }),
    },
    {
      name: 'a pattern with look-ahead may match: unknown, so not reported',
      tool: tool({ type: 'object', properties: {}, patternProperties: { '^(?!x-)': {} }, required: ['id'] }),
    },
    {
      name: 'a backtracking bomb runs in linear time and matches',
      tool: tool({ type: 'object', properties: {}, patternProperties: { '^(a+)+$': {} }, required: ['a'.repeat(50)] }),
    },
    {
      name: 'a remote $ref may declare it',
      tool: tool({ type: 'object', $ref: 'https://example.com/base.json', properties: {}, required: ['a'] }),
    },
  ],
  invalid: [
    {
      tool: tool({
        type: 'object',
        properties: { query: { type: 'string' }, limit: { type: 'number' } },
        required: ['qurey'],
      }),
      errors: [
        {
          messageId: 'unknown',
          pointer: '/inputSchema/required/0',
          data: { name: '"qurey"', known: '"query" and "limit"' },
        },
      ],
    },
    {
      name: 'nested, and in outputSchema',
      tool: tool(
        {
          type: 'object',
          properties: { f: { type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'b'] } },
          required: ['f'],
        },
        { outputSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['okay'] } },
      ),
      errors: [
        { messageId: 'unknown', pointer: '/inputSchema/properties/f/required/1', data: { name: '"b"' } },
        { messageId: 'unknown', pointer: '/outputSchema/required/0', data: { name: '"okay"' } },
      ],
    },
    {
      name: 'empty properties',
      tool: tool({ type: 'object', properties: {}, required: ['a'] }),
      errors: [{ messageId: 'unknown', pointer: '/inputSchema/required/0', data: { known: 'none' } }],
    },
    {
      name: 'a pattern too costly to run is said once per tool, for the first name it leaves unchecked',
      tool: tool({
        type: 'object',
        properties: {},
        patternProperties: { '^(?:[a-z]{100}){100}$': {} },
        required: ['a', 'b'],
      }),
      errors: [
        {
          messageId: 'patternTooCostly',
          pointer: '/inputSchema/required/0',
          data: { name: '"a"', pattern: '"^(?:[a-z]{100}){100}$"', max: '2,000' },
        },
      ],
    },
    {
      name: "past the input's budget for patterns, the first name left unchecked is said once for the input",
      tool: tool({
        type: 'object',
        properties: {},
        patternProperties: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`^[a-z]{999}[0-9]{900}${i}$`, {}])),
        required: ['a', 'b'],
      }),
      errors: [
        { messageId: 'patternsTooCostly', pointer: '/inputSchema/required/0', data: { name: '"a"', max: '100,000' } },
      ],
    },
    {
      name: 'a backtracking bomb that does not match reports the name',
      tool: tool({
        type: 'object',
        properties: {},
        patternProperties: { '^(a+)+$': {} },
        required: ['a'.repeat(41) + '!'],
      }),
      errors: [{ messageId: 'unknown', pointer: '/inputSchema/required/0' }],
    },
    {
      name: 'properties and $defs named like composition keywords are not branches',
      tool: tool({
        type: 'object',
        properties: {
          y: { type: 'string' },
          not: { type: 'object', properties: { x: { type: 'string' } }, required: ['x', 'y'] },
        },
        $defs: {
          then: { type: 'object', properties: {}, required: ['y'] },
          'a/0': { properties: { z: { type: 'string' } }, required: ['y'] },
        },
      }),
      errors: [
        { messageId: 'unknown', pointer: '/inputSchema/properties/not/required/1', data: { name: '"y"' } },
        { messageId: 'unknown', pointer: '/inputSchema/$defs/then/required/0', data: { name: '"y"' } },
        { messageId: 'unknown', pointer: '/inputSchema/$defs/a~10/required/0', data: { name: '"y"' } },
      ],
    },
  ],
});
