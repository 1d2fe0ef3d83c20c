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
  const arms = armsOf(branch);
  return arms !== undefined && arms.every((arm) => surelyRegisters(arm, call));
}

/** The arms of a branch; undefined when a way through it takes none (an `if` without `else`, a `switch` without `default`). */
function armsOf(branch: TS.Node): TS.Node[] | undefined {
  const t = ts();
  if (t.isIfStatement(branch)) return branch.elseStatement ? [branch.thenStatement, branch.elseStatement] : undefined;
  if (t.isConditionalExpression(branch)) return [branch.whenTrue, branch.whenFalse];
  if (t.isSwitchStatement(branch)) {
    const clauses = branch.caseBlock.clauses;
    // An empty clause falls through to the next one, which then decides.
    return clauses.some((clause) => t.isDefaultClause(clause))
      ? clauses.filter((clause) => clause.statements.length > 0)
      : undefined;
  }
  return undefined;
}

/**
 * Whether running `node` surely makes a twin of `call`: at its top level (a block's statements, an expression
 * statement, `await`) and not after a statement that may leave first, or on every arm of a branch there (`else if`
 * chains). Anything under a further condition, loop or function does not count.
 */
function surelyRegisters(node: TS.Node, call: TS.CallExpression): boolean {
  const t = ts();
  if (t.isCaseClause(node) || t.isDefaultClause(node)) {
    // A clause that does not leave falls into the next one, which then runs too.
    const clauses = node.parent.clauses;
    for (let index = clauses.indexOf(node); index < clauses.length; index++) {
      const registers = statementsRegister(clauses[index]!.statements, call);
      if (registers !== undefined) return registers;
    }
    return false;
  }
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
