import { isObject } from '../../core/json-value.js';
import { defineRule, type LoadedTool, type RuleContext } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import { configuredServerName, portableName, serverNameAdvice, toolNameOf } from '../shared/client-checks.js';
import { checkTokenTotal } from '../shared/client-totals.js';

const MAX_PREFIXED = 64;
const MAX_TEXT = 2048;
/** 10% of a 200,000-token context window: past it Claude Code defers MCP tools behind tool search. */
const CONTEXT_SHARE = 20_000;

// Claude Code (sources and dates on docs/rules/client-claude-code.md) names each MCP tool mcp__<server>__<tool>,
// the server name being its key in the config with other characters than A-Z a-z 0-9 _ - made "_", and the API
// takes at most 64 characters there; it cuts tool descriptions and server instructions at 2 KB; and it loads tool
// schemas up front only while they fit in 10% of the context window. Off unless `--client claude-code`.
const rule = defineRule({
  id: 'client-claude-code',
  meta: {
    description:
      'with --client claude-code: mcp__<server>__<tool> within 64 characters, descriptions and instructions within 2,048 characters, names unique after prefixing',
    defaultLevel: 'off',
    scope: 'definition',
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        serverName: {
          type: 'string',
          description:
            'the name users give the server in Claude Code (default: the --client-config key, else one character)',
        },
        maxContextTokens: {
          type: 'integer',
          minimum: 1,
          description: "tokens the run's servers may cost together (default 20,000: 10% of a 200,000-token window)",
        },
      },
    },
    defaultOptions: { maxContextTokens: CONTEXT_SHARE },
    messages: {
      prefixedNameTooLong:
        'Claude Code: it calls this tool {{prefixed}}, {{length}} characters; the API takes at most {{max}} ("String should have at most 64 characters"), and every request fails while the server is enabled. Shorten the tool name{{serverAdvice}}.',
      descriptionTruncated:
        'Claude Code: the description is {{length}} characters; Claude Code cuts tool descriptions at 2 KB ({{max}} characters, https://code.claude.com/docs/en/mcp), so the model never sees the end. Put what matters first and shorten it.',
      instructionsTruncated:
        "Claude Code: the server's instructions are {{length}} characters; Claude Code cuts server instructions at 2 KB ({{max}} characters, https://code.claude.com/docs/en/mcp). Put what matters first and shorten them.",
      prefixedNameCollision:
        "Claude Code: server {{peer}} also becomes {{server}} in Claude Code's names and lists {{name}} too, so both are {{prefixed}}; the client can call only one of them. Rename one server in the config, or the tool.",
      contextTogether:
        'Claude Code: the {{servers}} servers of this run cost {{cost}} together ({{list}}); Claude Code loads MCP tool schemas up front only while they fit within 10% of the context window ({{max}} tokens here, https://code.claude.com/docs/en/costs), and defers them behind tool search past that. Disable servers or shorten tools.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    const name = toolNameOf(definition);
    if (name) {
      const server = configuredServerName(context);
      const prefixed = `mcp__${portableName(server ?? 's')}__${name}`;
      if (prefixed.length > MAX_PREFIXED) {
        const serverAdvice = serverNameAdvice(server, 'name');
        context.report({
          messageId: 'prefixedNameTooLong',
          pointer: '/name',
          data: { prefixed: quote(prefixed, 100), length: prefixed.length, max: MAX_PREFIXED, serverAdvice },
        });
      }
    }
    if (
      isObject(definition) &&
      typeof definition.description === 'string' &&
      definition.description.length > MAX_TEXT
    ) {
      context.report({
        messageId: 'descriptionTruncated',
        pointer: '/description',
        data: { length: definition.description.length.toLocaleString('en-US'), max: MAX_TEXT.toLocaleString('en-US') },
      });
    }
  },
  checkSource(tools, context) {
    const instructions = context.source.liveFacts?.initialize?.instructions;
    if (typeof instructions === 'string' && instructions.length > MAX_TEXT && tools.length > 0) {
      context.report({
        messageId: 'instructionsTruncated',
        tool: tools[0],
        pointer: '',
        data: { length: instructions.length.toLocaleString('en-US'), max: MAX_TEXT.toLocaleString('en-US') },
      });
    }
    reportCollisions(tools, context);
    checkTokenTotal(tools, context, Number(context.options.maxContextTokens ?? CONTEXT_SHARE));
  },
});

/** Tools of another server of the run whose prefixed names equal this server's (their server names differ only in characters Claude Code replaces). */
function reportCollisions(tools: readonly LoadedTool[], context: RuleContext): void {
  const own = portableName(context.source.source);
  const peers = (context.peers ?? []).filter(
    (peer) => peer.source !== context.source.source && portableName(peer.source) === own,
  );
  if (peers.length === 0) return;
  for (const tool of tools) {
    const name = toolNameOf(tool.definition);
    const peer = name === undefined ? undefined : peers.find((other) => other.toolNames.has(name));
    if (!peer || name === undefined) continue;
    context.report({
      messageId: 'prefixedNameCollision',
      tool,
      pointer: '/name',
      data: {
        peer: quote(peer.source),
        server: quote(own),
        name: quote(name),
        prefixed: quote(`mcp__${own}__${name}`, 100),
      },
    });
  }
}

export default rule;
