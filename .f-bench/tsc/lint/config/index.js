// Configuration: find or read mcp-lint.config.json, validate it, resolve rule settings and ignores.
import { resolve } from 'node:path';
import { findConfigFile } from './find.js';
import { loadConfigFile } from './load.js';
export { CONFIG_FILE_NAME, LEVELS } from './schema.js';
export { resolveSettings } from './resolve.js';
export { createIgnoreMatcher, ignoreNothing } from './ignores.js';
export async function loadConfig(lookup) {
    if (lookup.configFile !== undefined)
        return loadConfigFile(resolve(lookup.cwd, lookup.configFile), lookup.cwd);
    if (lookup.useConfigFile === false)
        return undefined;
    const found = findConfigFile(lookup.cwd);
    return found ? loadConfigFile(found, lookup.cwd) : undefined;
}
