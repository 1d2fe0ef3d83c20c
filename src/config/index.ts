// Configuration: find or read mcp-lint.config.json, validate it, resolve rule settings and ignores.
import { resolve } from 'node:path';
import { findConfigFile } from './find.js';
import { loadConfigFile, type ConfigFile } from './load.js';

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
  /** A read policy (LintOptions.mayRead): lookup never looks where it refuses. */
  mayRead?: (path: string) => boolean;
  /** Where a config file that lookup found but does not trust is reported (find.ts). */
  warn?: (message: string) => void;
}

export async function loadConfig(lookup: ConfigLookup): Promise<ConfigFile | undefined> {
  if (lookup.configFile !== undefined) return loadConfigFile(resolve(lookup.cwd, lookup.configFile), lookup.cwd);
  if (lookup.useConfigFile === false) return undefined;
  const found = findConfigFile(lookup.cwd, { cwd: lookup.cwd, mayRead: lookup.mayRead, warn: lookup.warn });
  return found ? loadConfigFile(found, lookup.cwd) : undefined;
}
