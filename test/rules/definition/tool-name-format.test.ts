import rule from '../../../src/rules/definition/tool-name-format.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: unknown) => ({ name, description: 'Does a thing.', inputSchema: { type: 'object' } });

testRule(rule, {
  valid: [
    { tool: tool('getUser') },
    { tool: tool('DATA_EXPORT_v2') },
    { tool: tool('admin.tools.list') },
    { tool: tool('get-resource-links') },
    { tool: tool('a'.repeat(128)) },
    { name: "a missing or non-string name is tool-definition-valid's", tool: tool(42) },
  ],
  invalid: [
    { tool: tool(''), errors: [{ messageId: 'empty', pointer: '/name' }] },
    {
      tool: tool('my tool!'),
      errors: [
        {
          messageId: 'badCharacters',
          pointer: '/name',
          data: { name: '"my tool!"', characters: 'a space, "!"', suggestion: '"my_tool"' },
        },
      ],
    },
    { tool: tool('a'.repeat(129)), errors: [{ messageId: 'tooLong', pointer: '/name', data: { length: 129 } }] },
    {
      tool: tool('search,docs'),
      errors: [{ messageId: 'badCharacters', pointer: '/name', data: { characters: '","' } }],
    },
    { tool: tool('ñandú'), errors: [{ messageId: 'badCharacters', pointer: '/name' }] },
    {
      tool: tool('x/'.repeat(70)),
      errors: [
        { messageId: 'badCharacters', pointer: '/name' },
        { messageId: 'tooLong', pointer: '/name' },
      ],
    },
  ],
});
