// Where a function changes values before it returns. The evaluator inlines a helper by evaluating what it
// returns; a helper that converts a schema and then edits the result (`delete json.$schema`,
// `json.required = …`, `props.push(…)`) would be read as the unedited value, a wrong schema nobody is told
// about. The evaluator uses these edits to make such results unknown (see Evaluator.callForValue).
import { ts, type TS } from './typescript.js';
import { isFunctionLike } from './ast.js';
import { Memo, type SourceModel } from './model.js';

/** Methods that change the array, Map or Set they are called on. */
const MUTATING_METHODS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'delete',
  'clear',
]);
/** `Object.*` functions that change their first argument. */
const MUTATING_OBJECT_FUNCTIONS = new Set(['assign', 'defineProperty', 'defineProperties', 'setPrototypeOf']);
/** Array methods whose callback runs during the call: an edit inside it happens before the function returns. */
const CALLBACK_METHODS = new Set([
  'forEach',
  'map',
  'flatMap',
  'filter',
  'reduce',
  'reduceRight',
  'some',
  'every',
  'find',
  'findIndex',
]);

/** One edit: the node, the variable whose value it changes (`json` in `delete json.a.b`) and the first key it touches ('*' for any). */
export interface ValueEdit {
  node: TS.Node;
  root: TS.Identifier | undefined;
  key: string;
}

const EDITS = new Memo<TS.Node, ValueEdit[]>('the places in a function body that change a value');

/**
 * The places in a function body that change a value (an object's property, an array's items). Functions written
 * inside the body are looked into only when they run during the call (callbacks of forEach, map, …); a function
 * that is returned or stored (a tool's handler) runs later and does not count.
 */
export function valueEditsIn(model: SourceModel, body: TS.Node): ValueEdit[] {
  return model.remember(EDITS, body, collectValueEdits);
}

function collectValueEdits(body: TS.Node): ValueEdit[] {
  const t = ts();
  const found: ValueEdit[] = [];
  const unwrap = (node: TS.Expression): TS.Expression => {
    let current = node;
    while (t.isParenthesizedExpression(current) || t.isNonNullExpression(current) || t.isAsExpression(current))
      current = current.expression;
    return current;
  };
  /** `a.b.c` → a and "b"; `a[k]` → a and '*' unless k is a literal. */
  const target = (expression: TS.Expression): { root: TS.Identifier | undefined; key: string } | undefined => {
    let node = unwrap(expression);
    if (!t.isPropertyAccessExpression(node) && !t.isElementAccessExpression(node)) return undefined;
    let key = '*';
    while (t.isPropertyAccessExpression(node) || t.isElementAccessExpression(node)) {
      key = t.isPropertyAccessExpression(node)
        ? node.name.text
        : t.isStringLiteral(node.argumentExpression) || t.isNumericLiteral(node.argumentExpression)
          ? node.argumentExpression.text
          : '*';
      node = unwrap(node.expression);
    }
    return { root: t.isIdentifier(node) ? node : undefined, key };
  };
  /** The value a call changes: all of `a` for `a.push(…)`, `a.b` (key "b") for `a.b.push(…)`. */
  const changed = (expression: TS.Expression): { root: TS.Identifier | undefined; key: string } => {
    const node = unwrap(expression);
    return t.isIdentifier(node) ? { root: node, key: '*' } : (target(node) ?? { root: undefined, key: '*' });
  };
  const visit = (node: TS.Node): void => {
    if (t.isDeleteExpression(node)) {
      const edited = target(node.expression);
      found.push({ node, root: edited?.root, key: edited?.key ?? '*' });
    } else if (
      t.isBinaryExpression(node) &&
      node.operatorToken.kind >= t.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= t.SyntaxKind.LastAssignment
    ) {
      const edited = target(node.left);
      if (edited) found.push({ node, ...edited });
    } else if (
      (t.isPrefixUnaryExpression(node) || t.isPostfixUnaryExpression(node)) &&
      (node.operator === t.SyntaxKind.PlusPlusToken || node.operator === t.SyntaxKind.MinusMinusToken)
    ) {
      const edited = target(node.operand);
      if (edited) found.push({ node, ...edited });
    } else if (t.isCallExpression(node) && t.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression;
      const onObject = t.isIdentifier(receiver) && receiver.text === 'Object';
      const first = node.arguments[0];
      if (
        onObject &&
        MUTATING_OBJECT_FUNCTIONS.has(method) &&
        first !== undefined &&
        !t.isObjectLiteralExpression(first)
      )
        found.push({ node, ...changed(first) });
      else if (!onObject && MUTATING_METHODS.has(method)) found.push({ node, ...changed(receiver) });
      else if (CALLBACK_METHODS.has(method)) {
        visit(node.expression);
        for (const arg of node.arguments) {
          if (t.isArrowFunction(arg) || t.isFunctionExpression(arg)) visit(arg.body);
          else visit(arg);
        }
        return;
      }
    }
    if (isFunctionLike(node) || t.isClassLike(node)) return;
    t.forEachChild(node, visit);
  };
  visit(body);
  return found;
}
