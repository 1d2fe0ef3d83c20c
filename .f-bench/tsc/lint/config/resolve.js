import { UsageError } from '../usage-error.js';
import { compileSchema } from './ajv.js';
import { didYouMean } from './suggest.js';
function unknownRuleMessage(id, rules) {
    return `unknown rule "${id}".${didYouMean(id, rules.map((r) => r.id))} Run mcp-lint --list-rules to see every rule.`;
}
function baseLevel(rule, preset) {
    if (preset === 'all' && rule.meta.defaultLevel === 'off')
        return 'warning';
    return rule.meta.defaultLevel;
}
export async function resolveSettings(rules, config, overrides) {
    const preset = config?.extends ?? 'recommended';
    const byId = new Map(rules.map((rule) => [rule.id, rule]));
    const settings = new Map();
    for (const rule of rules)
        settings.set(rule.id, { level: baseLevel(rule, preset), options: { ...rule.meta.defaultOptions } });
    for (const [id, entry] of Object.entries(config?.rules ?? {})) {
        const rule = byId.get(id);
        if (!rule)
            throw new UsageError(`${config.displayPath}: "rules" › ${unknownRuleMessage(id, rules)}`);
        const [level, options] = normalizeEntry(entry);
        if (options !== undefined)
            await checkOptions(rule, options, config);
        settings.set(id, { level, options: { ...rule.meta.defaultOptions, ...options } });
    }
    for (const override of overrides) {
        const rule = byId.get(override.id);
        if (!rule)
            throw new UsageError(`--rule: ${unknownRuleMessage(override.id, rules)}`);
        settings.set(override.id, { level: override.level, options: settings.get(override.id).options });
    }
    return settings;
}
function normalizeEntry(entry) {
    return typeof entry === 'string' ? [entry, undefined] : [entry[0], entry[1]];
}
async function checkOptions(rule, options, config) {
    const where = `${config.displayPath}: "rules" › "${rule.id}" options`;
    const schema = rule.meta.optionsSchema;
    if (!schema) {
        if (Object.keys(options).length > 0)
            throw new UsageError(`${where}: the rule takes no options; remove ${JSON.stringify(options)}.`);
        return;
    }
    const validate = await compileSchema(schema);
    if (validate(options))
        return;
    const error = validate.errors[0];
    const at = error.instancePath ? ` at "${error.instancePath.slice(1).replace(/\//g, '.')}"` : '';
    const detail = error.keyword === 'additionalProperties'
        ? `unknown option "${String(error.params.additionalProperty)}".${didYouMean(String(error.params.additionalProperty), Object.keys(schema.properties ?? {}))} Allowed: ${Object.keys(schema.properties ?? {}).map((k) => `"${k}"`).join(', ') || 'none'}`
        : `${error.message ?? 'invalid'}${error.keyword === 'enum' ? ` (${error.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})` : ''}`;
    throw new UsageError(`${where}${at}: ${detail}. See ${rule.id}'s docs for its options.`);
}
