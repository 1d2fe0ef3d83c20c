// client-cursor: Cursor filters out tools whose server + tool name reach 60 characters or whose names hold other
// than letters, digits and underscores (hyphens allowed unless allowHyphen: false), and warns past 80 tools.
import rule from '../../../src/rules/definition/client-cursor.js';
import { testRule } from '../../helpers/rule-tester.js';

const peer = (source: string, n: number, precedes = false) => {
  const tools = Array.from({ length: n }, (_, i) => ({
    definition: { name: `${source}_${i}`, inputSchema: { type: 'object' } },
    documentPointer: `/tools/${i}`,
    locate: () => undefined,
  }));
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
    { name: "80 tools (Cursor's limit since 2025; it was 40)", tools: many(80) },
    { name: 'maxTools option', options: { maxTools: 90 }, tools: many(90) },
    {
      name: "the run's total is reported on its first server only",
      tools: Array.from({ length: 30 }, (_, i) => ({
        name: `own_${i}`,
        description: 'Does a thing.',
        inputSchema: { type: 'object' },
      })),
      peers: [peer('docs', 30, true), peer('tickets', 30)],
    },
  ],
  invalid: [
    {
      name: '59 characters reach 60 with the shortest server name (the Composio case)',
      tool: tool('GOOGLESHEETS_SPREADSHEETS_VALUES_BATCH_CLEAR_BY_DATA_FILTER'),
      errors: [
        {
          messageId: 'nameTooLong',
          pointer: '/name',
          data: { length: 60, max: 60, server: 'of one character' },
          message: /^Cursor: /,
        },
      ],
    },
    {
      name: 'the serverName option counts',
      options: { serverName: 'awslabs.git-repo-research-mcp-server' },
      tool: tool('create_research_repository'),
      errors: [
        {
          messageId: 'nameTooLong',
          pointer: '/name',
          data: { length: 62, server: '"awslabs.git-repo-research-mcp-server"' },
        },
      ],
    },
    {
      name: 'a server from --client-config is named by its config key',
      source: { source: 'awslabs.git-repo-research-mcp-server', origin: { file: '.cursor/mcp.json' } },
      tool: tool('search_research_repository'),
      errors: [
        {
          messageId: 'nameTooLong',
          pointer: '/name',
          data: { server: '"awslabs.git-repo-research-mcp-server"', length: 62 },
        },
      ],
    },
    {
      tool: tool('meta.index'),
      errors: [
        { messageId: 'nameCharacters', pointer: '/name', data: { characters: '"."', suggestion: '"meta_index"' } },
      ],
    },
    {
      name: 'allowHyphen: false flags hyphens too',
      options: { allowHyphen: false },
      tool: tool('components.coverage-plan'),
      errors: [
        {
          messageId: 'nameCharacters',
          pointer: '/name',
          data: { characters: '".", "-"', suggestion: '"components_coverage_plan"' },
        },
      ],
    },
    {
      name: '81 tools',
      tools: many(81),
      errors: [{ messageId: 'tooManyTools', pointer: '', toolIndex: 80, data: { count: 81, max: 80 } }],
    },
    {
      name: 'maxTools: 40 for older Cursor versions',
      options: { maxTools: 40 },
      tools: many(41),
      errors: [{ messageId: 'tooManyTools', pointer: '', toolIndex: 40, data: { count: 41, max: 40 } }],
    },
    {
      name: 'three servers of 30 make 90 together, reported on the first',
      tools: Array.from({ length: 30 }, (_, i) => ({
        name: `own_${i}`,
        description: 'Does a thing.',
        inputSchema: { type: 'object' },
      })),
      peers: [peer('docs', 30), peer('tickets', 30)],
      errors: [
        {
          messageId: 'tooManyToolsTogether',
          pointer: '',
          data: { count: 90, max: 80, servers: 3 },
          message: /^Cursor: .*"docs" 30, "tickets" 30/,
        },
      ],
    },
  ],
});
