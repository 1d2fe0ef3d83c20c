// The ESLint plugin (`create-mcp-tool/eslint-plugin`): mcp-lint's source rules and the definition rules, run on
// each TS/JS file ESLint lints, so editors with the ESLint extension show the findings as you type.
import type { ESLint, Linter } from 'eslint';
import { packageVersion } from '../core/package-version.js';
import { SOURCE_EXTENSIONS } from '../inputs/classify.js';
import type { RuleLevel } from '../core/types.js';
import { PLUGIN_NAME, toEslintRule } from './rule.js';
import { pluginRules } from './rules.js';

/** ESLint has two severities: mcp-lint's `info` shows as a warning. */
const ESLINT_LEVEL: Record<RuleLevel, Linter.RuleSeverity> = {
  error: 'error',
  warning: 'warn',
  info: 'warn',
  off: 'off',
};

/** The files mcp-lint's source mode reads (declaration files are skipped by the rules themselves). */
const SOURCE_FILES = SOURCE_EXTENSIONS.map((ext) => `**/*${ext}`);

export interface McpLintPlugin extends ESLint.Plugin {
  meta: { name: string; version: string };
  rules: NonNullable<ESLint.Plugin['rules']>;
  configs: { recommended: Linter.Config };
}

const plugin: McpLintPlugin = {
  meta: { name: 'create-mcp-tool/eslint-plugin', version: packageVersion() },
  rules: Object.fromEntries(pluginRules.map((rule) => [rule.id, toEslintRule(rule)])),
  configs: { recommended: {} },
};

// mcp-lint's `recommended` preset: each rule at its default level (options default through each rule's meta).
plugin.configs.recommended = {
  name: `${PLUGIN_NAME}/recommended`,
  files: SOURCE_FILES,
  plugins: { [PLUGIN_NAME]: plugin },
  rules: Object.fromEntries(
    pluginRules
      .filter((rule) => rule.meta.defaultLevel !== 'off')
      .map((rule) => [`${PLUGIN_NAME}/${rule.id}`, ESLINT_LEVEL[rule.meta.defaultLevel]]),
  ),
};

export default plugin;
