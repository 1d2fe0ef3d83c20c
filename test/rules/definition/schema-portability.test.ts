import rule from '../../../src/rules/definition/schema-portability.js';
import { capture, pythonServer, TOOL_LINE, tsServer } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (inputSchema: unknown, extra: Record<string, unknown> = {}) => ({
  name: 'search',
  description: 'Search the docs.',
  inputSchema,
  ...extra,
});

testRule(rule, {
  valid: [
    {
      name: 'Python source: pydantic writes str | int as "anyOf", never a type array',
      filename: 'server.py',
      code: pythonServer(
        '@mcp.tool()\ndef find(v: str | int) -> str:\n    """Finds a record by name or number."""\n    return str(v)',
      ),
    },
    {
      name: 'TypeScript SDK source: a union whose members are described is written as "anyOf" by zod 4',
      code: tsServer(
        'server.registerTool("find", { description: "Finds a record.", inputSchema: { v: z.union([z.string().describe("by name"), z.number().describe("by number")]) } }, async () => ({ content: [] }));',
      ),
    },
    { tool: tool({ type: 'object', properties: { q: { type: 'string' } }, additionalProperties: false }) },
    {
      name: 'nullable idiom ["string", "null"]',
      tool: tool({ type: 'object', properties: { q: { type: ['string', 'null'] } } }),
    },
    {
      name: 'typed through enum, const, $ref or anyOf',
      tool: tool({
        type: 'object',
        properties: {
          a: { enum: [1, 2] },
          b: { const: 'x' },
          c: { $ref: '#/$defs/C' },
          d: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        },
        $defs: { C: { type: 'string' } },
      }),
    },
    {
      name: 'a $ref to a nested $id is local',
      tool: tool({
        type: 'object',
        properties: { a: { $ref: 'urn:example:a' } },
        $defs: { A: { $id: 'urn:example:a', type: 'string' } },
      }),
    },
    {
      name: "2025-11-25 root boolean properties are tool-definition-valid's",
      tool: tool({ type: 'object', properties: { x: true } }),
    },
    {
      name: 'booleans that are not subschemas',
      tool: tool({
        type: 'object',
        additionalProperties: false,
        uniqueItems: true,
        enum: [true],
        default: { x: true },
        required: [],
        properties: { f: { type: 'boolean', default: false, examples: [true], additionalProperties: true } },
        dependentRequired: { f: [] },
        unevaluatedProperties: false,
      }),
    },
    // Issue 35: model APIs see only inputs; an outputSchema is read by the client's validator, which takes type arrays.
    {
      name: 'a type array in an outputSchema',
      tool: tool(
        { type: 'object' },
        { outputSchema: { type: 'object', properties: { id: { type: ['string', 'integer'] } } } },
      ),
    },
    {
      name: 'object outputSchema',
      spec: '2026-07-28',
      tool: tool({ type: 'object' }, { outputSchema: { type: 'object' } }),
    },
    {
      name: 'untyped parameters are not reported by default (77% of reviewed ones on published servers were TRUE)',
      tool: tool({ type: 'object', properties: { anything: { title: 'Anything', default: null } } }),
    },
    {
      name: 'checks can be turned off',
      options: { typeArrays: false, untypedParameters: false },
      tool: tool({ type: 'object', properties: { a: { type: ['string', 'number'] }, b: {} } }),
    },
  ],
  invalid: [
    {
      name: 'TypeScript SDK source: an untyped parameter is z.any(), and the fix is a typed zod schema',
      options: { untypedParameters: true },
      source: { kind: 'source', source: 'server.ts' },
      loaded: [
        {
          api: 'registerTool',
          definition: tool({ type: 'object', properties: { data: { description: 'The row.' } } }),
        },
      ],
      errors: [
        {
          messageId: 'untypedZod',
          pointer: '/inputSchema/properties/data',
          message: /Give it a typed zod schema: z\.string\(\)/,
        },
      ],
    },
    {
      name: 'a Python server: a parameter without a type hint, and the fix is one',
      options: { untypedParameters: true },
      source: { kind: 'live', source: 'stdio:python server.py', language: { name: 'python', typeHintSchemas: true } },
      tool: tool({ type: 'object', properties: { match_fn: { default: null, title: 'Match Fn' } } }),
      errors: [
        {
          messageId: 'untypedPython',
          pointer: '/inputSchema/properties/match_fn',
          message: /`match_fn: str \| None = None`/,
        },
      ],
    },
    {
      name: 'boolean subschemas at every place the check looks',
      spec: '2026-07-28',
      tool: tool({
        type: 'object',
        properties: { f: { type: 'string' } },
        items: true,
        contains: false,
        not: true,
        if: true,
        then: false,
        else: true,
        propertyNames: true,
        allOf: [{ type: 'object' }, true],
        anyOf: [false],
        oneOf: [true],
        prefixItems: [false],
        $defs: { d: true },
        definitions: { e: false },
        dependentSchemas: { f: true },
        patternProperties: { '^x': false },
      }),
      errors: [
        '/items',
        '/contains',
        '/not',
        '/if',
        '/then',
        '/else',
        '/propertyNames',
        '/allOf/1',
        '/anyOf/0',
        '/oneOf/0',
        '/prefixItems/0',
        '/$defs/d',
        '/definitions/e',
        '/dependentSchemas/f',
        '/patternProperties/^x',
      ].map((p) => ({ messageId: 'booleanSchema', pointer: `/inputSchema${p}` })),
    },
    {
      spec: '2026-07-28',
      tool: tool({ type: 'object', properties: { x: true, list: { type: 'array', items: false } } }),
      errors: [
        { messageId: 'booleanSchema', pointer: '/inputSchema/properties/x', data: { value: 'true' } },
        {
          messageId: 'booleanSchema',
          pointer: '/inputSchema/properties/list/items',
          data: { value: 'false', where: 'inputSchema.properties.list.items' },
        },
      ],
    },
    {
      name: 'nested booleans in 2025-11-25',
      tool: tool({ type: 'object', properties: { f: { type: 'object', properties: { y: false } } } }),
      errors: [{ messageId: 'booleanSchema', pointer: '/inputSchema/properties/f/properties/y' }],
    },
    {
      tool: tool({ type: 'object', properties: { v: { type: ['string', 'number'] } } }),
      errors: [
        { messageId: 'typeArray', pointer: '/inputSchema/properties/v/type', data: { value: '["string","number"]' } },
      ],
    },
    {
      name: 'untyped parameters (pydantic Any), with the check on (strict); a bare {} is a deliberate "any" and is not reported',
      options: { untypedParameters: true },
      tool: tool({ type: 'object', properties: { anything: { title: 'Anything', default: null }, x: {} } }),
      errors: [{ messageId: 'untyped', pointer: '/inputSchema/properties/anything', data: { path: 'anything' } }],
    },
    {
      name: 'network $ref',
      tool: tool({ type: 'object', properties: { a: { $ref: 'https://example.com/schemas/a.json' } } }),
      errors: [
        {
          messageId: 'remoteRef',
          pointer: '/inputSchema/properties/a/$ref',
          data: { key: '$ref', value: '"https://example.com/schemas/a.json"' },
        },
      ],
    },
    {
      name: 'non-object outputSchema under 2026-07-28',
      spec: '2026-07-28',
      tool: tool({ type: 'object' }, { outputSchema: { type: 'array', items: { type: 'string' } } }),
      errors: [{ messageId: 'nonObjectOutput', pointer: '/outputSchema/type', data: { value: '"array"' } }],
    },
    {
      name: 'TypeScript SDK source: zod writes a union of bare primitives as a type array, and the fix is said in zod',
      code: tsServer(
        'server.registerTool("find", { description: "Finds a record.", inputSchema: { v: z.union([z.string(), z.number()]) } }, async () => ({ content: [] }));',
      ),
      errors: [
        {
          messageId: 'typeArrayZod',
          line: TOOL_LINE.ts,
          message:
            /Give each alternative a \.describe\("…"\), e\.g\. z\.union\(\[z\.string\(\)\.describe\("…"\), z\.number\(\)\.describe\("…"\)\]\), which zod 4 writes as "anyOf"/,
        },
      ],
    },
    {
      name: 'a capture: the fix is said in JSON Schema',
      filename: 'tools.json',
      code: capture(tool({ type: 'object', properties: { v: { type: ['string', 'number'] } } })),
      errors: [{ messageId: 'typeArray', line: TOOL_LINE.json, message: /Use "anyOf" for the alternatives/ }],
    },
  ],
});
