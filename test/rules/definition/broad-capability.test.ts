import rule from '../../../src/rules/definition/broad-capability.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (properties: Record<string, unknown>) => ({ name: 'run', description: 'Runs things.', inputSchema: { type: 'object', properties } });

testRule(rule, {
  valid: [
    { tool: tool({ table: { type: 'string', enum: ['users', 'orders'] }, id: { type: 'integer' } }) },
    { name: 'a search query is not SQL', tool: tool({ query: { type: 'string' } }) },
    { name: 'country_code is not code', tool: tool({ country_code: { type: 'string' } }) },
    { name: 'restricted by enum', tool: tool({ command: { type: 'string', enum: ['status', 'restart'] } }) },
    { name: 'restricted by pattern', tool: tool({ script: { type: 'string', pattern: '^[a-z_]+\\.sh$' } }) },
    { name: 'not a string', tool: tool({ code: { type: 'integer' } }) },
    { name: "a command that selects one of the tool's sub-commands (azure)", tool: tool({ command: { type: 'string', description: 'The sub-command to run, e.g. "storage account list".' } }) },
    { name: 'custom names replace the defaults', options: { parameterNames: ['recipe'] }, tool: tool({ command: { type: 'string' } }) },
  ],
  invalid: [
    { tool: tool({ command: { type: 'string', description: 'Shell command to run' } }), errors: [{ messageId: 'broad', pointer: '/inputSchema/properties/command' }] },
    { tool: tool({ command: { type: 'string' } }), errors: [{ messageId: 'broad', pointer: '/inputSchema/properties/command', data: { path: 'command' } }] },
    { tool: tool({ sql_query: { type: 'string', maxLength: 10000 } }), errors: [{ messageId: 'broad', pointer: '/inputSchema/properties/sql_query' }] },
    { tool: tool({ sqlQuery: { type: 'string' }, Code: { type: 'string' } }), errors: [{ messageId: 'broad', pointer: '/inputSchema/properties/sqlQuery' }, { messageId: 'broad', pointer: '/inputSchema/properties/Code' }] },
    { options: { parameterNames: ['recipe'] }, tool: tool({ recipe: { type: 'string' } }), errors: [{ messageId: 'broad', pointer: '/inputSchema/properties/recipe' }] },
  ],
});
