// The one shape every Python framework file exports: the server classes that make its servers, the id its handlers
// carry, how its servers take tools and publish them (names, descriptions, schemas from type hints), what its `run()`
// serves, and what the model reads when a tool raises. index.ts lists them; the rest of the Python reader asks the
// list instead of naming an SDK.
import type { DuplicateNameBehaviour, HandlerFacts } from '../../../core/facts.js';
import type { FailureBehaviour } from '../../facts/failures.js';
import type { HintStyle, SchemaMode } from '../hint-schema.js';
import type { PythonProject } from '../project.js';
import type { Json } from '../schema-marks.js';
import type { PythonFile, SyntaxNode } from '../syntax.js';

/** A framework's id, as a server receiver carries it. */
export type ServerFlavour = string;

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
  /** Its `Tool.from_function` (a tool object built before it is registered): the factories' qualified names and their positional parameters. */
  readonly toolObjects?: { readonly factories: readonly string[]; readonly positional: readonly string[] };
  /** How the tool a registration makes is published in tools/list. */
  readonly published: ToolStyle;
  /** What a server does with a second tool of a name it has (shared/docs/mcp-tools.md) when made without options. */
  readonly duplicateName: DuplicateNameBehaviour;
  /** What the server made by the constructor call `call` does instead, when its arguments say (or may say) otherwise. */
  duplicateOption?(file: PythonFile, call: SyntaxNode): DuplicateNameBehaviour | undefined;
}

/**
 * How a framework publishes a registered function in tools/list, beside what its options say outright (name, title,
 * description, annotations). Each choice is a behaviour measured on an SDK (shared/docs/python-sdk.md).
 */
export interface ToolStyle {
  /** The title when `title=` is not given: none (MCPServer), or annotations' title, else the name in Title Case (fastmcp). */
  readonly defaultTitle: 'none' | 'annotations-or-name';
  /**
   * The docstring as description: 'raw' — the dedented `__doc__`, "" without one (MCPServer); 'parsed' — its summary,
   * its Args section describing the parameters, no description without one (fastmcp).
   */
  readonly docstring: 'raw' | 'parsed';
  /** Whether `description=""` is published as "" (fastmcp) rather than giving way to the docstring (MCPServer). */
  readonly emptyDescriptionKept: boolean;
  /**
   * The option that decides the outputSchema: `structured_output` (False: none; True: the return must give one;
   * MCPServer) or `output_schema` (None: none; anything else is a schema written by hand; fastmcp).
   */
  readonly outputOption: 'structured_output' | 'output_schema';
  /** `_meta`: `meta` as written (MCPServer), or merged with fastmcp's namespace of tags and version. */
  readonly meta: 'as-written' | 'fastmcp-namespace';
  /** What the SDK does with a returned value before sending it (HandlerFacts.returnedValues). */
  readonly returnedValues: NonNullable<HandlerFacts['returnedValues']>;
  readonly schemas: SchemaStyle;
}

/** How a framework turns a function's type hints into its inputSchema and outputSchema. */
export interface SchemaStyle extends HintStyle {
  /** The inputSchema's root around the parameters: pydantic's `<fn>Arguments` model (MCPServer), fastmcp's closed object. */
  inputRoot(functionName: string, properties: Json, required: string[]): Json;
  /** Whether a parameter whose name starts with `_` is refused (MCPServer) rather than published. */
  readonly refusesPrivateParameters: boolean;
  /** Whether a parameter defaulting to a call of fastmcp's dependency functions (`Depends(…)`, …) is injected, not an argument. */
  readonly injectsDependencies: boolean;
  /** Whether titles are pruned and `$defs` inlined once a schema is built (fastmcp). */
  readonly inlinesDefs: boolean;
  readonly output: OutputStyle;
}

/** Which return annotations give an outputSchema, and of what shape. */
export interface OutputStyle {
  /** pydantic's mode for output schemas: the output model's validation (MCPServer) or the serializer's (fastmcp). */
  readonly mode: SchemaMode;
  /** The root around a wrapped value: `{result: T}` with `<fn>Output` (MCPServer) or `x-fastmcp-wrap-result` (fastmcp). */
  wrapped(functionName: string, result: Json): Json;
  /** `-> None`: wrapped as `{result: null}` (MCPServer) or no outputSchema (fastmcp). */
  readonly none: 'wrapped' | 'no-schema';
  /**
   * What makes a return publish no outputSchema: content blocks (bare, as sequence items or union arms: MCPServer's
   * `_returns_content`), or any SDK type or `bytes` anywhere in the annotation (fastmcp).
   */
  readonly unpublished: 'content' | 'sdk-types';
  /** Whether `dict[str, T]` is published as it is, titled `<fn>DictOutput` (MCPServer), rather than wrapped. */
  readonly strDictAsIs: boolean;
  /** Whether bare `list`/`tuple`/`Sequence`, or those of `Any`, publish no outputSchema (fastmcp). */
  readonly anySequenceUnpublished: boolean;
  /** An Enum return: no outputSchema (MCPServer) or wrapped (fastmcp). */
  readonly enum: 'no-schema' | 'wrapped';
  /** Whether a returned dataclass becomes an output model of its fields (MCPServer) rather than its own schema. */
  readonly dataclassAsModel: boolean;
  /** Whether a return whose schema is an object already is published as it is (fastmcp's `_is_object_schema`). */
  readonly objectsAsIs: boolean;
  /**
   * Classes from packages: 'model-fields' — one without annotations (datetime, a bare list or dict, SDK types) gives
   * no outputSchema (MCPServer's output model); 'serializer' — plain types and mappings are wrapped, sequences give
   * none (fastmcp's TypeAdapter).
   */
  readonly packageClasses: 'model-fields' | 'serializer';
}

export interface PythonFramework {
  readonly id: ServerFlavour;
  /** Its server classes by qualified name, including the modules that re-export them. */
  readonly serverClasses: readonly string[];
  /** What its tools' handlers name as their framework (core/python-api.ts; it starts with `python-`), for the rules. */
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
