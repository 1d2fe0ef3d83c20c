// What every framework file shares: the per-file context, turning an assembled definition into a LoadedTool,
// and reporting what could not be read. Framework files import this module; it imports none of them.
import type { LoadedTool } from '../../core/types.js';
import type { HandlerFacts, SourceFileFacts, ToolSourceFacts } from '../../core/facts.js';
import { ts, type TS } from './typescript.js';
import { rangeOf, snippet } from './positions.js';
import { isFunctionLike } from './ast.js';
import type { Evaluator } from './evaluate.js';
import type { DefinitionBuilder } from './materialize.js';
import type { HandlerAnalyzer } from './handler.js';
import type { Project } from './project.js';
import { schemaLiteralOf } from './schema-literals.js';
import { unknown, type Env, type SValue, type Unknown } from './values.js';
import { requireCallSpecifier } from './require-calls.js';

export interface FileContext {
  file: TS.SourceFile;
  evaluator: Evaluator;
  project: Project;
  handlers: HandlerAnalyzer;
  /** Recognised packages the file imports or requires, by module marker (`zod`, and each framework's). */
  imports: Set<string>;
  facts: SourceFileFacts;
  tools: LoadedTool[];
  /**
   * Every item a list-building expression can hold (tool-lists.ts), for loops over lists the evaluator cannot
   * read as one array (`for (const t of createTools())` with pushes inside). Given by registrations.ts, so that
   * iteration.ts and tool-lists.ts do not import each other.
   */
  collectList?: (
    expression: TS.Expression,
    env: Env,
  ) => { items: SValue[]; decidedAt: TS.Node[]; unresolved?: Unknown };
}

/** What a stdio scan needs of a file's context: a module followed from a stdio entry has no more. */
export type ScanContext = Pick<FileContext, 'file' | 'evaluator' | 'project' | 'imports'>;

/** The LoadedTool of a definition built with `builder`; its schema literals are found where the builder placed them. */
export function toolFrom(
  context: FileContext,
  builder: DefinitionBuilder,
  definition: Record<string, unknown>,
  api: string,
  handler: HandlerFacts | undefined,
  extra: ToolSourceFacts = {},
): LoadedTool {
  return {
    ...builder.tool.build(api, handler, extra, definition),
    schemaLiteralAt(pointer: string) {
      return schemaLiteralOf(builder.tool.placeOf(pointer), context.file);
    },
  };
}

export function reportUnresolved(context: FileContext, value: Unknown, what: string, at?: TS.Node): void {
  const node =
    at && at.getSourceFile() === context.file
      ? at
      : value.node.getSourceFile() === context.file
        ? value.node
        : (value.site ?? value.node);
  const range = rangeOf(node.getSourceFile() === context.file ? node : context.file);
  const message = `${what} comes from ${value.reason}`;
  if (!context.facts.unresolved.some((u) => u.what === message && u.range.start.line === range.start.line))
    context.facts.unresolved.push({ what: message, range, ...(value.budget ? { overBudget: true as const } : {}) });
}

/** A tool name, or undefined after reporting why it is not a static string. */
export function nameOf(
  context: FileContext,
  value: SValue,
  call: TS.CallExpression,
  argument: TS.Node | undefined = call.arguments[0],
): string | undefined {
  if (value.kind === 'primitive' && typeof value.value === 'string') return value.value;
  reportUnresolved(
    context,
    value.kind === 'unknown' ? value : unknown(value.node, `the name \`${snippet(value.node)}\` is not a string`),
    `The name of a tool registered by \`${snippet(call.expression)}(…)\``,
    argument,
  );
  return undefined;
}

export function importedModules(file: TS.SourceFile, project: Project): Set<string> {
  const t = ts();
  const found = new Set<string>();
  for (const statement of file.statements) {
    if (t.isImportDeclaration(statement) && t.isStringLiteral(statement.moduleSpecifier)) {
      const module = project.recognisedModule(statement.moduleSpecifier.text);
      if (module) found.add(module);
    }
  }
  // CommonJS: require('…') anywhere at the top level.
  const visit = (node: TS.Node): void => {
    const specifier = requireCallSpecifier(node);
    if (specifier !== undefined) {
      const module = project.recognisedModule(specifier);
      if (module) found.add(module);
    }
    if (!isFunctionLike(node)) t.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Whether the receiver of `x.method(…)` is known to be an instance of a recognised class. */
export function receiverIs(context: FileContext, call: TS.CallExpression, className: string): boolean {
  const receiver = (call.expression as TS.PropertyAccessExpression).expression;
  const value = context.evaluator.evaluate(receiver);
  return value.kind === 'instance' && value.name === className;
}

export function isString(value: SValue): boolean {
  return value.kind === 'primitive' && typeof value.value === 'string';
}
