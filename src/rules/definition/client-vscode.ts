import { defineRule } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import { rejectedCharacters, toolNameOf } from '../shared/client-checks.js';
import { checkToolCap } from '../shared/client-totals.js';

const MAX_TOOLS = 128;
const NAME_CHARACTER = /^[A-Za-z0-9_-]$/;

// VS Code's constraints (sources and dates on docs/rules/client-vscode.md): a chat request carries at most 128
// tools, and tool names outside [a-z0-9_-] are logged as invalid. Off unless `--client vscode`.
const rule = defineRule({
  id: 'client-vscode',
  meta: {
    description: 'with --client vscode: at most 128 tools per request, tool names of A-Z a-z 0-9 _ - only',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      tooManyTools:
        'VS Code: the server lists {{count}} tools, but a VS Code chat request carries at most {{max}} ("You may not include more than 128 tools in your request"), counting every enabled server. Split the server or let users enable a subset.',
      tooManyToolsTogether:
        'VS Code: the {{servers}} servers of this run list {{count}} tools together ({{list}}); a VS Code chat request carries at most {{max}} ("You may not include more than 128 tools in your request", docs/rules/client-vscode.md). Disable some servers or tools.',
      nameCharacters:
        'VS Code: tool name {{name}} contains {{characters}}; VS Code logs it as invalid ("Tools names may only contain [a-z0-9_-]"). Use {{suggestion}}.',
    },
  },
  checkTool(tool, context) {
    const name = toolNameOf(tool.definition);
    if (!name) return;
    const characters = rejectedCharacters(name, NAME_CHARACTER);
    if (characters) {
      const suggestion = quote(name.replace(/[^A-Za-z0-9_-]+/g, '_'));
      context.report({
        messageId: 'nameCharacters',
        pointer: '/name',
        data: { name: quote(name), characters, suggestion },
      });
    }
  },
  checkSource(tools, context) {
    checkToolCap(tools, context, MAX_TOOLS);
  },
});

export default rule;
