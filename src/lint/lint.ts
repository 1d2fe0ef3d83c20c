// The library entry point: inputs + options → report. The CLI is a thin shell over this.
// Heavy loaders (TypeScript for source files, the SDK client for live servers) are imported only when used.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadConfig, resolveSettings, createIgnoreMatcher, type ConfigFile } from './config/index.js';
import { lintSource, summarize, type RuleSetting } from './engine.js';
import { displayPath } from './display-path.js';
import { peerServers } from './peers.js';
import { placeLiveFindings } from './live-placement.js';
import { countTokens, listedText, loadTokenCounter, mayExceed, tokenCounterLoaded, TOKEN_ENCODING } from './budget/tokens.js';
import { BUDGET_DEFAULTS } from './rules/definition/context-budget.js';
import { classifyFile, expandInputs, LOOKED_FOR, type InputFile } from './inputs/index.js';
import { maxFileBytes, readBoundedFile, tooLargeMessage } from './inputs/read.js';
import { loadJsonBytes, loadJsonText } from './loaders/json/index.js';
import type { LintOptions } from './options.js';
import { allRules } from './rules/index.js';
import { DEFAULT_SPEC, type LintReport, type LintResult, type LoadedSource, type Rule, type SpecVersion } from './types.js';
import type { LintCache } from './cache/index.js';
import type { RunObservations } from './cache/observations.js';
import { CONFIG_FILE_NAME } from './config/schema.js';
import { UsageError } from './usage-error.js';

export const STDIN_NAME = '<stdin>';

export { displayPath };

/**
 * Lints files, directories, globs and "-" (stdin), plus live servers when `options.live` names any.
 * Throws UsageError for problems with the request itself (missing path, bad config, unknown rule):
 * the CLI turns those into exit code 2.
 */
export async function lint(inputs: readonly string[], options: LintOptions, rules: readonly Rule[] = allRules): Promise<LintReport> {
  const observations = options.cache?.observations;
  if (observations) observeConfigLookup(options, observations);
  const config = await loadConfig({ cwd: options.cwd, configFile: options.configFile, useConfigFile: options.useConfigFile });
  const settings = await resolveSettings(rules, config, options.ruleOverrides, options.clients);
  const spec = options.spec ?? config?.spec ?? DEFAULT_SPEC;
  // The cache is not keyed by a lockfile's content: a --pins run is always linted from scratch. --fix never reads the
  // cache: edits taken from a cache file (which may come with a repository) would be written into source files.
  const openCache = options.cache && options.pins === undefined && !options.fix ? () => openLintCache(options, { config, settings, spec, rules }) : undefined;
  if (options.pins !== undefined || options.live !== undefined || options.fix) observations?.disqualify();
  const loaded = await loadInputs(inputs, options, config, spec, openCache);
  const sources = options.pins === undefined ? loaded.sources : await comparePins(loaded.sources, options.pins, options.cwd);
  const { fileCount, cached } = loaded;
  await loadTokenizerIfNeeded(sources, settings);
  const engineOptions = { spec, settings, reportUnusedDisableDirectives: options.reportUnusedDisableDirectives, peers: peerServers(sources) };
  const results = sources.map((source, index) => {
    const result = withContextTokens(lintSource(source, rules, engineOptions), source);
    const file = index < fileCount ? cached?.storeAs.get(source.source) : undefined;
    if (file !== undefined) cached!.cache.store(file, result);
    return result;
  });
  let ordered = results;
  if (!cached) observations?.disqualify();
  if (cached) {
    cached.cache.save();
    if (observations) {
      if (results.length > fileCount) observations.disqualify(); // stdin or live servers
      // A file whose result could not be stored (too many dependencies, an unreadable import) is linted every run.
      if ([...cached.storeAs.values()].some((file) => !cached.cache.has(file))) observations.disqualify();
      cached.cache.observeFiles();
    }
    // Files in name order, whether their results are fresh or cached; then stdin and live servers in input order.
    const files = [...results.slice(0, fileCount), ...cached.results].sort(compareSource);
    ordered = [...files, ...results.slice(fileCount)];
  }
  // Under --source-root, a live server's findings move to the source lines that define its tools.
  if (options.live?.sourceRoot !== undefined) ordered = placeLiveFindings(ordered);
  if (!options.fix) return summarize(ordered);
  const relint = async (texts: ReadonlyMap<string, string>) => {
    const { loadSourceFiles } = await import('./loaders/source/index.js');
    const reloaded = await loadSourceFiles([...texts.keys()], { ...options.source, cwd: options.cwd, texts });
    return reloaded.map((source) => withContextTokens(lintSource(source, rules, engineOptions), source));
  };
  const { fixResults } = await import('./fix/passes.js');
  return summarize(await fixResults(ordered, { cwd: options.cwd, relint, ...(options.fix.fixable ? { fixable: options.fix.fixable } : {}) }));
}

async function comparePins(sources: LoadedSource[], lockfilePath: string, cwd: string): Promise<LoadedSource[]> {
  const [{ readLockfile }, { attachPins }, { serverKey }] = await Promise.all([
    import('./pins/lockfile.js'), import('./rules/pin/support/compare-pins.js'), import('./pins/server-key.js'),
  ]);
  const path = resolve(cwd, lockfilePath);
  const lockfile = await readLockfile(path, displayPath(path, cwd));
  return attachPins(sources, lockfile, (source) => serverKey(source, cwd, dirname(path)));
}

/**
 * What the loaders found for these inputs, before any rule runs: for each file or server, the tool definitions as
 * mcp-lint read or rebuilt them (`tools[].definition`) and the loader's own findings. For source inputs this is
 * the JSON a client would get from `tools/list`, as far as it could be read statically (parts that could not be are
 * `{}` placeholders listed in `tools[].sourceFacts.unresolved`). Same inputs, options and errors as `lint()`.
 */
export async function loadDefinitions(inputs: readonly string[], options: LintOptions): Promise<LoadedSource[]> {
  const config = await loadConfig({ cwd: options.cwd, configFile: options.configFile, useConfigFile: options.useConfigFile });
  return (await loadInputs(inputs, options, config, options.spec ?? config?.spec ?? DEFAULT_SPEC)).sources;
}

/** What --cache contributed to a run: results reused, the cache, and the files whose fresh results go into it. */
interface CachedPart {
  cache: LintCache;
  results: LintResult[];
  /** Display name of a freshly loaded source file → its path. */
  storeAs: Map<string, string>;
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
  openCache?: () => Promise<LintCache | undefined>,
): Promise<LoadedInputs> {
  const { cwd } = options;
  const isIgnored = await createIgnoreMatcher([
    { patterns: config?.ignores ?? [], base: config ? dirname(config.path) : cwd, origin: `${config?.path ?? 'config'} "ignores"` },
    { patterns: options.ignorePatterns, base: cwd, origin: '--ignore-pattern' },
  ]);

  const observations = options.cache?.observations;
  const expanded = await expandInputs(inputs, cwd, isIgnored, observations);
  const fileSources: LoadedSource[] = [];
  const producedBy = new Map<string, number>();
  const skippedBy = new Map<string, number>();
  const count = (map: Map<string, number>, input: string) => map.set(input, (map.get(input) ?? 0) + 1);

  for (const file of expanded.files.filter((f) => f.kind === 'json')) {
    // A JSON file's result is not cached, but it follows from the file's content: its stat, taken before reading it,
    // is enough for a replay record.
    if (observations && !observations.statFile(file.path)) observations.disqualify();
    const read = readInput(file, cwd);
    if (!read.ok) {
      count(producedBy, file.input);
      fileSources.push(tooLargeSource(file, read, cwd));
      continue;
    }
    const loaded = await loadJsonBytes(read.bytes, displayPath(file.path, cwd), {
      explicit: file.explicit && !options.skipNonToolFiles,
    });
    if (loaded.status === 'skipped') {
      count(skippedBy, file.input);
      continue;
    }
    count(producedBy, file.input);
    fileSources.push(loaded.source);
  }

  const sourceFiles: InputFile[] = [];
  for (const file of expanded.files.filter((f) => f.kind === 'source')) {
    const size = sizeOf(file);
    if (size > maxFileBytes('source')) {
      observations?.disqualify();
      count(producedBy, file.input);
      fileSources.push(tooLargeSource(file, { size, limit: maxFileBytes('source') }, cwd));
    } else sourceFiles.push(file);
  }
  let cached: CachedPart | undefined;
  if (sourceFiles.length > 0) {
    for (const file of sourceFiles) count(producedBy, file.input);
    let pending = sourceFiles;
    // Opened only when there are source files: --cache costs a JSON-only run nothing.
    const cache = await openCache?.();
    if (cache) {
      cached = { cache, results: [], storeAs: new Map() };
      pending = [];
      for (const file of sourceFiles) {
        const hit = cache.lookup(file.path);
        if (hit) cached.results.push(hit);
        else {
          pending.push(file);
          cached.storeAs.set(displayPath(file.path, cwd), file.path);
        }
      }
    }
    if (pending.length > 0) {
      const { loadSourceFiles } = await import('./loaders/source/index.js');
      fileSources.push(...(await loadSourceFiles(pending.map((f) => f.path), { ...options.source, cwd })));
    }
  }

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

  fileSources.sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
  const sources = [...fileSources];
  if (expanded.stdin) {
    const name = options.stdinFilename ?? STDIN_NAME;
    if (classifyFile(name) === 'source') {
      throw new UsageError(`Standard input is read as JSON; source mode reads files. Pass ${name} as a path instead of "-".`);
    }
    const loaded = await loadJsonText(options.stdinText ?? '', name, { explicit: true });
    if (loaded.status === 'loaded') sources.push(loaded.source);
  }

  const live = options.live;
  if (live && (live.targets.length > 0 || live.clientConfigs !== undefined)) {
    const { loadLiveServers } = await import('./loaders/live/index.js');
    sources.push(...(await loadLiveServers(live, { cwd, spec })));
  }
  return { sources, fileCount: fileSources.length, cached };
}

function compareSource(a: { source: string }, b: { source: string }): number {
  return a.source < b.source ? -1 : a.source > b.source ? 1 : 0;
}

/** The cache for this run, or undefined when one cannot be keyed (then the run is simply not cached). */
async function openLintCache(
  options: LintOptions,
  context: { config: ConfigFile | undefined; settings: ReadonlyMap<string, RuleSetting>; spec: string; rules: readonly Rule[] },
): Promise<LintCache | undefined> {
  const { LintCache, cacheFilePath } = await import('./cache/index.js');
  const observations = options.cache?.observations;
  const { packageVersion } = await import('../package-version.js');
  let project: { path: string; text: string } | undefined;
  if (options.source.project !== undefined) {
    const path = resolve(options.cwd, options.source.project);
    if (observations && !observations.statFile(path)) observations.disqualify();
    try {
      project = { path, text: readFileSync(path, 'utf8') };
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
    config: context.config ? { path: context.config.path, extends: context.config.extends, spec: context.config.spec, rules: context.config.rules } : null,
    reportUnusedDisableDirectives: options.reportUnusedDisableDirectives ?? null,
    project: project ?? null,
  };
  return LintCache.open(cacheFilePath(options.cache?.location, options.cwd), keyParts, options.warn ?? (() => {}), observations);
}

/**
 * For a replay record: the config file this run reads (stat'ed before loadConfig reads it), and the places looked at
 * before it was found, which must stay empty (config/find.ts looks from cwd up to the root).
 */
function observeConfigLookup(options: LintOptions, observations: RunObservations): void {
  if (options.configFile !== undefined) {
    if (!observations.statFile(resolve(options.cwd, options.configFile))) observations.disqualify();
    return;
  }
  if (options.useConfigFile === false) return;
  for (let directory = options.cwd; ; directory = dirname(directory)) {
    const candidate = join(directory, CONFIG_FILE_NAME);
    if (observations.statFile(candidate)) return;
    observations.notAFile(candidate);
    if (dirname(directory) === directory) return;
  }
}

function readInput(file: InputFile, cwd: string): ReturnType<typeof readBoundedFile> {
  try {
    return readBoundedFile(file.path, maxFileBytes(file.kind));
  } catch (error) {
    throw cannotRead(file, cwd, error);
  }
}

function sizeOf(file: InputFile): number {
  try {
    return statSync(file.path).size;
  } catch {
    return 0; // the source loader reports a file it cannot read as a finding on that file
  }
}

function cannotRead(file: InputFile, cwd: string, error: unknown): UsageError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (error as Error).message;
  return new UsageError(`Cannot read ${displayPath(file.path, cwd)}: ${reason}`);
}

/** One finding on a file too large to read; the run goes on with the others. */
function tooLargeSource(file: InputFile, read: { size: number; limit: number }, cwd: string): LoadedSource {
  const source = displayPath(file.path, cwd);
  const at = { line: 1, column: 1 };
  return {
    source,
    kind: file.kind,
    tools: [],
    diagnostics: [{ ruleId: null, severity: 'error', message: tooLargeMessage(read.size, read.limit, file.kind), source, pointer: '', range: { start: at, end: at }, fatal: true }],
  };
}

/** The tokenizer loads only when context-budget is on and some tool or server could pass its limits. */
async function loadTokenizerIfNeeded(sources: readonly LoadedSource[], settings: Map<string, RuleSetting>): Promise<void> {
  const setting = settings.get('context-budget');
  if (!setting || setting.level === 'off') return;
  const maxTool = Number(setting.options.maxToolTokens ?? BUDGET_DEFAULTS.maxToolTokens);
  const maxServer = Number(setting.options.maxServerTokens ?? BUDGET_DEFAULTS.maxServerTokens);
  if (sources.some((source) => mayExceed(source.tools.map((tool) => tool.definition), maxTool, maxServer))) await loadTokenCounter();
}

/** Token figures for the report, when the tokenizer was loaded for this run (never loaded just for them). */
function withContextTokens(result: LintResult, source: LoadedSource): LintResult {
  if (!tokenCounterLoaded() || source.tools.length === 0) return result;
  const tools = source.tools.map((tool) => {
    const name = (tool.definition as { name?: unknown } | null)?.name;
    return { name: typeof name === 'string' ? name : '', tokens: countTokens(listedText(tool.definition)) };
  });
  return { ...result, contextTokens: { encoding: TOKEN_ENCODING, total: tools.reduce((sum, t) => sum + t.tokens, 0), tools } };
}
