// Whether a function changes values before it returns. The evaluator inlines a helper by evaluating what it
// returns; a helper that converts a schema and then edits the result (`delete json.$schema`,
// `json.required = …`, `props.push(…)`) would be read as the unedited value, a wrong schema nobody is told
// about. Such a helper's result is unknown instead.
import { ts, type TS } from './typescript.js';
import { isFunctionLike } from './ast.js';

/** Methods that change the array, Map or Set they are called on. */
const MUTATING_METHODS = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin', 'set', 'add', 'delete', 'clear']);
/** `Object.*` functions that change their first argument. */
const MUTATING_OBJECT_FUNCTIONS = new Set(['assign', 'defineProperty', 'defineProperties', 'setPrototypeOf']);
/** Array methods whose callback runs during the call: an edit inside it happens before the function returns. */
const CALLBACK_METHODS = new Set(['forEach', 'map', 'flatMap', 'filter', 'reduce', 'reduceRight', 'some', 'every', 'find', 'findIndex']);

const changes = new WeakMap<TS.Node, TS.Node | null>();

/**
 * The first place in a function body that changes a value (an object's property, an array's items), or
 * undefined. Functions written inside the body are looked into only when they run during the call (callbacks of
 * forEach, map, …); a function that is returned or stored (a tool's handler) runs later and does not count.
 */
export function valueChangeIn(body: TS.Node): TS.Node | undefined {
  const cached = changes.get(body);
  if (cached !== undefined) return cached ?? undefined;
  const t = ts();
  let found: TS.Node | undefined;
  const isMemberAccess = (node: TS.Node): boolean => {
    let current = node;
    while (t.isParenthesizedExpression(current) || t.isNonNullExpression(current) || t.isAsExpression(current)) current = current.expression;
    return t.isPropertyAccessExpression(current) || t.isElementAccessExpression(current);
  };
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (t.isDeleteExpression(node)) found = node;
    else if (t.isBinaryExpression(node) && node.operatorToken.kind >= t.SyntaxKind.FirstAssignment && node.operatorToken.kind <= t.SyntaxKind.LastAssignment && isMemberAccess(node.left)) found = node;
    else if ((t.isPrefixUnaryExpression(node) || t.isPostfixUnaryExpression(node))
      && (node.operator === t.SyntaxKind.PlusPlusToken || node.operator === t.SyntaxKind.MinusMinusToken) && isMemberAccess(node.operand)) found = node;
    else if (t.isCallExpression(node) && t.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression;
      const onObject = t.isIdentifier(receiver) && receiver.text === 'Object';
      if (onObject ? MUTATING_OBJECT_FUNCTIONS.has(method) && node.arguments[0] !== undefined && !t.isObjectLiteralExpression(node.arguments[0]) : MUTATING_METHODS.has(method)) found = node;
      else if (CALLBACK_METHODS.has(method)) {
        visit(node.expression);
        for (const arg of node.arguments) {
          if (t.isArrowFunction(arg) || t.isFunctionExpression(arg)) visit(arg.body);
          else visit(arg);
        }
        return;
      }
    }
    if (found || isFunctionLike(node) || t.isClassLike(node)) return;
    t.forEachChild(node, visit);
  };
  visit(body);
  changes.set(body, found ?? null);
  return found;
}
