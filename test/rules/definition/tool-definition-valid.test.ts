import rule from '../../../src/rules/definition/tool-definition-valid.js';
import { testRule } from '../../helpers/rule-tester.js';

const base = {
  name: 'search',
  description: 'Search the docs.',
  inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
};

testRule(rule, {
  valid: [
    { tool: base },
    {
      name: 'every optional field, 2025-11-25',
      tool: {
        ...base,
        title: 'Search',
        outputSchema: { type: 'object', properties: { hits: { type: 'array' } } },
        annotations: {
          title: 'Search',
          readOnlyHint: true,
          destructiveHint: false,
          idempotentHint: true,
          openWorldHint: false,
        },
        icons: [
          { src: 'https://example.com/i.png', mimeType: 'image/png', sizes: ['48x48', 'any'], theme: 'dark' },
          { src: 'data:image/png;base64,iVBORw0KGgo=' },
        ],
        execution: { taskSupport: 'optional' },
        _meta: { 'com.example/x': 1 },
      },
    },
    {
      name: 'SDK v1 stamps execution; 2026-07-28 does not close Tool',
      spec: '2026-07-28',
      tool: { ...base, execution: { taskSupport: 'forbidden' } },
    },
    { name: 'unknown keys are allowed (Tool is open)', tool: { ...base, 'x-vendor': true } },
    {
      name: 'inputSchema problems belong to other rules',
      tool: { name: 'x', inputSchema: { type: 'array', required: 'q' } },
    },
    { name: 'missing inputSchema belongs to input-schema-root-object', tool: { name: 'x' } },
    {
      name: 'non-object outputSchema belongs to output-schema-valid',
      tool: { ...base, outputSchema: { type: 'array' } },
    },
    {
      name: '2026-07-28 allows boolean property schemas',
      spec: '2026-07-28',
      tool: { ...base, inputSchema: { type: 'object', properties: { x: true } } },
    },
  ],
  invalid: [
    { tool: 'search', errors: [{ messageId: 'notObject', pointer: '', data: { value: '"search"' } }] },
    { tool: [base], errors: [{ messageId: 'notObject', pointer: '', data: { value: 'an array' } }] },
    {
      tool: { description: 'No name.', inputSchema: { type: 'object' } },
      errors: [
        {
          messageId: 'invalid',
          pointer: '/name',
          message:
            'The tool has no "name", which is required. Fix the definition to match the MCP 2025-11-25 Tool schema.',
        },
      ],
    },
    {
      tool: { ...base, name: 42 },
      errors: [{ messageId: 'invalid', pointer: '/name', message: /^name must be a string, got 42\./ }],
    },
    {
      tool: { ...base, annotations: { readOnlyHint: 'yes', openWorldHint: 0 } },
      errors: [
        {
          messageId: 'invalid',
          pointer: '/annotations/readOnlyHint',
          message: /^annotations\.readOnlyHint must be a boolean, got "yes"\./,
        },
        { messageId: 'invalid', pointer: '/annotations/openWorldHint' },
      ],
    },
    {
      name: 'bad icons (a src that is no URI is left to icons-valid)',
      tool: { ...base, icons: [{ mimeType: 'image/png' }, { src: 'not a uri', theme: 'blue', sizes: '48x48' }] },
      errors: [
        { messageId: 'invalid', pointer: '/icons/0/src', message: /^icons\[0\] has no "src", which is required/ },
        { messageId: 'invalid', pointer: '/icons/1/sizes' },
        { messageId: 'invalid', pointer: '/icons/1/theme', message: /must be one of "light" and "dark", got "blue"/ },
      ],
    },
    {
      tool: { ...base, execution: { taskSupport: 'sometimes' } },
      errors: [{ messageId: 'invalid', pointer: '/execution/taskSupport' }],
    },
    {
      tool: { ...base, title: ['a'], description: 5, _meta: 'x' },
      errors: [
        { messageId: 'invalid', pointer: '/title' },
        { messageId: 'invalid', pointer: '/description' },
        { messageId: 'invalid', pointer: '/_meta' },
      ],
    },
    {
      name: 'boolean property schema breaks the 2025-11-25 Tool type',
      tool: { ...base, inputSchema: { type: 'object', properties: { anything: true } } },
      errors: [
        {
          messageId: 'booleanPropertySchema',
          pointer: '/inputSchema/properties/anything',
          data: { where: 'inputSchema.properties.anything', value: 'true' },
        },
      ],
    },
  ],
});
