// The library entry point: inputs + options → report. The CLI is a thin shell over this.
// Heavy loaders (TypeScript for source files, the SDK client for live servers) are imported only when used.
import { readRegularTextFile } from '../files/read.js';
import { projectReadPolicy } from '../files/read-policy.js';
import { dirname, resolve } from 'node:path';
import {
  loadConfig,
  resolveSettings,
  createIgnoreMatcher,
  type ConfigFile,
  type ConfigLookup,
} from '../config/index.js';
import { shownJson } from '../spec/value-text.js';
import { lintSource, summarize, type RuleSetting } from '../core/engine.js';
import { displayPath } from '../core/display-path.js';
import { peerServers } from '../core/peers.js';
import { placeLiveFindings } from './live-placement.js';
import { mergeTwinFindings } from './twin-findings.js';
import { CountBudget, sumFigure } from '../tokens/cost.js';
import { countedCost, listedCost, TOKEN_ENCODING } from '../tokens/tokens.js';
import { expandInputs, LOOKED_FOR } from '../inputs/index.js';
import { classifyFile } from '../inputs/classify.js';
import { MAX_SETTINGS_FILE_BYTES } from '../inputs/read.js';
import { STDIN_NAME } from '../core/display-path.js';
import { INPUT_LOADERS, type CachedPart, type LoadContext } from '../loaders/index.js';
import type { LintOptions } from '../core/options.js';
import { allRules } from '../rules/index.js';
import {
  DEFAULT_SPEC,
  type LintReport,
  type LintResult,
  type LoadedSource,
  type Rule,
  type SpecVersion,
} from '../core/types.js';
import type { LintCache } from '../cache/index.js';
import { UsageError } from '../core/usage-error.js';

export { STDIN_NAME };

export { displayPath };

/**
 * Lints files, directories, globs and "-" (stdin), plus live servers when `options.live` names any.
 * Throws UsageError for problems with the request itself (missing path, bad config, unknown rule):
 * the CLI turns those into exit code 2.
 */
export async function lint(
  inputs: readonly string[],
  givenOptions: LintOptions,
  rules: readonly Rule[] = allRules,
): Promise<LintReport> {
  const options = readingInsideProject(inputs, givenOptions);
  const { config, settings, spec } = await runSettings(options, rules);
  // The cache is not keyed by a lockfile's content: a --pins run is always linted from scratch. --fix never reads the
  // cache: edits taken from a cache file (which may come with a repository) would be written into source files.
  // A rule that reads the whole project makes each file's result depend on every other file, which the cache's
  // per-file dependencies do not record: such a run is linted from scratch.
  const readsProject = rules.some((rule) => rule.meta.readsProject && settings.get(rule.id)?.level !== 'off');
  const openCache =
    options.cache && options.pins === undefined && !options.fix && !readsProject
      ? () => openLintCache(options, { config, settings, spec, rules })
      : undefined;
  const ruleIds = knownRuleIds(rules);
  const loaded = await loadInputs(inputs, options, config, spec, ruleIds, openCache);
  const sources =
    options.pins === undefined ? loaded.sources : await comparePins(loaded.sources, options.pins, options.cwd);
  const { fileCount, cached } = loaded;
  const engineOptions = { ...engineOptionsFor(sources, options, settings, spec), timing: options.timing };
  const results = sources.map((source, index) => {
    const result = withLiveDefinitions(
      withContextTokens(lintSource(source, rules, engineOptions), source, options.countTokens === true),
      source,
      options,
    );
    const file = index < fileCount ? cached?.storeAs.get(source.source) : undefined;
    if (file !== undefined) cached!.cache.store(file, result);
    return result;
  });
  let ordered = results;
  if (cached) {
    cached.cache.save();
    // Files in name order, whether their results are fresh or cached; then stdin and live servers in input order.
    const files = [...results.slice(0, fileCount), ...cached.results].sort(compareSource);
    ordered = [...files, ...results.slice(fileCount)];
  }
  // Under --source-root, a live server's findings move to the source lines that define its tools.
  if (options.live?.sourceRoot !== undefined) ordered = placeLiveFindings(ordered);
  if (!options.fix) return withSuppressions(summarize(mergeTwinFindings(ordered, options)), givenOptions);
  const relint = async (texts: ReadonlyMap<string, string>) => {
    const { loadScriptFiles } = await import('../loaders/scripts.js');
    const reloaded = await loadScriptFiles([...texts.keys()], {
      ...options.source,
      cwd: options.cwd,
      texts,
      knownRuleIds: ruleIds,
      mayRead: options.mayRead,
    });
    // A file fixed is linted again in the project as it now is: the run's files, the fixed ones as read again.
    const fixed = new Map(reloaded.map((source) => [source.source, source]));
    const projectFiles = engineOptions.projectFiles.map((source) => fixed.get(source.source) ?? source);
    return reloaded.map((source) =>
      withContextTokens(
        lintSource(source, rules, { ...engineOptions, projectFiles }),
        source,
        options.countTokens === true,
      ),
    );
  };
  const { fixResults } = await import('../fix/passes.js');
  // A Python file is read around a syntax error (an info finding, not a fatal one), so a fix's result is parsed again.
  const pythonSyntax = ordered.some((result) => classifyFile(result.source) === 'python')
    ? await import('../loaders/python/syntax.js')
    : undefined;
  const unparsable = (path: string, text: string) => {
    if (pythonSyntax === undefined || classifyFile(path) !== 'python') return false;
    try {
      return pythonSyntax.firstSyntaxError(pythonSyntax.parsePython(path, path, text)) !== undefined;
    } catch (error) {
      if (error instanceof pythonSyntax.PythonTooComplexError) return true; // past the parser's budget: not written
      throw error;
    }
  };
  return withSuppressions(
    summarize(
      mergeTwinFindings(
        await fixResults(ordered, {
          cwd: options.cwd,
          relint,
          unparsable,
          ...(options.fix.fixable ? { fixable: options.fix.fixable } : {}),
          errorsOnly: options.fix.errorsOnly === true,
        }),
        options,
      ),
    ),
    givenOptions,
  );
}

/**
 * The report with the findings of the suppressions file moved to `suppressed` (after --fix: what is left). The file
 * is read under the caller's policy (serve's roots), else inside the project, or the one of a file named outside it.
 */
async function withSuppressions(report: LintReport, options: LintOptions): Promise<LintReport> {
  if (options.suppressions === undefined) return report;
  const { readSuppressions } = await import('./suppressions-file.js');
  const { applySuppressions } = await import('./suppressions.js');
  const { path } = options.suppressions;
  const mayRead = options.mayRead ?? projectReadPolicy(options.cwd, [path]);
  const applied = applySuppressions(report, await readSuppressions(path, options.cwd, mayRead), {
    base: dirname(path),
    cwd: options.cwd,
  });
  return applied.unused > 0 ? { ...applied.report, unusedSuppressions: applied.unused } : applied.report;
}

/**
 * Sources a caller loaded itself, linted as lint() lints a file: the same config, presets, directives and
 * suppressions. The language server's client configs, read without starting their servers.
 */
export async function lintLoadedSources(
  sources: LoadedSource[],
  givenOptions: LintOptions,
  rules: readonly Rule[] = allRules,
): Promise<LintReport> {
  const options = readingInsideProject([], givenOptions);
  const { settings, spec } = await runSettings(options, rules);
  const engineOptions = engineOptionsFor(sources, options, settings, spec);
  return withSuppressions(summarize(sources.map((source) => lintSource(source, rules, engineOptions))), givenOptions);
}

/** The source files of a run: one project, in which a cause shared by its files is said once. */
function sourceFilesOf(sources: readonly LoadedSource[]): readonly LoadedSource[] {
  return sources.filter((source) => source.kind === 'source');
}

/** The config file a run finds, each rule's level and options under it, and the spec version it checks against. */
async function runSettings(
  options: LintOptions,
  rules: readonly Rule[],
): Promise<{ config: ConfigFile | undefined; settings: ReadonlyMap<string, RuleSetting>; spec: SpecVersion }> {
  const config = await loadConfig(configLookup(options));
  const settings = await resolveSettings(rules, config, options.ruleOverrides, options.clients);
  return { config, settings, spec: options.spec ?? config?.spec ?? DEFAULT_SPEC };
}

async function comparePins(sources: LoadedSource[], lockfilePath: string, cwd: string): Promise<LoadedSource[]> {
  const [{ readLockfile }, { attachPins }, { serverKey }] = await Promise.all([
    import('../compare/lockfile.js'),
    import('./pins.js'),
    import('../compare/server-key.js'),
  ]);
  const path = resolve(cwd, lockfilePath);
  const shown = displayPath(path, cwd);
  const lockfile = await readLockfile(path, shown);
  return attachPins(sources, lockfile, (source) => serverKey(source, cwd, dirname(path)), shown);
}

/**
 * What the loaders found for these inputs, before any rule runs: for each file or server, the tool definitions as
 * mcp-lint read or rebuilt them (`tools[].definition`) and the loader's own findings. For source inputs this is
 * the JSON a client would get from `tools/list`, as far as it could be read statically (parts that could not be are
 * `{}` placeholders listed in `tools[].sourceFacts.unresolved`). Same inputs, options and errors as `lint()`.
 */
export async function loadDefinitions(inputs: readonly string[], givenOptions: LintOptions): Promise<LoadedSource[]> {
  const options = readingInsideProject(inputs, givenOptions);
  const config = await loadConfig(configLookup(options));
  return (
    await loadInputs(inputs, options, config, options.spec ?? config?.spec ?? DEFAULT_SPEC, knownRuleIds(allRules))
  ).sources;
}

/** Without a read policy of the caller's (serve's roots), a run reads inside the project (files/read-policy.ts). */
function readingInsideProject(inputs: readonly string[], options: LintOptions): LintOptions {
  // A --project tsconfig is named by the user like an input: one outside the project is read, with its own project.
  const named = options.source.project === undefined ? inputs : [...inputs, options.source.project];
  return options.mayRead ? options : { ...options, mayRead: projectReadPolicy(options.cwd, named) };
}

function configLookup(options: LintOptions): ConfigLookup {
  return {
    cwd: options.cwd,
    configFile: options.configFile,
    useConfigFile: options.useConfigFile,
    mayRead: options.mayRead,
    warn: options.warn,
  };
}

interface LoadedInputs {
  sources: LoadedSource[];
  /** `sources` starts with this many files (JSON and source, in name order); stdin and live servers follow. */
  fileCount: number;
  cached?: CachedPart;
}

async function loadInputs(
  inputs: readonly string[],
  options: LintOptions,
  config: ConfigFile | undefined,
  spec: SpecVersion,
  ruleIds: ReadonlySet<string>,
  openCache?: () => Promise<LintCache | undefined>,
): Promise<LoadedInputs> {
  const { cwd } = options;
  const isIgnored = await createIgnoreMatcher([
    {
      patterns: config?.ignores ?? [],
      base: config ? dirname(config.path) : cwd,
      origin: `${config?.displayPath ?? 'config'} "ignores"`,
    },
    { patterns: options.ignorePatterns, base: cwd, origin: '--ignore-pattern' },
  ]);

  const expanded = await expandInputs(inputs, cwd, isIgnored);
  // Under --skip-non-tool-files (pre-commit and lint-staged name every staged file) named files are taken as a walk
  // takes them: an ignored one is left out quietly, as ESLint's --no-warn-ignored does.
  for (const { input, match } of options.skipNonToolFiles ? [] : expanded.ignoredNamed) {
    const which = match ? ` (${shownJson(match.pattern)} in ${match.origin})` : '';
    options.warn?.(
      `${input} is ignored because of a matching ignore pattern${which}, so it was not linted. Leave it off the command line, or change the pattern.`,
    );
  }
  const context: LoadContext = { options, config, spec, ruleIds, expanded, openCache };
  const files: LoadedSource[] = [];
  const producedBy = new Set<string>();
  const skippedBy = new Map<string, number>();
  let cached: CachedPart | undefined;
  for (const loader of INPUT_LOADERS.filter((l) => l.group === 'files')) {
    const output = await timed(options, loader.name, () => loader.load(context));
    files.push(...output.sources);
    for (const input of output.producedBy ?? []) producedBy.add(input);
    for (const input of output.skippedBy ?? []) skippedBy.set(input, (skippedBy.get(input) ?? 0) + 1);
    cached ??= output.cached;
  }
  // Before stdin is read or any server started: a directory or glob that matched nothing is a usage error.
  for (const { input, kind, overlaps } of expanded.searched) {
    if (producedBy.has(input) || overlaps) continue;
    const skipped = skippedBy.get(input);
    const why = skipped ? ` (${skipped} .json file${skipped === 1 ? ' was' : 's were'} not tool definitions)` : '';
    throw new UsageError(
      kind === 'directory'
        ? `Nothing to lint in ${input}${why}. Looked for ${LOOKED_FOR}.`
        : `No tool definitions match "${input}"${why}. Looked for ${LOOKED_FOR}.`,
    );
  }
  files.sort(compareSource);
  const sources = [...files];
  for (const loader of INPUT_LOADERS.filter((l) => l.group === 'after-files'))
    sources.push(...(await timed(options, loader.name, () => loader.load(context))).sources);
  return { sources, fileCount: files.length, cached };
}

function timed<T>(options: LintOptions, loaderName: string, load: () => Promise<T>): Promise<T> {
  return options.timing ? options.timing.time('load', loaderName, load) : load();
}

/** mcp-lint's rules and any a library caller adds: a disable comment may name any of them. */
function knownRuleIds(rules: readonly Rule[]): ReadonlySet<string> {
  return new Set([...allRules, ...rules].map((rule) => rule.id));
}

/** What the engine needs of a run besides its rules: the same for a lint of inputs and of sources already loaded. */
function engineOptionsFor(
  sources: readonly LoadedSource[],
  options: LintOptions,
  settings: ReadonlyMap<string, RuleSetting>,
  spec: SpecVersion,
) {
  return {
    spec,
    settings,
    reportUnusedDisableDirectives: options.reportUnusedDisableDirectives,
    peers: peerServers(sources),
    projectFiles: sourceFilesOf(sources),
  };
}

function compareSource(a: { source: string }, b: { source: string }): number {
  return a.source < b.source ? -1 : a.source > b.source ? 1 : 0;
}

/** The cache for this run, or undefined when one cannot be keyed (then the run is simply not cached). */
async function openLintCache(
  options: LintOptions,
  context: {
    config: ConfigFile | undefined;
    settings: ReadonlyMap<string, RuleSetting>;
    spec: string;
    rules: readonly Rule[];
  },
): Promise<LintCache | undefined> {
  const { LintCache, cacheFilePath } = await import('../cache/index.js');
  const { packageVersion } = await import('../core/package-version.js');
  let project: { path: string; text: string } | undefined;
  if (options.source.project !== undefined) {
    const path = resolve(options.cwd, options.source.project);
    try {
      project = { path, text: readRegularTextFile(path, MAX_SETTINGS_FILE_BYTES) };
    } catch {
      return undefined; // the source loader reports the unreadable tsconfig; nothing cached could
    }
  }
  // Everything besides file contents that a result depends on. The config's ignores only choose files.
  const keyParts = {
    version: packageVersion(),
    cwd: options.cwd,
    spec: context.spec,
    rules: context.rules.map((rule) => rule.id),
    settings: [...context.settings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    config: context.config
      ? {
          path: context.config.path,
          extends: context.config.extends,
          spec: context.config.spec,
          rules: context.config.rules,
        }
      : null,
    reportUnusedDisableDirectives: options.reportUnusedDisableDirectives ?? null,
    project: project ?? null,
    countTokens: options.countTokens === true,
  };
  return LintCache.open(
    cacheFilePath(options.cache?.location, options.cwd),
    keyParts,
    options.warn ?? (() => {}),
    options.cwd,
  );
}

function withLiveDefinitions(result: LintResult, source: LoadedSource, options: LintOptions): LintResult {
  if (!options.keepLiveDefinitions || source.kind !== 'live') return result;
  return { ...result, liveDefinitions: source.tools.map((tool) => tool.definition) };
}

/**
 * Token figures for the report, when the tokenizer counted some tool of this input (counted just for them only when the
 * report draws them, LintOptions.countTokens): counts where
 * there are, estimates from the length elsewhere, each estimate marked.
 */
function withContextTokens(result: LintResult, source: LoadedSource, countAll: boolean): LintResult {
  if (countAll) {
    const budget = new CountBudget();
    for (const tool of source.tools) listedCost(tool.definition).countAll(budget);
  }
  if (!source.tools.some((tool) => countedCost(tool.definition))) return result;
  const costs = source.tools.map((tool) => listedCost(tool.definition));
  const tools = source.tools.map((tool, index) => {
    const name = (tool.definition as { name?: unknown } | null)?.name;
    const cost = costs[index]!;
    return {
      name: typeof name === 'string' ? name : '',
      tokens: cost.tokens,
      ...(cost.exact === undefined ? { estimated: true as const } : {}),
    };
  });
  const total = sumFigure(costs);
  return {
    ...result,
    contextTokens: {
      encoding: TOKEN_ENCODING,
      total: total.tokens,
      ...(total.estimated ? { estimated: true as const } : {}),
      tools,
    },
  };
}
