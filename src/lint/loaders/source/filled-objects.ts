// An object literal filled in by a loop before it is used (Bright Data's web_data_* tools):
//
//   let parameters = {};
//   for (let input of inputs) {
//     let schema = input == 'url' ? z.string().url() : z.string();
//     parameters[input] = defaults[input] !== undefined ? schema.default(defaults[input]) : schema;
//   }
//   addTool({ …, parameters: z.object(parameters) });
//
// The loop runs over an array the evaluator knows, and its body only declares values and writes keys of the object,
// so the object the use sees can be rebuilt by running the body once per item, in order. Anything else (a write
// elsewhere, a key known only at run time, a body that branches or leaves early) leaves the object as it was:
// filled in after it is created, and reported so.
import { ts, type TS } from './typescript.js';
import { bindPattern } from './bindings.js';
import { resolveDeclaration } from './scope.js';
import { MUTATING_METHODS, MUTATING_OBJECT_FUNCTIONS } from './effects.js';
import type { Evaluator } from './evaluate.js';
import type { Entry, Env, SValue } from './values.js';

type ObjectValue = Extract<SValue, { kind: 'object' }>;

/** More items than this and the object is left as filled in at run time: a tool's parameters are never so many. */
export const MAX_FILL_ITEMS = 1000;

interface KeyWrite {
  key: TS.Expression;
  computed: boolean;
  value: TS.Expression;
  node: TS.Statement;
}

/**
 * The object `declaration` holds where `use` reads it, when every write to it is a key written by a loop of the
 * shape above, between the declaration and the statement that holds the use. Undefined when that is not so.
 */
export function objectFilledInLoop(evaluator: Evaluator, declaration: TS.VariableDeclaration, start: ObjectValue, env: Env, use: TS.Node): SValue | undefined {
  const t = ts();
  if (!t.isIdentifier(declaration.name)) return undefined;
  const statement = declaration.parent.parent;
  const container = statement.parent;
  if (!t.isVariableStatement(statement) || !(t.isBlock(container) || t.isSourceFile(container))) return undefined;
  const statements = container.statements;
  const from = statements.indexOf(statement);
  const upTo = statements.findIndex((candidate) => candidate.pos <= use.pos && use.end <= candidate.end);
  if (from < 0 || upTo <= from) return undefined;
  // Every reference to the variable: the loops that fill it, then reads from the use's statement on.
  const loops: Array<{ loop: TS.ForOfStatement; writes: KeyWrite[] }> = [];
  for (let index = from + 1; index < statements.length; index++) {
    const current = statements[index]!;
    const refs = referencesTo(current, declaration);
    if (refs.length === 0) continue;
    if (index >= upTo) {
      // After the loops, the object may only be read: a write there could change what the use registered.
      if (refs.some((ref) => isWritten(ref))) return undefined;
      continue;
    }
    if (!t.isForOfStatement(current)) return undefined;
    const writes = loopWrites(current, declaration);
    if (!writes || writes.length !== refs.length) return undefined;
    loops.push({ loop: current, writes });
  }
  if (loops.length === 0) return undefined;
  const entries = new Map<string, Entry>(start.entries);
  for (const { loop, writes } of loops) {
    const items = evaluator.evaluate(loop.expression, env);
    if (items.kind !== 'array' || items.opaque || items.items.length > MAX_FILL_ITEMS) return undefined;
    const variable = (loop.initializer as TS.VariableDeclarationList).declarations[0]!;
    const body = t.isBlock(loop.statement) ? loop.statement.statements : [loop.statement];
    for (const item of items.items) {
      const itemEnv = new Map(env);
      itemEnv.set(variable, item);
      bindPattern(variable.name, item, itemEnv, evaluator);
      for (const step of body) {
        if (t.isVariableStatement(step)) {
          for (const local of step.declarationList.declarations) {
            const value = evaluator.evaluate(local.initializer!, itemEnv);
            itemEnv.set(local, value);
            bindPattern(local.name, value, itemEnv, evaluator);
          }
          continue;
        }
        const write = writes.find((candidate) => candidate.node === step)!;
        const key = write.computed ? evaluator.evaluate(write.key, itemEnv) : undefined;
        const name = write.computed ? (key?.kind === 'primitive' && (typeof key.value === 'string' || typeof key.value === 'number') ? String(key.value) : undefined) : (write.key as TS.Identifier).text;
        // A key known only at run time: what the object holds cannot be told.
        if (name === undefined || name === '__proto__') return undefined;
        entries.set(name, { value: evaluator.evaluate(write.value, itemEnv), node: step });
      }
    }
  }
  return { ...start, entries, opaque: undefined };
}

/**
 * The key writes of a loop that fills the object, when its body is only declarations (with initializers) and
 * `object[key] = value` or `object.key = value` statements; undefined for any other loop.
 */
function loopWrites(loop: TS.ForOfStatement, declaration: TS.VariableDeclaration): KeyWrite[] | undefined {
  const t = ts();
  if (!t.isVariableDeclarationList(loop.initializer) || loop.initializer.declarations.length !== 1) return undefined;
  if (referencesTo(loop.expression, declaration).length > 0) return undefined;
  const body = t.isBlock(loop.statement) ? loop.statement.statements : [loop.statement];
  const writes: KeyWrite[] = [];
  for (const step of body) {
    if (t.isVariableStatement(step)) {
      if (step.declarationList.declarations.some((local) => !local.initializer || referencesTo(local.initializer, declaration).length > 0)) return undefined;
      continue;
    }
    if (!t.isExpressionStatement(step)) return undefined;
    const expression = step.expression;
    if (!t.isBinaryExpression(expression) || expression.operatorToken.kind !== t.SyntaxKind.EqualsToken) return undefined;
    const target = expression.left;
    const onObject = (t.isElementAccessExpression(target) || t.isPropertyAccessExpression(target)) && t.isIdentifier(target.expression) && resolveDeclaration(target.expression) === declaration;
    if (!onObject || referencesTo(expression.right, declaration).length > 0) return undefined;
    if (t.isElementAccessExpression(target)) {
      if (referencesTo(target.argumentExpression, declaration).length > 0) return undefined;
      writes.push({ key: target.argumentExpression, computed: true, value: expression.right, node: step });
    } else {
      if (!t.isIdentifier(target.name)) return undefined;
      writes.push({ key: target.name, computed: false, value: expression.right, node: step });
    }
  }
  return writes;
}

/** The identifiers under `node` that name the variable (functions written inside included: they may run at any time). */
function referencesTo(node: TS.Node, declaration: TS.VariableDeclaration): TS.Identifier[] {
  const t = ts();
  const name = (declaration.name as TS.Identifier).text;
  const found: TS.Identifier[] = [];
  const visit = (child: TS.Node): void => {
    if (t.isIdentifier(child) && child.text === name && child !== declaration.name && resolveDeclaration(child) === declaration) found.push(child);
    t.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** Whether a reference is written through: a key assigned, deleted or counted, a mutating method, `Object.assign(it, …)`. */
function isWritten(ref: TS.Identifier): boolean {
  const t = ts();
  // Up from `ref` to the outermost `ref.a[k].b` it starts.
  let node: TS.Expression = ref;
  for (;;) {
    const parent = node.parent;
    if ((t.isPropertyAccessExpression(parent) || t.isElementAccessExpression(parent)) && parent.expression === node) node = parent;
    else if (t.isParenthesizedExpression(parent) || t.isNonNullExpression(parent)) node = parent;
    else break;
  }
  const parent = node.parent;
  if (node !== ref) {
    if (t.isBinaryExpression(parent) && parent.left === node && parent.operatorToken.kind >= t.SyntaxKind.FirstAssignment && parent.operatorToken.kind <= t.SyntaxKind.LastAssignment) return true;
    if (t.isDeleteExpression(parent)) return true;
    if ((t.isPrefixUnaryExpression(parent) || t.isPostfixUnaryExpression(parent)) && (parent.operator === t.SyntaxKind.PlusPlusToken || parent.operator === t.SyntaxKind.MinusMinusToken)) return true;
    if (t.isCallExpression(parent) && parent.expression === node && t.isPropertyAccessExpression(node) && MUTATING_METHODS.has(node.name.text)) return true;
    return false;
  }
  return t.isCallExpression(parent) && parent.arguments[0] === node && t.isPropertyAccessExpression(parent.expression)
    && t.isIdentifier(parent.expression.expression) && parent.expression.expression.text === 'Object' && MUTATING_OBJECT_FUNCTIONS.has(parent.expression.name.text);
}
