// Which mcp-lint rules the ESLint plugin carries.
import { definitionRules } from '../rules/definition/index.js';
import { sourceRules } from '../rules/source/index.js';
import type { Rule } from '../core/types.js';

/**
 * Rules that can find something in one source file: the source rules and the definition rules. cross-server-shadowing
 * compares the servers running side by side in one mcp-lint run (live mode); a file alone has none, so it would
 * never report.
 */
const NEEDS_RUNNING_SERVERS = new Set(['cross-server-shadowing']);
/**
 * An mcp-lint-disable comment may name any mcp-lint rule, live ones included, and the plugin carries only some: its
 * loader is not given the rule ids, so this rule would never report there.
 */
const MCP_LINT_DIRECTIVES_ONLY = new Set(['directive-unknown-rule']);
/** The plugin builds no program from a --project tsconfig, so it has none to report on. */
const PROJECT_ONLY = new Set(['tsconfig-problem']);

export const pluginRules: readonly Rule[] = [...definitionRules, ...sourceRules].filter(
  (rule) => !NEEDS_RUNNING_SERVERS.has(rule.id) && !MCP_LINT_DIRECTIVES_ONLY.has(rule.id) && !PROJECT_ONLY.has(rule.id),
);
