// client-windsurf: Cascade takes 100 tools in all, across every server of the run.
import rule from '../../../src/rules/definition/client-windsurf.js';
import { testRule } from '../../helpers/rule-tester.js';
import { many, peer } from '../../helpers/tool-counts.js';

testRule(rule, {
  valid: [
    { name: '100 tools', tools: many(100) },
    { name: '60 + 40 with another server make 100', tools: many(60), peers: [peer('docs', 40)] },
    { name: 'the total is reported on the first server only', tools: many(60), peers: [peer('docs', 60, true)] },
  ],
  invalid: [
    {
      name: '101 tools',
      tools: many(101),
      errors: [
        {
          messageId: 'tooManyTools',
          pointer: '',
          toolIndex: 100,
          data: { count: 101, max: 100 },
          message: /^Windsurf: .*docs\.windsurf\.com/,
        },
      ],
    },
    {
      name: 'three servers of 40 make 120',
      tools: many(40),
      peers: [peer('docs', 40), peer('tickets', 40)],
      errors: [
        {
          messageId: 'tooManyToolsTogether',
          pointer: '',
          data: { count: 120, max: 100, servers: 3 },
          message: /"docs" 40, "tickets" 40/,
        },
      ],
    },
  ],
});
