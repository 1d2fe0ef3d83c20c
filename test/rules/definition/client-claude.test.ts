// client-claude: tool names matching ^[a-zA-Z0-9_-]{1,64}$, an inputSchema of type "object", no anyOf/oneOf/allOf at its root.
import rule from '../../../src/rules/definition/client-claude.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: unknown, inputSchema: unknown = { type: 'object' }) => ({ name, description: 'Does a thing.', inputSchema });

testRule(rule, {
  valid: [
    { tool: tool('get_stock_price') },
    { tool: tool('notion-search') },
    { tool: tool('a'.repeat(64)) },
    { name: 'a missing inputSchema is input-schema-root-object\'s', tool: { name: 'x', description: 'Does a thing.' } },
    { name: 'anyOf inside a property is accepted', tool: tool('pick', { type: 'object', properties: { id: { anyOf: [{ type: 'string' }, { type: 'integer' }] } } }) },
  ],
  invalid: [
    {
      tool: tool('tool_api.tool_belt_entity_list'),
      errors: [{ messageId: 'nameCharacters', pointer: '/name', data: { characters: '"."', suggestion: '"tool_api_tool_belt_entity_list"' }, message: /^Claude: / }],
    },
    { tool: tool('a'.repeat(65)), errors: [{ messageId: 'nameTooLong', pointer: '/name', data: { length: 65, max: 64 } }] },
    { tool: tool('list', { type: 'array', items: { type: 'string' } }), errors: [{ messageId: 'inputSchemaNotObject', pointer: '/inputSchema/type', data: { value: '"array"' } }] },
    { tool: tool('list', { properties: {} }), errors: [{ messageId: 'inputSchemaNotObject', pointer: '/inputSchema/type', data: { value: 'absent' } }] },
    {
      name: 'a root anyOf (the ui5_version_diff case) fails the whole request',
      tool: tool('ui5_version_diff', { type: 'object', properties: { version: { type: 'string' }, from_version: { type: 'string' } }, anyOf: [{ required: ['version'] }, { required: ['from_version'] }] }),
      errors: [{ messageId: 'topLevelCombinator', pointer: '/inputSchema/anyOf', data: { keyword: '"anyOf"' }, message: /does not support oneOf, allOf, or anyOf at the top level/ }],
    },
    {
      name: 'oneOf and allOf at the root, each reported',
      tool: tool('run', { type: 'object', oneOf: [{ required: ['yaml'] }, { required: ['dir'] }], allOf: [{ required: ['x'] }] }),
      errors: [
        { messageId: 'topLevelCombinator', pointer: '/inputSchema/oneOf', data: { keyword: '"oneOf"' } },
        { messageId: 'topLevelCombinator', pointer: '/inputSchema/allOf', data: { keyword: '"allOf"' } },
      ],
    },
  ],
});
