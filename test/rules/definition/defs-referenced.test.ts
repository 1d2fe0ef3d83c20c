// defs-referenced: "$defs" entries nothing references, said once per server.
import rule from '../../../src/rules/definition/defs-referenced.js';
import { testRule } from '../../helpers/rule-tester.js';

// A generator that copies every shared definition into every tool, as one published server does.
const SHARED = {
  richText: { type: 'object', properties: { text: { type: 'string' } } },
  parent: { type: 'object', properties: { id: { type: 'string' } } },
};
const tool = (name: string, properties: Record<string, unknown>, $defs: Record<string, unknown> = SHARED) => ({
  name,
  description: 'Works on pages.',
  inputSchema: { type: 'object', properties, $defs },
});

testRule(rule, {
  valid: [
    {
      tool: tool('get_page', {
        parent: { $ref: '#/$defs/parent' },
        body: { type: 'array', items: { $ref: '#/$defs/richText' } },
      }),
    },
    {
      name: 'reached through another definition',
      tool: tool(
        'get_page',
        { parent: { $ref: '#/$defs/parent' } },
        {
          parent: { type: 'object', properties: { text: { $ref: '#/$defs/richText' } } },
          richText: { type: 'string' },
        },
      ),
    },
    {
      name: 'a reference by anchor may reach any definition',
      tool: tool(
        'get_page',
        { a: { $ref: '#node' } },
        { node: { $anchor: 'node', type: 'string' }, other: { type: 'string' } },
      ),
    },
    {
      name: 'draft-07 definitions, referenced',
      tool: {
        name: 't',
        description: 'd',
        inputSchema: {
          type: 'object',
          properties: { a: { $ref: '#/definitions/A' } },
          definitions: { A: { type: 'string' } },
        },
      },
    },
  ],
  invalid: [
    {
      name: 'one finding for the whole server, on the first tool that has one',
      tools: [
        tool('get_user', { id: { type: 'string' } }),
        tool('get_page', { parent: { $ref: '#/$defs/parent' } }),
        tool('list', {}, {}),
      ],
      errors: [
        {
          messageId: 'unreferenced',
          pointer: '/inputSchema/$defs/richText',
          toolIndex: 0,
          data: { count: 3, tools: '2 tools', names: '"richText" and "parent"' },
          message: /^3 "\$defs" entries in 2 tools are referenced by nothing in their schema .* about \d+ characters/,
        },
      ],
    },
    {
      name: 'in an outputSchema too',
      tool: {
        name: 't',
        description: 'd',
        inputSchema: { type: 'object' },
        outputSchema: { type: 'object', properties: {}, $defs: { Unused: { type: 'string' } } },
      },
      errors: [
        {
          messageId: 'unreferenced',
          pointer: '/outputSchema/$defs/Unused',
          message: /^1 "\$defs" entry in 1 tool is referenced by nothing in its schema/,
        },
      ],
    },
  ],
});
