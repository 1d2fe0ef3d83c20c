// What lint.ts asks of each kind of input (JSON files, source files, stdin, live servers): one interface, so the
// run loops over loaders instead of wiring each one's own signature by hand.
import type { ConfigFile } from '../config/index.js';
import type { ExpandedInputs } from '../inputs/index.js';
import type { LintCache } from '../cache/index.js';
import type { LintOptions } from '../core/options.js';
import type { LintResult, LoadedSource, SpecVersion } from '../core/types.js';

/** Everything a loader may need from the run; each takes its own part. */
export interface LoadContext {
  options: LintOptions;
  config: ConfigFile | undefined;
  spec: SpecVersion;
  /** Ids of every rule of the run, whether on or off (an mcp-lint-disable comment naming another id is a mistake). */
  ruleIds: ReadonlySet<string>;
  /** The command-line inputs, expanded into files (with stdin flagged). */
  expanded: ExpandedInputs;
  /** Opens the --cache file; undefined when this run is not cached (--pins, --fix, no --cache). */
  openCache?: () => Promise<LintCache | undefined>;
}

/** What --cache contributed to a run: results reused, the cache, and the files whose fresh results go into it. */
export interface CachedPart {
  cache: LintCache;
  results: LintResult[];
  /** Display name of a freshly loaded source file → its path. */
  storeAs: Map<string, string>;
}

export interface LoaderOutput {
  sources: LoadedSource[];
  /** For each file that produced a source (or a cached result), the command-line input it came from. */
  producedBy?: string[];
  /** For each file skipped as not a tool list, the command-line input it came from. */
  skippedBy?: string[];
  /** Set by the loader that reads --cache. */
  cached?: CachedPart;
}

export interface InputLoader {
  /** What it loads, for readers of lint.ts. */
  name: 'json files' | 'source files' | 'python files' | 'publishing manifests' | 'stdin' | 'live servers';
  /**
   * 'files': its sources are sorted by name with the other files' and checked against directory and glob inputs
   * that produced nothing; 'after-files': appended after all files, in loader order (their number varies per run).
   */
  group: 'files' | 'after-files';
  load(context: LoadContext): Promise<LoaderOutput>;
}
