// The one shape every Python framework file exports: the server classes that make its servers, the id its handlers
// carry, how its servers take tools, what its `run()` serves, and what the model reads when a tool raises. index.ts
// lists them; the rest of the Python reader asks the list instead of naming an SDK.
import type { FailureBehaviour } from '../../facts/failures.js';
import type { PythonProject } from '../project.js';
import type { PythonFile, SyntaxNode } from '../syntax.js';

/** The frameworks' ids, as a server receiver carries them. */
export type ServerFlavour = 'mcpserver' | 'fastmcp' | 'lowlevel';

/** How a high-level server's `tool(…)` and `add_tool(…)` take a function. */
export interface RegistrationApi {
  /** `tool(…)`'s parameters that may be given by position, in order. */
  readonly positional: readonly string[];
  /** The options of `tool(…)` mcp-lint reads or knows to leave tools/list alone; another leaves the tool unresolved. */
  readonly options: ReadonlySet<string>;
  /** Why a bare `@server.tool` (written as `label`) registers nothing, when it does not. */
  bareDecorator?(label: string): string;
  /** Why `server.tool(fn)` (written as `label`) registers nothing, when it does not; `fixed` is the call to write instead. */
  toolOfFunction?(label: string, fixed: string): string;
  /** add_tool's parameters after the function by position; why more arguments are not followed; whether it takes a Tool object. */
  readonly addTool: {
    readonly positional: readonly string[];
    readonly moreArguments?: string;
    readonly toolObjects: boolean;
  };
}

export interface PythonFramework {
  readonly id: ServerFlavour;
  /** Its server classes by qualified name, including the modules that re-export them. */
  readonly serverClasses: readonly string[];
  /** What its tools' handlers name as their framework (core/python-api.ts), for the rules. */
  readonly handlerFramework: string;
  /** How its servers take tools: `tool`/`add_tool` registrations, or a tools/list handler (the low-level Server). */
  readonly tools: 'registrations' | 'list-handler';
  /** Its `tool` and `add_tool`, when its servers take tools by registration. */
  readonly registration?: RegistrationApi;
  /** Whether `server.run()` serves stdio when no transport is named. */
  readonly stdioByDefault: boolean;
  /** Why the schemas of the server a constructor call makes are not rebuilt (a constructor option), if they are not. */
  schemasAsIs?(file: PythonFile, call: SyntaxNode): string | undefined;
  /** What the model reads when another exception than ToolError escapes a tool, and what to write instead. */
  errorBehaviour(project: PythonProject, file: PythonFile): FailureBehaviour;
}
