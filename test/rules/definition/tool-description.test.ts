import rule from '../../../src/rules/definition/tool-description.js';
import { testRule } from '../../helpers/rule-tester.js';

const python = {
  kind: 'live' as const,
  source: 'stdio:python server.py',
  language: { name: 'python' as const, typeHintSchemas: true },
};

const inputSchema = { type: 'object', additionalProperties: false };

testRule(rule, {
  valid: [
    { tool: { name: 'ping', description: 'Checks that the server answers.', inputSchema } },
    {
      name: 'describing, not a placeholder',
      tool: {
        name: 'ping',
        description: 'Describe what you need and it finds the closest document. Not TODO lists.',
        inputSchema,
      },
    },
    {
      name: "a non-string description is tool-definition-valid's",
      tool: { name: 'ping', description: 42, inputSchema },
    },
    { name: 'not an object', tool: null },
  ],
  invalid: [
    {
      name: 'a Python server (MCPServer sends ""): the docstring fix',
      source: python,
      tool: { name: 'ping', description: '', inputSchema },
      errors: [{ messageId: 'noDocstring', pointer: '/description', message: /Give the function a docstring/ }],
    },
    {
      name: 'a Python server (fastmcp sends no description)',
      source: python,
      tool: { name: 'ping', title: 'Ping', inputSchema },
      errors: [{ messageId: 'noDocstring', pointer: '/description' }],
    },
    { tool: { name: 'ping', inputSchema }, errors: [{ messageId: 'missing', pointer: '/description' }] },
    { tool: { name: 'ping', description: '', inputSchema }, errors: [{ messageId: 'empty', pointer: '/description' }] },
    {
      tool: { name: 'ping', description: ' \n\t ', inputSchema },
      errors: [{ messageId: 'empty', pointer: '/description' }],
    },
    {
      name: 'a title is no description',
      tool: { name: 'ping', title: 'Ping', inputSchema },
      errors: [{ messageId: 'missing', pointer: '/description' }],
    },
    {
      name: "create-mcp-tool add's TypeScript placeholder",
      tool: {
        name: 'search_notes',
        description:
          'Describe what search_notes does, when a model should use it and what it returns. For now it echoes the text it is given; blank text gives an error result.',
        inputSchema,
      },
      errors: [
        {
          messageId: 'placeholder',
          pointer: '/description',
          message:
            /still a placeholder \("Describe what search_notes does, when a model should use it and what it returns\."\)/,
        },
      ],
    },
    {
      name: "create-mcp-tool add's Python placeholder (the docstring)",
      source: python,
      tool: {
        name: 'search_notes',
        description:
          'Echo the text it is given; blank text gives an error result.\n\nReplace this with what the tool does, when a model should use it and what it returns.',
        inputSchema,
      },
      errors: [
        { messageId: 'placeholder', pointer: '/description', message: /\("Replace this with what the tool does/ },
      ],
    },
    {
      name: 'a TODO',
      tool: { name: 'ping', description: 'TODO: write this', inputSchema },
      errors: [{ messageId: 'placeholder', pointer: '/description' }],
    },
  ],
});
