import { defineRule } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import {
  configuredServerName,
  isRootObjectWithoutProperties,
  portableName,
  serverNameAdvice,
  toolNameOf,
} from '../shared/client-checks.js';

const MAX_QUALIFIED = 64;
const HASH_LENGTH = 40;

// OpenAI Codex (sources and dates on docs/rules/client-codex.md) names each MCP tool mcp__<server>__<tool> with
// other characters than A-Z a-z 0-9 _ - made "_"; a name over 64 characters keeps its first 24 and gets a SHA-1
// appended, and a name that equals one already taken is skipped ("skipping duplicated tool"). An inputSchema of
// {"type": "object"} with no "properties" is refused by the model API Codex sends it to ("object schema missing
// properties"). Off unless `--client codex`.
const rule = defineRule({
  id: 'client-codex',
  meta: {
    description:
      'with --client codex: mcp__<server>__<tool> within 64 characters, names still unique once Codex replaces characters, object schemas with "properties"',
    defaultLevel: 'off',
    scope: 'definition',
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        serverName: {
          type: 'string',
          description:
            "the server's key in ~/.codex/config.toml (default: the --client-config key, else one character)",
        },
      },
    },
    messages: {
      nameHashed:
        'Codex: it names this tool {{qualified}}, {{length}} characters; over {{max}}, Codex keeps the first {{kept}} and appends a SHA-1, so the model sees {{shown}}. Shorten the tool name{{serverAdvice}}.',
      nameCollision:
        'Codex: {{name}} becomes {{qualified}}, the name {{other}} of this server already has; Codex skips the second tool ("skipping duplicated tool"). Rename one of them.',
      objectWithoutProperties:
        'Codex: inputSchema is {"type": "object"} with no "properties"; the request Codex sends is rejected ("Invalid schema for function … object schema missing properties"). Write "properties": {} for a tool without parameters.',
    },
  },
  checkTool(tool, context) {
    if (isRootObjectWithoutProperties(tool.definition))
      context.report({ messageId: 'objectWithoutProperties', pointer: '/inputSchema' });
    const name = toolNameOf(tool.definition);
    if (!name) return;
    const server = configuredServerName(context);
    const qualified = portableName(`mcp__${server ?? 's'}__${name}`);
    if (qualified.length <= MAX_QUALIFIED) return;
    const kept = MAX_QUALIFIED - HASH_LENGTH;
    const serverAdvice = serverNameAdvice(server, 'key');
    context.report({
      messageId: 'nameHashed',
      pointer: '/name',
      data: {
        qualified: quote(qualified, 100),
        length: qualified.length,
        max: MAX_QUALIFIED,
        kept,
        shown: quote(`${qualified.slice(0, kept)}<sha1>`),
        serverAdvice,
      },
    });
  },
  checkSource(tools, context) {
    // Codex refuses server keys with other characters (validate_mcp_server_name), so names meet only within a server.
    const server = configuredServerName(context) ?? 's';
    const taken = new Map<string, string>();
    for (const tool of tools) {
      const name = toolNameOf(tool.definition);
      if (name === undefined) continue;
      const qualified = portableName(`mcp__${server}__${name}`);
      const other = taken.get(qualified);
      if (other === undefined) taken.set(qualified, name);
      // An exact duplicate is tool-name-unique's finding; this is about names Codex makes equal.
      else if (other !== name)
        context.report({
          messageId: 'nameCollision',
          tool,
          pointer: '/name',
          data: { name: quote(name), qualified: quote(qualified, 100), other: quote(other) },
        });
    }
  },
});

export default rule;
