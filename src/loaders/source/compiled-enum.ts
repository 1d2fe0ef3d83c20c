// A TypeScript enum as tsc compiles it: a variable without an initializer, filled in by the function that follows it.
//   var Names;
//   (function (Names) {
//       Names["Search"] = "search_docs";        // a string member
//       Names[Names["Limit"] = 10] = "Limit";   // a numeric member, with its reverse mapping
//   })(Names || (Names = {}));                 // `(Names || (exports.Names = Names = {}))` in CommonJS
// Published servers ship compiled JavaScript, and an enum of tool names or categories read as "no initializer" made
// their tools unreadable. Only this exact shape is read: a body with any other statement is not an enum.
import { ts, type TS } from './typescript.js';

export interface CompiledEnumMember {
  name: string;
  value: TS.Expression;
  /** `Names[Names["Limit"] = 10] = "Limit"`: the value's own key maps back to the name. */
  reverse: boolean;
}

/** The members of the enum that `declaration` (`var Names;`) is, or undefined when it is not one. */
export function compiledEnumMembers(declaration: TS.VariableDeclaration): CompiledEnumMember[] | undefined {
  const t = ts();
  if (!t.isIdentifier(declaration.name) || declaration.initializer) return undefined;
  const statement = declaration.parent.parent;
  if (!t.isVariableStatement(statement)) return undefined;
  const container = statement.parent;
  if (!t.isSourceFile(container) && !t.isBlock(container) && !t.isModuleBlock(container)) return undefined;
  const name = declaration.name.text;
  const members: CompiledEnumMember[] = [];
  let found = false;
  // Declaration merging (two `enum Names` blocks) compiles to one function per block.
  for (const following of container.statements.slice(container.statements.indexOf(statement) + 1)) {
    const body = enumFunctionBody(following, name);
    if (!body) continue;
    for (const member of body.statements) {
      const read = memberOf(member, body.parameter);
      if (!read) return undefined;
      members.push(read);
    }
    found = true;
  }
  return found ? members : undefined;
}

/** `(function (P) { … })(Name || (Name = {}))`: the function's body and parameter name. */
function enumFunctionBody(
  statement: TS.Statement,
  name: string,
): { statements: readonly TS.Statement[]; parameter: string } | undefined {
  const t = ts();
  if (!t.isExpressionStatement(statement)) return undefined;
  const call = statement.expression;
  if (!t.isCallExpression(call) || call.arguments.length !== 1) return undefined;
  const callee = t.isParenthesizedExpression(call.expression) ? call.expression.expression : call.expression;
  if (!t.isFunctionExpression(callee) || callee.parameters.length !== 1 || !callee.body) return undefined;
  const parameter = callee.parameters[0]!.name;
  if (!t.isIdentifier(parameter) || !fillsVariable(call.arguments[0]!, name)) return undefined;
  return { statements: callee.body.statements, parameter: parameter.text };
}

/** `Name || (Name = {})`, `Name || (exports.Name = Name = {})`. */
function fillsVariable(argument: TS.Expression, name: string): boolean {
  const t = ts();
  if (!t.isBinaryExpression(argument) || argument.operatorToken.kind !== t.SyntaxKind.BarBarToken) return false;
  if (!t.isIdentifier(argument.left) || argument.left.text !== name) return false;
  let assigned: TS.Expression = argument.right;
  while (
    t.isParenthesizedExpression(assigned) ||
    (t.isBinaryExpression(assigned) &&
      assigned.operatorToken.kind === t.SyntaxKind.EqualsToken &&
      !isVariable(assigned.left, name))
  ) {
    assigned = t.isParenthesizedExpression(assigned) ? assigned.expression : (assigned as TS.BinaryExpression).right;
  }
  return (
    t.isBinaryExpression(assigned) &&
    assigned.operatorToken.kind === t.SyntaxKind.EqualsToken &&
    isVariable(assigned.left, name) &&
    t.isObjectLiteralExpression(assigned.right) &&
    assigned.right.properties.length === 0
  );
}

function isVariable(node: TS.Expression, name: string): boolean {
  return ts().isIdentifier(node) && node.text === name;
}

/** `P["A"] = value;` or `P[P["A"] = value] = "A";` */
function memberOf(statement: TS.Statement, parameter: string): CompiledEnumMember | undefined {
  const t = ts();
  if (!t.isExpressionStatement(statement)) return undefined;
  const assignment = statement.expression;
  if (!t.isBinaryExpression(assignment) || assignment.operatorToken.kind !== t.SyntaxKind.EqualsToken) return undefined;
  const target = assignment.left;
  if (!t.isElementAccessExpression(target) || !isVariable(target.expression, parameter)) return undefined;
  const key = target.argumentExpression;
  if (t.isStringLiteral(key)) return { name: key.text, value: assignment.right, reverse: false };
  // The reverse mapping: the inner assignment sets the member, the outer one maps its value back to the name.
  if (
    t.isBinaryExpression(key) &&
    key.operatorToken.kind === t.SyntaxKind.EqualsToken &&
    t.isElementAccessExpression(key.left) &&
    isVariable(key.left.expression, parameter) &&
    t.isStringLiteral(key.left.argumentExpression) &&
    t.isStringLiteral(assignment.right) &&
    assignment.right.text === key.left.argumentExpression.text
  ) {
    return { name: key.left.argumentExpression.text, value: key.right, reverse: true };
  }
  return undefined;
}
