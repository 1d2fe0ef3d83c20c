import rule from '../../../src/rules/definition/broad-capability.js';
import { casesInEachLanguage, oneStringParameter } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (properties: Record<string, unknown>, description = 'Runs the given code and returns its output.') => ({
  name: 'run',
  description,
  inputSchema: { type: 'object', properties },
});

testRule(rule, {
  valid: [
    { tool: tool({ table: { type: 'string', enum: ['users', 'orders'] }, id: { type: 'integer' } }) },
    { name: 'a search query is not SQL', tool: tool({ query: { type: 'string' } }) },
    { name: 'country_code is not code', tool: tool({ country_code: { type: 'string' } }) },
    { name: 'restricted by enum', tool: tool({ command: { type: 'string', enum: ['status', 'restart'] } }) },
    { name: 'restricted by pattern', tool: tool({ script: { type: 'string', pattern: '^[a-z_]+\\.sh$' } }) },
    { name: 'not a string', tool: tool({ code: { type: 'integer' } }) },
    {
      name: "a command that selects one of the tool's sub-commands (azure)",
      tool: tool({ command: { type: 'string', description: 'The sub-command to run, e.g. "storage account list".' } }),
    },
    {
      name: 'custom names replace the defaults',
      options: { parameterNames: ['recipe'] },
      tool: tool({ command: { type: 'string' } }),
    },
    // Issue 35: parameters that only name a resource, with nothing saying the tool runs what it is given.
    {
      name: "a Worker script's name, in a tool that deploys it",
      tool: tool(
        { script: { type: 'string', description: 'Name of the Worker script' } },
        'Gets the settings of a Cloudflare Worker.',
      ),
    },
    {
      name: "a router tool's command naming one of the server's own operations",
      tool: tool(
        { command: { type: 'string', description: 'One of list, get or create' }, args: { type: 'object' } },
        'Routes to the project operations: list, get, create.',
      ),
    },
  ],
  invalid: [
    {
      tool: tool({ command: { type: 'string', description: 'Shell command to run' } }, 'Manages the machine.'),
      errors: [{ messageId: 'broad', pointer: '/inputSchema/properties/command' }],
    },
    {
      name: 'the tool says it runs it',
      tool: tool({ command: { type: 'string' } }, 'Executes a shell command on the host.'),
      errors: [{ messageId: 'broad', pointer: '/inputSchema/properties/command', data: { path: 'command' } }],
    },
    {
      tool: tool({ sql_query: { type: 'string', maxLength: 10000 } }, 'Runs a SQL query against the database.'),
      errors: [{ messageId: 'broad', pointer: '/inputSchema/properties/sql_query' }],
    },
    {
      tool: tool({ sqlQuery: { type: 'string' }, Code: { type: 'string' } }),
      errors: [
        { messageId: 'broad', pointer: '/inputSchema/properties/sqlQuery' },
        { messageId: 'broad', pointer: '/inputSchema/properties/Code' },
      ],
    },
    {
      name: 'the interpreter to use beside the command: only the command',
      tool: tool(
        { command: { type: 'string' }, shell: { type: 'string' } },
        'Starts a process running the shell command.',
      ),
      errors: [{ messageId: 'broad', pointer: '/inputSchema/properties/command' }],
    },
    {
      options: { parameterNames: ['recipe'] },
      tool: tool({ recipe: { type: 'string', description: 'The recipe to execute' } }),
      errors: [{ messageId: 'broad', pointer: '/inputSchema/properties/recipe' }],
    },
    ...casesInEachLanguage(
      'a free SQL string the tool runs',
      oneStringParameter('run_sql', 'Executes SQL against the database.', 'sql'),
      {
        zod: {
          messageId: 'broadZod',
          message: /restrict it: z\.enum\(\[…\]\) of the accepted values, or z\.string\(\)\.regex\(\/…\/\)/,
        },
        jsonSchema: { messageId: 'broad', message: /restrict it with an enum or pattern\.$/ },
        python: {
          messageId: 'broadPython',
          line: 8,
          message: /restrict it: Literal\[…\] of the accepted values, or Annotated\[str, Field\(pattern=r"…"\)\]/,
        },
      },
    ),
  ],
});
