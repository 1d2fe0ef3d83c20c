import rule from '../../../src/rules/definition/no-parameters-closed.js';
import { capture, pythonServer, TOOL_LINE, tsServer } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (inputSchema: unknown) => ({ name: 'ping', description: 'Checks the server answers.', inputSchema });

testRule(rule, {
  valid: [
    {
      name: 'Python source: a function without parameters publishes what pydantic writes, which no author can close',
      filename: 'server.py',
      code: pythonServer('@mcp.tool()\ndef ping() -> str:\n    """Checks the server answers."""\n    return "ok"'),
    },
    {
      name: 'TypeScript SDK source: z.strictObject({}) publishes "additionalProperties": false',
      code: tsServer(
        'server.registerTool("ping", { description: "Checks the server answers.", inputSchema: z.strictObject({}) }, async () => ({ content: [] }));',
      ),
    },
    {
      name: 'a Python server whose schemas come from type hints (MCPServer writes this for a function without parameters, with no way to close it)',
      source: { kind: 'live', source: 'stdio:python server.py', language: { name: 'python', typeHintSchemas: true } },
      tool: tool({ type: 'object', properties: {}, title: 'pingArguments' }),
    },
    { tool: tool({ type: 'object', additionalProperties: false }) },
    { tool: tool({ type: 'object', properties: {}, additionalProperties: false }) },
    { name: 'has parameters', tool: tool({ type: 'object', properties: { a: { type: 'string' } } }) },
    {
      name: 'shaped by composition',
      tool: tool({ type: 'object', oneOf: [{ properties: { a: { type: 'string' } } }] }),
    },
    { name: 'unevaluatedProperties: false', tool: tool({ type: 'object', unevaluatedProperties: false }) },
    { name: "root not an object: input-schema-root-object's", tool: tool({ type: 'array' }) },
    {
      name: 'source input whose properties could not be read statically',
      loaded: [
        {
          definition: tool({ type: 'object', properties: {} }),
          sourceFacts: { unresolved: [{ pointer: '/inputSchema/properties', what: 'a spread of a computed object' }] },
        },
      ],
    },
  ],
  invalid: [
    { tool: tool({ type: 'object' }), errors: [{ messageId: 'open', pointer: '/inputSchema' }] },
    {
      name: 'what SDK v1 emits for a tool without inputSchema',
      tool: tool({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} }),
      errors: [{ messageId: 'open', pointer: '/inputSchema' }],
    },
    {
      name: 'live, without the source: the empty object may be SDK v1\'s stand-in for a zod root that is no object, so no "add additionalProperties" advice',
      source: { kind: 'live', source: 'stdio:node server.js' },
      tool: tool({ type: 'object', properties: {} }),
      errors: [
        {
          messageId: 'openLive',
          pointer: '/inputSchema',
          message: /^The server publishes no parameters for this tool: .*z\.array\(…\).*--source-root src.*--probe/,
        },
      ],
    },
    {
      name: 'live, placed in its source by --source-root (no zod root there): what source mode says',
      source: { kind: 'live', source: 'stdio:node server.js' },
      loaded: [{ definition: tool({ type: 'object', properties: {} }), sourceFile: 'src/index.ts' }],
      errors: [{ messageId: 'open', pointer: '/inputSchema' }],
    },
    {
      name: 'TypeScript SDK source without inputSchema: the fix is said in zod',
      code: tsServer(
        'server.registerTool("ping", { description: "Checks the server answers." }, async () => ({ content: [] }));',
      ),
      errors: [
        {
          messageId: 'openZod',
          line: TOOL_LINE.ts,
          message: /Pass inputSchema: z\.strictObject\(\{\}\) \(zod 4; z\.object\(\{\}\)\.strict\(\) in zod 3\)/,
        },
      ],
    },
    {
      name: 'a capture: the fix is said in JSON Schema',
      filename: 'tools.json',
      code: capture(tool({ type: 'object', properties: {} })),
      errors: [{ messageId: 'open', line: TOOL_LINE.json, message: /Add "additionalProperties": false/ }],
    },
  ],
});
