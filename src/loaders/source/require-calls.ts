// CommonJS `require("x")` as compiled TypeScript writes it, read without running anything.
import { ts, type TS } from './typescript.js';

/** "x" of `require("x")` with a string literal; undefined for any other expression. */
export function requireCallSpecifier(node: TS.Node): string | undefined {
  const t = ts();
  return t.isCallExpression(node) &&
    t.isIdentifier(node.expression) &&
    node.expression.text === 'require' &&
    node.arguments[0] &&
    t.isStringLiteral(node.arguments[0])
    ? node.arguments[0].text
    : undefined;
}

/** "x" of `require("x")`, `__importDefault(require("x"))`, `__importStar(require("x"))`. */
export function requiredSpecifier(expression: TS.Expression): string | undefined {
  const t = ts();
  let node = expression;
  while (
    t.isCallExpression(node) &&
    t.isIdentifier(node.expression) &&
    node.expression.text !== 'require' &&
    node.arguments.length === 1
  )
    node = node.arguments[0]!;
  return requireCallSpecifier(node);
}
