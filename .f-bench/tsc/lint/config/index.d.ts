import { type ConfigFile } from './load.js';
export { CONFIG_FILE_NAME, LEVELS } from './schema.js';
export { resolveSettings, type RuleOverride } from './resolve.js';
export { createIgnoreMatcher, ignoreNothing, type IgnoreMatcher, type IgnoreSet } from './ignores.js';
export type { ConfigFile, RuleEntry } from './load.js';
export interface ConfigLookup {
    cwd: string;
    /** --config <file> */
    configFile?: string;
    /** false with --no-config */
    useConfigFile?: boolean;
}
export declare function loadConfig(lookup: ConfigLookup): Promise<ConfigFile | undefined>;
