// Turns the live-mode flags into LiveOptions (the live loader, loaders/live/, acts on them; this file only parses).
import type { ClientCapabilityName, LiveOptions, LiveTarget } from '../core/options.js';
import { UsageError } from '../core/usage-error.js';
import { splitCommandLine } from '../inputs/shell-words.js';
import { redactUrl } from '../core/redact.js';
import { parseMilliseconds } from './flag-values.js';

export { parseMilliseconds };

export interface LiveFlags {
  stdio?: string[];
  /** Everything after `--`. */
  command?: string[];
  env?: string[];
  cwd?: string;
  url?: string[];
  header?: string[];
  clientConfig?: Array<string | true> | true;
  startupTimeout?: string;
  requestTimeout?: string;
  timeout?: string;
  save?: string;
  probe?: boolean;
  probeTool?: string[];
  probeArgs?: string;
  clientCapabilities?: string;
  sourceRoot?: string;
}

export const DEFAULT_TIMEOUTS = { startup: 10_000, request: 10_000, total: 60_000 } as const;

function parseEnv(pairs: readonly string[]): Record<string, string> | undefined {
  if (pairs.length === 0) return undefined;
  const env: Record<string, string> = {};
  for (const [index, pair] of pairs.entries()) {
    const at = pair.indexOf('=');
    // The value is not echoed: it is often a secret.
    if (at <= 0)
      throw new UsageError(
        `--env expects KEY=VALUE, but value #${index + 1} ${at === 0 ? 'has no name before "="' : 'has no "="'}.`,
      );
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return env;
}

function parseHeaders(lines: readonly string[]): Record<string, string> | undefined {
  if (lines.length === 0) return undefined;
  const headers: Record<string, string> = {};
  for (const [index, line] of lines.entries()) {
    const at = line.indexOf(':');
    const name = line.slice(0, at).trim();
    // Never echo the header: a malformed one is usually a token pasted without its "Authorization:".
    if (at <= 0)
      throw new UsageError(
        `--header expects "Name: value", but header #${index + 1} has no "Name:" before its value (it is not shown: it may be a secret).`,
      );
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      throw new UsageError(
        `--header expects "Name: value", but the name of header #${index + 1} is not a valid HTTP header name (it is not shown: it may be a secret).`,
      );
    }
    const value = line.slice(at + 1).trim();
    if (/[\r\n\0]/.test(value)) {
      throw new UsageError(
        `--header "${name}": its value holds a line break or NUL, which HTTP does not allow (the value is not shown: it may be a secret).`,
      );
    }
    headers[name] = value;
  }
  return headers;
}

function parseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--url expects an http(s) URL, got ${JSON.stringify(redactUrl(value))}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--url expects an http(s) URL, got ${JSON.stringify(redactUrl(value))}.`);
  return value;
}

/** Undefined when no live flag names a server. */
export function parseLiveFlags(flags: LiveFlags): LiveOptions | undefined {
  // Checked even when no server is named, so a bad value is reported rather than silently unused.
  const timeouts = {
    startup: parseMilliseconds('--startup-timeout', flags.startupTimeout, DEFAULT_TIMEOUTS.startup),
    request: parseMilliseconds('--request-timeout', flags.requestTimeout, DEFAULT_TIMEOUTS.request),
    total: parseMilliseconds('--timeout', flags.timeout, DEFAULT_TIMEOUTS.total),
  };
  const env = parseEnv(flags.env ?? []);
  const headers = parseHeaders(flags.header ?? []);
  const stdioTarget = (words: string[], name?: string): LiveTarget => {
    if (words.length === 0 || words[0] === '') throw new UsageError(`${name ?? '--stdio'}: the command is empty.`);
    const target: LiveTarget = { kind: 'stdio', command: words[0]!, args: words.slice(1) };
    if (env) target.env = env;
    if (flags.cwd !== undefined) target.cwd = flags.cwd;
    return target;
  };
  const targets: LiveTarget[] = [];
  for (const line of flags.stdio ?? []) targets.push(stdioTarget(splitCommandLine(line)));
  if (flags.command && flags.command.length > 0) targets.push(stdioTarget(flags.command, '--'));
  for (const url of flags.url ?? []) {
    const target: LiveTarget = { kind: 'http', url: parseUrl(url) };
    if (headers) target.headers = headers;
    targets.push(target);
  }

  let clientConfigs: LiveOptions['clientConfigs'];
  if (flags.clientConfig === true || (Array.isArray(flags.clientConfig) && flags.clientConfig.includes(true)))
    clientConfigs = true;
  else if (Array.isArray(flags.clientConfig)) clientConfigs = flags.clientConfig as string[];

  if (targets.length === 0 && clientConfigs === undefined) {
    const stray = (
      [
        ['--env', flags.env?.length],
        ['--cwd', flags.cwd],
        ['--header', flags.header?.length],
        ['--save', flags.save],
        ['--probe', flags.probe],
        ['--probe-tool', flags.probeTool?.length],
        ['--probe-args', flags.probeArgs],
        ['--client-capabilities', flags.clientCapabilities !== undefined],
        ['--source-root', flags.sourceRoot],
      ] as const
    ).find(([, value]) => value);
    if (stray)
      throw new UsageError(
        `${stray[0]} applies to a running server: add --stdio "<command>", -- <command> [args…], --url <url> or --client-config.`,
      );
    return undefined;
  }
  if (headers && !targets.some((t) => t.kind === 'http')) throw new UsageError('--header applies to --url servers.');

  const live: LiveOptions = {
    targets,
    clientConfigs,
    timeouts,
    probe: flags.probe === true,
    probeTools: flags.probeTool ?? [],
  };
  if (flags.save !== undefined) live.save = flags.save;
  if (flags.probeArgs !== undefined) live.probeArgsFile = flags.probeArgs;
  if (flags.clientCapabilities !== undefined)
    live.clientCapabilities = parseClientCapabilities(flags.clientCapabilities);
  if (flags.sourceRoot !== undefined) {
    if (flags.sourceRoot === '')
      throw new UsageError(
        "--source-root: the directory is empty. Give the folder holding the server's source, e.g. --source-root src.",
      );
    live.sourceRoot = flags.sourceRoot;
  }
  return live;
}

const CAPABILITY_CHOICES: readonly ClientCapabilityName[] = ['roots', 'sampling', 'elicitation'];

/** `roots,sampling,elicitation` (any subset, any order) or `none`. */
export function parseClientCapabilities(value: string): ClientCapabilityName[] {
  const words = value
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (words.length === 1 && words[0] === 'none') return [];
  const unknown = words.find((word) => !(CAPABILITY_CHOICES as readonly string[]).includes(word));
  if (words.length === 0 || unknown !== undefined) {
    const shown = unknown === undefined ? 'nothing' : JSON.stringify(unknown.slice(0, 40));
    throw new UsageError(
      `--client-capabilities expects a comma-separated list of ${CAPABILITY_CHOICES.join(', ')}, or none; got ${shown}.`,
    );
  }
  return CAPABILITY_CHOICES.filter((name) => words.includes(name));
}
