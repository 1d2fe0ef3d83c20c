import rule from '../../../src/rules/definition/input-schema-required-array.js';
import { testRule } from '../../helpers/rule-tester.js';

const python = {
  kind: 'live' as const,
  source: 'stdio:python server.py',
  language: { name: 'python' as const, typeHintSchemas: true },
};

const zodSource = { kind: 'source' as const, source: 'server.ts' };

const tool = (inputSchema: unknown) => ({ name: 'search', description: 'Search the docs for a phrase.', inputSchema });

/** A low-level server listing one tool whose inputSchema is the given literal. */
const SERVER = (schema: string) =>
  'import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nconst server = new Server({ name: "t", version: "1.0.0" }, { capabilities: { tools: {} } });\n' +
  `server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "search", description: "Searches the notes", inputSchema: ${schema} }] }));\n`;

testRule(rule, {
  valid: [
    {
      name: 'a Python server: pydantic writes no "required" only when every parameter is optional (Field(default_factory=…) writes no default either)',
      source: python,
      options: { nested: true },
      tool: tool({
        type: 'object',
        title: 'tagsArguments',
        properties: {
          names: { type: 'array', items: { type: 'string' } },
          limit: { type: 'integer', default: 5 },
          f: { type: 'object', properties: { x: { type: 'string' } } },
        },
      }),
    },
    { tool: tool({ type: 'object', properties: { q: { type: 'string' } }, required: ['q'] }) },
    {
      name: 'required: [] when all are optional',
      tool: tool({ type: 'object', properties: { q: { type: 'string' } }, required: [] }),
    },
    { name: 'no properties', tool: tool({ type: 'object', properties: {} }) },
    {
      name: 'a nested object without required is not checked by default (optional by design on real servers)',
      tool: tool({
        type: 'object',
        properties: { body: { type: 'object', properties: { city: { type: ['string', 'null'] } } } },
        required: ['body'],
      }),
    },
    {
      name: 'every property has a default (zod .default(), pydantic defaults)',
      tool: tool({
        type: 'object',
        properties: { count: { type: 'number', default: 3 }, mode: { type: 'string', default: 'a' } },
      }),
    },
    {
      name: 'nested objects with required',
      tool: tool({
        type: 'object',
        properties: { f: { type: 'object', properties: { x: { type: 'string' } }, required: ['x'] } },
        required: ['f'],
      }),
    },
    {
      name: "required that is not an array is input-schema-valid's",
      tool: tool({ type: 'object', properties: { q: { type: 'string' } }, required: 'q' }),
    },
    { name: 'no inputSchema', tool: { name: 'x' } },
  ],
  invalid: [
    {
      name: 'in a tools/list file: no suggestion, a capture is a generated file',
      filename: 'tools.json',
      code: '{"tools": [\n  {"name": "search", "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}}}\n]}\n',
      errors: [{ messageId: 'missingAtRoot', line: 2 }],
    },
    {
      name: 'a JSON Schema literal in source: both suggestions, each with the code it leaves',
      code: SERVER('{ type: "object", properties: { q: { type: "string" } } }'),
      errors: [
        {
          messageId: 'missingAtRoot',
          line: 4,
          suggestions: [
            {
              desc: /^Require every property/,
              output: SERVER('{ type: "object", properties: { q: { type: "string" } }, required: ["q"] }'),
            },
            {
              desc: /^Make every property optional/,
              output: SERVER('{ type: "object", properties: { q: { type: "string" } }, required: [] }'),
            },
          ],
        },
      ],
    },
    {
      name: 'TypeScript SDK source, every zod field .optional(): drop .optional(), or .meta({ required: [] }) (zod 4) or .default(…), since zod writes no empty "required" by itself',
      source: zodSource,
      loaded: [
        {
          api: 'registerTool',
          definition: tool({ type: 'object', properties: { q: { type: 'string' }, scope: { type: 'string' } } }),
        },
      ],
      errors: [
        {
          messageId: 'missingAtRootZod',
          pointer: '/inputSchema',
          message:
            /Drop \.optional\(\) from those the handler needs; if none is needed, add \.meta\(\{ required: \[\] \}\) to the z\.object \(zod 4; zod writes no empty "required" by itself\), or give each a \.default\(…\)/,
        },
      ],
    },
    {
      name: 'TypeScript SDK source, all optional by design: the advice is what zod can write, not a bare "required": []',
      source: zodSource,
      loaded: [
        {
          api: 'registerTool',
          definition: tool({
            type: 'object',
            properties: { limit: { type: 'integer' }, verbose: { type: 'boolean' } },
          }),
        },
      ],
      errors: [
        {
          messageId: 'allOptionalZod',
          pointer: '/inputSchema',
          message:
            /no "required" array \(zod writes no empty one by itself\)\. To say that none is needed, add \.meta\(\{ required: \[\] \}\) to the z\.object \(zod 4\), or give each a \.default\(…\)/,
        },
      ],
    },
    {
      name: 'TypeScript SDK source, a field described as required but .optional()',
      source: zodSource,
      loaded: [
        {
          api: 'registerTool',
          definition: tool({
            type: 'object',
            properties: { q: { type: 'string', description: 'Required. The phrase.' }, limit: { type: 'integer' } },
          }),
        },
      ],
      errors: [
        {
          messageId: 'describedRequiredZod',
          pointer: '/inputSchema',
          message: /"q" is described as required, yet \.optional\(\) in the zod schema.*Drop \.optional\(\) from it\./,
        },
      ],
    },
    {
      name: 'TypeScript SDK source, a nested zod object with every field .optional()',
      source: zodSource,
      options: { nested: true },
      loaded: [
        {
          api: 'registerTool',
          definition: tool({
            type: 'object',
            properties: { f: { type: 'object', properties: { x: { type: 'string' } } } },
            required: ['f'],
          }),
        },
      ],
      errors: [
        {
          messageId: 'missingNestedZod',
          pointer: '/inputSchema/properties/f',
          message: /Every field of the zod object at "f" \("x"\) is \.optional\(\)/,
        },
      ],
    },
    {
      name: 'every property optional by design (default, null, boolean flag, query option, described optional): advice to write "required": []',
      tool: tool({
        type: 'object',
        properties: {
          limit: { type: 'integer' },
          verbose: { type: 'boolean' },
          note: { type: ['string', 'null'] },
          since: { type: 'string', description: 'Optional. Only items after this ISO date.' },
          owner: { type: 'string', description: 'Filter by owner' },
          depth: { type: 'integer', description: 'How deep to go (default: 2)' },
          mode: { type: 'string', default: 'fast' },
        },
      }),
      errors: [
        {
          messageId: 'allOptional',
          pointer: '/inputSchema',
          message:
            /each optional by its default, type, name or description, but no "required" array\. Write "required": \[\]/,
        },
      ],
    },
    {
      name: 'a property described as required is named, whatever the others are',
      tool: tool({
        type: 'object',
        properties: { issueId: { type: 'string', description: 'The issue ID (required).' }, page: { type: 'integer' } },
      }),
      errors: [
        {
          messageId: 'describedRequired',
          pointer: '/inputSchema',
          data: { described: '"issueId"' },
          message:
            'inputSchema has no "required" array, yet "issueId" is described as required, so a model may leave it out. List it in "required".',
        },
      ],
    },
    {
      name: 'one property with none of the optional marks keeps the warning',
      tool: tool({
        type: 'object',
        properties: { url: { type: 'string', description: 'The page to fetch' }, limit: { type: 'integer' } },
      }),
      errors: [{ messageId: 'missingAtRoot', pointer: '/inputSchema' }],
    },
    {
      name: 'a Python server whose schemas are written by hand (low-level Server): "required": [] can be written there',
      source: { ...python, language: { name: 'python', typeHintSchemas: false } },
      tool: tool({ type: 'object', properties: { query: { type: 'string' } } }),
      errors: [{ messageId: 'missingAtRoot', pointer: '/inputSchema' }],
    },
    {
      tool: tool({ type: 'object', properties: { query: { type: 'string' }, limit: { type: 'number' } } }),
      errors: [{ messageId: 'missingAtRoot', pointer: '/inputSchema', data: { names: '"query" and "limit"' } }],
    },
    {
      name: 'by default (recommended) only the root is checked',
      tool: tool({
        type: 'object',
        properties: { criteria: { type: 'object', properties: { field: { type: 'string' } } } },
      }),
      errors: [{ messageId: 'missingAtRoot', pointer: '/inputSchema' }],
    },
    {
      name: 'only some properties have defaults',
      tool: tool({ type: 'object', properties: { query: { type: 'string' }, limit: { type: 'number', default: 10 } } }),
      errors: [{ messageId: 'missingAtRoot', pointer: '/inputSchema' }],
    },
    {
      name: 'nested object schemas, each at its own pointer (nested: true, the strict set)',
      options: { nested: true },
      tool: tool({
        type: 'object',
        properties: {
          filter: { type: 'object', properties: { field: { type: 'string' } } },
          rows: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
        },
        required: ['filter'],
      }),
      errors: [
        { messageId: 'missingNested', pointer: '/inputSchema/properties/filter', data: { path: 'filter' } },
        { messageId: 'missingNested', pointer: '/inputSchema/properties/rows/items', data: { path: 'rows[]' } },
      ],
    },
    {
      name: 'root and $defs (nested: true)',
      options: { nested: true },
      tool: tool({
        type: 'object',
        properties: { a: { $ref: '#/$defs/A' } },
        $defs: { A: { type: 'object', properties: { x: { type: 'string' } } } },
      }),
      errors: [
        { messageId: 'missingAtRoot', pointer: '/inputSchema' },
        { messageId: 'missingNested', pointer: '/inputSchema/$defs/A', data: { path: 'A' } },
      ],
    },
  ],
});
