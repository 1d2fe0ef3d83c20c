// array-items-present: an array schema without "items" (VS Code: "tool parameters array type must have items").
import rule from '../../../src/rules/definition/array-items-present.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (properties: Record<string, unknown>) => ({
  name: 'tag',
  description: 'Tags a record.',
  inputSchema: { type: 'object', properties },
});

testRule(rule, {
  valid: [
    { tool: tool({ tags: { type: 'array', items: { type: 'string' } } }) },
    { name: 'items: {} says "anything", which clients accept', tool: tool({ values: { type: 'array', items: {} } }) },
    { name: 'not an array', tool: tool({ tags: { type: 'string' } }) },
    {
      name: 'a type list: what the clients do with one is not documented',
      tool: tool({ ids: { type: ['array', 'null'] } }),
    },
  ],
  invalid: [
    {
      name: 'TypeScript SDK source: z.array(z.any()) publishes no items, and the fix is said in zod',
      source: { kind: 'source', source: 'server.ts' },
      loaded: [{ api: 'registerTool', definition: tool({ ids: { type: 'array' } }) }],
      errors: [
        {
          messageId: 'missingItemsZod',
          pointer: '/inputSchema/properties/ids',
          message: /Give z\.array\(\) a typed item schema, e\.g\. z\.array\(z\.string\(\)\)/,
        },
      ],
    },
    {
      tool: tool({ tags: { type: 'array' } }),
      errors: [
        { messageId: 'missingItems', pointer: '/inputSchema/properties/tags', data: { where: 'Parameter "tags"' } },
      ],
    },
    {
      name: 'nested in array items, as a filter builder writes it',
      tool: tool({
        filters: {
          type: 'array',
          items: { type: 'object', properties: { values: { type: 'array', description: 'Values to match' } } },
        },
      }),
      errors: [
        {
          messageId: 'missingItems',
          pointer: '/inputSchema/properties/filters/items/properties/values',
          data: { where: 'Parameter "filters[].values"' },
        },
      ],
    },
  ],
});
