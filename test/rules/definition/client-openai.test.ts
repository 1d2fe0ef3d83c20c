// client-openai: function names ^[a-zA-Z0-9_-]+$ up to 64 characters, at most 128 tools, arrays with "items".
import rule from '../../../src/rules/definition/client-openai.js';
import { testRule } from '../../helpers/rule-tester.js';

const peer = (source: string, n: number, precedes = false) => {
  const tools = Array.from({ length: n }, (_, i) => ({
    definition: { name: `${source}_${i}`, inputSchema: { type: 'object' } },
    documentPointer: `/tools/${i}`,
    locate: () => undefined,
  }));
  return { source, toolNames: new Set(tools.map((t) => t.definition.name)), tools, precedes };
};

const tool = (name: unknown, properties: Record<string, unknown> = {}) => ({
  name,
  description: 'Does a thing.',
  inputSchema: { type: 'object', properties },
});
const many = (n: number) => Array.from({ length: n }, (_, i) => tool(`t${i}`));

testRule(rule, {
  valid: [
    { tool: tool('get-weather') },
    { tool: tool('a'.repeat(64)) },
    { tools: many(128) },
    { tool: tool('tags', { tags: { type: 'array', items: { type: 'string' } } }) },
    {
      name: "the run's total is reported on its first server only",
      tools: Array.from({ length: 50 }, (_, i) => ({
        name: `own_${i}`,
        description: 'Does a thing.',
        inputSchema: { type: 'object' },
      })),
      peers: [peer('docs', 50, true), peer('tickets', 50)],
    },
  ],
  invalid: [
    {
      tool: tool('calendar.respondToEvent'),
      errors: [
        {
          messageId: 'nameCharacters',
          pointer: '/name',
          data: { characters: '"."', suggestion: '"calendar_respondToEvent"' },
          message: /^OpenAI: /,
        },
      ],
    },
    {
      tool: tool('b'.repeat(65)),
      errors: [{ messageId: 'nameTooLong', pointer: '/name', data: { length: 65, max: 64 } }],
    },
    {
      tools: many(129),
      errors: [{ messageId: 'tooManyTools', pointer: '', toolIndex: 128, data: { count: 129, max: 128 } }],
    },
    {
      name: 'an array without items, nested',
      tool: tool('update', { spec: { type: 'object', properties: { specifications: { type: 'array' } } } }),
      errors: [
        {
          messageId: 'arrayWithoutItems',
          pointer: '/inputSchema/properties/spec/properties/specifications',
          data: { where: 'Parameter "spec.specifications"' },
        },
      ],
    },
    {
      name: 'three servers of 50 make 150 together, reported on the first',
      tools: Array.from({ length: 50 }, (_, i) => ({
        name: `own_${i}`,
        description: 'Does a thing.',
        inputSchema: { type: 'object' },
      })),
      peers: [peer('docs', 50), peer('tickets', 50)],
      errors: [
        {
          messageId: 'tooManyToolsTogether',
          pointer: '',
          data: { count: 150, max: 128, servers: 3 },
          message: /^OpenAI: .*"docs" 50, "tickets" 50/,
        },
      ],
    },
  ],
});
