// Flag values that commander accepts but mcp-lint cannot use. Checked before anything runs, so a mistyped
// flag is a usage error (exit 2) naming the flag, never an internal error from deep inside a loader.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { RULE_LEVELS, type RuleLevel } from '../core/types.js';
import { UsageError } from '../core/usage-error.js';
import { closest } from '../config/suggest.js';

/** `--rule <id>:<level>`, as the main command and its subcommands take it. */
export function parseRuleFlag(value: string): { id: string; level: RuleLevel } {
  const at = value.lastIndexOf(':');
  const id = value.slice(0, at).trim();
  const level = value.slice(at + 1).trim() as RuleLevel;
  if (at <= 0 || !RULE_LEVELS.includes(level)) {
    const suggestion = at > 0 ? closest(level, RULE_LEVELS) : undefined;
    const hint = suggestion ? ` Did you mean "${id}:${suggestion}"?` : '';
    throw new UsageError(`--rule expects <rule-id>:<off|info|warning|error>, got ${JSON.stringify(value)}.${hint}`);
  }
  return { id, level };
}

/** Flags that take one path, name or pattern: an empty string is never what the user meant. */
const SINGLE_VALUE_FLAGS = {
  outputFile: '--output-file',
  config: '--config',
  stdinFilename: '--stdin-filename',
  project: '--project',
  cwd: '--cwd',
  save: '--save',
  probeArgs: '--probe-args',
} as const;

/** Repeatable flags whose every value must be non-empty. */
const REPEATED_VALUE_FLAGS = {
  ignorePattern: '--ignore-pattern',
  env: '--env',
  url: '--url',
  header: '--header',
  probeTool: '--probe-tool',
  clientConfig: '--client-config',
  client: '--client',
} as const;

export function checkFlagValues(flags: Record<string, unknown>, inputs: readonly string[], cwd: string): void {
  for (const [key, flag] of Object.entries(SINGLE_VALUE_FLAGS)) {
    if (flags[key] === '') throw new UsageError(`${flag} needs a value, got an empty string.`);
  }
  for (const [key, flag] of Object.entries(REPEATED_VALUE_FLAGS)) {
    const values = flags[key];
    if (Array.isArray(values) && values.some((value) => value === ''))
      throw new UsageError(`${flag} needs a value, got an empty string.`);
  }
  for (const pattern of (flags.ignorePattern as string[] | undefined) ?? []) checkIgnorePattern(pattern);
  // Otherwise a missing directory surfaces as "command not found" when the server is spawned in it.
  if (typeof flags.cwd === 'string' && !statSync(resolve(cwd, flags.cwd), { throwIfNoEntry: false })?.isDirectory()) {
    throw new UsageError(`--cwd ${JSON.stringify(flags.cwd)} is not a directory.`);
  }
  if (inputs.some((input) => input.trim() === '')) {
    throw new UsageError('An input is an empty string. Name a file, directory or glob, or - for standard input.');
  }
}

/** `./` and `/` name nothing once the leading `./` and trailing slashes are dropped (as the matcher does). */
function checkIgnorePattern(pattern: string): void {
  if (pattern.replace(/^\.\//, '').replace(/\/+$/, '') === '') {
    throw new UsageError(
      `--ignore-pattern ${JSON.stringify(pattern)} matches nothing; give a glob such as "fixtures/**" or "*.draft.json".`,
    );
  }
}

/** Node's timers hold a signed 32-bit millisecond count; anything larger fires at once. */
export const MAX_TIMER_MS = 2_147_483_647;

/** A whole number of milliseconds a timer can wait: 1 to 2147483647 (about 24.8 days). */
export function parseMilliseconds(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const ms = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(ms >= 1 && ms <= MAX_TIMER_MS)) {
    throw new UsageError(
      `${flag} expects a whole number of milliseconds from 1 to ${MAX_TIMER_MS}, got ${JSON.stringify(value)}.`,
    );
  }
  return ms;
}

/** --max-warnings: a whole number from 0, or -1 for no limit (as in ESLint). */
export function parseMaxWarnings(value: string | undefined): number | undefined {
  if (value === undefined || value === '-1') return undefined;
  const count = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(count >= 0 && count <= Number.MAX_SAFE_INTEGER)) {
    throw new UsageError(
      `--max-warnings expects a whole number from 0 to ${Number.MAX_SAFE_INTEGER} (or -1 for no limit), got ${JSON.stringify(value)}.`,
    );
  }
  return count;
}
