// client-claude: tool names matching ^[a-zA-Z0-9_-]{1,64}$ and an inputSchema of type "object".
import rule from '../../../src/rules/definition/client-claude.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: unknown, inputSchema: unknown = { type: 'object' }) => ({ name, description: 'Does a thing.', inputSchema });

testRule(rule, {
  valid: [
    { tool: tool('get_stock_price') },
    { tool: tool('notion-search') },
    { tool: tool('a'.repeat(64)) },
    { name: 'a missing inputSchema is input-schema-root-object\'s', tool: { name: 'x', description: 'Does a thing.' } },
  ],
  invalid: [
    {
      tool: tool('tool_api.tool_belt_entity_list'),
      errors: [{ messageId: 'nameCharacters', pointer: '/name', data: { characters: '"."', suggestion: '"tool_api_tool_belt_entity_list"' }, message: /^Claude: / }],
    },
    { tool: tool('a'.repeat(65)), errors: [{ messageId: 'nameTooLong', pointer: '/name', data: { length: 65, max: 64 } }] },
    { tool: tool('list', { type: 'array', items: { type: 'string' } }), errors: [{ messageId: 'inputSchemaNotObject', pointer: '/inputSchema/type', data: { value: '"array"' } }] },
    { tool: tool('list', { properties: {} }), errors: [{ messageId: 'inputSchemaNotObject', pointer: '/inputSchema/type', data: { value: 'absent' } }] },
  ],
});
