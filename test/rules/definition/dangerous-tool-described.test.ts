import rule from '../../../src/rules/definition/dangerous-tool-described.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: string, description: unknown, annotations?: unknown) => ({
  name,
  description,
  inputSchema: { type: 'object' },
  annotations,
});

testRule(rule, {
  valid: [
    {
      tool: tool('delete_entities', 'Delete multiple entities and their relations from the knowledge graph.', {
        destructiveHint: true,
      }),
    },
    {
      tool: tool('write_file', 'Create a new file or completely overwrite an existing file.', {
        readOnlyHint: false,
        destructiveHint: true,
      }),
    },
    { tool: tool('move_file', 'Move or rename files and directories.', { destructiveHint: true }) },
    {
      name: 'not destructive',
      tool: tool('create_note', 'Creates a note.', { readOnlyHint: false, destructiveHint: false }),
    },
    { name: 'read-only', tool: tool('get_user', 'Returns a user.', { readOnlyHint: true }) },
    { name: "no description: tool-description's", tool: tool('drop_table', undefined, { destructiveHint: true }) },
    { name: 'no annotations and an innocent name', tool: tool('get_weather', 'Returns the forecast.') },
  ],
  invalid: [
    {
      tool: tool('reset_db', 'Prepares a clean database for tests.', { destructiveHint: true }),
      errors: [{ messageId: 'notSaid', pointer: '/description', data: { why: 'destructiveHint: true' } }],
    },
    {
      name: 'name says so, no annotations',
      tool: tool('drop_table', 'Operates on a table.'),
      errors: [{ messageId: 'notSaid', pointer: '/description', data: { why: 'its name says "drop"' } }],
    },
  ],
});
