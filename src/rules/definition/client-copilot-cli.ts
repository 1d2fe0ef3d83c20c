import { defineRule } from '../../core/types.js';
import { checkPortableName, toolNameOf } from '../shared/client-checks.js';

const MAX_NAME = 128;

// GitHub Copilot CLI (sources and dates on docs/rules/client-copilot-cli.md) passes MCP tool names to the model API
// unchanged (VS Code remaps them), and the API requires ^[a-zA-Z0-9_-]{1,128}$: one dotted name makes every prompt
// fail. Off unless `--client copilot-cli`.
const rule = defineRule({
  id: 'client-copilot-cli',
  meta: {
    description: 'with --client copilot-cli: tool names matching ^[a-zA-Z0-9_-]{1,128}$',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      nameCharacters:
        'GitHub Copilot CLI: tool name {{name}} contains {{characters}}; Copilot CLI sends names unchanged and every prompt fails ("tools.N.custom.name: String should match pattern \'^[a-zA-Z0-9_-]{1,128}$\'"). Use {{suggestion}}.',
      nameTooLong:
        'GitHub Copilot CLI: tool name {{name}} is {{length}} characters; the model API takes at most {{max}} (^[a-zA-Z0-9_-]{1,128}$). Shorten it.',
    },
  },
  checkTool(tool, context) {
    const name = toolNameOf(tool.definition);
    if (name === undefined) return;
    checkPortableName(name, MAX_NAME, context);
  },
});

export default rule;
