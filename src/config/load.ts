// Reads and validates a config file. Ajv is loaded only here, so runs without a config file never pay for it.
import type { PresetName } from './presets.js';
import { readRegularTextFile, ReadRefusedError } from '../files/read.js';
import type { AjvError, AjvValidate } from '../spec/ajv-types.js';
import { RULE_LEVELS, type RuleLevel, type SpecVersion } from '../core/types.js';
import { UsageError } from '../core/usage-error.js';
import { ALLOWED, CONFIG_KEYS } from './schema.js';
import { didYouMean } from './suggest.js';
import { configFile } from '../spec/generated/config-files.js';
import { displayPath } from '../core/display-path.js';
import { scanNestingDepth } from '../json-text/depth.js';
import { shownJson } from '../spec/value-text.js';

// Compiled from configSchema at build time (scripts/build-validators.mjs): with Ajv at run time, a run with a config
// file took 29 ms longer on Node 22.
const matchesConfigSchema = configFile as AjvValidate;

/** A real config is a few KB; this leaves room for long ignore lists and rule options. */
export const MAX_CONFIG_BYTES = 4 * 1024 * 1024;
/**
 * Nesting levels a config may have, checked on the text before anything recursive (the validators, messages) sees
 * the value: a config needs four or five levels, rule options a few more.
 */
export const MAX_CONFIG_NESTING = 64;

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
    text = readRegularTextFile(path, MAX_CONFIG_BYTES);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof ReadRefusedError) {
      const why =
        error.reason === 'too-large'
          ? `it is ${Math.ceil(error.size! / 1024 / 1024)} MiB, and a config file may be at most ${MAX_CONFIG_BYTES / 1024 / 1024} MiB`
          : 'it is not a regular file';
      throw new UsageError(`Cannot read config file ${shown}: ${why}. Fix the file, or run with --no-config.`);
    }
    throw new UsageError(
      code === 'ENOENT'
        ? `Config file not found: ${shown}`
        : `Cannot read config file ${shown}: ${(error as Error).message}`,
    );
  }
  const depth = scanNestingDepth(text, MAX_CONFIG_NESTING);
  if (depth.tooDeepAt !== undefined) {
    const line = lineAt(text, depth.tooDeepAt);
    throw new UsageError(
      `${shown}:${line}: nesting deeper than ${MAX_CONFIG_NESTING} levels; no mcp-lint config needs that. Fix the file, or run with --no-config.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw new UsageError(`${shown} is not valid JSON: ${shownReason(error)}. Fix the file, or run with --no-config.`);
  }
  if (!matchesConfigSchema(value))
    throw new UsageError(configErrorMessage(shown, matchesConfigSchema.errors ?? [], value));
  return { ...(value as Omit<ConfigFile, 'path' | 'displayPath'>), path, displayPath: shown };
}

/** 1-based line of an offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

/** JSON.parse's reason, which quotes the text around the error (all of a long line): cut like any echoed value. */
function shownReason(error: unknown): string {
  const reason = (error as Error).message;
  return reason.length > 200 ? reason.slice(0, 199) + '…' : reason;
}

/** One sentence for the most useful Ajv error: which key, what it holds, what is allowed. */
function configErrorMessage(file: string, errors: AjvError[], value: unknown): string {
  const unknownKey = errors.find((e) => e.keyword === 'additionalProperties' && e.instancePath === '');
  if (unknownKey) {
    const key = String(unknownKey.params.additionalProperty);
    return `${file}: unknown key ${shownJson(key)}.${didYouMean(key, CONFIG_KEYS)} Allowed keys: ${CONFIG_KEYS.map((k) => `"${k}"`).join(', ')}.`;
  }
  if (errors.some((e) => e.instancePath === '' && e.keyword === 'type')) {
    return `${file}: the config must be a JSON object such as {"extends": "recommended", "rules": {}}.`;
  }
  // anyOf errors list every branch; the deepest path names the offending value best.
  const error = [...errors].sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length)[0]!;
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const top = segments[0] ?? '';
  if (top === 'rules' && segments.length >= 2) {
    const id = segments[1]!;
    const entry = (value as { rules: Record<string, unknown> }).rules[id];
    return `${file}: "rules" › ${shownJson(id)} is ${shownJson(entry)}; use "off", "info", "warning" or "error", or ["warning", { options }].${
      typeof entry === 'string' ? didYouMean(entry, [...RULE_LEVELS]) : ''
    }`;
  }
  const path = segments.map((s) => shownJson(s)).join(' › ');
  const found = segments.reduce<unknown>((v, s) => (v as Record<string, unknown>)?.[s], value);
  return `${file}: ${path} is ${shownJson(found)}; it must be ${ALLOWED[top] ?? error.message ?? 'valid'}.`;
}
