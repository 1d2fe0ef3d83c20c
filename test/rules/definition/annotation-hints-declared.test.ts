// annotation-hints-declared: the hints a directory requires, all of them (ChatGPT apps) or one (Anthropic).
import rule from '../../../src/rules/definition/annotation-hints-declared.js';
import { casesInEachLanguage, oneStringParameter } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (annotations?: object) => ({
  name: 'search_issues',
  description: 'Searches issues.',
  inputSchema: { type: 'object' },
  ...(annotations ? { annotations } : {}),
});
const anthropic = { hints: ['readOnlyHint', 'destructiveHint'], mode: 'any' };

testRule(rule, {
  valid: [
    { tool: tool({ readOnlyHint: true, destructiveHint: false, openWorldHint: false }) },
    {
      name: 'false counts as stated',
      tool: tool({ readOnlyHint: false, destructiveHint: false, openWorldHint: true }),
    },
    { name: 'any: readOnlyHint alone', options: anthropic, tool: tool({ readOnlyHint: true }) },
    { name: 'any: destructiveHint alone', options: anthropic, tool: tool({ destructiveHint: true }) },
  ],
  invalid: [
    {
      name: 'the Teamwork case: readOnlyHint only',
      tool: tool({ readOnlyHint: true }),
      errors: [
        {
          messageId: 'missingAll',
          pointer: '/annotations',
          data: { missing: '"destructiveHint" and "openWorldHint"' },
        },
      ],
    },
    { name: 'no annotations at all', tool: tool(), errors: [{ messageId: 'missingAll', pointer: '' }] },
    {
      name: 'a string hint is not stated',
      tool: tool({ readOnlyHint: 'yes', destructiveHint: false, openWorldHint: false }),
      errors: [{ messageId: 'missingAll', data: { missing: '"readOnlyHint"' }, pointer: '/annotations' }],
    },
    {
      name: 'any: neither hint',
      options: anthropic,
      tool: tool({ openWorldHint: true, title: 'Search' }),
      errors: [
        { messageId: 'missingAny', pointer: '/annotations', data: { hints: '"readOnlyHint" nor "destructiveHint"' } },
      ],
    },
    ...casesInEachLanguage(
      'ChatGPT apps: a hint missing',
      oneStringParameter('search_issues', 'Searches issues.', 'q', { readOnlyHint: true }),
      {
        zod: { messageId: 'missingAll', message: /in "annotations".*Set each to true or false\.$/ },
        jsonSchema: { messageId: 'missingAll', message: /in "annotations".*Set each to true or false\.$/ },
        python: {
          messageId: 'missingAllPython',
          message:
            /in its ToolAnnotations.*Set each to True or False: annotations=ToolAnnotations\(destructiveHint=…, openWorldHint=…\) in the tool decorator/,
        },
      },
    ),
    ...casesInEachLanguage(
      'Anthropic: neither hint',
      oneStringParameter('search_issues', 'Searches issues.', 'q'),
      {
        zod: { messageId: 'missingAny', message: /Set readOnlyHint: true for a tool that only reads/ },
        jsonSchema: { messageId: 'missingAny', message: /Set readOnlyHint: true for a tool that only reads/ },
        python: {
          messageId: 'missingAnyPython',
          line: 8,
          message:
            /Pass annotations=ToolAnnotations\(readOnlyHint=True\) to the tool decorator for a tool that only reads/,
        },
      },
      anthropic,
    ),
  ],
});
