// Live mode: lints running servers. Loaded with a dynamic import only when a live input is given,
// so other runs never import the SDK client (and stdio runs never import it at all: see stdio-channel.ts).
import type { Diagnostic, LoadedSource, SpecVersion } from '../../core/types.js';
import type { LiveOptions } from '../../core/options.js';
import { nameServers, type NamedServer } from './targets.js';
import { lintServer, type ServerRun } from './session.js';
import { buildProbePlan } from './probes/plan.js';
import { CLIENT_CAPABILITY_NAMES } from './client-capabilities.js';
import { withPythonSource } from './server-language.js';
import { checkSourceRoot, findToolPlaces, loadSourceRoot } from './source-places.js';
import { displayPath } from '../../core/display-path.js';
import { toolNameOf } from '../../core/json-value.js';
import type { LiveTarget } from '../../core/options.js';
import type { SourceOrigin } from '../../core/facts.js';
import { redactText, secretsOfTarget } from '../../core/redact.js';

/** Servers linted at the same time: enough to overlap start-ups, few enough for a 2-core CI runner. */
const CONCURRENCY = 4;

export async function loadLiveServers(
  live: LiveOptions,
  context: { cwd: string; spec: SpecVersion },
): Promise<LoadedSource[]> {
  const problems: LoadedSource[] = [];
  const entries: Array<{ target: LiveTarget; origin?: SourceOrigin }> = live.targets.map((target) => ({ target }));
  if (live.clientConfigs) {
    const { readClientConfigs } = await import('./client-config.js');
    const fromConfigs = await readClientConfigs(live.clientConfigs, context.cwd);
    problems.push(...fromConfigs.problems);
    entries.push(...fromConfigs.targets);
  }
  const servers = nameServers(entries);

  // Checked before any server starts: a wrong folder is a usage error, not something to find out a minute later.
  const sourceRoot = live.sourceRoot !== undefined ? checkSourceRoot(live.sourceRoot, context.cwd) : undefined;
  const planned = await buildProbePlan(live, context.cwd);
  if ('problem' in planned) problems.push(fatalSource(planned.problem.file, planned.problem.message));
  const probePlan = 'plan' in planned ? planned.plan : undefined;

  const lintOne = (server: NamedServer): Promise<ServerRun> =>
    lintServer(server, {
      cwd: context.cwd,
      spec: context.spec,
      timeouts: live.timeouts,
      probePlan,
      clientCapabilities: live.clientCapabilities ?? CLIENT_CAPABILITY_NAMES,
    }).catch((error: Error): ServerRun => {
      return {
        source: fatalSource(
          server.name,
          redactText(`mcp-lint failed while linting this server: ${error.message}`, secretsOfTarget(server.target)),
        ),
      };
    });
  live.progress?.planned(servers.length);
  const runs = await mapLimited(servers, CONCURRENCY, async (server) => {
    live.progress?.started(server.name);
    try {
      return await lintOne(server);
    } finally {
      live.progress?.finished(server.name);
    }
  });
  const sources = runs.map((run) => run.source);
  const fromSource: LoadedSource[] = [];
  if (sourceRoot !== undefined) {
    await placeInSource(sources, sourceRoot, context.cwd);
    const notStarted = runs.filter((run) => !run.capture).map((run) => run.source);
    if (notStarted.length > 0) fromSource.push(...(await fallBackToSource(notStarted, sourceRoot, context.cwd)));
  }
  if (live.save) await save(live.save, runs, context.cwd, sources);
  return [...problems, ...sources, ...fromSource];
}

/**
 * --source-root, and a server that did not start (a crash at start-up, a missing build): its source is still there to
 * read, so the run reports what `mcp-lint <root>` finds, and the server's own finding says where those findings come from.
 */
async function fallBackToSource(notStarted: LoadedSource[], root: string, cwd: string): Promise<LoadedSource[]> {
  const read = await loadSourceRoot(root, cwd);
  const tools = read.reduce((sum, source) => sum + source.tools.length, 0);
  const files = read.length;
  const shown = displayPath(root, cwd);
  const fallback =
    `The server did not start, so mcp-lint checked its source in ${shown}/ instead (${count(tools, 'tool')} in ${count(files, 'file')}, read without running it): ` +
    'the findings in those files come from the source, not from the running server.';
  for (const source of notStarted) {
    const fatal = source.diagnostics.find((d) => d.fatal);
    if (fatal) fatal.message = `${fallback} ${fatal.message}`;
  }
  return read;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

async function save(path: string, runs: ServerRun[], cwd: string, sources: LoadedSource[]): Promise<void> {
  const { checkSaveTarget, savePaths, writeSaved } = await import('./save.js');
  const captures = runs.flatMap((run) => (run.capture ? [run.capture] : []));
  runs.forEach((run, i) => {
    if (!run.capture) note(sources[i]!, 'warning', `Nothing was saved for this server (--save): it could not be read.`);
  });
  if (captures.length === 0) return;
  const files = savePaths(path, captures, cwd);
  // A refused target stops the run (exit 2) before any file is written; so does a file that cannot be written.
  for (const file of files) checkSaveTarget(file.path, cwd);
  // Success is silent, like any output file: a notice here would count as a finding.
  for (const file of files) await writeSaved(file, cwd);
}

/** --source-root: each live tool found in the source gets that file and its positions (see source-places.ts). */
async function placeInSource(sources: LoadedSource[], root: string, cwd: string): Promise<void> {
  const names = new Set(
    sources.flatMap((source) =>
      source.tools.map((tool) => toolNameOf(tool.definition)).filter((name): name is string => name !== undefined),
    ),
  );
  const places = await findToolPlaces(root, cwd, names);
  for (const source of sources) {
    for (const tool of source.tools) {
      const name = toolNameOf(tool.definition);
      const place = name === undefined ? undefined : places.get(name);
      if (!place) continue; // not found: its findings stay on the server
      tool.sourceFile = place.file;
      tool.locate = place.locate;
      // What source mode knows and the published definition hides: the rules then say what source mode says.
      if (place.zodInputRoot) tool.sourceFacts = { ...tool.sourceFacts, zodInputRoot: place.zodInputRoot };
      if (place.api) tool.sourceFacts = { ...tool.sourceFacts, registeredWith: place.api };
      if (place.file.endsWith('.py')) source.language = withPythonSource(source.language);
    }
  }
}

function note(source: LoadedSource, severity: Diagnostic['severity'], message: string): void {
  source.diagnostics.push({ ruleId: null, severity, message, source: source.source, pointer: '' });
}

function fatalSource(name: string, message: string): LoadedSource {
  return {
    source: name,
    kind: 'live',
    tools: [],
    diagnostics: [{ ruleId: null, severity: 'error', message, source: name, pointer: '', fatal: true }],
  };
}

async function mapLimited<T, R>(items: readonly T[], limit: number, worker: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}
