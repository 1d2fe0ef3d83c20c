// `mcp-lint diff <old> <new>`: loads both sides with the ordinary loaders, classifies every change between them,
// and runs the diff rules over the result, so findings are ordinary diagnostics (formatters, --rule, exit codes).
import { loadConfig, resolveSettings } from '../config/index.js';
import { projectReadPolicy } from '../files/read-policy.js';
import { lintSource, summarize, type EngineOptions } from '../core/engine.js';
import { loadDefinitions } from './lint.js';
import { isLockfilePath, loadLockfileSide } from './lockfile-side.js';
import type { LintOptions } from '../core/options.js';
import { allRules } from '../rules/index.js';
import { diffRules } from '../rules/diff/index.js';
import { byName, compareToolSets } from '../compare/tools.js';
import {
  DEFAULT_SPEC,
  type DefinitionChange,
  type LintReport,
  type LoadedSource,
  type LoadedTool,
} from '../core/types.js';
import { type Range } from '../core/position.js';

interface Located {
  tool: LoadedTool;
  source: LoadedSource;
}

/**
 * Compares the definitions of `oldInputs` with those of `newInputs` (plus any live servers in `options.live`,
 * which belong to the new side). The old side may also be a pin lockfile (all its servers' tools). Tools are matched by name across all files of a side. Throws UsageError for
 * problems with the request, like lint().
 */
export async function diff(
  oldInputs: readonly string[],
  newInputs: readonly string[],
  options: LintOptions,
): Promise<LintReport> {
  const mayRead = options.mayRead ?? projectReadPolicy(options.cwd, [...oldInputs, ...newInputs]);
  const config = await loadConfig({
    cwd: options.cwd,
    configFile: options.configFile,
    useConfigFile: options.useConfigFile,
    mayRead,
  });
  const settings = await resolveSettings(allRules, config, options.ruleOverrides);
  const engineOptions: EngineOptions = { spec: options.spec ?? config?.spec ?? DEFAULT_SPEC, settings };
  const { live: _newSideOnly, ...fileOptions } = options;
  const before =
    oldInputs.length === 1 && isLockfilePath(oldInputs[0]!, options.cwd)
      ? await loadLockfileSide(oldInputs[0]!, options.cwd)
      : await loadDefinitions(oldInputs, fileOptions);
  const after = await loadDefinitions(newInputs, options);
  return diffSources(before, after, engineOptions, newInputs[0] ?? '<new>');
}

/** The comparison itself, on sources already loaded (tests build them from JSON text). */
export function diffSources(
  before: LoadedSource[],
  after: LoadedSource[],
  engineOptions: EngineOptions,
  newName = '<new>',
): LintReport {
  // A side that could not be read would make every tool look added or removed: report why it could not, only.
  const broken = [...before, ...after].filter((source) => source.diagnostics.some((d) => d.fatal));
  if (broken.length > 0) {
    return summarize(
      broken.map((source) =>
        lintSource({ ...source, diagnostics: source.diagnostics.filter((d) => d.fatal) }, [], engineOptions),
      ),
    );
  }

  const side = (sources: LoadedSource[]) =>
    byName<Located>(
      sources.flatMap((source) =>
        source.tools.map((tool) => ({ definition: tool.definition, handle: { tool, source } })),
      ),
    );
  const found = compareToolSets(side(before), side(after));
  const target: LoadedSource = after[0] ?? { source: newName, kind: 'json', tools: [], diagnostics: [] };
  const targets = after.length > 0 ? after : [target];
  const changesOf = new Map<LoadedSource, DefinitionChange[]>(targets.map((source) => [source, []]));
  for (const { handle, changes } of found.changed) {
    for (const change of changes) changesOf.get(handle.source)!.push({ ...change, tool: handle.tool });
  }
  for (const { handle, change } of found.added) changesOf.get(handle.source)!.push({ ...change, tool: handle.tool });
  // A removed tool has no place in the new side: it is reported on the first new source, at its start.
  const removalRange: Range | undefined =
    target.kind === 'live' ? undefined : { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  for (const { handle, change } of found.removed) {
    const standIn: LoadedTool = { definition: handle.tool.definition, documentPointer: '', locate: () => removalRange };
    changesOf.get(target)!.push({ ...change, tool: standIn });
  }
  // Loader notes that are not fatal (unresolved source parts, server stderr) are lint's business, not the diff's.
  return summarize(
    targets.map((source) =>
      lintSource(
        { ...source, diagnostics: [], comparison: { mode: 'diff', changes: changesOf.get(source)! } },
        diffRules,
        engineOptions,
      ),
    ),
  );
}
