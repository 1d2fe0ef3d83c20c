// Reads and validates a config file. Ajv is loaded only here, so runs without a config file never pay for it.
import type { PresetName } from './presets.js';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AjvError, AjvValidate } from '../spec/ajv-types.js';
import { RULE_LEVELS, type RuleLevel, type SpecVersion } from '../types.js';
import { UsageError } from '../usage-error.js';
import { ALLOWED, CONFIG_KEYS } from './schema.js';
import { didYouMean } from './suggest.js';
import { configFile } from '../spec/generated/config-files.js';
import { displayPath } from '../display-path.js';

// Compiled from configSchema at build time (scripts/build-validators.mjs): with Ajv at run time, a run with a config
// file took 29 ms longer on Node 22.
const matchesConfigSchema = configFile as AjvValidate;

export type RuleEntry = RuleLevel | [RuleLevel] | [RuleLevel, Record<string, unknown>];

export interface ConfigFile {
  /** Absolute path of the file. */
  path: string;
  /** How to name the file in messages (relative to cwd when below it). */
  displayPath: string;
  extends?: PresetName;
  spec?: SpecVersion;
  rules?: Record<string, RuleEntry>;
  ignores?: string[];
  /** Client profiles to check against (as --client). */
  clients?: string[];
}


export async function loadConfigFile(path: string, cwd: string): Promise<ConfigFile> {
  const shown = displayPath(path, cwd);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'ENOENT' ? `Config file not found: ${shown}` : `Cannot read config file ${shown}: ${(error as Error).message}`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw new UsageError(`${shown} is not valid JSON: ${(error as Error).message}. Fix the file, or run with --no-config.`);
  }
  if (!matchesConfigSchema(value)) throw new UsageError(configErrorMessage(shown, matchesConfigSchema.errors ?? [], value));
  return { ...(value as Omit<ConfigFile, 'path' | 'displayPath'>), path, displayPath: shown };
}

/** One sentence for the most useful Ajv error: which key, what it holds, what is allowed. */
function configErrorMessage(file: string, errors: AjvError[], value: unknown): string {
  const unknownKey = errors.find((e) => e.keyword === 'additionalProperties' && e.instancePath === '');
  if (unknownKey) {
    const key = String(unknownKey.params.additionalProperty);
    return `${file}: unknown key "${key}".${didYouMean(key, CONFIG_KEYS)} Allowed keys: ${CONFIG_KEYS.map((k) => `"${k}"`).join(', ')}.`;
  }
  if (errors.some((e) => e.instancePath === '' && e.keyword === 'type')) {
    return `${file}: the config must be a JSON object such as {"extends": "recommended", "rules": {}}.`;
  }
  // anyOf errors list every branch; the deepest path names the offending value best.
  const error = [...errors].sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length)[0]!;
  const segments = error.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const top = segments[0] ?? '';
  if (top === 'rules' && segments.length >= 2) {
    const id = segments[1]!;
    const entry = (value as { rules: Record<string, unknown> }).rules[id];
    return `${file}: "rules" › "${id}" is ${JSON.stringify(entry)}; use "off", "info", "warning" or "error", or ["warning", { options }].${
      typeof entry === 'string' ? didYouMean(entry, [...RULE_LEVELS]) : ''
    }`;
  }
  const path = segments.map((s) => `"${s}"`).join(' › ');
  const found = segments.reduce<unknown>((v, s) => (v as Record<string, unknown>)?.[s], value);
  return `${file}: ${path} is ${JSON.stringify(found)}; it must be ${ALLOWED[top] ?? error.message ?? 'valid'}.`;
}
