// tool-title-present: a title (title or annotations.title) on every tool, as directories show tools by it.
import rule from '../../../src/rules/definition/tool-title-present.js';
import { casesInEachLanguage, oneStringParameter } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (extra: object) => ({
  name: 'search_issues',
  description: 'Searches issues.',
  inputSchema: { type: 'object' },
  ...extra,
});

testRule(rule, {
  valid: [
    { tool: tool({ title: 'Search issues' }) },
    { tool: tool({ annotations: { title: 'Search issues', readOnlyHint: true } }) },
    { name: 'an empty title beside a real one', tool: tool({ title: '', annotations: { title: 'Search issues' } }) },
  ],
  invalid: [
    { tool: tool({}), errors: [{ messageId: 'missing', pointer: '' }] },
    {
      name: 'hints without a title',
      tool: tool({ annotations: { readOnlyHint: true } }),
      errors: [{ messageId: 'missing', pointer: '' }],
    },
    { tool: tool({ title: '  ' }), errors: [{ messageId: 'empty', pointer: '/title', data: { field: '"title"' } }] },
    ...casesInEachLanguage('no title', oneStringParameter('search_issues', 'Searches issues.', 'q'), {
      zod: { messageId: 'missing', message: /Add "title"/ },
      jsonSchema: { messageId: 'missing', message: /Add "title"/ },
      python: {
        messageId: 'missingPython',
        line: 8,
        message: /Pass title= to the tool decorator, e\.g\. @mcp\.tool\(title="Search issues"\)/,
      },
    }),
  ],
});
