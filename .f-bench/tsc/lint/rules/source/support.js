import { toolNameOf } from '../../json-value.js';
/** Display name of a tool for messages. */
export function toolLabel(tool) {
    return toolNameOf(tool.definition) ?? '(unnamed)';
}
/** Handlers whose return value the official SDKs validate as a CallToolResult (fastmcp and mcp-framework wrap plain returns). */
export function sdkHandler(tool) {
    const handler = tool.handler;
    if (!handler)
        return undefined;
    return handler.framework === 'sdk-v1' || handler.framework === 'sdk-v2' || handler.framework === 'sdk-lowlevel' ? handler : undefined;
}
export const LINT_LIVE_HINT = 'lint the running server for a complete check (mcp-lint --stdio "node build/index.js")';
