// client-openai-strict: strict mode needs additionalProperties: false on every object, every property required,
// and no oneOf.
import rule from '../../../src/rules/definition/client-openai-strict.js';
import { testRule } from '../../helpers/rule-tester.js';

const strict = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const tool = (inputSchema: unknown) => ({ name: 'get_weather', description: 'Gets the weather.', inputSchema });

testRule(rule, {
  valid: [
    {
      tool: tool(strict({ location: { type: 'string' }, unit: { type: ['string', 'null'], enum: ['F', 'C', null] } })),
    },
    {
      name: 'no parameters',
      tool: tool({ type: 'object', properties: {}, additionalProperties: false, required: [] }),
    },
    {
      name: 'nested objects and anyOf branches that comply',
      tool: tool(
        strict({
          where: strict({ city: { type: 'string' } }),
          value: { anyOf: [{ type: 'string' }, strict({ n: { type: 'number' } })] },
        }),
      ),
    },
  ],
  invalid: [
    {
      name: 'root without additionalProperties (the parameterless case)',
      tool: tool({ type: 'object' }),
      errors: [
        {
          messageId: 'additionalProperties',
          pointer: '/inputSchema',
          data: { where: 'inputSchema' },
          message: /^OpenAI strict mode: /,
        },
      ],
    },
    {
      name: 'additionalProperties: true is reported at the keyword',
      tool: tool({ ...strict({ a: { type: 'string' } }), additionalProperties: true }),
      errors: [{ messageId: 'additionalProperties', pointer: '/inputSchema/additionalProperties' }],
    },
    {
      name: 'a nested object without additionalProperties: false',
      tool: tool(
        strict({ permissions: { type: 'object', properties: { mode: { type: 'string' } }, required: ['mode'] } }),
      ),
      errors: [
        {
          messageId: 'additionalProperties',
          pointer: '/inputSchema/properties/permissions',
          data: { where: 'Parameter "permissions"' },
        },
      ],
    },
    {
      name: 'optional properties',
      tool: tool({
        ...strict({ a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } }),
        required: ['a'],
      }),
      errors: [{ messageId: 'notRequired', pointer: '/inputSchema/required', data: { missing: '"b" and "c"' } }],
    },
    {
      name: 'no required array at all',
      tool: tool({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false }),
      errors: [{ messageId: 'notRequired', pointer: '/inputSchema', data: { missing: '"a"' } }],
    },
    {
      tool: tool(strict({ data: { oneOf: [strict({ type: { const: 'a' } }), strict({ type: { const: 'b' } })] } })),
      errors: [
        { messageId: 'oneOf', pointer: '/inputSchema/properties/data/oneOf', data: { where: 'Parameter "data"' } },
      ],
    },
  ],
});
