// Core types shared by every stage of the lint pipeline:
//   input → loader → LoadedSource (tools + positions) → rules → Diagnostic[] → formatter.
// Nothing downstream reaches back upstream: rules never read files, formatters never read process state.

export type Severity = 'error' | 'warning' | 'info';
/** 'off' exists only in configuration. */
export type RuleLevel = Severity | 'off';
/** Every level a rule can be set to, in the order messages list them. */
export const RULE_LEVELS: readonly RuleLevel[] = ['off', 'info', 'warning', 'error'];

/** MCP specification versions whose `Tool` shape mcp-lint knows. */
export type SpecVersion = '2025-11-25' | '2026-07-28';
export const SPEC_VERSIONS: readonly SpecVersion[] = ['2025-11-25', '2026-07-28'];
export const DEFAULT_SPEC: SpecVersion = '2025-11-25';

/** 1-based line and column (ESLint, SARIF and GitHub agree on this). */
export interface Position {
  line: number;
  column: number;
}

export interface Range {
  start: Position;
  end: Position;
}

export type InputKind = 'json' | 'source' | 'live';

/**
 * What a source loader learned about a tool's handler. Filled only by the TS/JS loader
 * (and live probes); JSON inputs have no handler facts.
 */
export interface HandlerFacts {
  /**
   * The conventions the handler follows, as its framework file names them (src/loaders/source/frameworks/): the
   * SDK validates what 'sdk-v1', 'sdk-v2' and 'sdk-lowlevel' handlers return as a CallToolResult; 'fastmcp' and
   * 'mcp-framework' wrap bare strings themselves. Open, so that a new framework needs no edit here; 'unknown' when
   * nothing says.
   */
  framework: string;
  /** Return expressions found on the handler's paths, with how each was classified. */
  returns: HandlerReturn[];
  /** Where the handler is (for findings about the handler as a whole). */
  range?: Range;
  /** Throw statements found in the handler body. */
  throws?: Range[];
  /** True when the handler could not be followed (defined in another package, computed, …). */
  unresolved?: boolean;
}

export interface HandlerReturn {
  /** bare-string: a string value; result: an object that has `content`; other: not a CallToolResult; unknown: could not tell. */
  kind: 'bare-string' | 'result' | 'not-result' | 'unknown';
  /** For kind 'result': whether the object literal has `structuredContent`. */
  hasStructuredContent?: boolean;
  /** For kind 'result': whether it sets `isError: true`. */
  isError?: boolean;
  /** Short source text of the expression, for messages. */
  text: string;
  range: Range;
  /**
   * For kind 'bare-string': set when the expression can be wrapped into a CallToolResult in place without changing
   * anything else (same file as the handler, no declared return type, a value that is a string and not a Promise,
   * or an async handler where `await` makes it one). Offsets into the file text.
   */
  wrap?: { start: number; end: number; expression: string; concise: boolean; await: boolean };
}

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

/** Source-mode facts about one tool that are not part of its definition. */
export interface ToolSourceFacts {
  /** Plain JSON Schema objects passed where the SDK expects zod, and what the SDK does with them. */
  jsonSchemaForZod?: Array<{
    pointer: string;
    range: Range;
    outcome: 'throws' | 'taken-as-annotations';
    /** Offsets of the object literal in the file, when it is written there (a suggestion can replace it). */
    offsets?: [number, number];
  }>;
  /**
   * A zod schema given as `inputSchema` whose root accepts no object (`z.array(…)`, `z.string()`, a union of
   * non-objects), and what the SDK generation does with it (schemas.ts NonObjectRoot). The definition holds what the
   * SDK publishes (v1: `{"type": "object", "properties": {}}`), and that same placeholder where SDK v2 publishes nothing.
   */
  zodInputRoot?: { text: string; listFails: boolean; zodSays: string; generation: 1 | 2 };
  /**
   * A deprecated `server.tool(…)` call whose every argument was understood, as the parts of the equivalent
   * `registerTool(name, config, handler)` call (offsets into the file text; `config` values are source text).
   */
  registerToolRewrite?: {
    /** Replace [start, end): from the method name `tool` to the end of the last argument before the handler. */
    start: number;
    end: number;
    /** Source text from after `tool` up to where the config object goes (the parenthesis, the name, the comma). */
    between: string;
    /** Whether the config object is inserted after the name (no argument between the name and the handler). */
    insert: boolean;
    config: { description?: string; inputSchema?: string; annotations?: string };
  };
  /**
   * Parts of the definition that could not be read statically: the typed marker for them (see unresolved.ts).
   * Such a part is left out of the definition (or holds `{}` inside a schema) and the engine drops other rules'
   * findings at or below these pointers, so nothing is guessed.
   */
  unresolved?: Array<{ pointer: string; what: string; range?: Range; overBudget?: true }>;
  /** Set when the tool comes from a list the run time narrows (a filter, a flag): the server may not list it. */
  mayNotBeListed?: boolean;
  /**
   * Where the registration call runs: one placement per way execution can reach it (a registration helper called
   * twice has two). Absent for tools not registered by a call (low-level lists, mcp-framework classes).
   */
  placements?: RegistrationPlacement[];
}

/**
 * One way execution can reach a place in the source: where it starts and which branch arms it passes through.
 * Two paths that take different arms of one branch (if/else, switch cases, ternaries, try/catch, early returns)
 * cannot both run.
 */
export interface BranchPath {
  /**
   * 'module' when the path starts at a module's top level (every linted module runs); otherwise an id of the
   * function it starts in, a function whose callers are not known.
   */
  root: string;
  /** Arms taken on the way, each `<branch id>#<arm>`. */
  arms: string[];
}

/** A registration call on one path, and the server (or registrar) object it was called on. */
export interface RegistrationPlacement {
  /** Id of the receiver object, traced through aliases, helper parameters and imports; absent when it could not be traced. */
  receiver?: string;
  path: BranchPath;
}

/** A tool registered in another linted file on a receiver this file also registers on. */
export interface RegistrationElsewhere {
  source: string;
  name: string;
  range?: Range;
  placements: RegistrationPlacement[];
}

/** Source-mode facts about a whole file. */
export interface SourceFileFacts {
  /** Registrations or handlers that could not be read statically (no tool was produced for them). */
  /** Tool lists that a filter or condition narrows at run time: the tools rebuilt from each are an upper bound. */
  upperBounds?: Array<{ tools: number; decidedBy: string; range: Range }>;
  /** The file sets up an MCP server (`how`), yet no tool was rebuilt from it or from the files linted with it. */
  noTools?: { how: string; range: Range };
  /** The file is a bundle that contains an MCP SDK's own code (`evidence`) and yielded no tool (over 1 MB: not analysed). */
  bundle?: { evidence: string; range: Range };
  unresolved: Array<{ what: string; range: Range; overBudget?: true }>;
  /** The command that starts the file's package as its package.json says (`node dist/index.js`), for "lint the running server" hints. */
  startCommand?: string;
  /**
   * Set when the file starts a stdio transport: where it is started and every stdout write in the file, each with
   * the paths that reach it. A write corrupts the JSON-RPC stream when it can run on a path where stdio is in use.
   * Also set on a module that a stdio entry loads (then `transports` is empty): its writes that can run in that
   * server come with `via`, already judged by the loader (stdio-modules.ts).
   */
  stdio?: {
    transports: Array<{ range: Range; paths: BranchPath[] }>;
    /** `toStderr`: offsets of the method name of a `console.log/info/debug` call, which `error` can replace as is. */
    writes: Array<{ text: string; range: Range; paths: BranchPath[]; toStderr?: [number, number]; via?: StdioEntry }>;
  };
  /** Set on the --project tsconfig's own entry: errors in it that TypeScript would stop on (tsconfig-problem). */
  tsconfigProblems?: TsconfigProblem[];
  /** Ids named by mcp-lint-disable comments that are not rules of the run, with the comment's place (directive-unknown-rule). */
  unknownDirectiveRuleIds?: Array<{ id: string; range: Range }>;
  /** Tools registered in files linted before this one on a receiver this file also registers on (cross-file duplicates). */
  registrationsElsewhere?: RegistrationElsewhere[];
}

/** The file that starts the stdio transport (as findings name files) and the line where it starts it. */
export interface StdioEntry {
  entry: string;
  transportLine: number;
}

/** An error in the --project tsconfig, or in a file it extends (then without a range: the finding is on the tsconfig). */
export interface TsconfigProblem {
  text: string;
  inExtended?: string;
  range?: Range;
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
  /** Inline disable directives (source inputs). */
  directives?: DisableDirective[];
  /** Live probe outcomes (opt-in); consumed by live rules. */
  probes?: LiveProbe[];
  /** Live servers read from a client config file: that file (relative to cwd) and the server entry's place in it. */
  origin?: SourceOrigin;
  /** Live servers (stdio): lines the server wrote to stdout that are not JSON-RPC, and the first, quoted (stdio-no-console-log). */
  stdoutNonJson?: { count: number; first: string };
  /** Live servers: the server sent more requests than mcp-lint answers (`methods`: "name ×count, …"; server-requests-bounded). */
  serverRequests?: { count: number; methods: string; answered: number };
  /** Live servers: the `initialize` result had no protocolVersion string; `got` is what it had, shortened (initialize-protocol-version). */
  protocolVersionMissing?: { got: string };
  /** Live servers: tools/list answered with tools, yet `initialize` declared no `tools` capability (tools-capability-declared). */
  toolsCapabilityMissing?: true;
  /** A --client-config file: its servers marked `"disabled": true`, which were not started (server-disabled-in-config). */
  disabledServers?: Array<{ name: string; range?: Range }>;
  /** Source inputs: facts about the file as a whole. */
  sourceFacts?: SourceFileFacts;
  /**
   * Set by `mcp-lint diff` and `--pins`: what changed against the old side or the lockfile. Only rules of the
   * matching scope run on it (they report these changes; the comparison itself is made once, before the rules).
   */
  comparison?: SourceComparison;
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

export interface SourceOrigin {
  file: string;
  range?: Range;
}

/**
 * One `tools/call` a live probe made and what came back. The loader also records the schema checks it ran
 * (Ajv lives in the loader, so rules stay free of validators and JSON/source runs never load them).
 */
export interface LiveProbe {
  /** valid-arguments: meant to succeed; invalid-arguments: breaks the input schema; unknown-tool: a name the server does not list. */
  purpose: 'valid-arguments' | 'invalid-arguments' | 'unknown-tool';
  /** Index into LoadedSource.tools of the tool called (absent for unknown-tool). */
  toolIndex?: number;
  /** The name sent in `tools/call`. */
  toolName: string;
  arguments: Record<string, unknown>;
  argumentsFrom: 'generated' | 'probe-args';
  answer: LiveProbeAnswer;
  /** Problems with a `result` answer against the spec's CallToolResult schema (empty = valid). */
  resultIssues?: SchemaIssue[];
  /** Problems with `structuredContent` against the tool's outputSchema (absent = not checked). */
  structuredContentIssues?: SchemaIssue[];
}

export type LiveProbeAnswer =
  | { kind: 'result'; result: unknown }
  | { kind: 'error'; code: number; message: string; data?: unknown }
  /** No answer within the request time-out. */
  | { kind: 'timeout'; afterMs: number }
  /** The server exited, the connection broke or the transport refused the request (HTTP status); detail says which. */
  | { kind: 'failed'; detail: string };

export interface SchemaIssue {
  /** RFC 6901 pointer into the checked value. */
  pointer: string;
  message: string;
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
  /** Only on suppressed diagnostics: the inline directives that silenced it (ESLint's `suppressions`). */
  suppressions?: Array<{ kind: 'directive'; justification: string }>;
  /** A safe edit that resolves this finding and changes nothing else (applied by --fix). */
  fix?: TextEdit;
  /** Edits a person should choose between (never applied automatically). */
  suggestions?: Suggestion[];
}

export interface ReportDescriptor {
  messageId: string;
  /** Pointer into the tool's definition where the problem is. */
  pointer: string;
  data?: Record<string, string | number>;
  /** Overrides the position derived from the pointer (source rules that point at handler code). */
  range?: Range;
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
}

export interface RuleContext {
  readonly spec: SpecVersion;
  /** The other running servers of this run (empty or absent when there are none). */
  readonly peers?: readonly PeerServer[];
  /** The rule's options, merged over its defaults. */
  readonly options: Record<string, unknown>;
  readonly source: LoadedSource;
  report(descriptor: ReportDescriptor): void;
}

export interface RuleMeta {
  description: string;
  /** Severity in the `recommended` set; 'off' means only `extends: "all"` or explicit config turns it on. */
  defaultLevel: RuleLevel;
  /** Which inputs the rule applies to: definition rules run on every input. */
  scope: 'definition' | 'source' | 'live' | 'diff' | 'pin';
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
  messages: Record<string, string>;
  /** JSON Schema of the rule's options object (validated when config is loaded). */
  optionsSchema?: Record<string, unknown>;
  defaultOptions?: Record<string, unknown>;
}

export interface Rule {
  id: string;
  meta: RuleMeta;
  /** Called once per tool. */
  checkTool?(tool: LoadedTool, context: RuleContext): void;
  /** Called once per input with all its tools, for cross-tool rules (uniqueness). */
  checkSource?(tools: readonly LoadedTool[], context: RuleContext): void;
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
  /** Copied from LoadedSource.origin (SARIF places live findings there). */
  origin?: SourceOrigin;
  /** With `fix`: the file's text after every fix that could be applied (absent when nothing changed), as ESLint's `output`. */
  output?: string;
}

export interface LintReport {
  results: LintResult[];
  errorCount: number;
  warningCount: number;
  infoCount: number;
}

/** Tokens a client spends to list one input's tools, per tool and in all. */
export interface ContextTokens {
  encoding: string;
  total: number;
  /** Some tool's figure is an estimate from its length (not counted: no verdict needed it, or it was too long). */
  estimated?: true;
  tools: Array<{ name: string; tokens: number; estimated?: true }>;
}
