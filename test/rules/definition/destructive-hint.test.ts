import rule from '../../../src/rules/definition/destructive-hint.js';
import { casesInEachLanguage, oneStringParameter } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: string, description: string, annotations?: unknown) => ({
  name,
  description,
  inputSchema: { type: 'object' },
  annotations,
});

testRule(rule, {
  valid: [
    {
      tool: tool('delete_entities', 'Delete entities from the graph.', { readOnlyHint: false, destructiveHint: true }),
    },
    {
      name: 'destructive by default when the hint is absent',
      tool: tool('deleteFile', 'Deletes a file.', { readOnlyHint: false }),
    },
    { tool: tool('list_deleted_items', 'Lists items in the recycle bin.', { readOnlyHint: true }) },
    {
      name: 'only the opening verb of the description counts',
      tool: tool('search', 'Searches files. Does not delete anything.', { readOnlyHint: true }),
    },
    { name: "no annotations: annotations-present's concern", tool: tool('drop_table', 'Drops a table.') },
    { tool: tool('create_directory', 'Creates a directory.', { readOnlyHint: false, destructiveHint: false }) },
    {
      name: 'runs SQL it says is read-only',
      tool: tool('query_logs', 'Runs a custom read-only SQL query against the logs.', { readOnlyHint: true }),
    },
    {
      name: 'both hints set: annotations-consistent reports the contradiction',
      tool: tool('execute_sql', 'Executes raw SQL.', { readOnlyHint: true, destructiveHint: true }),
    },
    {
      name: 'runs code and says it may destroy',
      tool: tool('run_code', 'Runs Python code in a sandbox.', { readOnlyHint: false, destructiveHint: true }),
    },
  ],
  invalid: [
    {
      tool: tool('delete_file', 'Deletes a file.', { readOnlyHint: true }),
      errors: [
        {
          messageId: 'markedReadOnly',
          pointer: '/annotations/readOnlyHint',
          data: { where: 'name', word: '"delete"' },
        },
      ],
    },
    {
      tool: tool('dropTable', 'Removes a table and its rows.', { destructiveHint: false }),
      errors: [
        { messageId: 'markedNotDestructive', pointer: '/annotations/destructiveHint', data: { word: '"drop"' } },
      ],
    },
    {
      tool: tool('cleanup', 'Permanently removes stale sessions.', { readOnlyHint: false, destructiveHint: false }),
      errors: [
        {
          messageId: 'markedNotDestructive',
          pointer: '/annotations/destructiveHint',
          data: { where: 'description', word: '"removes"' },
        },
      ],
    },
    // Issue 35: hints that contradict a description saying the tool runs code, shell or SQL.
    {
      tool: tool('interact', 'Open a browser session and run browser code; code can run as Bash, Python or Node.', {
        readOnlyHint: false,
        destructiveHint: false,
      }),
      errors: [
        {
          messageId: 'runsCodeMarkedSafe',
          pointer: '/annotations/destructiveHint',
          data: { words: '"run browser code"', hint: 'destructiveHint: false' },
        },
      ],
    },
    {
      tool: tool('evaluate', 'Executes JavaScript in the page and returns the result.', { readOnlyHint: true }),
      errors: [
        {
          messageId: 'runsCodeMarkedSafe',
          pointer: '/annotations/readOnlyHint',
          data: { hint: 'readOnlyHint: true', readOnly: ' and readOnlyHint: false' },
        },
      ],
    },
    {
      tool: tool('users.purge', 'Purge users.', { readOnlyHint: true, destructiveHint: false }),
      errors: [{ messageId: 'markedReadOnly', pointer: '/annotations/readOnlyHint' }],
    },
    ...casesInEachLanguage(
      'a deleting tool marked read-only',
      oneStringParameter('delete_file', 'Deletes a file.', 'path', { readOnlyHint: true }),
      {
        zod: { messageId: 'markedReadOnly', message: /Set readOnlyHint: false and destructiveHint: true/ },
        jsonSchema: { messageId: 'markedReadOnly', message: /Set readOnlyHint: false and destructiveHint: true/ },
        python: {
          messageId: 'markedReadOnlyPython',
          message: /Write annotations=ToolAnnotations\(readOnlyHint=False, destructiveHint=True\) in its decorator/,
        },
      },
    ),
    ...casesInEachLanguage(
      'a creating tool marked non-destructive that deletes',
      oneStringParameter('remove_user', 'Removes a user.', 'id', { destructiveHint: false }),
      {
        zod: { messageId: 'markedNotDestructive', message: /Set destructiveHint: true so clients ask/ },
        jsonSchema: { messageId: 'markedNotDestructive', message: /Set destructiveHint: true so clients ask/ },
        python: {
          messageId: 'markedNotDestructivePython',
          message: /Write destructiveHint=True in its ToolAnnotations so clients ask/,
        },
      },
    ),
    ...casesInEachLanguage(
      'a code runner marked read-only',
      oneStringParameter('evaluate', 'Executes JavaScript in the page and returns the result.', 'script', {
        readOnlyHint: true,
      }),
      {
        zod: { messageId: 'runsCodeMarkedSafe', message: /set destructiveHint: true and readOnlyHint: false, or say/ },
        jsonSchema: {
          messageId: 'runsCodeMarkedSafe',
          message: /set destructiveHint: true and readOnlyHint: false, or say in the description/,
        },
        python: {
          messageId: 'runsCodeMarkedSafePython',
          message:
            /write destructiveHint=True, readOnlyHint=False in its ToolAnnotations, or say in the docstring that it only reads/,
        },
      },
    ),
  ],
});
