import rule from '../../../src/rules/definition/output-schema-valid.js';
import { capture, pythonCapture, pythonServer, TOOL_LINE } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (outputSchema: unknown) => ({
  name: 'search',
  description: 'Search the docs.',
  inputSchema: { type: 'object' },
  outputSchema,
});

// What mcp 1.x publishes for `def tree() -> Node` where Node holds a list of Node: a bare root "$ref" (measured on 1.29).
const RECURSIVE = {
  $ref: '#/$defs/Node',
  $defs: {
    Node: {
      type: 'object',
      title: 'Node',
      properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/Node' } } },
      required: ['name'],
    },
  },
};

testRule(rule, {
  valid: [
    {
      name: 'Python source: the reader writes a returned recursive model out at the root, as mcp 2.x does',
      filename: 'server.py',
      code: pythonServer(
        'from pydantic import BaseModel\nclass Node(BaseModel):\n    name: str\n    children: list["Node"] = []\n\n@mcp.tool()\ndef tree() -> Node:\n    """Returns the tree."""\n    return Node(name="root")',
      ),
    },
    { tool: { name: 'search', inputSchema: { type: 'object' } } },
    {
      tool: tool({
        type: 'object',
        properties: { hits: { type: 'array', items: { type: 'string' } } },
        required: ['hits'],
      }),
    },
    {
      name: 'SDK v1 draft-07 stamp',
      tool: tool({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { ok: { type: 'boolean' } },
        additionalProperties: false,
      }),
    },
    {
      name: '2026-07-28 allows an array root',
      spec: '2026-07-28',
      tool: tool({ type: 'array', items: { type: 'string' } }),
    },
    {
      name: '2026-07-28 allows a root without type',
      spec: '2026-07-28',
      tool: tool({ anyOf: [{ type: 'string' }, { type: 'number' }] }),
    },
  ],
  invalid: [
    {
      tool: tool('object'),
      errors: [{ messageId: 'notObject', pointer: '/outputSchema', data: { value: '"object"' } }],
    },
    { spec: '2026-07-28', tool: tool(null), errors: [{ messageId: 'notObject', pointer: '/outputSchema' }] },
    {
      tool: tool({ type: 'array', items: { type: 'string' } }),
      errors: [{ messageId: 'rootNotObject', pointer: '/outputSchema/type', data: { value: '"array"' } }],
    },
    {
      tool: tool({ properties: { a: { type: 'string' } } }),
      errors: [{ messageId: 'rootTypeMissing', pointer: '/outputSchema/type' }],
    },
    {
      tool: tool({ type: 'object', properties: { n: { type: 'numbr' } } }),
      errors: [
        {
          messageId: 'invalid',
          pointer: '/outputSchema/properties/n/type',
          message: /^outputSchema\.properties\.n\.type must be one of/,
        },
      ],
    },
    {
      name: 'both root and dialect problems',
      tool: tool({ type: 'array', items: { type: 'strin' } }),
      errors: [
        { messageId: 'rootNotObject', pointer: '/outputSchema/type' },
        { messageId: 'invalid', pointer: '/outputSchema/items/type' },
      ],
    },
    {
      spec: '2026-07-28',
      tool: tool({ $schema: 'https://example.com/my-dialect', type: 'string' }),
      errors: [{ messageId: 'unsupportedDialect', pointer: '/outputSchema/$schema' }],
    },
    {
      name: 'problems inside the schema: pattern, $ref, depth',
      tool: tool({ type: 'object', properties: { a: { type: 'string', pattern: '(' }, b: { $ref: '#/$defs/B' } } }),
      errors: [
        { messageId: 'badPattern', pointer: '/outputSchema/properties/a/pattern' },
        { messageId: 'unresolvedRef', pointer: '/outputSchema/properties/b/$ref', message: /inside outputSchema/ },
      ],
    },
    {
      name: 'hostile depth',
      tool: tool({ type: 'object', properties: { a: JSON.parse('['.repeat(5000) + ']'.repeat(5000)) } }),
      errors: [{ messageId: 'tooDeep', pointer: '/outputSchema', data: { depth: 5002 } }],
    },
    {
      name: 'a capture of a Python server on mcp 1.x returning a recursive model: the fix is said in Python',
      filename: 'tools.json',
      code: pythonCapture({ ...tool(RECURSIVE), name: 'tree', inputSchema: { type: 'object', properties: {} } }),
      errors: [
        {
          messageId: 'rootTypeMissingPython',
          line: TOOL_LINE.json,
          message:
            /Return a model that holds the recursive one in a field \(class Result\(BaseModel\): tree: Node\), or upgrade to mcp 2\.x/,
        },
      ],
    },
    {
      name: 'the same root "$ref" in a capture of a JSON Schema server: the fix is said in JSON Schema',
      filename: 'tools.json',
      code: capture({ ...tool(RECURSIVE), name: 'tree', inputSchema: { type: 'object', properties: {} } }),
      errors: [{ messageId: 'rootTypeMissing', line: TOOL_LINE.json, message: /Add "type": "object" at the root\.$/ }],
    },
  ],
});
