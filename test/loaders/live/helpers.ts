// Shared set-up for live-mode tests: fixture paths, LiveOptions with short time-outs, and a run through the
// loader and the engine with every rule at its default level (what `mcp-lint` does with no config).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadLiveServers } from '../../../src/loaders/live/index.js';
import { lintSource, type RuleSetting } from '../../../src/core/engine.js';
import { allRules } from '../../../src/rules/index.js';
import type { LiveOptions, LiveTarget } from '../../../src/core/options.js';
import type { LintResult, LoadedSource, SpecVersion } from '../../../src/core/types.js';
import { REPO_ROOT } from '../../helpers/cli.js';

export { REPO_ROOT };
export const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'servers');
export const BIN = join(REPO_ROOT, 'node_modules', '.bin');

export function fixtureServer(file: string, ...args: string[]): Extract<LiveTarget, { kind: 'stdio' }> {
  return { kind: 'stdio', command: process.execPath, args: [join(FIXTURES, file), ...args] };
}

export function liveOptions(targets: LiveTarget[], overrides: Partial<LiveOptions> = {}): LiveOptions {
  return {
    targets,
    clientConfigs: undefined,
    timeouts: { startup: 10_000, request: 5_000, total: 30_000 },
    probe: false,
    probeTools: [],
    ...overrides,
  };
}

export function defaultSettings(): Map<string, RuleSetting> {
  return new Map(
    allRules.map((rule) => [
      rule.id,
      { level: rule.meta.defaultLevel, options: { ...(rule.meta.defaultOptions ?? {}) } },
    ]),
  );
}

export function lintLoaded(sources: LoadedSource[], spec: SpecVersion = '2025-11-25'): LintResult[] {
  const settings = defaultSettings();
  return sources.map((source) => lintSource(source, allRules, { spec, settings }));
}

export async function lintLive(
  live: LiveOptions,
  cwd = REPO_ROOT,
  spec: SpecVersion = '2025-11-25',
): Promise<{ sources: LoadedSource[]; results: LintResult[] }> {
  const sources = await loadLiveServers(live, { cwd, spec });
  return { sources, results: lintLoaded(sources, spec) };
}

/** "ruleId tool" pairs, sorted: the shape most assertions compare. */
export function findingKeys(result: LintResult): string[] {
  return result.diagnostics.map((d) => `${d.ruleId ?? 'fatal'} ${d.toolName ?? '-'}`).sort();
}

/** True when no process with this pid is running (a zombie waiting to be reaped counts as gone). */
export function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}
