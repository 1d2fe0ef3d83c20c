// The one shape every Python framework file exports: the server classes that make its servers, the id its handlers
// carry, how its servers take tools, what its `run()` serves, and what the model reads when a tool raises. index.ts
// lists them; the rest of the Python reader asks the list instead of naming an SDK.
import type { PythonHandlerFacts } from '../../../core/facts.js';
import type { PythonProject } from '../project.js';
import type { PythonFile, SyntaxNode } from '../syntax.js';

/** The frameworks' ids, as a server receiver carries them. */
export type ServerFlavour = 'mcpserver' | 'fastmcp' | 'lowlevel';

export interface PythonFramework {
  readonly id: ServerFlavour;
  /** Its server classes by qualified name, including the modules that re-export them. */
  readonly serverClasses: readonly string[];
  /** What its tools' handlers name as their framework (core/python-api.ts), for the rules. */
  readonly handlerFramework: string;
  /** How its servers take tools: `tool`/`add_tool` registrations, or a tools/list handler (the low-level Server). */
  readonly tools: 'registrations' | 'list-handler';
  /** Whether `server.run()` serves stdio when no transport is named. */
  readonly stdioByDefault: boolean;
  /** Why the schemas of the server a constructor call makes are not rebuilt (a constructor option), if they are not. */
  schemasAsIs?(file: PythonFile, call: SyntaxNode): string | undefined;
  /** What the model reads when another exception than ToolError escapes a tool, and the ToolError to raise instead. */
  errorBehaviour(project: PythonProject, file: PythonFile): Pick<PythonHandlerFacts, 'escapedError' | 'toolErrorImport'>;
}
