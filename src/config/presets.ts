// The rule sets a config can extend. `recommended` is every rule at its meta.defaultLevel and meta.defaultOptions:
// only what reviewers accepted nearly every time on real servers (the precision table in docs/rules/README.md).
// `strict` adds the rules and checks that measured under 90% there. `all` turns every rule on. The directory presets
// are `recommended` plus what a directory documents for submissions (sources on docs/presets.md).
import type { RuleSetting } from '../core/engine.js';
import type { Rule } from '../core/types.js';
import { CLIENT_PROFILES } from './client-profiles.js';

export const PRESETS = ['recommended', 'strict', 'all', 'anthropic-directory', 'openai-apps'] as const;
export type PresetName = (typeof PRESETS)[number];

/** What `strict` changes from `recommended`: a level and options merged over the rule's defaults. */
const STRICT: Record<string, RuleSetting> = {
  'broad-capability': { level: 'info', options: {} },
  'keywords-fit-type': { level: 'error', options: {} },
  'parameters-published': { level: 'warning', options: {} },
  'placeholder-in-text': { level: 'warning', options: {} },
  'sdk-type-in-input': { level: 'warning', options: {} },
  'dangerous-tool-described': { level: 'warning', options: {} },
  'destructive-hint': { level: 'warning', options: {} },
  'description-quality': { level: 'warning', options: { minLength: 20 } },
  'input-schema-required-array': { level: 'warning', options: { nested: true } },
};

/**
 * What each directory preset changes from `recommended`. Anthropic's connectors directory: a title and readOnlyHint
 * or destructiveHint on every tool, names within 64 characters (client-claude's pattern). ChatGPT apps:
 * readOnlyHint, destructiveHint and openWorldHint on every tool.
 */
const DIRECTORIES: Record<'anthropic-directory' | 'openai-apps', Record<string, RuleSetting>> = {
  'anthropic-directory': {
    'tool-title-present': { level: 'error', options: {} },
    'annotation-hints-declared': { level: 'error', options: { hints: ['readOnlyHint', 'destructiveHint'], mode: 'any' } },
    'client-claude': { level: 'error', options: {} },
  },
  'openai-apps': {
    'annotation-hints-declared': { level: 'error', options: { hints: ['readOnlyHint', 'destructiveHint', 'openWorldHint'], mode: 'all' } },
  },
};

/** Client rules hold one client's constraints: only --client (or "clients") turns them on, never `all`. */
const CLIENT_RULES = new Set(CLIENT_PROFILES.flatMap((profile) => profile.rules));

export function presetSetting(rule: Rule, preset: PresetName): RuleSetting {
  const base: RuleSetting = { level: rule.meta.defaultLevel, options: { ...rule.meta.defaultOptions } };
  if (preset === 'recommended') return base;
  if (preset === 'anthropic-directory' || preset === 'openai-apps') {
    const directory = DIRECTORIES[preset][rule.id];
    return directory ? { level: directory.level, options: { ...base.options, ...directory.options } } : base;
  }
  const strict = STRICT[rule.id];
  const setting = strict ? { level: strict.level, options: { ...base.options, ...strict.options } } : base;
  if (preset === 'all' && setting.level === 'off' && !CLIENT_RULES.has(rule.id)) return { ...setting, level: 'warning' };
  return setting;
}
