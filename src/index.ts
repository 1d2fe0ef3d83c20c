// Library API: the mcp-lint CLI is a thin shell over these.
export { lint, loadDefinitions, displayPath, STDIN_NAME } from './lint/lint.js';
export { UsageError, isUsageError } from './lint/usage-error.js';
export { allRules, findRule } from './lint/rules/index.js';
export { definitionRules } from './lint/rules/definition/index.js';
export { sourceRules } from './lint/rules/source/index.js';
export { liveRules } from './lint/rules/live/index.js';
export { ruleDocsUrl } from './lint/rules/docs-url.js';
export { getFormatter, isFormatName, FORMAT_NAMES } from './lint/formatters/index.js';
export type { FormatName, Formatter, FormatterContext } from './lint/formatters/index.js';
export { lintSource, summarize, type EngineOptions, type RuleSetting } from './lint/engine.js';
export { loadJsonText, loadJsonBytes, type JsonLoad, type JsonLoadOptions } from './lint/loaders/json/index.js';
export { MAX_JSON_FILE_BYTES, MAX_SOURCE_FILE_BYTES } from './lint/inputs/read.js';
export { loadConfig, resolveSettings, CONFIG_FILE_NAME, type ConfigFile, type RuleEntry } from './lint/config/index.js';
export type { LintOptions, LiveOptions, LiveTarget, SourceOptions } from './lint/options.js';
export { DEFAULT_SPEC, SPEC_VERSIONS } from './lint/types.js';
export type * from './lint/types.js';
