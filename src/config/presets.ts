// The rule sets a config can extend. `recommended` is every rule at its meta.defaultLevel and meta.defaultOptions:
// only rules whose findings break a client or the model, or violate a MUST, on real servers, each measured at 90% or
// more by the review harness (bench/review; the table in docs/rules/README.md). `style` adds opinions about wording
// (length limits, enum values repeated in prose). `strict` is `style` plus checks that find real but minor or less
// precise problems. `all` turns every rule on. The directory presets are `recommended` plus what a directory
// documents for submissions (sources on docs/presets.md).
import type { RuleSetting } from '../core/engine.js';
import type { Rule } from '../core/types.js';
import { CLIENT_PROFILES } from './client-profiles.js';

export const PRESETS = ['recommended', 'style', 'strict', 'all', 'anthropic-directory', 'openai-apps'] as const;
export type PresetName = (typeof PRESETS)[number];

/** What `style` changes from `recommended`: a level and options merged over the rule's defaults. */
const STYLE: Record<string, RuleSetting> = {
  'description-quality': { level: 'warning', options: { minLength: 20, maxLength: 2000 } },
  'description-repeats-enum': { level: 'info', options: {} },
};

/** What `strict` changes from `recommended`: `style`, and these. */
const STRICT: Record<string, RuleSetting> = {
  ...STYLE,
  'broad-capability': { level: 'info', options: {} },
  'keywords-fit-type': { level: 'error', options: {} },
  'parameters-published': { level: 'warning', options: {} },
  'placeholder-in-text': { level: 'warning', options: {} },
  'sdk-type-in-input': { level: 'warning', options: {} },
  'dangerous-tool-described': { level: 'warning', options: {} },
  'destructive-hint': { level: 'warning', options: {} },
  // Off by default: 2 of 45 sampled findings on published servers were a forgotten "required" (docs/rules/README.md).
  'input-schema-required-array': { level: 'warning', options: { nested: true } },
  'no-parameters-closed': { level: 'info', options: {} },
  'alternatives-in-schema': { level: 'info', options: {} },
  // Untyped parameters: under the bar (77% of 22 reviewed), so strict only; the rest of schema-portability stays recommended.
  'schema-portability': { level: 'warning', options: { untypedParameters: true } },
  // Off by default while their sampled precision is under the 90% bar (docs/rules/README.md): 36%, 83%, 86%, 67%.
  'property-description': { level: 'warning', options: {} },
  'annotations-present': { level: 'warning', options: {} },
  'context-budget': { level: 'warning', options: {} },
  'required-nullable-parameter': { level: 'warning', options: {} },
  'tools-confusable': { level: 'info', options: {} },
  'tool-hard-to-find': { level: 'info', options: {} },
  // The writes that may never run while stdio is spoken (a callback no visible call leads to): 0 of 11 reviewed TRUE.
  'stdio-no-console-log': { level: 'error', options: { uncertainWrites: true } },
};

/**
 * What each directory preset changes from `recommended`. Anthropic's connectors directory: a title and readOnlyHint
 * or destructiveHint on every tool, names within 64 characters (client-claude's pattern). ChatGPT apps:
 * readOnlyHint, destructiveHint and openWorldHint on every tool.
 */
const DIRECTORIES: Record<'anthropic-directory' | 'openai-apps', Record<string, RuleSetting>> = {
  'anthropic-directory': {
    'tool-title-present': { level: 'error', options: {} },
    'annotation-hints-declared': {
      level: 'error',
      options: { hints: ['readOnlyHint', 'destructiveHint'], mode: 'any' },
    },
    'client-claude': { level: 'error', options: {} },
  },
  'openai-apps': {
    'annotation-hints-declared': {
      level: 'error',
      options: { hints: ['readOnlyHint', 'destructiveHint', 'openWorldHint'], mode: 'all' },
    },
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
  const change = (preset === 'style' ? STYLE : STRICT)[rule.id];
  const setting = change ? { level: change.level, options: { ...base.options, ...change.options } } : base;
  if (preset === 'all' && setting.level === 'off' && !CLIENT_RULES.has(rule.id))
    return { ...setting, level: 'warning' };
  return setting;
}
