import rule from '../../src/lint/rules/definition/input-schema-required-array.js';
import { testRule } from '../helpers/rule-tester.js';

const tool = (inputSchema: unknown) => ({ name: 'search', description: 'Search the docs for a phrase.', inputSchema });

testRule(rule, {
  valid: [
    { tool: tool({ type: 'object', properties: { q: { type: 'string' } }, required: ['q'] }) },
    { name: 'required: [] when all are optional', tool: tool({ type: 'object', properties: { q: { type: 'string' } }, required: [] }) },
    { name: 'no properties', tool: tool({ type: 'object', properties: {} }) },
    { name: 'every property has a default (zod .default(), pydantic defaults)', tool: tool({ type: 'object', properties: { count: { type: 'number', default: 3 }, mode: { type: 'string', default: 'a' } } }) },
    { name: 'nested objects with required', tool: tool({ type: 'object', properties: { f: { type: 'object', properties: { x: { type: 'string' } }, required: ['x'] } }, required: ['f'] }) },
    { name: 'required that is not an array is input-schema-valid\'s', tool: tool({ type: 'object', properties: { q: { type: 'string' } }, required: 'q' }) },
    { name: 'no inputSchema', tool: { name: 'x' } },
  ],
  invalid: [
    {
      tool: tool({ type: 'object', properties: { query: { type: 'string' }, limit: { type: 'number' } } }),
      errors: [{ messageId: 'missingAtRoot', pointer: '/inputSchema', data: { names: '"query" and "limit"' } }],
    },
    {
      name: 'only some properties have defaults',
      tool: tool({ type: 'object', properties: { query: { type: 'string' }, limit: { type: 'number', default: 10 } } }),
      errors: [{ messageId: 'missingAtRoot', pointer: '/inputSchema' }],
    },
    {
      name: 'nested object schemas, each at its own pointer',
      tool: tool({
        type: 'object',
        properties: {
          filter: { type: 'object', properties: { field: { type: 'string' } } },
          rows: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
        },
        required: ['filter'],
      }),
      errors: [
        { messageId: 'missingNested', pointer: '/inputSchema/properties/filter', data: { path: 'filter' } },
        { messageId: 'missingNested', pointer: '/inputSchema/properties/rows/items', data: { path: 'rows[]' } },
      ],
    },
    {
      name: 'root and $defs',
      tool: tool({ type: 'object', properties: { a: { $ref: '#/$defs/A' } }, $defs: { A: { type: 'object', properties: { x: { type: 'string' } } } } }),
      errors: [
        { messageId: 'missingAtRoot', pointer: '/inputSchema' },
        { messageId: 'missingNested', pointer: '/inputSchema/$defs/A', data: { path: 'A' } },
      ],
    },
  ],
});
