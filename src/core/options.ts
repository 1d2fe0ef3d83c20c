// Options of the library API `lint(inputs, options)`. The CLI parses flags into this shape and nothing else;
// loaders read only the part that concerns them.
import type { RuleLevel, Severity, SpecVersion } from './types.js';
import type { RunTiming } from './timing.js';

/** Client capabilities mcp-lint can declare in `initialize` (--client-capabilities). */
export type ClientCapabilityName = 'roots' | 'sampling' | 'elicitation';

/** A running server to lint (live mode). */
export type LiveTarget =
  | { kind: 'stdio'; command: string; args: string[]; env?: Record<string, string>; cwd?: string; name?: string }
  | { kind: 'http'; url: string; headers?: Record<string, string>; name?: string };

export interface LiveOptions {
  /** Servers named on the command line (--stdio, -- cmd…, --url). */
  targets: LiveTarget[];
  /** Client config files to read servers from (--client-config). `true` = every installed client's, and the project's in cwd (inputs/client-places.ts). */
  clientConfigs: string[] | true | undefined;
  timeouts: {
    /** Spawn/connect + initialize, ms. */
    startup: number;
    /** Each request, ms. */
    request: number;
    /** The whole server, ms. */
    total: number;
  };
  /** --save <file>: write what was captured, in a form `mcp-lint <file>` accepts. */
  save?: string;
  /** --probe: opt in to calling tools. */
  probe: boolean;
  /** --probe-tool <name> (repeatable): tools that are called even without readOnlyHint: true. */
  probeTools: string[];
  /** --probe-args <file>: JSON object mapping tool names to arguments. */
  probeArgsFile?: string;
  /** --client-capabilities: what mcp-lint declares in `initialize`. Absent = roots, sampling and elicitation; [] = none. */
  clientCapabilities?: ClientCapabilityName[];
  /** --source-root <dir>: the server's source, to report live findings about a tool where the tool is defined. */
  sourceRoot?: string;
  /** Told when each server starts and is done (the CLI's progress line on a terminal). */
  progress?: ServerProgress;
}

/** What the live loader tells about the servers of a run as it goes: how many, and each one's start and end. */
export interface ServerProgress {
  planned(count: number): void;
  started(name: string): void;
  finished(name: string): void;
}

export interface SourceOptions {
  /** --project <tsconfig>: type-aware analysis with the type checker. */
  project?: string;
  /** Text to lint instead of a file's contents, by absolute path: --fix lints fixed text before writing it, and the language server an editor's unsaved text (every file kind). */
  texts?: ReadonlyMap<string, string>;
}

/**
 * Whether a run may read a file or look in a directory, given its absolute path; the policy resolves links itself
 * (`serve`'s allows only what lies, after links, inside its roots: serve/allowed-paths.ts).
 */
export type ReadPolicy = (absolutePath: string) => boolean;

export interface LintOptions {
  cwd: string;
  /** --spec; when absent, the config file's `spec`, then DEFAULT_SPEC. */
  spec?: SpecVersion;
  /** Explicit config file (--config); otherwise mcp-lint.config.json is looked up from cwd up to the project root (config/find.ts). */
  configFile?: string;
  /** --no-config-lookup equivalent: false skips searching. */
  useConfigFile?: boolean;
  /**
   * Where the run may read (`serve`: its roots). Outside it, config lookup does not look, a file found by a walk is
   * not read (its result says so), and source mode treats an import as unresolved. Absent: anywhere.
   */
  mayRead?: ReadPolicy;
  /** --rule id:level overrides, applied after the config file. */
  ruleOverrides: Array<{ id: string; level: RuleLevel }>;
  /** --client <name> (repeatable): client profiles whose rules to turn on, added to the config's "clients". */
  clients?: string[];
  /** Extra ignore globs (--ignore-pattern). */
  ignorePatterns: string[];
  /** Read JSON from standard input when an input is "-" (the CLI passes the text). */
  stdinText?: string;
  /** Name shown for stdin input (--stdin-filename). */
  stdinFilename?: string;
  reportUnusedDisableDirectives?: Severity;
  /**
   * Treat named .json files like files found in a directory walk: skip those that hold no tool definitions
   * instead of reporting them (pre-commit and lint-staged name every staged file).
   */
  skipNonToolFiles?: boolean;
  source: SourceOptions;
  live?: LiveOptions;
  /**
   * --cache: keep source-mode results in a file and reuse those whose file and local imports are unchanged.
   * `location` (--cache-location) is a file, or a directory to hold `.mcp-lint-cache`; default `.mcp-lint-cache` in cwd.
   */
  cache?: { location?: string };
  /**
   * --fix / --fix-dry-run: apply the safe fixes of source files in memory, re-linting until nothing changes (at most
   * 10 passes), and give each changed file's text as `LintResult.output`. lint() never writes files; `fixable` says
   * which files may be fixed (the CLI keeps symbolic links that lead outside the linted folders out). `errorsOnly`
   * (--quiet) applies only the fixes of error findings, the ones a quiet report shows: a fix is never made for a
   * finding the user was not shown (ESLint 9 does not even run warning rules under --quiet).
   */
  fix?: { fixable?: (path: string) => boolean; errorsOnly?: boolean };
  /** Non-fatal problems the caller may show (an unusable cache file). */
  warn?: (message: string) => void;
  /** --pins <lockfile>: also compare every input with the definitions pinned there (docs/lockfile.md). */
  pins?: string;
  /**
   * The bulk suppressions file to honour (mcp-lint-suppressions.json, docs/suppressions.md), as an absolute path: the
   * findings it counts move to each result's `suppressed`. Read under `mayRead`; a missing file suppresses nothing.
   */
  suppressions?: { path: string };
  /** TIMING=1 / --timing: where the run adds the time of each rule and loader (the CLI adds the formatter's). */
  timing?: RunTiming;
  /**
   * Count what listing every tool costs (CountBudget still bounds it), not only where a verdict needs it: the HTML
   * report draws each tool by its cost, so its figures must be counts wherever they can be.
   */
  countTokens?: boolean;
  /** Keep each live server's tool definitions on its result (`LintResult.liveDefinitions`): the HTML report quotes them. */
  keepLiveDefinitions?: boolean;
}
