// client-cursor: Cursor filters out tools whose server + tool name reach 60 characters or whose names hold other
// than letters, digits and underscores (hyphens allowed unless allowHyphen: false), and takes 40 tools.
import rule from '../../../src/rules/definition/client-cursor.js';
import { testRule } from '../../helpers/rule-tester.js';

const peer = (source: string, n: number, precedes = false) => {
  const tools = Array.from({ length: n }, (_, i) => ({ definition: { name: `${source}_${i}`, inputSchema: { type: 'object' } }, documentPointer: `/tools/${i}`, locate: () => undefined }));
  return { source, toolNames: new Set(tools.map((t) => t.definition.name)), tools, precedes };
};

const tool = (name: unknown) => ({ name, description: 'Does a thing.', inputSchema: { type: 'object' } });
const many = (n: number) => Array.from({ length: n }, (_, i) => tool(`t${i}`));

testRule(rule, {
  valid: [
    { tool: tool('search_docs') },
    { tool: tool('resolve-library-id') },
    { name: '58 characters plus a one-character server name is 59', tool: tool('a'.repeat(58)) },
    { name: 'with serverName', options: { serverName: 'gh' }, tool: tool('a'.repeat(57)) },
    { name: '40 tools', tools: many(40) },
    { name: 'maxTools option', options: { maxTools: 50 }, tools: many(50) },
    { name: 'the run\'s total is reported on its first server only', tools: Array.from({ length: 15 }, (_, i) => ({ name: `own_${i}`, description: 'Does a thing.', inputSchema: { type: 'object' } })), peers: [peer('docs', 15, true), peer('tickets', 15)] },
  ],
  invalid: [
    {
      name: '59 characters reach 60 with the shortest server name (the Composio case)',
      tool: tool('GOOGLESHEETS_SPREADSHEETS_VALUES_BATCH_CLEAR_BY_DATA_FILTER'),
      errors: [{ messageId: 'nameTooLong', pointer: '/name', data: { length: 60, max: 60, server: 'of one character' }, message: /^Cursor: / }],
    },
    {
      name: 'the serverName option counts',
      options: { serverName: 'awslabs.git-repo-research-mcp-server' },
      tool: tool('create_research_repository'),
      errors: [{ messageId: 'nameTooLong', pointer: '/name', data: { length: 62, server: '"awslabs.git-repo-research-mcp-server"' } }],
    },
    {
      name: 'a server from --client-config is named by its config key',
      source: { source: 'awslabs.git-repo-research-mcp-server', origin: { file: '.cursor/mcp.json' } },
      tool: tool('search_research_repository'),
      errors: [{ messageId: 'nameTooLong', pointer: '/name', data: { server: '"awslabs.git-repo-research-mcp-server"', length: 62 } }],
    },
    { tool: tool('meta.index'), errors: [{ messageId: 'nameCharacters', pointer: '/name', data: { characters: '"."', suggestion: '"meta_index"' } }] },
    {
      name: 'allowHyphen: false flags hyphens too',
      options: { allowHyphen: false },
      tool: tool('components.coverage-plan'),
      errors: [{ messageId: 'nameCharacters', pointer: '/name', data: { characters: '".", "-"', suggestion: '"components_coverage_plan"' } }],
    },
    { name: '41 tools', tools: many(41), errors: [{ messageId: 'tooManyTools', pointer: '', toolIndex: 40, data: { count: 41, max: 40 } }] },
    {
      name: 'three servers of 15 make 45 together, reported on the first',
      tools: Array.from({ length: 15 }, (_, i) => ({ name: `own_${i}`, description: 'Does a thing.', inputSchema: { type: 'object' } })),
      peers: [peer('docs', 15), peer('tickets', 15)],
      errors: [{ messageId: 'tooManyToolsTogether', pointer: '', data: { count: 45, max: 40, servers: 3 }, message: /^Cursor: .*"docs" 15, "tickets" 15/ }],
    },
  ],
});
