// client-copilot-cli: tool names matching ^[a-zA-Z0-9_-]{1,128}$, which Copilot CLI's model API enforces.
import rule from '../../../src/rules/definition/client-copilot-cli.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: unknown) => ({ name, description: 'Does a thing.', inputSchema: { type: 'object' } });

testRule(rule, {
  valid: [
    { tool: tool('list_pull_requests') },
    { tool: tool('resolve-library-id') },
    { tool: tool('a'.repeat(128)) },
    { tool: tool(7) },
  ],
  invalid: [
    {
      tool: tool('catalog.get-entity-facets'),
      errors: [
        {
          messageId: 'nameCharacters',
          pointer: '/name',
          data: { characters: '"."', suggestion: '"catalog_get-entity-facets"' },
          message: /^GitHub Copilot CLI: /,
        },
      ],
    },
    {
      tool: tool('user-profile/update'),
      errors: [{ messageId: 'nameCharacters', pointer: '/name', data: { characters: '"/"' } }],
    },
    {
      tool: tool('a'.repeat(129)),
      errors: [{ messageId: 'nameTooLong', pointer: '/name', data: { length: 129, max: 128 } }],
    },
  ],
});
