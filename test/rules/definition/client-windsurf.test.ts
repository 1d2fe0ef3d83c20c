// client-windsurf: Cascade takes 100 tools in all, across every server of the run.
import rule from '../../../src/rules/definition/client-windsurf.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: string) => ({ name, description: 'Does a thing.', inputSchema: { type: 'object' } });
const many = (n: number, prefix = 't') => Array.from({ length: n }, (_, i) => tool(`${prefix}${i}`));
const peer = (source: string, n: number, precedes = false) => {
  const tools = many(n, source).map((definition, i) => ({ definition, documentPointer: `/tools/${i}`, locate: () => undefined }));
  return { source, toolNames: new Set(tools.map((t) => (t.definition as { name: string }).name)), tools, precedes };
};

testRule(rule, {
  valid: [
    { name: '100 tools', tools: many(100) },
    { name: '60 + 40 with another server make 100', tools: many(60), peers: [peer('docs', 40)] },
    { name: 'the total is reported on the first server only', tools: many(60), peers: [peer('docs', 60, true)] },
  ],
  invalid: [
    { name: '101 tools', tools: many(101), errors: [{ messageId: 'tooManyTools', pointer: '', toolIndex: 100, data: { count: 101, max: 100 }, message: /^Windsurf: .*docs\.windsurf\.com/ }] },
    {
      name: 'three servers of 40 make 120',
      tools: many(40),
      peers: [peer('docs', 40), peer('tickets', 40)],
      errors: [{ messageId: 'tooManyToolsTogether', pointer: '', data: { count: 120, max: 100, servers: 3 }, message: /"docs" 40, "tickets" 40/ }],
    },
  ],
});
