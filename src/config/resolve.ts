// Turns extends + config rules + --rule flags into the engine's settings map (level and options of every rule).
import type { RuleSetting } from '../core/engine.js';
import type { Rule, RuleLevel } from '../core/types.js';
import { UsageError } from '../core/usage-error.js';
import { compileSchema } from './ajv.js';
import { ruleOptions } from '../spec/generated/config-files.js';
import type { AjvValidate } from '../spec/ajv-types.js';
import type { ConfigFile, RuleEntry } from './load.js';
import { didYouMean } from './suggest.js';
import { presetSetting } from './presets.js';
import { CLIENT_NAMES, findClientProfile } from './client-profiles.js';
import { shownJson } from '../spec/value-text.js';

export interface RuleOverride {
  id: string;
  level: RuleLevel;
}

function unknownRuleMessage(id: string, rules: readonly Rule[]): string {
  return `unknown rule ${shownJson(id)}.${didYouMean(
    id,
    rules.map((r) => r.id),
  )} Run mcp-lint --list-rules to see every rule.`;
}

/**
 * Order: the preset, then client profiles (the config's "clients" and --client), then the config's "rules", then
 * --rule flags, so a user can still turn one client rule off or down.
 */
export async function resolveSettings(
  rules: readonly Rule[],
  config: ConfigFile | undefined,
  overrides: readonly RuleOverride[],
  clients: readonly string[] = [],
): Promise<Map<string, RuleSetting>> {
  const preset = config?.extends ?? 'recommended';
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const settings = new Map<string, RuleSetting>();
  for (const rule of rules) settings.set(rule.id, presetSetting(rule, preset));
  for (const name of [...(config?.clients ?? []), ...clients]) applyClient(name, settings);

  for (const [id, entry] of Object.entries(config?.rules ?? {})) {
    const rule = byId.get(id);
    if (!rule) throw new UsageError(`${config!.displayPath}: "rules" › ${unknownRuleMessage(id, rules)}`);
    const [level, options] = normalizeEntry(entry);
    if (options !== undefined) await checkOptions(rule, options, config!);
    settings.set(id, { level, options: { ...settings.get(id)!.options, ...options } });
  }

  for (const override of overrides) {
    const rule = byId.get(override.id);
    if (!rule) throw new UsageError(`--rule: ${unknownRuleMessage(override.id, rules)}`);
    settings.set(override.id, { level: override.level, options: settings.get(override.id)!.options });
  }
  return settings;
}

function applyClient(name: string, settings: Map<string, RuleSetting>): void {
  const profile = findClientProfile(name);
  if (!profile) {
    throw new UsageError(
      `--client: unknown client "${name}".${didYouMean(name, CLIENT_NAMES)} Known clients: ${CLIENT_NAMES.join(', ')} (mcp-lint --list-clients).`,
    );
  }
  for (const id of profile.rules) {
    const current = settings.get(id);
    // Two profiles may share a rule (openai and openai-strict): the stricter level wins.
    if (current && rank(current.level) < rank(profile.level)) settings.set(id, { ...current, level: profile.level });
  }
}

const rank = (level: RuleLevel): number => ['off', 'info', 'warning', 'error'].indexOf(level);

function normalizeEntry(entry: RuleEntry): [RuleLevel, Record<string, unknown> | undefined] {
  return typeof entry === 'string' ? [entry, undefined] : [entry[0], entry[1]];
}

/**
 * The options validator compiled at build time for a built-in rule (scripts/build-validators.mjs): compiling it with
 * Ajv at run time cost a run 30 ms. Used only for the very schema it was made from.
 */
function builtInOptionsValidator(ruleId: string, schema: Record<string, unknown>): AjvValidate | undefined {
  const built = (ruleOptions as Record<string, { schema: string; validate: AjvValidate } | undefined>)[ruleId];
  return built && built.schema === JSON.stringify(schema) ? built.validate : undefined;
}

async function checkOptions(rule: Rule, options: Record<string, unknown>, config: ConfigFile): Promise<void> {
  const where = `${config.displayPath}: "rules" › "${rule.id}" options`;
  const schema = rule.meta.optionsSchema;
  if (!schema) {
    if (Object.keys(options).length > 0)
      throw new UsageError(`${where}: the rule takes no options; remove ${shownJson(options)}.`);
    return;
  }
  const validate = builtInOptionsValidator(rule.id, schema) ?? (await compileSchema(schema));
  if (validate(options)) return;
  const error = validate.errors![0]!;
  const at = error.instancePath ? ` at ${shownJson(error.instancePath.slice(1).replace(/\//g, '.'))}` : '';
  const detail =
    error.keyword === 'additionalProperties'
      ? `unknown option ${shownJson(String(error.params.additionalProperty))}.${didYouMean(String(error.params.additionalProperty), Object.keys((schema.properties as object | undefined) ?? {}))} Allowed: ${
          Object.keys((schema.properties as object | undefined) ?? {})
            .map((k) => `"${k}"`)
            .join(', ') || 'none'
        }`
      : `${error.message ?? 'invalid'}${error.keyword === 'enum' ? ` (${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')})` : ''}`;
  throw new UsageError(`${where}${at}: ${detail}. See ${rule.id}'s docs for its options.`);
}
