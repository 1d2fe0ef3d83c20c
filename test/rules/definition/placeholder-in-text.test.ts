// placeholder-in-text: interpolation leftovers in names and descriptions.
import rule from '../../../src/rules/definition/placeholder-in-text.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: string, description: string, properties: Record<string, unknown> = {}) => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
});

testRule(rule, {
  valid: [
    { tool: tool('query', 'Runs a query.') },
    {
      name: 'prose about undefined values',
      tool: tool('keys', 'Only use keys where disabled is false or undefined. Returns NaN when empty.'),
    },
    {
      name: 'a template syntax documented in backticks',
      tool: tool('render', 'Renders a template; write `{{name}}` for a variable and `${env}` for the environment.'),
    },
    {
      name: 'a placeholder syntax in quotes',
      tool: tool('model', 'Expressions must be single variable references like "${variablename}".'),
    },
    { name: 'mermaid shapes in a code span', tool: tool('diagram', 'Shapes: `[rect]`, `{{hexagon}}`, `((circle))`.') },
    { name: 'a word that contains NaN', tool: tool('stats', 'Handles NaNs in the input.') },
  ],
  invalid: [
    {
      name: 'a version that was undefined',
      tool: tool('query', '[MySQL MCP Server [vundefined]] Runs a query.'),
      errors: [
        { messageId: 'leftover', pointer: '/description', data: { field: 'description', found: '"vundefined"' } },
      ],
    },
    {
      name: 'an object in a template string',
      tool: tool('list', 'Lists items of [object Object].'),
      errors: [{ messageId: 'leftover', pointer: '/description', data: { found: '"[object Object]"' } }],
    },
    {
      name: 'an unfilled template in a parameter description',
      tool: tool('get', 'Gets a record.', { id: { type: 'string', description: 'The ${resource} id' } }),
      errors: [
        { messageId: 'leftover', pointer: '/inputSchema/properties/id/description', data: { found: '"${resource}"' } },
      ],
    },
    {
      name: 'an unfilled mustache template in the name',
      tool: tool('{{server.prefix}}_search', 'Searches.'),
      errors: [{ messageId: 'leftover', pointer: '/name', data: { field: 'name', found: '"{{server.prefix}}"' } }],
    },
    {
      name: 'a description that is only the missing value',
      tool: tool('get', 'undefined'),
      errors: [{ messageId: 'leftover', pointer: '/description', data: { found: '"undefined"' } }],
    },
    {
      name: 'NaN in brackets',
      tool: tool('size', 'Returns the size (NaN) of the file.'),
      errors: [{ messageId: 'leftover', pointer: '/description', data: { found: '"(NaN)"' } }],
    },
  ],
});
