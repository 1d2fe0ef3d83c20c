import { errorResultText } from './probe-facts.js';
const PATTERNS = [
    { sdk: 'the TypeScript SDK v1 McpServer (fixed in SDK v2, which sends -32602)', pattern: /^MCP error -32602: Tool .+ not found/ },
    { sdk: 'the Python SDK (FastMCP / MCPServer)', pattern: /^Unknown tool: / },
];
export function knownSdkUnknownToolAnswer(answer) {
    const text = errorResultText(answer);
    if (!text)
        return undefined;
    const match = PATTERNS.find(({ pattern }) => pattern.test(text));
    return match ? { sdk: match.sdk, text } : undefined;
}
