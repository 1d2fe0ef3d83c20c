// A branch that chooses only how a tool is registered, not whether: `if (annotations) server.tool(name, d, s,
// annotations, h); else server.tool(name, d, s, h);` lists the tool on either arm, so the branch does not narrow
// the tools a loop registers (circleci's shape).
import { ts, type TS } from './typescript.js';
import { isFunctionLike } from './ast.js';

/**
 * True when every way through `branch` (an `if` with an `else`, both arms of a `?:`, a `switch` with a `default`)
 * surely makes a call registering the same tool as `call`: the same callee on the same receiver, with the same
 * first argument (the tool's name, or what names it to a helper). A walk over the branch's own syntax, so linear.
 */
export function registeredOnEveryArm(branch: TS.Node, call: TS.CallExpression): boolean {
  const t = ts();
  if (t.isIfStatement(branch))
    return (
      branch.elseStatement !== undefined &&
      surelyRegisters(branch.thenStatement, call) &&
      surelyRegisters(branch.elseStatement, call)
    );
  if (t.isConditionalExpression(branch))
    return surelyRegisters(branch.whenTrue, call) && surelyRegisters(branch.whenFalse, call);
  return t.isSwitchStatement(branch) && everyClauseRegisters(branch, call);
}

/**
 * For a `switch` with a `default`: every clause with statements surely registers the tool, by its own statements or,
 * where they run out without leaving, by the clauses it falls into (an empty clause falls into the next, which
 * decides). One pass from the last clause back, so linear in the clauses.
 */
function everyClauseRegisters(statement: TS.SwitchStatement, call: TS.CallExpression): boolean {
  const clauses = statement.caseBlock.clauses;
  if (!clauses.some((clause) => ts().isDefaultClause(clause))) return false;
  // What running on from a clause does: past the last one, it leaves the switch without registering.
  let fallsIntoRegistration = false;
  for (let index = clauses.length - 1; index >= 0; index--) {
    const { statements } = clauses[index]!;
    fallsIntoRegistration = statementsRegister(statements, call) ?? fallsIntoRegistration;
    if (statements.length > 0 && !fallsIntoRegistration) return false;
  }
  return true;
}

/**
 * Whether running `node` surely makes a twin of `call`: at its top level (a block's statements, an expression
 * statement, `await`) and not after a statement that may leave first, or on every arm of a branch there (`else if`
 * chains). Anything under a further condition, loop or function does not count.
 */
function surelyRegisters(node: TS.Node, call: TS.CallExpression): boolean {
  const t = ts();
  if (t.isBlock(node)) return statementsRegister(node.statements, call) ?? false;
  if (t.isExpressionStatement(node) || t.isParenthesizedExpression(node) || t.isAwaitExpression(node))
    return surelyRegisters(node.expression, call);
  if (t.isCallExpression(node)) return isTwin(node, call);
  return registeredOnEveryArm(node, call);
}

/** True when the statements surely register the tool, false when one may leave first, undefined when they run out. */
function statementsRegister(statements: readonly TS.Statement[], call: TS.CallExpression): boolean | undefined {
  for (const statement of statements) {
    if (surelyRegisters(statement, call)) return true;
    // `if (x) break;` before the registration may skip it.
    if (mayLeave(statement)) return false;
  }
  return undefined;
}

/** Whether a statement holds a `break`, `continue`, `return` or `throw` (outside nested functions). */
function mayLeave(statement: TS.Node): boolean {
  const t = ts();
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found || isFunctionLike(node)) return;
    if (
      t.isBreakStatement(node) ||
      t.isContinueStatement(node) ||
      t.isReturnStatement(node) ||
      t.isThrowStatement(node)
    )
      found = true;
    else t.forEachChild(node, visit);
  };
  visit(statement);
  return found;
}

/** Whether `other` registers the tool `call` does. */
function isTwin(other: TS.CallExpression, call: TS.CallExpression): boolean {
  if (other === call) return true;
  const key = registrationKey(call);
  return key !== undefined && registrationKey(other) === key;
}

/** What names the tool a call registers: the callee on its receiver and the first argument, as written. */
export function registrationKey(call: TS.CallExpression): string | undefined {
  const name = call.arguments[0];
  return name && `${call.expression.getText()}\u0000${name.getText()}`;
}
