// Turns LiveTargets into named servers: the name is what every finding shows as its source, so it must be
// readable and unique within a run.
import type { LiveTarget } from '../../core/options.js';
import type { SourceOrigin } from '../../core/facts.js';
import { splitCommandLine } from '../../inputs/shell-words.js';
import { redactCommandWords, redactUrl } from '../../core/redact.js';

export interface NamedServer {
  /** LoadedSource.source: the client-config key, "stdio:<command line>", or the URL. */
  name: string;
  target: LiveTarget;
  origin?: SourceOrigin;
}

/**
 * `--stdio "node dist/index.js"` may reach us as one string with no args: split it then. A command with
 * args already split (`-- node dist/index.js`, client configs) is used as given.
 */
export function normalizeStdio(target: Extract<LiveTarget, { kind: 'stdio' }>): Extract<LiveTarget, { kind: 'stdio' }> {
  if (target.args.length > 0 || !/\s/.test(target.command.trim())) return target;
  const [command = '', ...args] = splitCommandLine(target.command);
  return { ...target, command, args };
}

export function quoteWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** A URL as shown in findings: never with a password or a secret query value in it. */
export function displayUrl(url: string): string {
  return redactUrl(url);
}

/** A stdio server's command line as shown: options' secret values and tokens hidden (a hidden value stays `***`). */
export function displayCommand(command: string, args: readonly string[]): string {
  return redactCommandWords([command, ...args])
    .map((word) => (word.includes('***') ? word : quoteWord(word)))
    .join(' ');
}

export function defaultName(target: LiveTarget): string {
  if (target.name) return target.name;
  if (target.kind === 'http') return displayUrl(target.url);
  return 'stdio:' + displayCommand(target.command, target.args);
}

/** Names every target, adding " (2)", " (3)" … when two would otherwise share a name. */
export function nameServers(targets: Array<{ target: LiveTarget; origin?: SourceOrigin }>): NamedServer[] {
  const seen = new Map<string, number>();
  return targets.map(({ target, origin }) => {
    const normalized = target.kind === 'stdio' ? normalizeStdio(target) : target;
    const base = defaultName(normalized);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { name: count === 1 ? base : `${base} (${count})`, target: normalized, ...(origin ? { origin } : {}) };
  });
}
