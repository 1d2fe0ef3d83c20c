import rule from '../../../src/rules/definition/property-description.js';
import { testRule } from '../../helpers/rule-tester.js';
import { leakedCallToolResult } from '../../helpers/leaked-sdk-type.js';

const python = {
  kind: 'live' as const,
  source: 'stdio:python server.py',
  language: { name: 'python' as const, typeHintSchemas: true },
};

const tool = (inputSchema: unknown) => ({ name: 'search', description: 'Search the docs for a phrase.', inputSchema });

testRule(rule, {
  valid: [
    // Issue 35: an SDK type leaked into the schema is sdk-type-in-input's one finding, not one here per SDK field.
    {
      name: 'the fields of a leaked SDK type (ctx: CallToolResult) and the parameter itself',
      tool: tool(leakedCallToolResult()),
    },
    {
      tool: tool({
        type: 'object',
        properties: { q: { type: 'string', description: 'Text to find' } },
        required: ['q'],
      }),
    },
    { name: 'no parameters', tool: tool({ type: 'object', properties: {} }) },
    {
      name: 'description on the $ref target (pydantic model docstring)',
      tool: tool({
        type: 'object',
        properties: {
          addr: { $ref: '#/$defs/Address' },
          maybe: { anyOf: [{ $ref: '#/$defs/Address' }, { type: 'null' }], default: null },
          wrapped: { allOf: [{ $ref: '#/$defs/Address' }] },
        },
        $defs: {
          Address: {
            type: 'object',
            description: 'A postal address',
            properties: { street: { type: 'string', description: 'Street' } },
          },
        },
      }),
    },
    {
      name: 'discriminator const needs no prose (zod discriminatedUnion)',
      tool: tool({
        type: 'object',
        properties: {
          shape: {
            description: 'Shape',
            oneOf: [
              {
                type: 'object',
                properties: { kind: { type: 'string', const: 'circle' }, r: { type: 'number', description: 'radius' } },
              },
            ],
          },
        },
      }),
    },
    {
      name: 'a one-value enum is a discriminator too',
      tool: tool({ type: 'object', properties: { kind: { type: 'string', enum: ['circle'] } } }),
    },
    {
      name: "boolean property schemas are schema-portability's",
      tool: tool({ type: 'object', properties: { x: true } }),
    },
    {
      name: 'the description on an anyOf/oneOf branch is the one the model reads (Optional[str] with the description inside)',
      tool: tool({
        type: 'object',
        properties: {
          since: { anyOf: [{ type: 'string', description: 'ISO date' }, { type: 'null' }] },
          until: { oneOf: [{ type: 'null' }, { type: 'string', description: 'ISO date' }] },
        },
      }),
    },
    {
      name: 'a container whose members are all described: the model reads them (a params object, an array of described records)',
      tool: tool({
        type: 'object',
        properties: {
          params: {
            type: 'object',
            properties: {
              slug: { type: 'string', description: 'Project slug' },
              branch: { type: 'string', description: 'Branch' },
            },
          },
          relations: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'string', description: 'Start entity' },
                to: { type: 'string', description: 'End entity' },
              },
            },
          },
        },
      }),
    },
    {
      name: "top-level parameters the tool description documents (a Python docstring's Args, a dash list)",
      tool: {
        name: 'xadd',
        description:
          'Add an entry to a stream.\n\nArgs:\n    key (str): The stream key.\n    fields: The fields and values.\n  - maxlen - Trim the stream to this length.',
        inputSchema: {
          type: 'object',
          properties: { key: { type: 'string' }, fields: { type: 'object' }, maxlen: { type: 'integer' } },
        },
      },
    },
    {
      name: 'definitions copied into every tool but never referenced are no parameters of this one',
      tool: tool({
        type: 'object',
        properties: { q: { type: 'string', description: 'Text' } },
        $defs: { Unused: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } } },
        definitions: { AlsoUnused: { type: 'object', properties: { c: { type: 'string' } } } },
      }),
    },
  ],
  invalid: [
    {
      name: "the server's own parameters beside a leaked SDK type are still judged",
      tool: tool(leakedCallToolResult({ limit: { type: 'integer' } })),
      errors: [{ messageId: 'missing', pointer: '/inputSchema/properties/limit' }],
    },
    {
      name: "a Python server: the Annotated/Field fix, and pydantic's generated title is not named as the author's",
      source: python,
      tool: tool({
        type: 'object',
        title: 'searchArguments',
        properties: {
          city: { type: 'string', title: 'City' },
          days: { type: 'integer' },
          at: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        },
        required: ['city'],
      }),
      errors: [
        {
          messageId: 'missingPython',
          pointer: '/inputSchema/properties/city',
          data: { path: 'city', type: 'str' },
          message:
            'Parameter "city" has no description, so a model has only its name to go on. Declare it as Annotated[str, Field(description="…")] saying what it is for, its format and an example value.',
        },
        { messageId: 'missingPython', pointer: '/inputSchema/properties/days', data: { type: 'int' } },
        { messageId: 'missingPython', pointer: '/inputSchema/properties/at', data: { type: 'Optional[str]' } },
      ],
    },
    {
      tool: tool({
        type: 'object',
        properties: { q: { type: 'string' }, limit: { type: 'number', description: '  ' } },
      }),
      errors: [
        { messageId: 'missing', pointer: '/inputSchema/properties/q', data: { path: 'q' } },
        { messageId: 'missing', pointer: '/inputSchema/properties/limit', data: { path: 'limit' } },
      ],
    },
    {
      name: 'pydantic title only',
      tool: tool({
        type: 'object',
        title: 'searchArguments',
        properties: { city: { type: 'string', title: 'City' } },
        required: ['city'],
      }),
      errors: [
        { messageId: 'titleOnly', pointer: '/inputSchema/properties/city', data: { path: 'city', title: '"City"' } },
      ],
    },
    {
      name: 'any depth',
      tool: tool({
        type: 'object',
        properties: {
          filter: { type: 'object', description: 'A filter', properties: { since: { type: 'string' } } },
          rows: {
            type: 'array',
            description: 'Rows',
            items: { type: 'object', properties: { id: { type: 'string' } } },
          },
        },
      }),
      errors: [
        {
          messageId: 'missing',
          pointer: '/inputSchema/properties/filter/properties/since',
          data: { path: 'filter.since' },
        },
        {
          messageId: 'missing',
          pointer: '/inputSchema/properties/rows/items/properties/id',
          data: { path: 'rows[].id' },
        },
      ],
    },
    {
      name: 'a $ref to an undescribed definition',
      tool: tool({
        type: 'object',
        properties: { addr: { $ref: '#/$defs/Address' } },
        $defs: { Address: { type: 'object' } },
      }),
      errors: [{ messageId: 'missing', pointer: '/inputSchema/properties/addr' }],
    },
    {
      name: 'where a described $ref counts and where it does not',
      tool: tool({
        type: 'object',
        properties: {
          viaOneOf: { oneOf: [{ type: 'null' }, { $ref: '#/$defs/Address' }] },
          viaAnchor: { $ref: '#addr' },
          twoAllOf: { allOf: [{ $ref: '#/$defs/Address' }, { type: 'object' }] },
          remote: { $ref: 'https://example.com/address.json' },
          broken: { anyOf: [{ $ref: '#/$defs/Nope' }, { $ref: '#%E0' }] },
        },
        $defs: { Address: { $anchor: 'addr', type: 'object', description: 'A postal address' } },
      }),
      errors: [
        { messageId: 'missing', pointer: '/inputSchema/properties/twoAllOf' },
        { messageId: 'missing', pointer: '/inputSchema/properties/remote' },
        { messageId: 'missing', pointer: '/inputSchema/properties/broken' },
      ],
    },
    {
      name: 'definitions reached through $ref, directly or through another definition, are checked; the others are not',
      tool: tool({
        type: 'object',
        properties: { place: { $ref: '#/$defs/Place', description: 'Where' } },
        $defs: {
          Place: {
            type: 'object',
            properties: {
              address: { $ref: '#/$defs/Address', description: 'Postal address' },
              name: { type: 'string' },
            },
          },
          Address: { type: 'object', properties: { street: { type: 'string' } } },
          Unused: { type: 'object', properties: { ghost: { type: 'string' } } },
        },
      }),
      errors: [
        { messageId: 'missing', pointer: '/inputSchema/$defs/Place/properties/name' },
        { messageId: 'missing', pointer: '/inputSchema/$defs/Address/properties/street' },
      ],
    },
    {
      name: 'a $ref that cannot be followed to one definition leaves every definition in play',
      tool: tool({
        type: 'object',
        properties: { x: { $ref: '#anchor', description: 'X' } },
        $defs: { A: { $anchor: 'anchor', type: 'object', properties: { a: { type: 'string' } } } },
      }),
      errors: [{ messageId: 'missing', pointer: '/inputSchema/$defs/A/properties/a' }],
    },
    {
      name: 'more than three undescribed fields under one top-level parameter: one finding listing them, at that parameter',
      tool: tool({
        type: 'object',
        properties: {
          q: { type: 'string', description: 'Text' },
          body: {
            type: 'object',
            description: 'The event',
            properties: {
              subject: { type: 'string' },
              start: { type: 'object', properties: { at: { type: 'string' }, zone: { type: 'string' } } },
              end: { type: 'string' },
            },
          },
        },
      }),
      errors: [
        {
          messageId: 'manyMissing',
          pointer: '/inputSchema/properties/body',
          data: { count: 5, where: 'in "body"', names: '"subject", "start", "start.at", "start.zone" and "end"' },
          message:
            '5 parameters in "body" have no description ("subject", "start", "start.at", "start.zone" and "end"), so a model has only their names to go on. Give each a "description" saying what it is for, its format and an example value.',
        },
      ],
    },
    {
      name: 'a name the description only mentions in passing is not documented there; a container with one undescribed member is no described container',
      tool: {
        name: 'weather',
        description: 'Weather for a city: temperature, with key figures.\nReturns: key: the cache key.',
        inputSchema: {
          type: 'object',
          properties: {
            city: { type: 'string' },
            key: { type: 'string' },
            opts: {
              type: 'object',
              properties: { units: { type: 'string', description: 'Units' }, lang: { type: 'string' } },
            },
          },
        },
      },
      errors: [
        { messageId: 'missing', pointer: '/inputSchema/properties/city' },
        { messageId: 'missing', pointer: '/inputSchema/properties/key' },
        { messageId: 'missing', pointer: '/inputSchema/properties/opts' },
        { messageId: 'missing', pointer: '/inputSchema/properties/opts/properties/lang' },
      ],
    },
    {
      name: 'more than three undescribed top-level parameters: one finding at the properties',
      tool: tool({
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' }, d: { type: 'string' } },
      }),
      errors: [
        { messageId: 'manyMissing', pointer: '/inputSchema/properties', data: { count: 4, where: 'of the tool' } },
      ],
    },
    {
      name: "TypeScript SDK source: the fix is zod's .describe()",
      source: { kind: 'source', source: 'server.ts' },
      loaded: [
        {
          api: 'registerTool',
          definition: tool({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }),
        },
      ],
      errors: [
        {
          messageId: 'missingZod',
          pointer: '/inputSchema/properties/city',
          message:
            'Parameter "city" has no description, so a model has only its name to go on. Add .describe("…") to its zod schema saying what it is for, its format and an example value.',
        },
      ],
    },
    {
      name: 'TypeScript SDK source with many undescribed parameters: one finding, in zod terms',
      source: { kind: 'source', source: 'server.ts' },
      loaded: [
        {
          api: 'registerTool',
          definition: tool({
            type: 'object',
            properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' }, d: { type: 'string' } },
          }),
        },
      ],
      errors: [
        {
          messageId: 'manyMissingZod',
          pointer: '/inputSchema/properties',
          message: /Add \.describe\("…"\) to each one's zod schema/,
        },
      ],
    },
    {
      name: 'a Python server with many undescribed parameters: one finding, in Field() terms',
      source: python,
      tool: tool({
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' }, d: { type: 'string' } },
      }),
      errors: [
        {
          messageId: 'manyMissingPython',
          pointer: '/inputSchema/properties',
          message: /Declare each as Annotated\[T, Field\(description="…"\)\]/,
        },
      ],
    },
  ],
});
