// Test helper: records every module URL the process resolves into $MCP_LINT_TRACE_FILE.
import { register } from 'node:module';

// Only mcp-lint itself: servers it spawns inherit NODE_OPTIONS but are not what the tests measure.
if (/mcp-lint\.js$/.test(process.argv[1] ?? '')) {
  register('./trace-hooks.mjs', import.meta.url, { data: { file: process.env.MCP_LINT_TRACE_FILE } });
}
