import rule from '../../../src/rules/definition/property-description.js';
import { testRule } from '../../helpers/rule-tester.js';
import { leakedCallToolResult } from '../../helpers/leaked-sdk-type.js';

const python = { kind: 'live' as const, source: 'stdio:python server.py', language: { name: 'python' as const, typeHintSchemas: true } };

const tool = (inputSchema: unknown) => ({ name: 'search', description: 'Search the docs for a phrase.', inputSchema });

testRule(rule, {
  valid: [
    // Issue 35: an SDK type leaked into the schema is sdk-type-in-input's one finding, not one here per SDK field.
    { name: "the fields of a leaked SDK type (ctx: CallToolResult) and the parameter itself", tool: tool(leakedCallToolResult()) },
    { tool: tool({ type: 'object', properties: { q: { type: 'string', description: 'Text to find' } }, required: ['q'] }) },
    { name: 'no parameters', tool: tool({ type: 'object', properties: {} }) },
    {
      name: 'description on the $ref target (pydantic model docstring)',
      tool: tool({
        type: 'object',
        properties: {
          addr: { $ref: '#/$defs/Address' },
          maybe: { anyOf: [{ $ref: '#/$defs/Address' }, { type: 'null' }], default: null },
          wrapped: { allOf: [{ $ref: '#/$defs/Address' }] },
        },
        $defs: { Address: { type: 'object', description: 'A postal address', properties: { street: { type: 'string', description: 'Street' } } } },
      }),
    },
    {
      name: 'discriminator const needs no prose (zod discriminatedUnion)',
      tool: tool({
        type: 'object',
        properties: { shape: { description: 'Shape', oneOf: [{ type: 'object', properties: { kind: { type: 'string', const: 'circle' }, r: { type: 'number', description: 'radius' } } }] } },
      }),
    },
    { name: 'a one-value enum is a discriminator too', tool: tool({ type: 'object', properties: { kind: { type: 'string', enum: ['circle'] } } }) },
    { name: 'boolean property schemas are schema-portability\'s', tool: tool({ type: 'object', properties: { x: true } }) },
  ],
  invalid: [
    {
      name: "the server's own parameters beside a leaked SDK type are still judged",
      tool: tool(leakedCallToolResult({ limit: { type: 'integer' } })),
      errors: [{ messageId: 'missing', pointer: '/inputSchema/properties/limit' }],
    },
    {
      name: 'a Python server: the Annotated/Field fix, and pydantic\'s generated title is not named as the author\'s',
      source: python,
      tool: tool({ type: 'object', title: 'searchArguments', properties: { city: { type: 'string', title: 'City' }, days: { type: 'integer' }, at: { anyOf: [{ type: 'string' }, { type: 'null' }] } }, required: ['city'] }),
      errors: [
        { messageId: 'missingPython', pointer: '/inputSchema/properties/city', data: { path: 'city', type: 'str' }, message: 'Parameter "city" has no description, so a model has only its name to go on. Declare it as Annotated[str, Field(description="…")] saying what it is for, its format and an example value.' },
        { messageId: 'missingPython', pointer: '/inputSchema/properties/days', data: { type: 'int' } },
        { messageId: 'missingPython', pointer: '/inputSchema/properties/at', data: { type: 'Optional[str]' } },
      ],
    },
    {
      tool: tool({ type: 'object', properties: { q: { type: 'string' }, limit: { type: 'number', description: '  ' } } }),
      errors: [
        { messageId: 'missing', pointer: '/inputSchema/properties/q', data: { path: 'q' } },
        { messageId: 'missing', pointer: '/inputSchema/properties/limit', data: { path: 'limit' } },
      ],
    },
    {
      name: 'pydantic title only',
      tool: tool({ type: 'object', title: 'searchArguments', properties: { city: { type: 'string', title: 'City' } }, required: ['city'] }),
      errors: [{ messageId: 'titleOnly', pointer: '/inputSchema/properties/city', data: { path: 'city', title: '"City"' } }],
    },
    {
      name: 'any depth',
      tool: tool({
        type: 'object',
        properties: {
          filter: { type: 'object', description: 'A filter', properties: { since: { type: 'string' } } },
          rows: { type: 'array', description: 'Rows', items: { type: 'object', properties: { id: { type: 'string' } } } },
        },
      }),
      errors: [
        { messageId: 'missing', pointer: '/inputSchema/properties/filter/properties/since', data: { path: 'filter.since' } },
        { messageId: 'missing', pointer: '/inputSchema/properties/rows/items/properties/id', data: { path: 'rows[].id' } },
      ],
    },
    {
      name: 'a $ref to an undescribed definition',
      tool: tool({ type: 'object', properties: { addr: { $ref: '#/$defs/Address' } }, $defs: { Address: { type: 'object' } } }),
      errors: [{ messageId: 'missing', pointer: '/inputSchema/properties/addr' }],
    },
    {
      name: 'where a described $ref counts and where it does not',
      tool: tool({
        type: 'object',
        properties: {
          viaOneOf: { oneOf: [{ type: 'null' }, { $ref: '#/$defs/Address' }] },
          viaAnchor: { $ref: '#addr' },
          twoAllOf: { allOf: [{ $ref: '#/$defs/Address' }, { type: 'object' }] },
          remote: { $ref: 'https://example.com/address.json' },
          broken: { anyOf: [{ $ref: '#/$defs/Nope' }, { $ref: '#%E0' }] },
        },
        $defs: { Address: { $anchor: 'addr', type: 'object', description: 'A postal address' } },
      }),
      errors: [
        { messageId: 'missing', pointer: '/inputSchema/properties/twoAllOf' },
        { messageId: 'missing', pointer: '/inputSchema/properties/remote' },
        { messageId: 'missing', pointer: '/inputSchema/properties/broken' },
      ],
    },
  ],
});
