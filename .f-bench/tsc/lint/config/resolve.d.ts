import type { RuleSetting } from '../engine.js';
import type { Rule, RuleLevel } from '../types.js';
import type { ConfigFile } from './load.js';
export interface RuleOverride {
    id: string;
    level: RuleLevel;
}
export declare function resolveSettings(rules: readonly Rule[], config: ConfigFile | undefined, overrides: readonly RuleOverride[]): Promise<Map<string, RuleSetting>>;
