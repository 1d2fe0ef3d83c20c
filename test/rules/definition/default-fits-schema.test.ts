// default-fits-schema: a "default" its own schema refuses.
import rule from '../../../src/rules/definition/default-fits-schema.js';
import { casesInEachLanguage } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (properties: Record<string, unknown>) => ({
  name: 'search',
  description: 'Searches the catalogue.',
  inputSchema: { type: 'object', properties },
});
const python = {
  kind: 'live' as const,
  source: 'stdio:python server.py',
  language: { name: 'python' as const, typeHintSchemas: true },
};

testRule(rule, {
  valid: [
    {
      tool: tool({
        limit: { type: 'integer', default: 10 },
        sort: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
      }),
    },
    {
      name: 'Optional[str] = None, as pydantic writes it',
      tool: tool({ since: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null } }),
    },
    { name: 'a nullable type list', tool: tool({ since: { type: ['string', 'null'], default: null } }) },
    {
      name: 'an object default in an enum of objects',
      tool: tool({ box: { type: 'object', enum: [{ w: 1 }], default: { w: 1 } } }),
    },
  ],
  invalid: [
    {
      name: 'x: str = None in a capture',
      tool: tool({ category: { type: 'string', default: null } }),
      errors: [
        {
          messageId: 'defaultOutsideType',
          pointer: '/inputSchema/properties/category/default',
          data: { where: 'Parameter "category"', value: 'null', type: '"string"' },
          message: /add "null" to its "type"/,
        },
      ],
    },
    {
      name: 'x: str = None on a Python server',
      source: python,
      tool: tool({ category: { type: 'string', default: null } }),
      errors: [
        {
          messageId: 'defaultOutsideTypePython',
          pointer: '/inputSchema/properties/category/default',
          data: { name: 'category', python: 'str' },
          message: /`category: str \| None = None`/,
        },
      ],
    },
    {
      name: 'list[float] = None on a Python server: the fix keeps the item type',
      source: python,
      tool: tool({ bbox: { type: 'array', items: { type: 'number' }, default: null } }),
      errors: [
        {
          messageId: 'defaultOutsideTypePython',
          pointer: '/inputSchema/properties/bbox/default',
          data: { python: 'list[float]' },
          message: /`bbox: list\[float\] \| None = None`/,
        },
      ],
    },
    {
      name: 'TypeScript SDK source: the fix is said in zod',
      source: { kind: 'source', source: 'server.ts' },
      loaded: [{ api: 'registerTool', definition: tool({ category: { type: 'string', default: null } }) }],
      errors: [
        {
          messageId: 'defaultOutsideTypeZod',
          pointer: '/inputSchema/properties/category/default',
          message: /`\.nullable\(\)` before `\.default\(null\)`/,
        },
      ],
    },
    {
      name: 'a default outside the enum',
      tool: tool({ sort: { type: 'string', enum: ['asc', 'desc'], default: 'ascending' } }),
      errors: [
        {
          messageId: 'defaultOutsideEnum',
          pointer: '/inputSchema/properties/sort/default',
          data: { value: '"ascending"', values: '"asc", "desc"' },
        },
      ],
    },
    {
      name: 'a number where an integer is declared',
      tool: tool({ n: { type: 'integer', default: 2.5 } }),
      errors: [{ messageId: 'defaultOutsideType', pointer: '/inputSchema/properties/n/default' }],
    },
    ...casesInEachLanguage(
      'a default outside the enum',
      {
        ts: 'server.registerTool("search", { description: "Searches the catalogue.", inputSchema: { sort: z.enum(["asc", "desc"]).default("ascending") } }, async () => ({ content: [] }));',
        python:
          '@mcp.tool()\ndef search(sort: Literal["asc", "desc"] = "ascending") -> str:\n    """Searches the catalogue."""\n    return sort',
        listed: tool({ sort: { type: 'string', enum: ['asc', 'desc'], default: 'ascending' } }),
      },
      {
        zod: { messageId: 'defaultOutsideEnumZod', message: /Give `\.default\(\)` one of the z\.enum\(\[…\]\) values/ },
        jsonSchema: {
          messageId: 'defaultOutsideEnum',
          message: /Make the default one of the values, or add it to the enum/,
        },
        python: {
          messageId: 'defaultOutsideEnumPython',
          line: 8,
          message: /Give `sort: Literal\["asc", "desc"\]` one of those values as its default, or add it to the Literal/,
        },
      },
    ),
    ...casesInEachLanguage(
      'a default of another type',
      {
        ts: 'server.registerTool("search", { description: "Searches the catalogue.", inputSchema: { limit: z.number().int().default("10") } }, async () => ({ content: [] }));',
        python:
          '@mcp.tool()\ndef search(limit: int = "10") -> str:\n    """Searches the catalogue."""\n    return str(limit)',
        listed: tool({ limit: { type: 'integer', default: '10' } }),
      },
      {
        zod: { messageId: 'defaultOutsideTypeZod', message: /Give `\.default\(\)` a value the zod schema accepts/ },
        jsonSchema: { messageId: 'defaultOutsideType', message: /Make the default a value of that type/ },
        python: {
          messageId: 'defaultOutsideTypePythonValue',
          line: 8,
          message: /the signature gives `limit: int` a default of another type.*Give it a default of its type/,
        },
      },
    ),
  ],
});
