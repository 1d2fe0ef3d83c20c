import { defineRule } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import { configuredServerName, rejectedCharacters, toolNameOf } from '../shared/client-checks.js';
import { checkToolCap } from '../shared/client-totals.js';

const MAX_COMBINED = 60;
const MAX_TOOLS = 80;

interface Options {
  serverName?: string;
  maxTools: number;
  allowHyphen: boolean;
}

function optionsOf(raw: Record<string, unknown>): Options {
  return {
    ...(typeof raw.serverName === 'string' ? { serverName: raw.serverName } : {}),
    maxTools: typeof raw.maxTools === 'number' ? raw.maxTools : MAX_TOOLS,
    allowHyphen: raw.allowHyphen !== false,
  };
}

// Cursor's constraints (sources and dates on docs/rules/client-cursor.md): it filters out tools whose server name
// plus tool name reach 60 characters and tools whose names hold other than letters, digits and underscores, and it
// warns past 80 tools in all (40 until mid-2025). Off unless `--client cursor`.
const rule = defineRule({
  id: 'client-cursor',
  meta: {
    description:
      'with --client cursor: server + tool name under 60 characters, names of letters, digits and _, at most 80 tools',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      nameTooLong:
        'Cursor: server name {{server}} plus tool name {{name}} make {{length}} characters; Cursor filters out tools whose combined name reaches {{max}} ("Combined server and tool name length exceeds 60 characters"). Shorten the tool name.',
      nameCharacters:
        'Cursor: tool name {{name}} contains {{characters}}; Cursor filters it out ("Tool name must only contain alphanumeric characters and underscores"). Use {{suggestion}}.',
      tooManyTools:
        'Cursor: the server lists {{count}} tools; Cursor warns past {{max}} tools across all enabled servers, and tools past the limit may not reach its agent. Split the server or let users enable a subset.',
      tooManyToolsTogether:
        'Cursor: the {{servers}} servers of this run list {{count}} tools together ({{list}}); Cursor warns past {{max}} tools across all enabled servers (docs/rules/client-cursor.md), and tools past the limit may not reach its agent. Disable some servers or tools.',
    },
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        serverName: {
          type: 'string',
          description:
            'the name users give the server in .cursor/mcp.json (default: the --client-config key, else one character)',
        },
        maxTools: { type: 'integer', minimum: 1 },
        allowHyphen: { type: 'boolean', description: 'do not flag "-" in tool names (default true)' },
      },
    },
    defaultOptions: { maxTools: MAX_TOOLS, allowHyphen: true },
  },
  checkTool(tool, context) {
    const name = toolNameOf(tool.definition);
    if (!name) return;
    const options = optionsOf(context.options);
    const server = configuredServerName(context);
    const length = (server?.length ?? 1) + name.length;
    if (length >= MAX_COMBINED) {
      context.report({
        messageId: 'nameTooLong',
        pointer: '/name',
        data: {
          server: server === undefined ? 'of one character' : quote(server),
          name: quote(name),
          length,
          max: MAX_COMBINED,
        },
      });
    }
    const allowed = options.allowHyphen ? /^[A-Za-z0-9_-]$/ : /^[A-Za-z0-9_]$/;
    const characters = rejectedCharacters(name, allowed);
    if (characters) {
      const suggestion = quote(name.replace(options.allowHyphen ? /[^A-Za-z0-9_-]+/g : /[^A-Za-z0-9_]+/g, '_'));
      context.report({
        messageId: 'nameCharacters',
        pointer: '/name',
        data: { name: quote(name), characters, suggestion },
      });
    }
  },
  checkSource(tools, context) {
    checkToolCap(tools, context, optionsOf(context.options).maxTools);
  },
});

export default rule;
