// keywords-fit-type: keywords that cannot apply to the type beside them.
import rule from '../../../src/rules/definition/keywords-fit-type.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (properties: Record<string, unknown>) => ({
  name: 'report',
  description: 'Builds a report.',
  inputSchema: { type: 'object', properties },
});

testRule(rule, {
  valid: [
    { tool: tool({ columns: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } }) },
    { name: 'a nullable enum', tool: tool({ unit: { type: ['string', 'null'], enum: ['c', 'f', null] } }) },
    { name: 'integers are numbers', tool: tool({ size: { type: 'number', enum: [1, 2.5] } }) },
    {
      name: 'no type: nothing to disagree with',
      tool: tool({ mode: { enum: ['a', 1] }, x: { properties: { a: {} } } }),
    },
    {
      name: 'a type list that includes array',
      tool: tool({ ids: { type: ['array', 'string'], items: { type: 'string' } } }),
    },
  ],
  invalid: [
    {
      name: 'items on an object',
      tool: tool({ rows: { type: 'object', items: { type: 'string' } } }),
      errors: [
        {
          messageId: 'itemsOnNonArray',
          pointer: '/inputSchema/properties/rows/items',
          data: { where: 'Parameter "rows"', keyword: 'items', type: '"object"' },
        },
      ],
    },
    {
      name: 'properties on a string',
      tool: tool({ address: { type: 'string', properties: { street: { type: 'string' } } } }),
      errors: [
        {
          messageId: 'propertiesOnNonObject',
          pointer: '/inputSchema/properties/address/properties',
          data: { type: '"string"' },
        },
      ],
    },
    {
      name: 'an enum of strings on an array: no value passes',
      tool: tool({ fields: { type: 'array', enum: ['name', 'email'] } }),
      errors: [
        {
          messageId: 'enumOutsideType',
          pointer: '/inputSchema/properties/fields/enum',
          data: { values: '"name", "email"' },
          message: /no value passes validation/,
        },
      ],
    },
    {
      name: 'some enum values the type refuses',
      tool: tool({ level: { type: 'integer', enum: [1, 2, 'max'] } }),
      errors: [
        {
          messageId: 'enumOutsideType',
          pointer: '/inputSchema/properties/level/enum',
          data: { values: '"max"' },
          message: /those values can never be sent/,
        },
      ],
    },
  ],
});
