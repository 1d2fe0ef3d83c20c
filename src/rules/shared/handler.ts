import type { LoadedTool, RuleContext } from '../../core/types.js';
import type { HandlerFacts } from '../../core/facts.js';
import { isPythonTool } from './python-server.js';

export { toolLabel } from '../../core/tool-label.js';

/** Handlers whose return value the official SDKs validate as a CallToolResult (fastmcp and mcp-framework wrap plain returns). */
export function sdkHandler(tool: LoadedTool): HandlerFacts | undefined {
  const handler = tool.handler;
  if (!handler || isPythonTool(tool)) return undefined;
  return handler.framework === 'sdk-v1' || handler.framework === 'sdk-v2' || handler.framework === 'sdk-lowlevel'
    ? handler
    : undefined;
}

/**
 * The package's own start command when its package.json names one (`node dist/index.js`); for a Python file, the
 * file run by python; else the usual TypeScript layout.
 */
export function lintLiveHint(startCommand: string | undefined, context?: RuleContext): string {
  const fallback =
    context?.source.language?.name === 'python' ? `python ${context.source.source}` : 'node build/index.js';
  return `lint the running server for a complete check (mcp-lint --stdio "${startCommand ?? fallback}")`;
}
