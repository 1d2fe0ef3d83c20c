// Every tool answers the same way: structuredContent, mirrored as JSON text for clients that read only `content`
// (the spec asks for both), or an `isError: true` result that says what was wrong with the request. A user's
// mistake is never a JSON-RPC error: the model sees isError results and can correct itself.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isUsageError } from '../../core/usage-error.js';

export function structuredResult(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }], structuredContent: value };
}

export function errorResult(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/**
 * Runs a tool's work: UsageError (a bad path, unreadable input, a server that would not start) becomes an isError
 * result with its message; anything else is a bug in mcp-lint, reported as such without a stack trace.
 */
export async function answer(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (isUsageError(error)) return errorResult(error.message);
    const message = (error as Error)?.message ?? String(error);
    return errorResult(
      `mcp-lint internal error: ${message}. This is a bug in mcp-lint; please report it with the arguments you passed.`,
    );
  }
}
