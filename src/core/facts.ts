// What loaders learn about a tool, a file or a running server beyond its definition, for the rules that read it:
// the source loader's handler and file facts, live probes' answers. JSON inputs carry none of it.
import type { Range } from './position.js';

/**
 * What a source loader learned about a tool's handler. Filled by the TS/JS and Python source loaders
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
  /** What the handler raises, and how the model sees it (TS `throw`, Python `raise`): src/loaders/facts/failures.ts. */
  failures?: HandlerFailures;
  /** True when the handler could not be followed (defined in another package, computed, …). */
  unresolved?: boolean;
  /**
   * Literal values the handler returns, when its definition has an outputSchema they must fit (Python:
   * `return "text"`, `return f"{n} items"`, `return None` in a function declared `-> int`): what was written, not
   * whether it fits, which return-fits-output-schema decides.
   */
  returnedLiterals?: ReturnedLiteral[];
  /**
   * What the SDK does with a returned value, beside returnedLiterals: 'validated' against the declared type before it
   * is sent, so a value that does not fit fails the call (MCPServer, FastMCP 1.x); 'sent-as-is' (fastmcp).
   */
  returnedValues?: 'validated' | 'sent-as-is';
}

/** A literal a handler returns, as JSON sees it. */
export interface ReturnedLiteral {
  /** The JSON type the value serialises to (a tuple or set is an array). */
  type: 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array' | 'object';
  /** The value of a plain str, int, float or bool literal. */
  value?: string | number | boolean;
  /** A string built at run time (an f-string): its text outside the replacement fields. */
  fixedText?: string;
  /** RFC 6901 pointer to the schema in the definition the value is checked against ('/outputSchema/properties/result' when the SDK wraps it). */
  schemaPointer: string;
  /** Short source text of the returned expression. */
  text: string;
  range: Range;
}

/**
 * What a handler raises, and how the model sees it, whatever the language: a TS `throw` and a Python `raise` are the
 * same observation. Only what runs in the handler itself is read (not the functions it calls), and only what is
 * certain is listed: a raise a try around it may catch is left out.
 */
export interface HandlerFailures {
  /**
   * What the model reads when a failure other than the framework's tool error leaves the handler, as its framework
   * adapter says: 'protocol-error' — no result at all but a JSON-RPC error (the low-level Servers, for every
   * exception); 'generic' — only the framework's fixed text (`shown`; MCPServer, fastmcp with `mask_error_details=True`);
   * 'message' — the exception's own text (McpServer, FastMCP 1.x, fastmcp).
   */
  escaped: 'protocol-error' | 'generic' | 'message';
  /** How the framework answers an escaped failure, for messages, `{tool}` standing for the tool's name. */
  shown: string;
  /** The statement as the language writes it ('throw', 'raise'), for messages. */
  statement: string;
  /**
   * What to write instead, as the language writes it: for 'protocol-error' the error result to return, for 'generic'
   * the tool error's import (`from mcp.server.mcpserver.exceptions import ToolError`).
   */
  instead: string;
  /** Throw and raise statements no try in the handler catches, deliberate protocol errors (McpError) left out. */
  raised: RaisedFailure[];
  /** Subscripts keyed by a parameter (or a value made from one) that can raise KeyError or IndexError, uncaught and unchecked. */
  lookups: Array<{ text: string; parameter: string; range: Range }>;
}

/** One throw or raise statement that can leave a handler. */
export interface RaisedFailure {
  range: Range;
  /** The class as written (`ValueError`), when the statement names one; for a bare `raise` in an except clause, the class that clause catches. */
  exception?: string;
  /** The framework's tool error or a subclass (MCPServer's ResourceError too, which it reports the same way). */
  toolError?: boolean;
  /** The message as written when it is a string literal or a template (the text outside its placeholders, cut to 200 characters). */
  messageText?: string;
  /** Set when the statement is in the fallback branch of a dispatch on the tool's name (a switch's `default:`). */
  dispatchFallback?: boolean;
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

/** Source-mode facts about one tool that are not part of its definition. */
export interface ToolSourceFacts {
  /** Live tools placed under --source-root: the API source mode saw register the tool (LoadedTool.api's values). */
  registeredWith?: string;
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
  unresolved?: Array<{
    pointer: string;
    what: string;
    range?: Range;
    overBudget?: true;
    /** Said once for the file (a cause many tools share), not per tool. */
    saidForFile?: true;
  }>;
  /** Where the tool's registration runs, and whether the run time decides that the server lists it at all. */
  registration?: RegistrationRuns;
}

/**
 * Where a registration runs, as both source readers say it: the TS reader traces each path to the call; the Python
 * reader says only whether the run time decides it. Rules and the benchmarks read this, never a reader's own terms.
 */
export interface RegistrationRuns {
  /**
   * One placement per way execution can reach the registration call (a registration helper called twice has two).
   * Absent where paths are not traced: tools not registered by a call (low-level lists, mcp-framework classes).
   * Python's have one, its path the exclusive arms around the call (if/elif/else, match cases, `a if c else b`) from
   * the module, wherever the call is.
   */
  placements?: RegistrationPlacement[];
  /** What the framework does when the name is registered again on the same server; absent: it refuses it (the TS SDKs throw). */
  duplicateName?: DuplicateNameBehaviour;
  /**
   * Set when the run time decides whether the server lists the tool, so the tools rebuilt are an upper bound:
   * 'narrowed' — it comes from a list or loop the run time narrows (a filter, a flag, a loop that skips items, one
   * of several returns); 'uncalled' — it is registered in a function no linted file calls, or by a tool as it runs;
   * 'guarded' — a check can hide it from clients (fastmcp's `auth=`).
   */
  mayNotRun?: 'narrowed' | 'uncalled' | 'guarded';
}

/** What a framework does with a second tool of a name its server has, as its server was made to do. */
export interface DuplicateNameBehaviour {
  /** Which of the two it lists: the `first` or the `last`; `neither` when the second registration raises, so the server does not start. */
  kept: 'first' | 'last' | 'neither';
  /** Whether it logs a warning when it takes the second one; absent when a server option not written as a literal decides. */
  warns?: boolean;
  /** The framework as the author knows it ("fastmcp"), with the server option that chose this, when one did. */
  by: string;
  /** A server option written as something other than a literal (`on_duplicate=mode`), which may choose otherwise. */
  unless?: string;
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
  /**
   * Set when the path leaves a function by no known call (a callback other than a tool handler, a function called
   * only from outside the files read): the id of the innermost such function. The place may never run on this path,
   * except together with another place whose path opens at the same function.
   */
  openAt?: string;
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
  /**
   * Python files: the first place the parser could not read (a syntax error, or syntax newer than the parser); the
   * rest of the file is read around it (source-unresolved reports it).
   */
  syntaxError?: { range: Range };
  /** The command that starts the file's server (`node dist/index.js` as its package.json says; `python -m pkg`), for "lint the running server" hints. */
  startCommand?: string;
  /**
   * Set when the file starts a stdio transport: where it is started and every stdout write in the file, each with
   * the paths that reach it. A write corrupts the JSON-RPC stream when it can run on a path where stdio is in use.
   * Also set on a module that a stdio entry loads (then `transports` is empty): its writes that can run in that
   * server come with `via`, already placed by the loader (stdio-modules.ts of each reader).
   */
  stdio?: {
    transports: Array<{ range: Range; paths: BranchPath[] }>;
    writes: StdoutWrite[];
  };
  /** Set on the --project tsconfig's own entry: errors in it that TypeScript would stop on (tsconfig-problem). */
  tsconfigProblems?: TsconfigProblem[];
  /** Ids named by mcp-lint-disable comments that are not rules of the run, with the comment's place (directive-unknown-rule). */
  unknownDirectiveRuleIds?: Array<{ id: string; range: Range }>;
  /** Tools registered in files linted before this one on a receiver this file also registers on (cross-file duplicates). */
  registrationsElsewhere?: RegistrationElsewhere[];
}

/**
 * A stdout write in a server that speaks JSON-RPC over stdio, in the one shape both source readers record
 * (src/loaders/facts/stdout-writes.ts builds it): what it is, when it runs, and the edit that sends it to stderr.
 */
export interface StdoutWrite {
  text: string;
  range: Range;
  /**
   * When it runs: 'startup' — before the SDK takes stdout over (every SDK sends it to the client); 'serving' — in a
   * tool while a server that writes JSON-RPC to the process's own stdout serves; 'stdio' — wherever `paths` (or
   * `via`) say, which may be while the transport is in use.
   */
  runs: 'startup' | 'serving' | 'stdio';
  /** The paths that reach it in the file that starts the transport; empty for a module's write (`via`). */
  paths: BranchPath[];
  /** A module's write: the entry that loads the module and starts the transport. */
  via?: StdioEntry;
  /** A module's write that meets the entry's transport only through a function no known call leads to. */
  mayNotRun?: true;
  /** An edit that sends the write to stderr and changes nothing else (`console.log` → `console.error`, `, file=sys.stderr`). */
  edit?: { range: [number, number]; text: string };
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
  /**
   * For an `isError` result that carries `structuredContent` from a tool with an outputSchema: its problems against
   * that (success) schema, which some clients check it against all the same (absent = not checked).
   */
  errorStructuredContentIssues?: SchemaIssue[];
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

/**
 * A publishing manifest (registry inputs): the MCP Registry's `server.json` or an MCP bundle's `manifest.json`, and
 * what the project beside it (the same directory) says, read as data.
 */
export interface RegistryFacts {
  format: 'server.json' | 'mcpb';
  /** The parsed document, exactly as found (rules must not assume its shape). */
  document: unknown;
  /** Where a pointer into the document is in the file (the deepest existing node on its path). */
  locate(pointer: string): Range;
  project: ProjectFacts;
}

/** The project a publishing manifest belongs to: the files beside it. Each is absent when the file is not there. */
export interface ProjectFacts {
  /** package.json, display path and parsed value; `value` is null when it cannot be read as a JSON object. */
  packageJson?: { path: string; value: Record<string, unknown> | null };
  /** pyproject.toml's `[project]` name and version, as written (a value computed at build time is not read). */
  pyproject?: { path: string; name?: string; version?: string };
  /** The README (README.md, README.rst, README.txt, README), display path and text. */
  readme?: { path: string; text: string };
  /**
   * The environment variables the project's TS/JS and Python source reads by name (`process.env.X`, `process.env['X']`,
   * a destructuring of `process.env`; `os.environ["X"]`, `os.environ.get("X")`, `os.getenv("X")`); `dynamic` when
   * some read names none (`process.env[key]`, pydantic-settings), so absence proves nothing. Absent when the project
   * has no TS/JS or Python source mcp-lint read.
   */
  envReads?: { names: ReadonlySet<string>; files: number; dynamic: boolean };
}
