// alternatives-in-schema: "exactly one of" / "either X or Y" among optional parameters, said only in prose.
import rule from '../../../src/rules/definition/alternatives-in-schema.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (description: string, properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name: 'list_projects',
  description,
  inputSchema: { type: 'object', properties, ...extra },
});
const scope = { workspace: { type: 'string' }, teamId: { type: 'string' }, limit: { type: 'integer' } };
const python = {
  kind: 'live' as const,
  source: 'stdio:python server.py',
  language: { name: 'python' as const, typeHintSchemas: true },
};

testRule(rule, {
  valid: [
    {
      name: 'a choice among enum values, not parameters',
      tool: tool('Sorts either ascending or descending.', { order: { type: 'string' }, limit: { type: 'integer' } }),
    },
    {
      name: 'the choice is already in the schema (oneOf of required sets)',
      tool: tool('Pass either workspace or teamId.', scope, {
        oneOf: [{ required: ['workspace'] }, { required: ['teamId'] }],
      }),
    },
    {
      name: 'one of the two is required: no choice left to say',
      tool: tool('Pass either workspace or teamId.', scope, { required: ['workspace'] }),
    },
    {
      name: 'names inside longer words do not count',
      tool: tool('Either the workspace_id or the teamIds list.', scope),
    },
    {
      name: 'a choice phrase naming one parameter only',
      tool: tool('Exactly one of the filters below applies to workspace.', scope),
    },
  ],
  invalid: [
    {
      name: '"either X or Y" in the tool description',
      tool: tool('Lists projects. Pass either workspace or teamId to scope the list.', scope),
      errors: [
        {
          messageId: 'alternatives',
          pointer: '/description',
          data: { kind: 'exactly one of', names: '"workspace", "teamId"', choice: 'by' },
          message:
            /add "by": \{"type": "string", "enum": \["workspace", "teamId"\], "description": "which of workspace, teamId you pass"\} and "by" to "required"/,
        },
      ],
    },
    {
      name: '"at least one of" in a parameter description, which names itself',
      tool: tool('Lists projects.', {
        workspace: { type: 'string', description: 'At least one of this or teamId is needed.' },
        teamId: { type: 'string' },
      }),
      errors: [
        {
          messageId: 'alternatives',
          pointer: '/inputSchema/properties/workspace/description',
          data: { kind: 'at least one of', names: '"workspace", "teamId"' },
        },
      ],
    },
    {
      name: 'the discriminator takes a free name when "by" is a parameter',
      tool: tool('Exactly one of by or teamId.', { by: { type: 'string' }, teamId: { type: 'string' } }),
      errors: [{ messageId: 'alternatives', pointer: '/description', data: { choice: 'which' } }],
    },
    {
      name: 'TypeScript SDK source: the fix is a zod enum',
      source: { kind: 'source', source: 'server.ts' },
      loaded: [{ api: 'registerTool', definition: tool('Pass either workspace or teamId.', scope) }],
      errors: [
        {
          messageId: 'alternativesZod',
          pointer: '/description',
          message: /`by: z\.enum\(\["workspace", "teamId"\]\)\.describe\("which of workspace, teamId you pass"\)`/,
        },
      ],
    },
    {
      name: 'a Python server: the fix is a Literal parameter',
      source: python,
      tool: tool('Pass either workspace or teamId.', scope),
      errors: [
        {
          messageId: 'alternativesPython',
          pointer: '/description',
          message: /`by: Literal\["workspace", "teamId"\]` \(no default\)/,
        },
      ],
    },
  ],
});
