// Loaded with `node --import` in a test: records, in $IMPORT_LOG, every module mcp-lint itself imports from
// the MCP SDK or zod (servers it spawns inherit the flag but are not mcp-lint, so they are ignored).
import { register } from 'node:module';

if (/mcp-lint\.js$/.test(process.argv[1] ?? '')) {
  register(new URL('./import-log-resolve.mjs', import.meta.url), { data: { log: process.env.IMPORT_LOG } });
}
