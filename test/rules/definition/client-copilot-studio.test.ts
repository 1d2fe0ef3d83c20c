// client-copilot-studio: $ref drops the tool, type lists truncate the schema, numeric exclusiveMinimum throws.
import rule from '../../../src/rules/definition/client-copilot-studio.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (inputSchema: unknown, outputSchema?: unknown) => ({
  name: 'query',
  description: 'Runs a query.',
  inputSchema,
  ...(outputSchema ? { outputSchema } : {}),
});

testRule(rule, {
  valid: [
    { tool: tool({ type: 'object', properties: { q: { type: 'string' }, limit: { type: 'integer', minimum: 1 } } }) },
    { name: 'a one-type list is one type', tool: tool({ type: 'object', properties: { q: { type: ['string'] } } }) },
    {
      name: 'a boolean exclusiveMinimum (draft 4) is what it expects',
      tool: tool({ type: 'object', properties: { n: { type: 'number', minimum: 0, exclusiveMinimum: true } } }),
    },
  ],
  invalid: [
    {
      name: 'the PagerDuty shape: a $ref to $defs',
      tool: tool({
        type: 'object',
        $defs: { Q: { type: 'object' } },
        properties: { query_model: { $ref: '#/$defs/Q' } },
        required: ['query_model'],
      }),
      errors: [
        {
          messageId: 'reference',
          pointer: '/inputSchema/properties/query_model/$ref',
          data: { where: 'Parameter "query_model"' },
          message: /^Copilot Studio: .*filters tools/,
        },
      ],
    },
    {
      name: 'a $ref in the outputSchema drops the tool too, reported once per schema',
      tool: tool(
        { type: 'object' },
        {
          type: 'object',
          $defs: { R: { type: 'object' } },
          properties: { a: { $ref: '#/$defs/R' }, b: { $ref: '#/$defs/R' } },
        },
      ),
      errors: [{ messageId: 'reference', pointer: '/outputSchema/properties/a/$ref' }],
    },
    {
      tool: tool({ type: 'object', properties: { note: { type: ['string', 'null'] } } }),
      errors: [
        { messageId: 'typeArray', pointer: '/inputSchema/properties/note/type', data: { value: '["string","null"]' } },
      ],
    },
    {
      tool: tool({ type: 'object', properties: { n: { type: 'integer', exclusiveMinimum: 0 } } }),
      errors: [
        {
          messageId: 'exclusiveMinimum',
          pointer: '/inputSchema/properties/n/exclusiveMinimum',
          message: /System\.FormatException/,
        },
      ],
    },
  ],
});
