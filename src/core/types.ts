// Core types shared by every stage of the lint pipeline:
//   input → loader → LoadedSource (tools + positions) → rules → Diagnostic[] → formatter.
// Nothing downstream reaches back upstream: rules never read files, formatters never read process state.

import type {
  HandlerFacts,
  LiveProbe,
  RegistryFacts,
  SourceFileFacts,
  SourceOrigin,
  ToolSourceFacts,
} from './facts.js';
import type { Range } from './position.js';

export type Severity = 'error' | 'warning' | 'info';
/** 'off' exists only in configuration. */
export type RuleLevel = Severity | 'off';
/** Every level a rule can be set to, in the order messages list them. */
export const RULE_LEVELS: readonly RuleLevel[] = ['off', 'info', 'warning', 'error'];

/** MCP specification versions whose `Tool` shape mcp-lint knows. */
export type SpecVersion = '2025-11-25' | '2026-07-28';
export const SPEC_VERSIONS: readonly SpecVersion[] = ['2025-11-25', '2026-07-28'];
export const DEFAULT_SPEC: SpecVersion = '2025-11-25';

/** `registry`: a publishing manifest (the MCP Registry's server.json, an MCP bundle's manifest.json), which has no tools. */
export type InputKind = 'json' | 'source' | 'live' | 'registry';

/** One tool as a loader found it. */
export interface LoadedTool {
  /** The definition exactly as found: a raw JSON value, possibly malformed (rules must not assume its shape). */
  definition: unknown;
  /** RFC 6901 pointer of this tool inside its document ("/tools/3"), or "" when the document is the tool. */
  documentPointer: string;
  /**
   * Where a pointer into this tool's definition is in the input. Returns the position of the deepest
   * existing node on the pointer's path (a missing key is reported at the object that should hold it),
   * or undefined when the input has no positions (live servers).
   */
  locate(pointer: string): Range | undefined;
  /** Handler facts (source inputs only). */
  handler?: HandlerFacts;
  /** Which API registered the tool (source inputs): 'registerTool', 'server.tool', 'setRequestHandler', 'addTool', 'MCPTool', … */
  api?: string;
  /** What the source loader learned beyond the definition (source inputs only). */
  sourceFacts?: ToolSourceFacts;
  /**
   * Live tools found under --source-root: the file that defines the tool (relative to cwd when below it). `locate`
   * then gives places in that file, and findings about the tool are reported there, naming the server too.
   */
  sourceFile?: string;
  /**
   * Source inputs: where the object schema at this pointer is written out as a plain object literal without
   * `required` (offset just after its last property), so a suggestion can add one; undefined otherwise.
   */
  schemaLiteralAt?(pointer: string): { insertAt: number; quotedKeys: boolean } | undefined;
}

/** What every loader returns for one input (a file, or one running server). */
export interface LoadedSource {
  /** A file path (relative to cwd when below it), or "stdio:<command>" / a URL / a client-config server name. */
  source: string;
  kind: InputKind;
  tools: LoadedTool[];
  /** Findings the loader itself made: syntax errors, unreadable input, unresolved registrations, dead servers. */
  diagnostics: Diagnostic[];
  /** Live servers: what `initialize` said. */
  server?: { name?: string; version?: string };
  /** Live servers and saved tool lists: what the server is written in, when its tool list or --source-root files say (rules give that language's fix). */
  language?: ServerLanguage;
  /** Inline disable directives (source inputs). */
  directives?: DisableDirective[];
  /** Live probe outcomes (opt-in); consumed by live rules. */
  probes?: LiveProbe[];
  /** Live servers read from a client config file: that file (relative to cwd) and the server entry's place in it. */
  origin?: SourceOrigin;
  /** Live servers: what each tools/list page held and how the list ended (tools-list-pages). */
  toolsListPaging?: ToolsListPaging;
  /** Live servers, their saved captures and client config files: what was seen, for the rules to judge. */
  liveFacts?: LiveFacts;
  /** Source inputs: facts about the file as a whole. */
  sourceFacts?: SourceFileFacts;
  /** Registry inputs: the manifest and the project beside it. */
  registry?: RegistryFacts;
  /**
   * Set by `mcp-lint diff` and `--pins`: what changed against the old side or the lockfile. Only rules of the
   * matching scope run on it (they report these changes; the comparison itself is made once, before the rules).
   */
  comparison?: SourceComparison;
}

export interface ToolsListPaging {
  /** Each page read, in order: its tool count and its size as JSON (UTF-8 bytes). */
  pages: Array<{ tools: number; bytes: number }>;
  /** The first page (1-based) that ended with `"nextCursor": ""`. */
  emptyCursorPage?: number;
  /** Following that empty cursor gave back only tools already listed (the server meant "no more pages"). */
  emptyCursorRepeats?: true;
  /** Spec 2026-07-28 only: the first page whose result lacks `ttlMs` (a number) or `cacheScope` ("public" or "private"). */
  cacheHintsMissing?: { page: number; keys: string[] };
  /** Spec 2026-07-28 only: a second tools/list, right after the first, listed the same tools in another order. */
  orderChanged?: { first: string[]; second: string[] };
}

/**
 * What the live loader saw a server (or a client config) do, as it saw it: no verdicts, the rules decide (a server
 * that sends no protocolVersion string, lists tools without declaring the capability, or floods its client).
 */
export interface LiveFacts {
  /**
   * The `initialize` result as the server sent it (server/discover's, for a server that speaks only the stateless
   * protocol); for a saved capture, the `instructions` it recorded.
   */
  initialize?: Record<string, unknown>;
  /** How many tools tools/list listed, over all its pages. */
  listedTools?: number;
  /** Stdio: lines the server wrote to stdout that are not JSON-RPC, and the first, quoted (when no fatal finding quoted them). */
  stdoutNonJson?: { count: number; first: string };
  /** The requests the server sent mcp-lint (`methods`: "name ×count, …"), and how many of them mcp-lint answers. */
  serverRequests?: { count: number; methods: string; answered: number };
  /** What resources/list answered, read when a tool names an MCP Apps UI resource. */
  listedResources?: ListedResources;
  /** A --client-config file: its servers marked `"disabled": true`, which were not started. */
  disabledServers?: Array<{ name: string; range?: Range }>;
}

export interface ListedResources {
  resources: Array<{ uri: string; mimeType?: string }>;
  /** Why resources/list could not be read (an error answer, no answer, no "resources" array). */
  failure?: string;
}

export interface ServerLanguage {
  name: 'python';
  /** The input schemas are generated from type hints by pydantic (MCPServer, FastMCP, fastmcp), not written by hand. */
  typeHintSchemas: boolean;
}

/** The changes found for one source, computed before the rules run. */
export interface SourceComparison {
  mode: 'diff' | 'pin';
  changes: DefinitionChange[];
}

/** One classified change; the rule named by ruleId reports it. */
export interface DefinitionChange {
  ruleId: string;
  messageId: string;
  data: Record<string, string | number>;
  /** Pointer into the new definition, or into the old one for something removed. */
  pointer: string;
  /** The tool the finding belongs to (for a removed tool: a stand-in holding the old definition). */
  tool: LoadedTool;
}

export interface DisableDirective {
  kind: 'next-line' | 'line' | 'block-start' | 'block-end' | 'file';
  /** Rule ids the directive names; empty means every rule. */
  ruleIds: string[];
  range: Range;
  reason?: string;
}

/**
 * A text edit on the original text of a file (ESLint's fix shape): replace the UTF-16 offsets [start, end) with `text`.
 * Only source files get edits; JSON captures are generated files and are never rewritten.
 */
export interface TextEdit {
  range: [number, number];
  text: string;
}

/** A fix shown to a person and never applied automatically (ESLint's suggestions). */
export interface Suggestion {
  desc: string;
  fix: TextEdit;
}

/** A finding. Formatters turn these into text; nothing else does. */
export interface Diagnostic {
  /** Null for findings that no rule owns: unreadable file, JSON syntax error (reported as 'fatal' like ESLint). */
  ruleId: string | null;
  /** Which of the rule's meta.messages this is (as ESLint's messageId); absent when ruleId is null. */
  messageId?: string;
  severity: Severity;
  message: string;
  /** Same as LoadedSource.source. */
  source: string;
  toolName?: string;
  /** RFC 6901 pointer into the tool's definition ("" = the tool itself). */
  pointer: string;
  /** Absent for live servers (unless --source-root placed the finding in the server's source). */
  range?: Range;
  /** A live finding reported in the server's source (--source-root): the server it was seen on; `source` is the file. */
  liveServer?: string;
  /** True for problems that stop a file from being linted at all (syntax error, unreadable). */
  fatal?: boolean;
  /**
   * Only on suppressed diagnostics: what silenced it (ESLint's `suppressions`): inline directives, or (`file`) the
   * bulk suppressions file.
   */
  suppressions?: Array<{ kind: 'directive' | 'file'; justification: string }>;
  /** A safe edit that resolves this finding and changes nothing else (applied by --fix). */
  fix?: TextEdit;
  /** Edits a person should choose between (never applied automatically). */
  suggestions?: Suggestion[];
}

export interface ReportDescriptor<MessageIds extends string = string> {
  /** One of the rule's `meta.messages` keys (a rule made with defineRule gets a compile error for any other). */
  messageId: MessageIds;
  /** Pointer into the tool's definition where the problem is. */
  pointer: string;
  data?: Record<string, string | number>;
  /** Overrides the position derived from the pointer (source rules that point at handler code). */
  range?: Range;
  /**
   * The highest level this finding deserves, whatever the rule's level: a rule whose case is only advice here (every
   * property optional by design) says so, and a user who lowers the rule lowers it further.
   */
  atMost?: Severity;
  /**
   * checkSource only: the tool the finding belongs to; `pointer` is then relative to that tool's definition.
   * Without it the engine finds the tool by `documentPointer` prefix, which cannot tell tools apart when
   * several share one (source inputs) and costs a scan per report.
   */
  tool?: LoadedTool;
  /** See Diagnostic.fix. */
  fix?: TextEdit;
  /** See Diagnostic.suggestions. */
  suggestions?: Suggestion[];
}

/**
 * Another server linted in the same run, as cross-server rules see it. Only running servers count (several
 * `--stdio`/`--url` targets, or the servers of a `--client-config`): a model sees their tools side by side.
 * JSON files are not peers, since a folder of captures often holds one server's versions.
 */
export interface PeerServer {
  /** Same as LoadedSource.source: the client-config key, "stdio:<command>" or the URL. */
  source: string;
  toolNames: ReadonlySet<string>;
  /** Its tools, for rules that total what a client loads (tool count, context tokens). */
  tools?: readonly LoadedTool[];
  /** True when it comes before the server being checked in the run: a total is reported once, on the first server. */
  precedes?: boolean;
}

export interface RuleContext<MessageIds extends string = string> {
  readonly spec: SpecVersion;
  /** The other running servers of this run (empty or absent when there are none). */
  readonly peers?: readonly PeerServer[];
  /** Source inputs: every source file of the run, for a cause said once per project (see EngineOptions.projectFiles). */
  readonly projectFiles?: readonly LoadedSource[];
  /** The rule's options, merged over its defaults. */
  readonly options: Record<string, unknown>;
  readonly source: LoadedSource;
  report(descriptor: ReportDescriptor<MessageIds>): void;
}

export interface RuleMeta<MessageIds extends string = string> {
  description: string;
  /** Severity in the `recommended` set; 'off' means only `extends: "all"` or explicit config turns it on. */
  defaultLevel: RuleLevel;
  /** Which inputs the rule applies to: definition rules run on every input. */
  scope: 'definition' | 'source' | 'live' | 'diff' | 'pin' | 'registry';
  /**
   * Other input kinds the rule also runs on, for a finding both source analysis and live probes can prove
   * (`handler-returns-bare-string`): one id, one config entry, whichever way it was found.
   */
  extraScopes?: ReadonlyArray<'source' | 'live'>;
  /**
   * Set on the rule that reports what a source loader could not read (source-unresolved): only its findings are kept
   * at such parts, whose placeholders no other rule may judge.
   */
  reportsUnresolvedParts?: true;
  /** Message templates by id; `{{name}}` placeholders are filled from ReportDescriptor.data. */
  messages: Record<MessageIds, string>;
  /** JSON Schema of the rule's options object (validated when config is loaded). */
  optionsSchema?: Record<string, unknown>;
  defaultOptions?: Record<string, unknown>;
}

export interface Rule<MessageIds extends string = string> {
  id: string;
  meta: RuleMeta<MessageIds>;
  /** Called once per tool. */
  checkTool?(tool: LoadedTool, context: RuleContext<MessageIds>): void;
  /** Called once per input with all its tools, for cross-tool rules (uniqueness). */
  checkSource?(tools: readonly LoadedTool[], context: RuleContext<MessageIds>): void;
}

/**
 * Declares a rule with its message ids taken from `meta.messages`, so `context.report({ messageId })` with an id the
 * rule does not define is a compile error rather than a crash finding at run time (typescript-eslint's RuleCreator).
 */
export function defineRule<MessageIds extends string>(rule: Rule<MessageIds>): Rule {
  return rule as unknown as Rule;
}

/** The per-file result, ESLint-compatible. */
export interface LintResult {
  source: string;
  kind: InputKind;
  diagnostics: Diagnostic[];
  /** Findings silenced by inline directives (kept for `--format json`'s suppressedMessages). */
  suppressed: Diagnostic[];
  toolCount: number;
  server?: { name?: string; version?: string };
  /** What listing the tools costs, when some tool of this input was counted (src/tokens/tokens.ts). */
  contextTokens?: ContextTokens;
  /**
   * A live server's tool definitions as it listed them, only with LintOptions.keepLiveDefinitions: the HTML report
   * quotes the JSON a finding points at, which a live server has in no file. No other format writes them.
   */
  liveDefinitions?: unknown[];
  /** Copied from LoadedSource.origin (SARIF places live findings there). */
  origin?: SourceOrigin;
  /** With `fix`: the file's text after every fix that could be applied (absent when nothing changed), as ESLint's `output`. */
  output?: string;
  /** With `output`: how many fixes each rule's findings had applied, so --fix can say what it changed. */
  fixed?: Record<string, number>;
}

export interface LintReport {
  results: LintResult[];
  errorCount: number;
  warningCount: number;
  infoCount: number;
  /** With a suppressions file: how many of its suppressed findings no longer occur in the linted files (--prune-suppressions removes them). */
  unusedSuppressions?: number;
}

/** Tokens a client spends to list one input's tools, per tool and in all. */
export interface ContextTokens {
  encoding: string;
  total: number;
  /** Some tool's figure is an estimate from its length (not counted: no verdict needed it, or it was too long). */
  estimated?: true;
  tools: Array<{ name: string; tokens: number; estimated?: true }>;
}
