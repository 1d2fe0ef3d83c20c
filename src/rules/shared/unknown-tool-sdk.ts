// Known SDK answers to tools/call with a name the server does not have. The spec wants JSON-RPC -32602;
// these SDKs answer with an isError result instead (see docs/live-mode.md and docs/rules/unknown-tool-sdk-result.md).
import type { LiveProbeAnswer } from '../../core/facts.js';
import { errorResultText } from './probe-facts.js';

export interface KnownSdkAnswer {
  sdk: string;
  text: string;
}

const PATTERNS: Array<{ sdk: string; pattern: RegExp }> = [
  {
    sdk: 'the TypeScript SDK v1 McpServer (fixed in SDK v2, which sends -32602)',
    pattern: /^MCP error -32602: Tool .+ not found/,
  },
  { sdk: 'the Python SDK (FastMCP / MCPServer)', pattern: /^Unknown tool: / },
];

export function knownSdkUnknownToolAnswer(answer: LiveProbeAnswer): KnownSdkAnswer | undefined {
  const text = errorResultText(answer);
  if (!text) return undefined;
  const match = PATTERNS.find(({ pattern }) => pattern.test(text));
  return match ? { sdk: match.sdk, text } : undefined;
}
