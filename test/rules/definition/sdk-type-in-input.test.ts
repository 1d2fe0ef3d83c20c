// sdk-type-in-input: an MCP SDK type published as a tool's input, said once per tool.
import rule from '../../../src/rules/definition/sdk-type-in-input.js';
import { testRule } from '../../helpers/rule-tester.js';
import { leakedCallToolResult } from '../../helpers/leaked-sdk-type.js';

const tool = (inputSchema: unknown) => ({ name: 'lookup', description: 'Looks a term up.', inputSchema });
const python = {
  kind: 'live' as const,
  source: 'stdio:python server.py',
  language: { name: 'python' as const, typeHintSchemas: true },
};

testRule(rule, {
  valid: [
    { tool: tool({ type: 'object', properties: { query: { type: 'string' } } }) },
    {
      name: "the server's own model that happens to hold content",
      tool: tool({
        type: 'object',
        properties: { doc: { $ref: '#/$defs/Document' } },
        $defs: { Document: { type: 'object' } },
      }),
    },
    {
      name: "an SDK type in a definition nothing uses is defs-referenced's",
      tool: tool({ type: 'object', properties: {}, $defs: { CallToolResult: { type: 'object' } } }),
    },
  ],
  invalid: [
    {
      name: 'ctx: CallToolResult, once for the tool however many SDK definitions it drags in',
      tool: tool(leakedCallToolResult()),
      errors: [
        {
          messageId: 'sdkType',
          pointer: '/inputSchema/properties/ctx',
          data: { name: 'ctx', type: 'CallToolResult', definitions: '4 definitions' },
          message: /Remove the parameter: the SDK hands/,
        },
      ],
    },
    {
      name: 'a Context the framework did not recognise, on a Python server',
      source: python,
      tool: tool({
        type: 'object',
        properties: { ctx: { anyOf: [{ $ref: '#/$defs/Context' }, { type: 'null' }] } },
        $defs: { Context: { type: 'object', properties: {} } },
      }),
      errors: [
        {
          messageId: 'sdkType',
          pointer: '/inputSchema/properties/ctx',
          data: { type: 'Context', definitions: '1 definition' },
          message: /`ctx: Context` imported from mcp\.server\.fastmcp/,
        },
      ],
    },
    {
      name: 'a Context in a hand-written schema of a Python low-level server: no framework injects it, so the fix is to remove it',
      source: { ...python, language: { name: 'python' as const, typeHintSchemas: false } },
      tool: tool({
        type: 'object',
        properties: { ctx: { $ref: '#/$defs/Context' } },
        $defs: { Context: { type: 'object', properties: {} } },
      }),
      errors: [{ messageId: 'sdkType', pointer: '/inputSchema/properties/ctx', message: /Remove the parameter/ }],
    },
  ],
});
