import rule from '../../../src/rules/definition/string-bounds.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (properties: Record<string, unknown>) => ({
  name: 'search',
  description: 'Search the docs.',
  inputSchema: { type: 'object', properties },
});

testRule(rule, {
  valid: [
    { tool: tool({ q: { type: 'string', maxLength: 200 } }) },
    {
      tool: tool({
        mode: { type: 'string', enum: ['a', 'b'] },
        id: { type: 'string', format: 'uuid' },
        zip: { type: 'string', pattern: '^[0-9]{5}$' },
        k: { const: 'x', type: 'string' },
      }),
    },
    { tool: tool({ n: { type: 'number' } }) },
    { name: 'ignored by name', options: { ignore: ['q'] }, tool: tool({ q: { type: 'string' } }) },
  ],
  invalid: [
    {
      tool: tool({ q: { type: 'string', minLength: 1 } }),
      errors: [{ messageId: 'unbounded', pointer: '/inputSchema/properties/q', data: { path: 'q' } }],
    },
    {
      name: 'nullable string, nested',
      tool: tool({ f: { type: 'object', properties: { s: { type: ['string', 'null'] } } } }),
      errors: [{ messageId: 'unbounded', pointer: '/inputSchema/properties/f/properties/s', data: { path: 'f.s' } }],
    },
  ],
});
