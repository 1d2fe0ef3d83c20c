// parameters-published: a schema that lost the parameters the description documents.
import rule from '../../../src/rules/definition/parameters-published.js';
import { casesInEachLanguage } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (description: string, inputSchema: unknown = { type: 'object', properties: {} }) => ({
  name: 'create_issue',
  description,
  inputSchema,
});
const DOCSTRING =
  'Create an issue.\n\n    Args:\n        title: The issue title\n        body (str): The issue body\n        labels: Labels to add\n\n    Returns:\n        The new issue\n';

testRule(rule, {
  valid: [
    {
      name: 'the parameters are published',
      tool: tool(DOCSTRING, {
        type: 'object',
        properties: {
          title: { type: 'string' },
          body: { type: 'string' },
          labels: { type: 'array', items: { type: 'string' } },
        },
      }),
    },
    { name: 'a parameterless tool', tool: tool('Lists open issues.') },
    {
      name: 'one documented parameter is not enough to say the schema lost them',
      tool: tool('Create an issue.\nArgs:\n  title: The title\n'),
    },
    {
      name: 'parameters behind a $ref at the root',
      tool: tool(DOCSTRING, { $ref: '#/$defs/Args', $defs: { Args: { type: 'object' } } }),
    },
  ],
  invalid: [
    {
      name: 'a docstring Args: section over an empty schema',
      tool: tool(DOCSTRING),
      errors: [
        { messageId: 'lost', pointer: '/inputSchema', data: { count: 3, names: '"title", "body" and "labels"' } },
      ],
    },
    {
      name: 'a Parameters: list over a bare object',
      tool: tool('Search.\nParameters:\n- `query` — the text\n- `limit` — how many\n', { type: 'object' }),
      errors: [{ messageId: 'lost', pointer: '/inputSchema', data: { count: 2 } }],
    },
    ...casesInEachLanguage(
      'documented parameters the schema lost',
      {
        ts: 'server.registerTool("create_issue", { description: "Create an issue.\\nArgs:\\n  title: The issue title\\n  body: The issue body\\n" }, async () => ({ content: [] }));',
        python:
          '@mcp.tool()\ndef create_issue() -> str:\n    """Create an issue.\n\n    Args:\n        title: The issue title\n        body: The issue body\n    """\n    return ""',
        listed: tool('Create an issue.\nArgs:\n  title: The issue title\n  body: The issue body\n'),
      },
      {
        zod: {
          messageId: 'lostZod',
          message: /give the registration's inputSchema the zod shape \(\{ title: z\.string\(\), … \}\)/,
        },
        jsonSchema: { messageId: 'lost', message: /publish them under "properties"/ },
        python: {
          messageId: 'lostPython',
          line: 8,
          message: /declare each as a parameter of the function, with its type hint \(`title: str`\)/,
        },
      },
    ),
  ],
});
