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
// so the object the use sees can be rebuilt by running the body once per item, in order. The SDK keeps the object it
// is given, so a write after the use changes what it lists: every reference to the variable in its whole scope must be
// the declaration, a write of such a loop before the use, the use, or (after it) a plain read of a member or a spread.
// Anything else (a write elsewhere, an alias, a closure that holds it, a key known only at run time, a body that
// branches, leaves early or assigns) leaves the object as it was: filled in after it is created, and reported so.
import { ts, type TS } from './typescript.js';
import { bindPattern } from './bindings.js';
import { isFunctionLike, isPropertyName } from './ast.js';
import { resolveDeclaration } from './scope.js';
import type { ValueReader } from './value-reader.js';
import { Memo } from './model.js';
import type { Entry, Env, SValue } from './values.js';
import type { SourceModel } from './model.js';

type ObjectValue = Extract<SValue, { kind: 'object' }>;

/** More items than this and the object is left as filled in at run time: a tool's parameters are never so many. */
export const MAX_FILL_ITEMS = 1000;

interface KeyWrite {
  key: TS.Expression;
  computed: boolean;
  value: TS.Expression;
  node: TS.Statement;
}

interface FillingLoop {
  loop: TS.ForOfStatement;
  writes: KeyWrite[];
}

/** Per use: the loops that fill the object before it, or null when it cannot be told. */
const ANALYSES = new Memo<TS.Node, FillingLoop[] | null>('the loops that fill an object before a use of it');

/**
 * The object `declaration` holds where `use` reads it, when every write to it is a key written by a loop of the
 * shape above, between the declaration and the statement that holds the use. Undefined when that is not so.
 */
export function objectFilledInLoop(
  evaluator: ValueReader,
  declaration: TS.VariableDeclaration,
  start: ObjectValue,
  env: Env,
  use: TS.Node,
): SValue | undefined {
  const loops = fillingLoops(evaluator, declaration, use);
  if (!loops) return undefined;
  const t = ts();
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
        const name = write.computed
          ? key?.kind === 'primitive' && (typeof key.value === 'string' || typeof key.value === 'number')
            ? String(key.value)
            : undefined
          : (write.key as TS.Identifier).text;
        // A key known only at run time: what the object holds cannot be told.
        if (name === undefined || name === '__proto__') return undefined;
        entries.set(name, { value: evaluator.evaluate(write.value, itemEnv), node: step });
      }
    }
  }
  return { ...start, entries, opaque: undefined };
}

/** The loops that fill the object before `use` (see the top of the file), or undefined. Depends on syntax only: cached per use. */
function fillingLoops(
  evaluator: ValueReader,
  declaration: TS.VariableDeclaration,
  use: TS.Node,
): FillingLoop[] | undefined {
  const t = ts();
  const statement = declaration.parent.parent;
  const container = statement?.parent;
  if (
    !t.isIdentifier(declaration.name) ||
    !t.isVariableStatement(statement) ||
    !container ||
    !(t.isBlock(container) || t.isSourceFile(container))
  )
    return undefined;
  // A use in another file (an imported object) cannot be placed among this file's statements.
  if (use.getSourceFile() !== declaration.getSourceFile()) return undefined;
  const statements = container.statements;
  const useStatement = statements.find((candidate) => candidate.pos <= use.pos && use.end <= candidate.end);
  if (!useStatement) return undefined;
  const analyses = evaluator.project.model.table(ANALYSES);
  let loops = analyses.get(use);
  if (loops === undefined)
    analyses.set(
      use,
      (loops =
        analyse(
          evaluator,
          declaration,
          statements,
          statements.indexOf(statement),
          statements.indexOf(useStatement),
          use,
        ) ?? null),
    );
  return loops ?? undefined;
}

function analyse(
  evaluator: ValueReader,
  declaration: TS.VariableDeclaration,
  statements: readonly TS.Statement[],
  from: number,
  upTo: number,
  use: TS.Node,
): FillingLoop[] | undefined {
  const t = ts();
  if (upTo <= from) return undefined;
  // A setter in the literal would run on each write, a getter on each read: not plain keys.
  const initializer = declaration.initializer;
  if (
    !initializer ||
    !t.isObjectLiteralExpression(initializer) ||
    initializer.properties.some((p) => t.isGetAccessorDeclaration(p) || t.isSetAccessorDeclaration(p))
  )
    return undefined;
  // Reading the scope costs steps like evaluating it: a huge scope ends in an over-budget finding, not a long wait.
  const refs = referencesTo(statements, declaration, evaluator);
  const loops: FillingLoop[] = [];
  for (let index = 0; index < statements.length; index++) {
    const current = statements[index]!;
    const inside = refs.filter((ref) => current.pos <= ref.pos && ref.end <= current.end);
    if (inside.length === 0) continue;
    // `const p = {}, q = p;`: an alias made with it.
    if (index === from) return undefined;
    // Before the declaration: a hoisted function that writes or reads it at some other time.
    if (index < from) return undefined;
    // A reference inside a function (a closure) runs at a time the loops below cannot place.
    if (inside.some((ref) => insideFunction(ref, current))) return undefined;
    if (index < upTo) {
      if (!t.isForOfStatement(current)) return undefined;
      const writes = loopWrites(evaluator.project.model, current, declaration, inside);
      if (!writes) return undefined;
      loops.push({ loop: current, writes });
      continue;
    }
    // The use, and after it only member reads and spreads: the SDK holds the object, so any write there is listed.
    if (inside.some((ref) => ref !== use && !isPlainRead(ref))) return undefined;
  }
  return loops.length ? loops : undefined;
}

/**
 * The key writes of a loop that fills the object, when its body is only declarations (with initializers) and
 * `object[key] = value` or `object.key = value` statements, and nothing else in it assigns; undefined otherwise.
 * `refs` are the references to the object inside the loop.
 */
function loopWrites(
  model: SourceModel,
  loop: TS.ForOfStatement,
  declaration: TS.VariableDeclaration,
  refs: readonly TS.Identifier[],
): KeyWrite[] | undefined {
  const t = ts();
  if (
    loop.awaitModifier ||
    !t.isVariableDeclarationList(loop.initializer) ||
    loop.initializer.declarations.length !== 1
  )
    return undefined;
  const body = t.isBlock(loop.statement) ? loop.statement.statements : [loop.statement];
  const writes: KeyWrite[] = [];
  const targets = new Set<TS.Node>();
  for (const step of body) {
    if (t.isVariableStatement(step)) {
      if (step.declarationList.declarations.some((local) => !local.initializer || assigns(local.initializer)))
        return undefined;
      continue;
    }
    if (!t.isExpressionStatement(step)) return undefined;
    const expression = step.expression;
    if (!t.isBinaryExpression(expression) || expression.operatorToken.kind !== t.SyntaxKind.EqualsToken)
      return undefined;
    const target = expression.left;
    const onObject =
      (t.isElementAccessExpression(target) || t.isPropertyAccessExpression(target)) &&
      t.isIdentifier(target.expression) &&
      resolveDeclaration(model, target.expression) === declaration;
    if (!onObject || assigns(expression.right)) return undefined;
    targets.add(target.expression);
    if (t.isElementAccessExpression(target)) {
      if (assigns(target.argumentExpression)) return undefined;
      writes.push({ key: target.argumentExpression, computed: true, value: expression.right, node: step });
    } else {
      if (!t.isIdentifier(target.name)) return undefined;
      writes.push({ key: target.name, computed: false, value: expression.right, node: step });
    }
  }
  // Every reference in the loop is the object of one of these writes: it is not read, aliased or passed on.
  if (refs.some((ref) => !targets.has(ref))) return undefined;
  return writes;
}

/** Whether an expression assigns, counts or deletes anything (`(s = …)`, `k++`, `delete o.k`): the body would not be plain. */
function assigns(node: TS.Node): boolean {
  const t = ts();
  let found = false;
  const visit = (child: TS.Node): void => {
    if (found || isFunctionLike(child)) return;
    if (
      t.isBinaryExpression(child) &&
      child.operatorToken.kind >= t.SyntaxKind.FirstAssignment &&
      child.operatorToken.kind <= t.SyntaxKind.LastAssignment
    )
      found = true;
    else if (
      (t.isPrefixUnaryExpression(child) || t.isPostfixUnaryExpression(child)) &&
      (child.operator === t.SyntaxKind.PlusPlusToken || child.operator === t.SyntaxKind.MinusMinusToken)
    )
      found = true;
    else if (t.isDeleteExpression(child)) found = true;
    else t.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** The identifiers in these statements, functions inside them included, that name the variable. */
function referencesTo(
  statements: readonly TS.Statement[],
  declaration: TS.VariableDeclaration,
  evaluator: ValueReader,
): TS.Identifier[] {
  const t = ts();
  const name = (declaration.name as TS.Identifier).text;
  const found: TS.Identifier[] = [];
  let visited = 0;
  const visit = (child: TS.Node): void => {
    visited++;
    if (
      t.isIdentifier(child) &&
      child.text === name &&
      child !== declaration.name &&
      !isPropertyName(child) &&
      resolveDeclaration(evaluator.project.model, child) === declaration
    )
      found.push(child);
    t.forEachChild(child, visit);
  };
  for (const statement of statements) visit(statement);
  evaluator.budget.step(Math.ceil(visited / 16));
  return found;
}

function insideFunction(ref: TS.Node, statement: TS.Statement): boolean {
  for (let node: TS.Node | undefined = ref.parent; node && node !== statement.parent; node = node.parent)
    if (isFunctionLike(node)) return true;
  return false;
}

/** `object.key` or `object[key]` read (not written, not called), or `...object`. */
function isPlainRead(ref: TS.Identifier): boolean {
  const t = ts();
  const parent = ref.parent;
  if (t.isSpreadAssignment(parent) || t.isSpreadElement(parent)) return true;
  if (!(t.isPropertyAccessExpression(parent) || t.isElementAccessExpression(parent)) || parent.expression !== ref)
    return false;
  let access: TS.Node = parent;
  while (
    (t.isPropertyAccessExpression(access.parent) || t.isElementAccessExpression(access.parent)) &&
    access.parent.expression === access
  )
    access = access.parent;
  const holder = access.parent;
  if (t.isCallExpression(holder) && holder.expression === access) return false;
  if (
    t.isBinaryExpression(holder) &&
    holder.left === access &&
    holder.operatorToken.kind >= t.SyntaxKind.FirstAssignment &&
    holder.operatorToken.kind <= t.SyntaxKind.LastAssignment
  )
    return false;
  if (t.isDeleteExpression(holder) || t.isPrefixUnaryExpression(holder) || t.isPostfixUnaryExpression(holder))
    return false;
  return true;
}
