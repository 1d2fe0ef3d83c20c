import rule from '../../src/lint/rules/definition/input-schema-root-object.js';
import { testRule } from '../helpers/rule-tester.js';

const base = { name: 'search', description: 'Search the docs for a phrase.' };

testRule(rule, {
  valid: [
    { tool: { ...base, inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } } },
    { tool: { ...base, inputSchema: { type: 'object', additionalProperties: false } } },
    { name: 'root oneOf with type object (spec example)', tool: { ...base, inputSchema: { type: 'object', oneOf: [{ required: ['a'] }, { required: ['b'] }], properties: { a: { type: 'string' }, b: { type: 'string' } } } } },
    { name: 'SDK v1 draft-07 stamp', tool: { ...base, inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} } } },
    { name: 'not an object: tool-definition-valid reports it', tool: 'search' },
  ],
  invalid: [
    { tool: { ...base }, errors: [{ messageId: 'missing', pointer: '/inputSchema' }] },
    { tool: { ...base, inputSchema: null }, errors: [{ messageId: 'notObject', pointer: '/inputSchema', data: { value: 'null' } }] },
    { tool: { ...base, inputSchema: [] }, errors: [{ messageId: 'notObject', pointer: '/inputSchema', data: { value: 'an empty array' } }] },
    { tool: { ...base, inputSchema: 'object' }, errors: [{ messageId: 'notObject', pointer: '/inputSchema', data: { value: '"object"' } }] },
    { tool: { ...base, inputSchema: { properties: { q: { type: 'string' } } } }, errors: [{ messageId: 'typeMissing', pointer: '/inputSchema/type' }] },
    { tool: { ...base, inputSchema: { type: 'array', items: { type: 'string' } } }, errors: [{ messageId: 'typeNotObject', pointer: '/inputSchema/type', data: { value: '"array"' } }] },
    { tool: { ...base, inputSchema: { type: ['object', 'null'] } }, errors: [{ messageId: 'typeNotObject', pointer: '/inputSchema/type', data: { value: '["object","null"]' } }] },
    { name: 'missing in 2026-07-28 too', spec: '2026-07-28', tool: { ...base, inputSchema: {} }, errors: [{ messageId: 'typeMissing', pointer: '/inputSchema/type' }] },
  ],
});
