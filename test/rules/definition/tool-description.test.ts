import rule from '../../../src/rules/definition/tool-description.js';
import { testRule } from '../../helpers/rule-tester.js';

const python = { kind: 'live' as const, source: 'stdio:python server.py', language: { name: 'python' as const, typeHintSchemas: true } };

const inputSchema = { type: 'object', additionalProperties: false };

testRule(rule, {
  valid: [
    { tool: { name: 'ping', description: 'Checks that the server answers.', inputSchema } },
    { name: 'a non-string description is tool-definition-valid\'s', tool: { name: 'ping', description: 42, inputSchema } },
    { name: 'not an object', tool: null },
  ],
  invalid: [
    { name: 'a Python server (MCPServer sends ""): the docstring fix', source: python, tool: { name: 'ping', description: '', inputSchema }, errors: [{ messageId: 'noDocstring', pointer: '/description', message: /Give the function a docstring/ }] },
    { name: 'a Python server (fastmcp sends no description)', source: python, tool: { name: 'ping', title: 'Ping', inputSchema }, errors: [{ messageId: 'noDocstring', pointer: '/description' }] },
    { tool: { name: 'ping', inputSchema }, errors: [{ messageId: 'missing', pointer: '/description' }] },
    { tool: { name: 'ping', description: '', inputSchema }, errors: [{ messageId: 'empty', pointer: '/description' }] },
    { tool: { name: 'ping', description: ' \n\t ', inputSchema }, errors: [{ messageId: 'empty', pointer: '/description' }] },
    { name: 'a title is no description', tool: { name: 'ping', title: 'Ping', inputSchema }, errors: [{ messageId: 'missing', pointer: '/description' }] },
  ],
});
