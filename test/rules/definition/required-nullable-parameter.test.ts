import rule from '../../../src/rules/definition/required-nullable-parameter.js';
import { casesInEachLanguage } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (inputSchema: unknown) => ({
  name: 'search',
  description: 'Searches the catalogue by title.',
  inputSchema,
});
const python = { language: { name: 'python' as const, typeHintSchemas: true } };
// What MCPServer publishes for `def search(query: str, since: str | None, unit: Optional[Unit], n: int | str | None = None)`.
const pydantic = {
  type: 'object',
  title: 'searchArguments',
  properties: {
    query: { type: 'string', title: 'Query' },
    since: { anyOf: [{ type: 'string' }, { type: 'null' }], title: 'Since' },
    unit: { anyOf: [{ $ref: '#/$defs/Unit' }, { type: 'null' }] },
    n: { anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }], default: null, title: 'N' },
  },
  required: ['query', 'since', 'unit'],
  $defs: { Unit: { enum: ['c', 'f'], type: 'string', title: 'Unit' } },
};

testRule(rule, {
  valid: [
    // Issue 35: null is a value the caller chooses when the description says what it does.
    {
      name: 'null unsets the value',
      tool: tool({
        type: 'object',
        properties: { due: { type: ['string', 'null'], description: 'The due date; null clears it' } },
        required: ['due'],
      }),
    },
    {
      name: 'pass null to remove the limit',
      tool: tool({
        type: 'object',
        properties: {
          limit: {
            anyOf: [{ type: 'integer' }, { type: 'null' }],
            description: 'Spending limit, or null to remove the limit',
          },
        },
        required: ['limit'],
      }),
    },
    {
      name: 'nullable with a default, not required',
      tool: tool({
        type: 'object',
        properties: { since: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null } },
      }),
    },
    {
      name: 'required, not nullable',
      tool: tool({ type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }),
    },
    {
      name: 'required and only null (nothing else to send): not this rule',
      tool: tool({ type: 'object', properties: { none: { type: 'null' } }, required: ['none'] }),
    },
    {
      name: 'a nullable property of a model that is not required',
      tool: tool({
        type: 'object',
        properties: { a: { type: 'object', properties: { b: { type: ['string', 'null'] } } } },
        required: ['a'],
      }),
    },
  ],
  invalid: [
    {
      name: 'pydantic: Optional without a default, in Python wording',
      tool: tool(pydantic),
      source: python,
      errors: [
        {
          messageId: 'requiredNullablePython',
          pointer: '/inputSchema/properties/since',
          message:
            'Parameter "since" is str | None without a default, so the SDK makes it required: a model reads it as optional, leaves it out, and the call fails validation. Give it a default: `since: str | None = None`.',
        },
        { messageId: 'requiredNullablePython', pointer: '/inputSchema/properties/unit', data: { type: 'Unit' } },
      ],
    },
    {
      name: 'JSON Schema: a type list, OpenAPI nullable, oneOf with null, at any depth',
      tool: tool({
        type: 'object',
        properties: {
          a: { type: ['string', 'null'] },
          b: { type: 'integer', nullable: true },
          c: { type: 'object', properties: { d: { oneOf: [{ type: 'number' }, { type: 'null' }] } }, required: ['d'] },
        },
        required: ['a', 'b', 'c'],
      }),
      errors: [
        {
          messageId: 'requiredNullable',
          pointer: '/inputSchema/properties/a',
          message:
            'Parameter "a" is required but also accepts null: a model reads it as optional, leaves it out, and the call fails validation. Make it optional (leave it out of "required", with a default), or drop null from its type.',
        },
        { messageId: 'requiredNullable', pointer: '/inputSchema/properties/b' },
        { messageId: 'requiredNullable', pointer: '/inputSchema/properties/c/properties/d', data: { path: 'c.d' } },
      ],
    },
    ...casesInEachLanguage(
      'a required parameter that accepts null',
      {
        ts: 'server.registerTool("search", { description: "Searches the catalogue by title.", inputSchema: { since: z.string().nullable() } }, async () => ({ content: [] }));',
        python:
          '@mcp.tool()\ndef search(since: str | None) -> str:\n    """Searches the catalogue by title."""\n    return since or ""',
        listed: tool({
          type: 'object',
          properties: { since: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
          required: ['since'],
        }),
      },
      {
        zod: {
          messageId: 'requiredNullableZod',
          message: /is \.nullable\(\) without \.optional\(\) in the zod schema.*Write \.nullish\(\) instead/,
        },
        jsonSchema: { messageId: 'requiredNullable', message: /leave it out of "required", with a default/ },
        python: {
          messageId: 'requiredNullablePython',
          line: 8,
          message: /Give it a default: `since: str \| None = None`/,
        },
      },
    ),
  ],
});
