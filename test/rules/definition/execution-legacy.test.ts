// execution-legacy: `execution.taskSupport` under spec 2026-07-28, where tasks became an extension.
import rule from '../../../src/rules/definition/execution-legacy.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (extra: object) => ({
  name: 'export',
  description: 'Exports the report.',
  inputSchema: { type: 'object' },
  ...extra,
});

testRule(rule, {
  valid: [
    { name: 'valid under 2025-11-25', spec: '2025-11-25', tool: tool({ execution: { taskSupport: 'optional' } }) },
    { name: 'no execution', spec: '2026-07-28', tool: tool({}) },
    {
      name: '"forbidden" means what no field means (SDK v1 writes it on every tool)',
      spec: '2026-07-28',
      tool: tool({ execution: { taskSupport: 'forbidden' } }),
    },
    { name: 'no taskSupport', spec: '2026-07-28', tool: tool({ execution: {} }) },
  ],
  invalid: [
    {
      spec: '2026-07-28',
      tool: tool({ execution: { taskSupport: 'required' } }),
      errors: [{ messageId: 'legacy', pointer: '/execution/taskSupport', data: { value: 'taskSupport "required"' } }],
    },
    {
      spec: '2026-07-28',
      tool: tool({ execution: { taskSupport: 'optional' } }),
      errors: [{ messageId: 'legacy', pointer: '/execution/taskSupport' }],
    },
    {
      name: 'not an object',
      spec: '2026-07-28',
      tool: tool({ execution: true }),
      errors: [{ messageId: 'legacy', pointer: '/execution', data: { value: 'true' } }],
    },
  ],
});
