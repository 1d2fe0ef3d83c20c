// meta-keys-valid: tool _meta keys in MCP's format (reverse-DNS prefix/, alphanumeric-edged name), none reserved for MCP.
import rule from '../../../src/rules/definition/meta-keys-valid.js';
import { testRule } from '../../helpers/rule-tester.js';

const withMeta = (_meta: unknown) => ({
  name: 'search',
  description: 'Searches the docs.',
  inputSchema: { type: 'object' },
  _meta,
});

testRule(rule, {
  valid: [
    {
      tool: withMeta({
        'com.example/cost': 1,
        ui: { resourceUri: 'ui://search/app.html' },
        'openai/outputTemplate': 'ui://x',
        'a.b-c/d_e.f': true,
      }),
    },
    { name: 'an empty name after a prefix', tool: withMeta({ 'com.example/': 1 }) },
    { name: 'mcp as a third label is not reserved', tool: withMeta({ 'com.example.mcp/x': 1, 'mcp/x': 1 }) },
    { name: 'no _meta, or not an object (tool-definition-valid)', tool: withMeta('x') },
  ],
  invalid: [
    {
      tool: withMeta({ 'io.modelcontextprotocol/tasks': {} }),
      errors: [
        {
          messageId: 'reserved',
          pointer: '/_meta/io.modelcontextprotocol~1tasks',
          data: { prefix: '"io.modelcontextprotocol/"', name: 'tasks' },
        },
      ],
    },
    {
      name: 'reserved whatever the case',
      tool: withMeta({ 'dev.MCP/x': 1 }),
      errors: [{ messageId: 'reserved', pointer: '/_meta/dev.MCP~1x' }],
    },
    {
      tool: withMeta({ 'com.example/-x': 1 }),
      errors: [{ messageId: 'badName', pointer: '/_meta/com.example~1-x', data: { name: '"-x"' } }],
    },
    {
      tool: withMeta({ 'trailing.': 1, _private: 2 }),
      errors: [
        { messageId: 'badName', pointer: '/_meta/trailing.' },
        { messageId: 'badName', pointer: '/_meta/_private' },
      ],
    },
    {
      name: 'a slash inside the name',
      tool: withMeta({ 'com.example/a/b': 1 }),
      errors: [{ messageId: 'badName', data: { name: '"a/b"' }, pointer: '/_meta/com.example~1a~1b' }],
    },
    {
      tool: withMeta({ '1com.example/x': 1 }),
      errors: [{ messageId: 'badPrefix', pointer: '/_meta/1com.example~1x', data: { label: '"1com"' } }],
    },
    {
      name: 'an empty prefix',
      tool: withMeta({ '/x': 1 }),
      errors: [{ messageId: 'badPrefix', pointer: '/_meta/~1x', data: { label: '""' } }],
    },
  ],
});
