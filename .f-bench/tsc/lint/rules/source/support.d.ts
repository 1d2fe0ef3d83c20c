import type { HandlerFacts, LoadedTool } from '../../types.js';
/** Display name of a tool for messages. */
export declare function toolLabel(tool: LoadedTool): string;
/** Handlers whose return value the official SDKs validate as a CallToolResult (fastmcp and mcp-framework wrap plain returns). */
export declare function sdkHandler(tool: LoadedTool): HandlerFacts | undefined;
export declare const LINT_LIVE_HINT = "lint the running server for a complete check (mcp-lint --stdio \"node build/index.js\")";
