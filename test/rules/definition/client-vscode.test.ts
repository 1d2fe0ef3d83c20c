// client-vscode: VS Code's per-request tool cap (128) and its tool-name characters ([a-z0-9_-], logged as invalid).
import rule from '../../../src/rules/definition/client-vscode.js';
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
    { tool: tool('get_user') },
    { tool: tool('get-resource-links') },
    {
      name: "upper case is not flagged (VS Code's message lists a-z, but case is not verified)",
      tool: tool('DATA_EXPORT_v2'),
    },
    { name: '128 tools is the cap', tools: many(128) },
    { name: "a non-string name is tool-definition-valid's", tool: tool(42) },
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
      tool: tool('auth.who-am-i'),
      errors: [
        {
          messageId: 'nameCharacters',
          pointer: '/name',
          data: { characters: '"."', suggestion: '"auth_who-am-i"' },
          message: /^VS Code: /,
        },
      ],
    },
    {
      tool: tool('GET:/patterns/names'),
      errors: [{ messageId: 'nameCharacters', pointer: '/name', data: { characters: '":", "/"' } }],
    },
    {
      name: '129 tools: the finding sits on the first tool past the cap',
      tools: many(129),
      errors: [
        {
          messageId: 'tooManyTools',
          pointer: '',
          toolIndex: 128,
          data: { count: 129, max: 128 },
          message: /VS Code chat request carries at most 128/,
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
          message: /^VS Code: .*"docs" 50, "tickets" 50/,
        },
      ],
    },
  ],
});
