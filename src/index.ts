// Library API: the mcp-lint CLI is a thin shell over these.
export { lint, loadDefinitions, displayPath, STDIN_NAME } from './api/lint.js';
export { mergeTwinFindings } from './api/twin-findings.js';
export { diff } from './api/diff.js';
export { pin, type PinOptions, type PinResult } from './api/pin.js';
export {
  readLockfile,
  serializeLockfile,
  LOCKFILE_VERSION,
  DEFAULT_LOCKFILE,
  type Lockfile,
  type PinnedTool,
} from './compare/lockfile.js';
export { canonicalJson, definitionHash } from './compare/canonical.js';
export { diffRules } from './rules/diff/index.js';
export { pinRules } from './rules/pin/index.js';
export { UsageError, isUsageError } from './core/usage-error.js';
export { allRules, findRule } from './rules/index.js';
export { definitionRules } from './rules/definition/index.js';
export { sourceRules } from './rules/source/index.js';
export { liveRules } from './rules/live/index.js';
export { ruleDocsUrl } from './core/docs-url.js';
export { getFormatter, isFormatName, FORMAT_NAMES } from './formatters/index.js';
export type { FormatName, Formatter, FormatterContext } from './formatters/index.js';
export { lintSource, summarize, type EngineOptions, type RuleSetting } from './core/engine.js';
export { RunTiming, type TimingEntry, type StageEntry, type TimedStage } from './core/timing.js';
export { loadJsonText, loadJsonBytes, type JsonLoad, type JsonLoadOptions } from './loaders/json/index.js';
export { MAX_JSON_FILE_BYTES, MAX_SOURCE_FILE_BYTES } from './inputs/read.js';
export { loadConfig, resolveSettings, CONFIG_FILE_NAME, type ConfigFile, type RuleEntry } from './config/index.js';
export type { LintOptions, LiveOptions, LiveTarget, SourceOptions } from './core/options.js';
export { DEFAULT_SPEC, SPEC_VERSIONS } from './core/types.js';
export type * from './core/types.js';
export type * from './core/facts.js';
export type * from './core/position.js';
