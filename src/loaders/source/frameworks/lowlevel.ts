// The low-level API: `setRequestHandler(ListToolsRequestSchema | 'tools/list', …)` returns tool literals;
// `setRequestHandler(CallToolRequestSchema | 'tools/call', …)` dispatches on the tool name (switch, if, lookup object).
import type { HandlerFacts } from '../../../core/facts.js';
import { ts, type TS } from '../typescript.js';
import { rangeOf, snippet } from '../positions.js';
import { collectToolList, type ToolList } from '../tool-lists.js';
import { returnStatements } from '../ast.js';
import { DefinitionBuilder } from '../materialize.js';
import { reportUnresolved, toolFrom, type FileContext } from '../tool-building.js';
import { EMPTY_ENV, unknown, type Env, type SValue } from '../values.js';
import { iterationEnvs } from '../iteration.js';
import { methodCall, type Framework } from './framework.js';
import { isSdkModule } from './sdk-packages.js';
import type { SourceModel } from '../model.js';
import { TS_PROTOCOL_ERROR } from '../../facts/failures.js';
import { noteListOverride } from './sdk-list-override.js';

export const lowLevel: Framework = {
  id: 'lowlevel',
  // The SDK's own packages (sdk.ts declares them): the low-level Server is another API of the same SDK.
  modules: [],
  serverClasses: ['Server'],
  registrationMethods: ['setRequestHandler'],
  toolWords: ['setRequestHandler'],
  recognises: (node) => methodCall(node, ts(), 2) === 'setRequestHandler',
  build(nodes, context) {
    if (nodes.length) findLowLevel(context, nodes as TS.CallExpression[]);
  },
};

type Method = 'tools/list' | 'tools/call';

function methodOf(context: FileContext, argument: TS.Expression): Method | undefined {
  const value = context.evaluator.evaluate(argument);
  if (value.kind === 'primitive' && (value.value === 'tools/list' || value.value === 'tools/call')) return value.value;
  if (value.kind === 'external' && isSdkModule(value.module)) {
    if (value.name === 'ListToolsRequestSchema') return 'tools/list';
    if (value.name === 'CallToolRequestSchema') return 'tools/call';
  }
  // Compiled output reaches the schema through helpers (`types_js_1.ListToolsRequestSchema` after
  // `__importStar(require(…))`, a bundler's renamed import): the SDK's export name is distinctive enough.
  if (value.kind === 'unknown') {
    const name = ts().isPropertyAccessExpression(argument)
      ? argument.name.text
      : ts().isIdentifier(argument)
        ? argument.text
        : '';
    if (name === 'ListToolsRequestSchema') return 'tools/list';
    if (name === 'CallToolRequestSchema') return 'tools/call';
  }
  return undefined;
}

function findLowLevel(context: FileContext, calls: TS.CallExpression[]): void {
  const lists: TS.CallExpression[] = [];
  const callHandlers: TS.CallExpression[] = [];
  for (const call of calls) {
    const method = methodOf(context, call.arguments[0]!);
    if (method === 'tools/list') {
      lists.push(call);
      noteListOverride(context.project, call);
    } else if (method === 'tools/call') callHandlers.push(call);
  }
  if (!lists.length) return;
  const first = context.tools.length;
  for (const call of lists) listedTools(context, call);
  const listed = context.tools.slice(first);
  for (const call of callHandlers) {
    const handler = handlerFunction(context, call.arguments[1]!);
    if (handler.kind !== 'function') {
      reportUnresolved(
        context,
        handler.kind === 'unknown' ? handler : unknown(call.arguments[1]!, `\`${snippet(call.arguments[1]!)}\``),
        'The tools/call handler',
      );
      continue;
    }
    const branches = dispatchBranches(context, handler);
    for (const tool of listed) {
      const name = (tool.definition as { name?: unknown }).name;
      const branch = typeof name === 'string' ? branches.get(name) : undefined;
      if (branch)
        tool.handler = context.handlers.analyze(
          branch.fn ?? handler,
          'sdk-lowlevel',
          call.arguments[1]!,
          branch.fn ? undefined : branch.region,
          FAILURES,
        );
    }
    // A handler that does not dispatch on the name serves every tool: its facts are attached once.
    if (branches.size === 0 && listed[0])
      listed[0].handler = context.handlers.analyze(handler, 'sdk-lowlevel', call.arguments[1]!, undefined, FAILURES);
  }
  for (const tool of listed) tool.handler ??= { framework: 'sdk-lowlevel', returns: [] } satisfies HandlerFacts;
}

function listedTools(context: FileContext, call: TS.CallExpression): void {
  // A handler set up inside a helper may list what the helper's callers pass in (`setupHandlers(server, TOOLS)`).
  const envs = iterationEnvs(context, call, [call.arguments[1]!]);
  const list: ToolList = { items: [], decidedAt: [] };
  let found = false;
  for (const env of Array.isArray(envs) ? envs : [EMPTY_ENV]) {
    const handler = handlerFunction(context, call.arguments[1]!, env);
    if (handler.kind !== 'function' || !handler.decl.body) {
      reportUnresolved(
        context,
        handler.kind === 'unknown' ? handler : unknown(call.arguments[1]!, `\`${snippet(call.arguments[1]!)}\``),
        'The tools/list handler',
      );
      return;
    }
    found = listFrom(context, handler, list) || found;
  }
  finishList(context, call, list, found);
}

function listFrom(context: FileContext, handler: Extract<SValue, { kind: 'function' }>, list: ToolList): boolean {
  let found = false;
  for (const expression of resultExpressions(context.project.model, handler.decl)) {
    const toolsExpression = toolsPropertyOf(expression);
    if (toolsExpression) {
      merge(list, collectToolList(context.evaluator, toolsExpression, handler.env, context));
      found = true;
      continue;
    }
    // A result built elsewhere (a helper, a constant): its `tools` entry, when it has one.
    const result = context.evaluator.evaluate(expression, handler.env);
    const tools = result.kind === 'object' ? result.entries.get('tools')?.value : undefined;
    if (tools?.kind === 'array') {
      list.items.push(...tools.items);
      if (tools.opaque) list.unresolved ??= tools.opaque;
      found = true;
    } else if (tools?.kind === 'unknown') list.unresolved ??= tools;
    else if (result.kind === 'unknown') list.unresolved ??= result;
  }
  return found;
}

function finishList(context: FileContext, call: TS.CallExpression, list: ToolList, found: boolean): void {
  if (!found || list.unresolved) {
    reportUnresolved(
      context,
      list.unresolved ?? unknown(call.arguments[1]!, 'a tools/list result without a static `tools` array'),
      'The tool list returned by the tools/list handler',
    );
  }
  const seen = new Set<string>();
  let rebuilt = 0;
  for (const item of list.items) {
    if (item.kind !== 'object') {
      reportUnresolved(
        context,
        item.kind === 'unknown' ? item : unknown(item.node, `\`${snippet(item.node)}\``),
        'A tool listed by the tools/list handler',
      );
      continue;
    }
    const anchor = item.site && item.site.getSourceFile() === context.file ? item.site : undefined;
    const fallback = item.node.getSourceFile() === context.file ? item.node : (anchor ?? call);
    const builder = new DefinitionBuilder(context.project.model, context.file, fallback);
    const definition = builder.json(item, '', anchor) as Record<string, unknown>;
    const name = definition.name;
    if (typeof name !== 'string' || builder.unknownAt('/name')) {
      const bad = builder.unknownAt('/name') ?? unknown(item.node, 'a tool without a static name');
      reportUnresolved(context, bad, 'A tool listed by the tools/list handler');
      continue;
    }
    // The same tool reached along two paths of the union (`[...all.filter(a), ...all.filter(b)]`) is listed once.
    const key = `${name}\u0000${item.node.getSourceFile().fileName}:${item.node.pos}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rebuilt++;
    context.tools.push(
      toolFrom(
        context,
        builder,
        definition,
        'setRequestHandler',
        undefined,
        list.decidedAt.length ? { registration: { mayNotRun: 'narrowed' } } : {},
      ),
    );
  }
  if (rebuilt && list.decidedAt.length) {
    const site = list.decidedAt.find((node) => node.getSourceFile() === context.file) ?? call;
    context.facts.upperBounds = [
      ...(context.facts.upperBounds ?? []),
      { tools: rebuilt, decidedBy: snippet(site, 60), range: rangeOf(site) },
    ];
  }
}

function merge(into: ToolList, from: ToolList): void {
  into.items.push(...from.items);
  into.decidedAt.push(...from.decidedAt);
  into.unresolved ??= from.unresolved;
}

/** The handler function, seen through wrappers (`wrapHandler("ListTools", async () => …)`, logging middleware). */
export function handlerFunction(context: FileContext, argument: TS.Expression, env: Env = EMPTY_ENV): SValue {
  const t = ts();
  // A wrapper call's own result is the wrapper's function; the handler the author wrote is the function passed in.
  const inner = (node: TS.Expression, depth: number): SValue | undefined => {
    if (depth > 4 || !t.isCallExpression(node)) return undefined;
    for (const arg of node.arguments) {
      const candidate =
        t.isArrowFunction(arg) || t.isFunctionExpression(arg) || t.isIdentifier(arg)
          ? context.evaluator.evaluate(arg, env)
          : undefined;
      if (candidate?.kind === 'function') return candidate;
      const nested = inner(arg, depth + 1);
      if (nested) return nested;
    }
    return undefined;
  };
  return inner(argument, 0) ?? context.evaluator.evaluate(argument, env);
}

/**
 * What a handler returns: its return expressions, seen through the helpers compilers add for async functions
 * (`return __awaiter(this, …, function* () { return … })`, esbuild's `__async(this, null, function* () { … })`).
 */
function resultExpressions(
  model: SourceModel,
  decl: TS.SignatureDeclaration & { body?: TS.Node },
  depth = 0,
): TS.Expression[] {
  const t = ts();
  const body = decl.body;
  if (!body) return [];
  const expressions = t.isBlock(body)
    ? returnStatements(model, body)
        .map((r) => r.expression)
        .filter((e): e is TS.Expression => !!e)
    : [body as TS.Expression];
  return expressions.flatMap((expression) => {
    const generator = depth < 3 ? asyncHelperBody(expression) : undefined;
    return generator ? resultExpressions(model, generator, depth + 1) : [expression];
  });
}

function asyncHelperBody(expression: TS.Expression): (TS.SignatureDeclaration & { body?: TS.Node }) | undefined {
  const t = ts();
  if (
    !t.isCallExpression(expression) ||
    !t.isIdentifier(expression.expression) ||
    !/^(__awaiter|__async|_asyncToGenerator)$/.test(expression.expression.text)
  )
    return undefined;
  const last = expression.arguments[expression.arguments.length - 1];
  return last && (t.isFunctionExpression(last) || t.isArrowFunction(last)) ? last : undefined;
}

/** `{ tools: <expression> }` or `{ tools }` in a result literal. */
function toolsPropertyOf(expression: TS.Expression): TS.Expression | undefined {
  const t = ts();
  let node = expression;
  while (t.isParenthesizedExpression(node) || t.isAsExpression(node) || t.isSatisfiesExpression(node))
    node = node.expression;
  if (!t.isObjectLiteralExpression(node)) return undefined;
  for (const property of node.properties) {
    if (
      !property.name ||
      !(t.isIdentifier(property.name) || t.isStringLiteral(property.name)) ||
      property.name.text !== 'tools'
    )
      continue;
    if (t.isPropertyAssignment(property)) return property.initializer;
    if (t.isShorthandPropertyAssignment(property)) return property.name;
  }
  return undefined;
}

interface Branch {
  /** A per-tool handler function (lookup-object dispatch). */
  fn?: Extract<SValue, { kind: 'function' }>;
  /** The code that handles the tool (a case clause or an if branch). */
  region?: TS.Node;
}

const NAME_EXPRESSION = /(^|\.)(name|toolName|tool_name|tool)$/;

/** Whether an expression reads the called tool's name (`request.params.name`, `name`, `toolName as ToolName`). */
function isToolName(expression: TS.Expression): boolean {
  const t = ts();
  while (t.isAsExpression(expression) || t.isParenthesizedExpression(expression) || t.isNonNullExpression(expression))
    expression = expression.expression;
  return NAME_EXPRESSION.test(snippet(expression, 200));
}

/** A throw in a tools/call handler is a JSON-RPC error; a throw in its fallback for other names answers an unknown tool. */
const FAILURES = { behaviour: TS_PROTOCOL_ERROR, isToolName };

/** Tool name → the code that handles it. */
function dispatchBranches(context: FileContext, handler: Extract<SValue, { kind: 'function' }>): Map<string, Branch> {
  const t = ts();
  const branches = new Map<string, Branch>();
  const body = handler.decl.body;
  if (!body) return branches;
  const literal = (expression: TS.Expression): string | undefined => {
    const value = context.evaluator.evaluate(expression, handler.env);
    return value.kind === 'primitive' && typeof value.value === 'string' ? value.value : undefined;
  };
  const visit = (node: TS.Node): void => {
    if (t.isSwitchStatement(node) && isToolName(node.expression)) {
      let pending: string[] = [];
      for (const clause of node.caseBlock.clauses) {
        if (t.isCaseClause(clause)) {
          const name = literal(clause.expression);
          if (name !== undefined) pending.push(name);
        }
        if (clause.statements.length) {
          for (const name of pending) if (!branches.has(name)) branches.set(name, { region: clause });
          pending = [];
        }
      }
    }
    if (t.isIfStatement(node) && t.isBinaryExpression(node.expression)) {
      const { left, right, operatorToken } = node.expression;
      if (
        operatorToken.kind === t.SyntaxKind.EqualsEqualsEqualsToken ||
        operatorToken.kind === t.SyntaxKind.EqualsEqualsToken
      ) {
        const name = isToolName(left) ? literal(right) : isToolName(right) ? literal(left) : undefined;
        if (name !== undefined && !branches.has(name)) branches.set(name, { region: node.thenStatement });
      }
    }
    if (t.isElementAccessExpression(node) && isToolName(node.argumentExpression)) {
      const table = context.evaluator.evaluate(node.expression, handler.env);
      if (table.kind === 'object') {
        for (const [name, entry] of table.entries) {
          const value =
            entry.value.kind === 'object'
              ? (entry.value.entries.get('handler')?.value ?? entry.value.entries.get('execute')?.value)
              : entry.value;
          if (value?.kind === 'function' && !branches.has(name)) branches.set(name, { fn: value });
        }
      }
    }
    if (node !== body && (t.isFunctionDeclaration(node) || t.isArrowFunction(node) || t.isFunctionExpression(node)))
      return;
    t.forEachChild(node, visit);
  };
  visit(body);
  return branches;
}
