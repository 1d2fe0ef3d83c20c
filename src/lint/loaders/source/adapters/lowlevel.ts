// The low-level API: `setRequestHandler(ListToolsRequestSchema | 'tools/list', …)` returns tool literals;
// `setRequestHandler(CallToolRequestSchema | 'tools/call', …)` dispatches on the tool name (switch, if, lookup object).
import type { HandlerFacts } from '../../../types.js';
import { ts, type TS } from '../typescript.js';
import { snippet } from '../positions.js';
import { returnStatements } from '../ast.js';
import { DefinitionBuilder } from '../materialize.js';
import { reportUnresolved, toolFrom, type FileContext } from '../tool-building.js';
import { unknown, type SValue } from '../values.js';
import { methodCall, type Adapter } from './adapter.js';

export const lowLevelAdapter: Adapter = {
  id: 'lowlevel',
  recognises: (node) => methodCall(node, ts(), 2) === 'setRequestHandler',
  build(nodes, context) {
    if (nodes.length) findLowLevel(context, nodes as TS.CallExpression[]);
  },
};

type Method = 'tools/list' | 'tools/call';

function methodOf(context: FileContext, argument: TS.Expression): Method | undefined {
  const value = context.evaluator.evaluate(argument);
  if (value.kind === 'primitive' && (value.value === 'tools/list' || value.value === 'tools/call')) return value.value;
  if (value.kind === 'external' && (value.module === 'sdk-v1' || value.module === 'sdk-v2')) {
    if (value.name === 'ListToolsRequestSchema') return 'tools/list';
    if (value.name === 'CallToolRequestSchema') return 'tools/call';
  }
  return undefined;
}

function findLowLevel(context: FileContext, calls: TS.CallExpression[]): void {
  const lists: TS.CallExpression[] = [];
  const callHandlers: TS.CallExpression[] = [];
  for (const call of calls) {
    const method = methodOf(context, call.arguments[0]!);
    if (method === 'tools/list') lists.push(call);
    else if (method === 'tools/call') callHandlers.push(call);
  }
  if (!lists.length) return;
  const first = context.tools.length;
  for (const call of lists) listedTools(context, call);
  const listed = context.tools.slice(first);
  for (const call of callHandlers) {
    const handler = context.evaluator.evaluate(call.arguments[1]!);
    if (handler.kind !== 'function') {
      reportUnresolved(context, handler.kind === 'unknown' ? handler : unknown(call.arguments[1]!, `\`${snippet(call.arguments[1]!)}\``), 'The tools/call handler');
      continue;
    }
    const branches = dispatchBranches(context, handler);
    for (const tool of listed) {
      const name = (tool.definition as { name?: unknown }).name;
      const branch = typeof name === 'string' ? branches.get(name) : undefined;
      if (branch) tool.handler = context.handlers.analyze(branch.fn ?? handler, 'sdk-lowlevel', call.arguments[1]!, branch.fn ? undefined : branch.region);
    }
    // A handler that does not dispatch on the name serves every tool: its facts are attached once.
    if (branches.size === 0 && listed[0]) listed[0].handler = context.handlers.analyze(handler, 'sdk-lowlevel', call.arguments[1]!);
  }
  for (const tool of listed) tool.handler ??= { framework: 'sdk-lowlevel', returns: [] } satisfies HandlerFacts;
}

function listedTools(context: FileContext, call: TS.CallExpression): void {
  const t = ts();
  const handler = context.evaluator.evaluate(call.arguments[1]!);
  if (handler.kind !== 'function' || !handler.decl.body) {
    reportUnresolved(context, handler.kind === 'unknown' ? handler : unknown(call.arguments[1]!, `\`${snippet(call.arguments[1]!)}\``), 'The tools/list handler');
    return;
  }
  const body = handler.decl.body;
  const expressions = t.isBlock(body) ? returnStatements(body).map((r) => r.expression).filter((e): e is TS.Expression => !!e) : [body as TS.Expression];
  let tools: SValue | undefined;
  for (const expression of expressions) {
    const result = context.evaluator.evaluate(expression, handler.env);
    const list = result.kind === 'object' ? result.entries.get('tools')?.value : undefined;
    if (list) {
      tools = list;
      break;
    }
    tools ??= result;
  }
  if (!tools || tools.kind !== 'array' || tools.opaque) {
    const reason = tools?.kind === 'unknown' ? tools : tools?.kind === 'array' && tools.opaque ? tools.opaque : unknown(call.arguments[1]!, 'a tools/list result without a static `tools` array');
    reportUnresolved(context, reason, 'The tool list returned by the tools/list handler');
    if (!tools || tools.kind !== 'array') return;
  }
  for (const item of tools.items) {
    if (item.kind !== 'object') {
      reportUnresolved(context, item.kind === 'unknown' ? item : unknown(item.node, `\`${snippet(item.node)}\``), 'A tool listed by the tools/list handler');
      continue;
    }
    const anchor = item.site && item.site.getSourceFile() === context.file ? item.site : undefined;
    const fallback = item.node.getSourceFile() === context.file ? item.node : anchor ?? call;
    const builder = new DefinitionBuilder(context.file, fallback);
    const definition = builder.json(item, '', anchor) as Record<string, unknown>;
    const name = definition.name;
    if (typeof name !== 'string' || builder.unresolved.some((u) => u.pointer === '/name')) {
      const bad = builder.unresolved.find((u) => u.pointer === '/name')?.value ?? unknown(item.node, 'a tool without a static name');
      reportUnresolved(context, bad, 'A tool listed by the tools/list handler');
      continue;
    }
    context.tools.push(toolFrom(context, builder, definition, 'setRequestHandler', undefined));
  }
}

interface Branch {
  /** A per-tool handler function (lookup-object dispatch). */
  fn?: Extract<SValue, { kind: 'function' }>;
  /** The code that handles the tool (a case clause or an if branch). */
  region?: TS.Node;
}

const NAME_EXPRESSION = /(^|\.)(name|toolName|tool_name|tool)$/;

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
  const isName = (expression: TS.Expression): boolean => {
    while (t.isAsExpression(expression) || t.isParenthesizedExpression(expression) || t.isNonNullExpression(expression)) expression = expression.expression;
    return NAME_EXPRESSION.test(snippet(expression, 200));
  };
  const visit = (node: TS.Node): void => {
    if (t.isSwitchStatement(node) && isName(node.expression)) {
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
      if (operatorToken.kind === t.SyntaxKind.EqualsEqualsEqualsToken || operatorToken.kind === t.SyntaxKind.EqualsEqualsToken) {
        const name = isName(left) ? literal(right) : isName(right) ? literal(left) : undefined;
        if (name !== undefined && !branches.has(name)) branches.set(name, { region: node.thenStatement });
      }
    }
    if (t.isElementAccessExpression(node) && isName(node.argumentExpression)) {
      const table = context.evaluator.evaluate(node.expression, handler.env);
      if (table.kind === 'object') {
        for (const [name, entry] of table.entries) {
          const value = entry.value.kind === 'object' ? (entry.value.entries.get('handler')?.value ?? entry.value.entries.get('execute')?.value) : entry.value;
          if (value?.kind === 'function' && !branches.has(name)) branches.set(name, { fn: value });
        }
      }
    }
    if (node !== body && (t.isFunctionDeclaration(node) || t.isArrowFunction(node) || t.isFunctionExpression(node))) return;
    t.forEachChild(node, visit);
  };
  visit(body);
  return branches;
}
