// Members of an instance whose class is known: `this.name` read in a base class's method while following one
// subclass (class-tools.ts binds `this` to it). Fields, getters and methods are looked up from the subclass up
// its `extends` chain, and so are the constructor's own `this.x = …` statements, with the arguments each
// constructor passes to `super(…)`.
import { ts, type TS } from './typescript.js';
import { bindParameters } from './bindings.js';
import { returnStatements } from './ast.js';
import type { ValueReader } from './value-reader.js';
import { unknown, type Env, type SValue } from './values.js';

/** How many classes up an `extends` chain is followed. */
export const MAX_CHAIN = 8;

/** The class a class extends, when it is a class of the project the evaluator can read. */
export function superclassOf(
  cls: TS.ClassLikeDeclaration,
  evaluator: ValueReader,
): TS.ClassLikeDeclaration | undefined {
  const t = ts();
  const clause = cls.heritageClauses?.find((c) => c.token === t.SyntaxKind.ExtendsKeyword);
  const expression = clause?.types[0]?.expression;
  if (!expression) return undefined;
  const value = evaluator.evaluate(expression);
  return value.kind === 'class' ? value.decl : undefined;
}

/** The class and its superclasses, most derived first. */
export function classChain(cls: TS.ClassLikeDeclaration, evaluator: ValueReader): TS.ClassLikeDeclaration[] {
  const chain = [cls];
  for (
    let current = superclassOf(cls, evaluator);
    current && chain.length < MAX_CHAIN && !chain.includes(current);
    current = superclassOf(current, evaluator)
  )
    chain.push(current);
  return chain;
}

/** An environment in which `this`, inside any class of `instance`'s chain, is an instance of `instance`. */
export function bindThis(env: Env, instance: TS.ClassLikeDeclaration, evaluator: ValueReader): Env {
  const bound = new Map(env);
  for (const cls of classChain(instance, evaluator)) bound.set(cls, { kind: 'class', decl: instance, node: instance });
  return bound;
}

/**
 * The value of `this.<name>` on an instance of `instance`, or undefined when no class of its chain defines it.
 * Later writes win, as when the code runs: a subclass over its base, a constructor's statement over a field.
 * `args` are the arguments of `new` when they are known.
 */
export function instanceMember(
  evaluator: ValueReader,
  instance: TS.ClassLikeDeclaration,
  name: string,
  env: Env,
  use: TS.Node,
  args?: SValue[],
): SValue | undefined {
  const t = ts();
  // The arguments the constructor being looked at receives: those of `new` for the instance's own class.
  let superArgs: SValue[] | undefined = args;
  for (const cls of classChain(instance, evaluator)) {
    const ctor = cls.members.find((m): m is TS.ConstructorDeclaration => t.isConstructorDeclaration(m) && !!m.body);
    if (ctor) {
      const ctorEnv = superArgs ? bindParameters(ctor, superArgs, env, evaluator) : env;
      let assigned: TS.Expression | undefined;
      let nextArgs: SValue[] | undefined;
      for (const statement of ctor.body!.statements) {
        if (!t.isExpressionStatement(statement)) continue;
        const expression = statement.expression;
        if (
          t.isBinaryExpression(expression) &&
          expression.operatorToken.kind === t.SyntaxKind.EqualsToken &&
          t.isPropertyAccessExpression(expression.left) &&
          expression.left.expression.kind === t.SyntaxKind.ThisKeyword &&
          expression.left.name.text === name
        )
          assigned = expression.right;
        if (t.isCallExpression(expression) && expression.expression.kind === t.SyntaxKind.SuperKeyword)
          nextArgs = evaluator.args(expression, ctorEnv);
      }
      // Written anywhere else in the constructor (a branch, a loop): not one value.
      if (!assigned && writesElsewhere(ctor.body!, name))
        return unknown(use, `\`this.${name}\`, set conditionally in a constructor`);
      if (assigned) return evaluator.evaluate(assigned, ctorEnv);
      superArgs = nextArgs;
    }
    for (const member of cls.members) {
      if (!member.name || evaluator.propertyKey(member.name) !== name || isStatic(member)) continue;
      if (t.isPropertyDeclaration(member)) {
        if (member.initializer) return evaluator.evaluate(member.initializer, env);
        continue;
      }
      if (t.isGetAccessorDeclaration(member) && member.body) {
        const returns = returnStatements(evaluator.project.model, member.body);
        if (returns.length === 1 && returns[0]!.expression) return evaluator.evaluate(returns[0]!.expression, env);
        return unknown(use, `the getter \`${name}\``);
      }
      if (t.isMethodDeclaration(member)) return { kind: 'function', decl: member, env, node: member };
    }
  }
  return undefined;
}

function isStatic(member: TS.ClassElement): boolean {
  const t = ts();
  return t.canHaveModifiers(member) && !!t.getModifiers(member)?.some((m) => m.kind === t.SyntaxKind.StaticKeyword);
}

function writesElsewhere(body: TS.Block, name: string): boolean {
  const t = ts();
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (
      t.isBinaryExpression(node) &&
      node.operatorToken.kind === t.SyntaxKind.EqualsToken &&
      t.isPropertyAccessExpression(node.left) &&
      node.left.expression.kind === t.SyntaxKind.ThisKeyword &&
      node.left.name.text === name
    )
      found = true;
    t.forEachChild(node, visit);
  };
  visit(body);
  return found;
}
