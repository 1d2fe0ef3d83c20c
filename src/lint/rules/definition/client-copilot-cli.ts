import type { Rule } from '../../types.js';
import { quote } from '../../spec/value-text.js';
import { rejectedCharacters, toolNameOf } from './support/client-checks.js';

const NAME_CHARACTER = /^[A-Za-z0-9_-]$/;
const MAX_NAME = 128;

// GitHub Copilot CLI (sources and dates on docs/rules/client-copilot-cli.md) passes MCP tool names to the model API
// unchanged (VS Code remaps them), and the API requires ^[a-zA-Z0-9_-]{1,128}$: one dotted name makes every prompt
// fail. Off unless `--client copilot-cli`.
const rule: Rule = {
  id: 'client-copilot-cli',
  meta: {
    description: 'with --client copilot-cli: tool names matching ^[a-zA-Z0-9_-]{1,128}$',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      nameCharacters:
        'GitHub Copilot CLI: tool name {{name}} contains {{characters}}; Copilot CLI sends names unchanged and every prompt fails ("tools.N.custom.name: String should match pattern \'^[a-zA-Z0-9_-]{1,128}$\'"). Use {{suggestion}}.',
      nameTooLong: 'GitHub Copilot CLI: tool name {{name}} is {{length}} characters; the model API takes at most {{max}} (^[a-zA-Z0-9_-]{1,128}$). Shorten it.',
    },
  },
  checkTool(tool, context) {
    const name = toolNameOf(tool.definition);
    if (name === undefined) return;
    const characters = rejectedCharacters(name, NAME_CHARACTER);
    if (characters) {
      const suggestion = quote(name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, MAX_NAME) || 'tool_name');
      context.report({ messageId: 'nameCharacters', pointer: '/name', data: { name: quote(name), characters, suggestion } });
    }
    if (name.length > MAX_NAME) context.report({ messageId: 'nameTooLong', pointer: '/name', data: { name: quote(name), length: name.length, max: MAX_NAME } });
  },
};

export default rule;
