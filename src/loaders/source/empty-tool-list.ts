// A server with no tool on purpose: the registration loop runs over a list that is written empty and never grows
// (`const tools: Array<(server: McpServer) => void> = []; for (const register of tools) register(server);`, what
// `create-mcp-tool --tools none` generates). Then "mcp-lint rebuilt no tool" is the whole truth, not a gap in what
// source mode can follow, and there is nothing to report.
import { ts, type TS } from './typescript.js';
import { isGrown } from './assignments.js';
import { resolveDeclaration } from './scope.js';
import type { SourceModel } from './model.js';

/** Whether the file loops over a module-private `const` list, written `[]` and never grown, calling each item. */
export function registersFromEmptyList(model: SourceModel, file: TS.SourceFile): boolean {
  const t = ts();
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (t.isForOfStatement(node) && callsLoopVariable(node) && isEmptyConstList(model, node.expression)) found = true;
    else if (
      t.isCallExpression(node) &&
      t.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'forEach' &&
      isEmptyConstList(model, node.expression.expression)
    )
      found = true;
    else t.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `for (const register of list) register(…)`: the body calls what the loop variable holds. */
function callsLoopVariable(loop: TS.ForOfStatement): boolean {
  const t = ts();
  const list = loop.initializer;
  if (!t.isVariableDeclarationList(list) || list.declarations.length !== 1) return false;
  const name = list.declarations[0]!.name;
  if (!t.isIdentifier(name)) return false;
  let calls = false;
  const visit = (node: TS.Node): void => {
    if (calls) return;
    if (t.isCallExpression(node) && t.isIdentifier(node.expression) && node.expression.text === name.text) calls = true;
    else t.forEachChild(node, visit);
  };
  visit(loop.statement);
  return calls;
}

function isEmptyConstList(model: SourceModel, expression: TS.Expression): boolean {
  const t = ts();
  if (!t.isIdentifier(expression)) return false;
  const declaration = resolveDeclaration(model, expression);
  if (!declaration || !t.isVariableDeclaration(declaration) || !declaration.initializer) return false;
  const list = declaration.parent;
  if (!t.isVariableDeclarationList(list) || !(list.flags & t.NodeFlags.Const)) return false;
  const statement = list.parent;
  // An exported list can be filled by another module.
  if (
    t.isVariableStatement(statement) &&
    statement.modifiers?.some((modifier) => modifier.kind === t.SyntaxKind.ExportKeyword)
  )
    return false;
  let initializer: TS.Expression = declaration.initializer;
  while (
    t.isAsExpression(initializer) ||
    t.isSatisfiesExpression(initializer) ||
    t.isParenthesizedExpression(initializer)
  )
    initializer = initializer.expression;
  return t.isArrayLiteralExpression(initializer) && initializer.elements.length === 0 && !isGrown(model, declaration);
}
