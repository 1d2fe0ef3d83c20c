// Client profiles: `--client <name>` (and "clients" in the config) turns on the rules that hold one client's
// constraints. Every constraint is sourced on its rule's docs page (docs/rules/client-*.md), with the date checked.
// This file is data only: the rules themselves live under rules/definition/client-*.ts.
import type { RuleLevel } from '../core/types.js';

export interface ClientProfile {
  /** What the user types after --client. */
  name: string;
  /** Who it is, for messages and --list-clients. */
  label: string;
  /** Rules this profile turns on. */
  rules: readonly string[];
  /** The level they are turned on at: error where the client rejects the tool or the request, else warning. */
  level: Exclude<RuleLevel, 'off'>;
  /** One line: what is checked. */
  checks: string;
  /** The main source (the rule's docs page lists every source with the date checked). */
  source: string;
}

export const CLIENT_PROFILES: readonly ClientProfile[] = [
  {
    name: 'vscode',
    label: 'VS Code (GitHub Copilot Chat)',
    rules: ['client-vscode'],
    level: 'warning',
    checks: 'at most 128 tools per request; tool names of A-Z a-z 0-9 _ - only',
    source: 'https://github.com/microsoft/vscode/issues/308463',
  },
  {
    name: 'cursor',
    label: 'Cursor',
    rules: ['client-cursor'],
    level: 'error',
    checks: 'server + tool name under 60 characters; names of A-Z a-z 0-9 _ (-); at most 80 tools in all',
    source: 'https://github.com/awslabs/mcp/issues/1283',
  },
  {
    name: 'claude',
    label: 'Claude (claude.ai, Claude Desktop, Claude API)',
    rules: ['client-claude'],
    level: 'error',
    checks:
      'tool names matching ^[a-zA-Z0-9_-]{1,64}$; inputSchema an object schema; outputSchema in JSON Schema 2020-12',
    source: 'https://platform.claude.com/docs/en/agents-and-tools/tool-use/define-tools',
  },
  {
    name: 'openai',
    label: 'OpenAI function calling',
    rules: ['client-openai'],
    level: 'error',
    checks: 'function names ^[a-zA-Z0-9_-]+$ up to 64 characters; at most 128 tools; arrays with "items"',
    source: 'https://platform.openai.com/docs/api-reference/chat/create',
  },
  {
    name: 'openai-strict',
    label: 'OpenAI function calling with strict: true (Structured Outputs)',
    rules: ['client-openai', 'client-openai-strict'],
    level: 'error',
    checks: 'as openai, plus every property required, additionalProperties: false on every object, no oneOf',
    source: 'https://developers.openai.com/api/docs/guides/structured-outputs',
  },
  {
    name: 'gemini',
    label: 'Gemini API / Vertex AI function declarations',
    rules: ['client-gemini'],
    level: 'error',
    checks: 'function and parameter names; only the OpenAPI-subset Schema fields; one type; no type beside anyOf',
    source: 'https://cloud.google.com/vertex-ai/docs/reference/rest/v1beta1/FunctionDeclaration',
  },
  {
    name: 'copilot-cli',
    label: 'GitHub Copilot CLI',
    rules: ['client-copilot-cli'],
    level: 'error',
    checks: 'tool names matching ^[a-zA-Z0-9_-]{1,128}$ (one bad name fails every prompt)',
    source: 'https://github.com/github/copilot-cli/issues/2581',
  },
  {
    name: 'claude-code',
    label: 'Claude Code',
    rules: ['client-claude', 'client-claude-code'],
    level: 'error',
    checks:
      "as claude, plus mcp__<server>__<tool> within 64 characters, descriptions and instructions within 2,048 characters, the servers' tools within 10% of the context window",
    source: 'https://code.claude.com/docs/en/mcp',
  },
  {
    name: 'copilot-studio',
    label: 'Microsoft Copilot Studio',
    rules: ['client-copilot-studio'],
    level: 'error',
    checks:
      'no $ref in input or output schemas (the tool is dropped), one type per "type", no numeric exclusiveMinimum',
    source: 'https://learn.microsoft.com/en-us/microsoft-copilot-studio/mcp-troubleshooting',
  },
  {
    name: 'windsurf',
    label: 'Windsurf (Cascade)',
    rules: ['client-windsurf'],
    level: 'warning',
    checks: 'at most 100 tools in all',
    source: 'https://docs.windsurf.com/windsurf/cascade/mcp',
  },
  {
    name: 'trae',
    label: 'Trae',
    rules: ['client-trae'],
    level: 'error',
    checks: 'at most 40 tools in all',
    source: 'https://github.com/Trae-AI/TRAE/issues/2238',
  },
  {
    name: 'codex',
    label: 'OpenAI Codex',
    rules: ['client-codex'],
    level: 'warning',
    checks:
      'mcp__<server>__<tool> within 64 characters (else shortened with a hash), names unique once characters are replaced, object schemas with "properties"',
    source: 'https://github.com/openai/codex/blob/main/codex-rs/core/src/mcp_connection_manager.rs',
  },
];

export const CLIENT_NAMES: readonly string[] = CLIENT_PROFILES.map((profile) => profile.name);

export function findClientProfile(name: string): ClientProfile | undefined {
  return CLIENT_PROFILES.find((profile) => profile.name === name);
}
