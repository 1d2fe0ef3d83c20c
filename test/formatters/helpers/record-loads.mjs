// Preloaded with NODE_OPTIONS="--import <this file>": appends the URL of every module the process loads to the
// file named by MCP_LINT_LOAD_LOG, so a test can assert what a run did not import.
import { register } from 'node:module';

register(new URL('./record-loads-hooks.mjs', import.meta.url), { data: { log: process.env.MCP_LINT_LOAD_LOG } });
