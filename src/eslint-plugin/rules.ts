// Which mcp-lint rules the ESLint plugin carries.
import { definitionRules } from '../lint/rules/definition/index.js';
import { sourceRules } from '../lint/rules/source/index.js';
import type { Rule } from '../lint/types.js';

/**
 * Rules that can find something in one source file: the source rules and the definition rules. cross-server-shadowing
 * compares the servers running side by side in one mcp-lint run (live mode); a file alone has none, so it would
 * never report.
 */
const NEEDS_RUNNING_SERVERS = new Set(['cross-server-shadowing']);

export const pluginRules: readonly Rule[] = [...definitionRules, ...sourceRules].filter((rule) => !NEEDS_RUNNING_SERVERS.has(rule.id));
