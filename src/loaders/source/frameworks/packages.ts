// What source mode knows of a framework before it walks a file: the packages it comes from, the zod they impose,
// what its own functions return, the names that show a file sets up a server. Project, the evaluator and the
// server evidence read this part of each framework (framework.ts adds the walk); it imports nothing that imports
// them, so the list can be handed to Project without an import cycle.
import type { SValue, ZodFlavor } from '../values.js';

export interface FrameworkModule {
  /** What imports of these packages are marked with: the `module` of the `external` values they give. */
  readonly module: string;
  /** Package specifiers: exactly this, or any that starts with it when it ends in `*` (`@mastra/core/*`). */
  readonly packages: readonly string[];
}

export interface FrameworkPackages {
  /** The framework, as named in docs and tests. */
  readonly id: string;
  /** The packages it comes from. A framework may share another's (the low-level API comes from the SDK's). */
  readonly modules: readonly FrameworkModule[];
  /** Words that make any package whose name contains them (any case) a package about MCP. */
  readonly packageWords?: readonly string[];
  /** Classes whose `new` shows that a file sets up an MCP server (when imported from a package about MCP). */
  readonly serverClasses?: readonly string[];
  /** Methods that register MCP tools or handlers, whatever the receiver, in a file that imports an MCP package. */
  readonly registrationMethods?: readonly string[];
  /**
   * Members a file must name (`x.tool`, `extends MCPTool`, `new MCPServer`) for this framework to register a tool in it
   * without importing the framework's package: a large file that names none of them is not searched (tool-files.ts).
   */
  readonly toolWords?: readonly string[];
  /** What a call of one of the framework's own functions returns, when that is known without running it. */
  callResult?(fn: Extract<SValue, { kind: 'external' }>, args: readonly SValue[]): SValue | undefined;
  /** The zod that `from "zod"` means in a file, when the framework imposes one on the files that use it. */
  zodFlavor?(text: string): ZodFlavor | undefined;
}

/** The module marker of a package specifier one of the frameworks comes from, or undefined. */
export function frameworkModule(frameworks: readonly FrameworkPackages[], specifier: string): string | undefined {
  for (const framework of frameworks) {
    for (const { module, packages } of framework.modules) {
      if (packages.some((name) => (name.endsWith('*') ? specifier.startsWith(name.slice(0, -1)) : specifier === name)))
        return module;
    }
  }
  return undefined;
}

/** Any `…mcp…` package by its name alone (`@x/mcp-cli`, `mcp_server`), whatever framework it belongs to. */
const MCP_WORD = /(^|[/@_.-])mcp([/_.-]|$)/i;

/** Whether a package is about MCP by its name: any `…mcp…` package, or one a framework's words name. */
export function isMcpPackage(frameworks: readonly FrameworkPackages[], name: string): boolean {
  if (MCP_WORD.test(name)) return true;
  const lower = name.toLowerCase();
  return frameworks.some((framework) => framework.packageWords?.some((word) => lower.includes(word)));
}

/** The first result a framework knows for a call of one of its functions. */
export function frameworkCallResult(
  frameworks: readonly FrameworkPackages[],
  fn: Extract<SValue, { kind: 'external' }>,
  args: readonly SValue[],
): SValue | undefined {
  for (const framework of frameworks) {
    const result = framework.callResult?.(fn, args);
    if (result) return result;
  }
  return undefined;
}
