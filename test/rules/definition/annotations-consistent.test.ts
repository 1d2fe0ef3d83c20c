import rule from '../../../src/rules/definition/annotations-consistent.js';
import { casesInEachLanguage, oneStringParameter } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (annotations: unknown) => ({
  name: 'read_file',
  description: 'Reads a file.',
  inputSchema: { type: 'object' },
  annotations,
});

testRule(rule, {
  valid: [
    {
      name: 'redundant but consistent (275 real read-only tools say this)',
      tool: tool({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }),
    },
    { tool: tool({ readOnlyHint: false, destructiveHint: true }) },
    { tool: tool({ readOnlyHint: true }) },
    { name: 'destructive without readOnlyHint', tool: tool({ destructiveHint: true }) },
    {
      name: 'read-only with idempotentHint: false is meaningless, not contradictory',
      tool: tool({ readOnlyHint: true, idempotentHint: false }),
    },
    { name: "strings are tool-definition-valid's", tool: tool({ readOnlyHint: 'true', destructiveHint: 'true' }) },
    { tool: { name: 'x', inputSchema: { type: 'object' } } },
  ],
  invalid: [
    {
      tool: tool({ readOnlyHint: true, destructiveHint: true }),
      errors: [{ messageId: 'readOnlyAndDestructive', pointer: '/annotations/destructiveHint' }],
    },
    {
      spec: '2026-07-28',
      tool: tool({ title: 'Read', readOnlyHint: true, destructiveHint: true, openWorldHint: false }),
      errors: [{ messageId: 'readOnlyAndDestructive', pointer: '/annotations/destructiveHint' }],
    },
    ...casesInEachLanguage(
      'read-only and destructive',
      oneStringParameter('read_file', 'Reads a file.', 'path', { readOnlyHint: true, destructiveHint: true }),
      {
        zod: { messageId: 'readOnlyAndDestructive', message: /drop destructiveHint \(or set it to false\)/ },
        jsonSchema: { messageId: 'readOnlyAndDestructive', message: /set readOnlyHint: false\.$/ },
        python: {
          messageId: 'readOnlyAndDestructivePython',
          message:
            /drop destructiveHint=True from its ToolAnnotations \(or make it False\); if it does, write readOnlyHint=False/,
        },
      },
    ),
  ],
});
