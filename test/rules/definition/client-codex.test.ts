// client-codex: mcp__<server>__<tool> over 64 characters is shortened with a SHA-1; names Codex makes equal drop a tool.
import rule from '../../../src/rules/definition/client-codex.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: string) => ({
  name,
  description: 'Does a thing.',
  inputSchema: { type: 'object', properties: {} },
});

testRule(rule, {
  valid: [
    { name: '56 characters with a one-character server name make 64', tool: tool('a'.repeat(56)) },
    { name: 'with serverName', options: { serverName: 'github' }, tool: tool('a'.repeat(51)) },
    { name: "an exact duplicate is tool-name-unique's", tools: [tool('search'), tool('search')] },
    {
      name: 'an object schema with properties, and a schema that is no object schema (client-claude / input-schema-root-object)',
      tools: [tool('a'), { name: 'b', description: 'Does a thing.', inputSchema: { type: 'string' } }],
    },
  ],
  invalid: [
    {
      name: 'the Go SDK\'s no-argument schema, {"type": "object"} alone',
      tool: { name: 'help', description: 'Does a thing.', inputSchema: { type: 'object' } },
      errors: [
        {
          messageId: 'objectWithoutProperties',
          pointer: '/inputSchema',
          message: /^Codex: .*object schema missing properties.*"properties": \{\}/,
        },
      ],
    },
    {
      name: 'additionalProperties alone does not help',
      tool: {
        name: 'help',
        description: 'Does a thing.',
        inputSchema: { type: 'object', additionalProperties: false },
      },
      errors: [{ messageId: 'objectWithoutProperties', pointer: '/inputSchema' }],
    },
    {
      tool: tool('a'.repeat(57)),
      errors: [
        {
          messageId: 'nameHashed',
          pointer: '/name',
          data: { length: 65, max: 64, kept: 24 },
          message: /^Codex: .*one-character server name/,
        },
      ],
    },
    {
      name: 'the config key counts',
      source: { source: 'github-enterprise', origin: { file: '.codex/config.toml' } },
      tool: tool('add_pull_request_review_comment_to_pending'),
      errors: [
        { messageId: 'nameHashed', pointer: '/name', data: { length: 66, shown: '"mcp__github-enterprise__<sha1>"' } },
      ],
    },
    {
      name: 'a dotted name and its underscored twin become one name',
      tools: [tool('issues_list'), tool('issues.list')],
      errors: [
        {
          messageId: 'nameCollision',
          pointer: '/name',
          toolIndex: 1,
          data: { name: '"issues.list"', other: '"issues_list"', qualified: '"mcp__s__issues_list"' },
        },
      ],
    },
  ],
});
