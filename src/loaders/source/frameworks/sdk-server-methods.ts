// Registration methods of McpServer subclasses: `class CustomServer extends McpServer { addReadTool(...args) {
// … McpServer.prototype.registerTool.call(this, name, config, cb) } }`, called as `server.addReadTool("name",
// "description", shape, cb)` from files where `server` has no type. A method counts when its code reaches a
// registration of the SDK (through other methods of the class, a few calls deep) and its first argument is what
// that registration is given as the name.
import { ts, type TS } from '../typescript.js';
import { isFunctionLike } from '../ast.js';
import { resolveDeclaration } from '../scope.js';
import { returnStatements } from '../ast.js';
import { topLevelClasses } from '../class-tools.js';
import { classChain } from '../class-members.js';
import type { Evaluator } from '../evaluate.js';
import type { Project } from '../project.js';
import { Slot } from '../model.js';
import type { SourceModel } from '../model.js';

const MAX_DELEGATION = 3;
const REGISTERING = new Set(['registerTool', 'tool']);
const METHODS = new Slot<Map<string, TS.MethodDeclaration>>(
  'the registration methods of McpServer subclasses among the linted files',
);

/** Method name → declaration, for every registration method of an McpServer subclass among the linted files. */
export function serverRegistrationMethods(project: Project, evaluator: Evaluator): Map<string, TS.MethodDeclaration> {
  let asked = false;
  // In place before it is filled: reading a class's chain may ask again, and then gets what is found so far.
  const methods = project.model.one(METHODS, () => {
    asked = true;
    return new Map<string, TS.MethodDeclaration>();
  });
  if (asked) findServerRegistrationMethods(project, evaluator, methods);
  return methods;
}

function findServerRegistrationMethods(
  project: Project,
  evaluator: Evaluator,
  methods: Map<string, TS.MethodDeclaration>,
): void {
  const t = ts();
  for (const file of project.linted) {
    if (!file.text.includes('McpServer')) continue;
    for (const cls of topLevelClasses(file)) {
      // Cheap tests first: resolving the `extends` chain may parse other files.
      if (
        !cls.heritageClauses?.length ||
        !/registerTool|\.tool\(/.test(cls.getText()) ||
        !extendsMcpServer(cls, evaluator)
      )
        continue;
      for (const member of cls.members) {
        if (
          !t.isMethodDeclaration(member) ||
          !t.isIdentifier(member.name) ||
          REGISTERING.has(member.name.text) ||
          !member.body
        )
          continue;
        // The first argument must be the name: the first parameter itself, or the first element of a rest parameter.
        const source = registeredName(evaluator.project.model, member, cls, 0);
        if (source && source.parameter === member.parameters[0] && source.indexed === !!source.parameter.dotDotDotToken)
          methods.set(member.name.text, member);
      }
    }
  }
}

export function extendsMcpServer(cls: TS.ClassLikeDeclaration, evaluator: Evaluator): boolean {
  const t = ts();
  const top = classChain(cls, evaluator).at(-1)!;
  const clause = top.heritageClauses?.find((c) => c.token === t.SyntaxKind.ExtendsKeyword);
  const expression = clause?.types[0]?.expression;
  if (!expression) return false;
  const base = evaluator.evaluate(expression);
  return base.kind === 'external' && base.name === 'McpServer';
}

/**
 * Where a value comes from, among a method's parameters: the parameter itself, or (`indexed`) the first element
 * of it (`const [name] = args`, `args[0]`), as a rest parameter holds the first argument.
 */
interface Source {
  parameter: TS.ParameterDeclaration;
  indexed: boolean;
}

/** The parameter of `method` whose first argument a registration inside it (or a method it calls) takes as the name. */
function registeredName(
  model: SourceModel,
  method: TS.MethodDeclaration,
  cls: TS.ClassLikeDeclaration,
  depth: number,
): Source | undefined {
  const t = ts();
  let result: Source | undefined;
  const visit = (node: TS.Node): void => {
    if (result || t.isClassLike(node) || (isFunctionLike(node) && !t.isArrowFunction(node) && node !== method)) return;
    if (t.isCallExpression(node) && t.isPropertyAccessExpression(node.expression)) {
      const callee = node.expression;
      const onThis =
        callee.expression.kind === t.SyntaxKind.ThisKeyword || callee.expression.kind === t.SyntaxKind.SuperKeyword;
      let name: TS.Expression | undefined;
      // `this.registerTool(name, …)`, `super.tool(name, …)`
      if (onThis && REGISTERING.has(callee.name.text)) name = node.arguments[0];
      // `McpServer.prototype.registerTool.call(this, name, …)`
      else if (
        callee.name.text === 'call' &&
        t.isPropertyAccessExpression(callee.expression) &&
        REGISTERING.has(callee.expression.name.text) &&
        t.isPropertyAccessExpression(callee.expression.expression) &&
        callee.expression.expression.name.text === 'prototype' &&
        node.arguments[0]?.kind === t.SyntaxKind.ThisKeyword
      )
        name = node.arguments[1];
      if (name && !t.isSpreadElement(name)) result = sourceOf(model, name, method, cls, depth);
      // `this.registerWithAccess("read", ...args)`: another method of the class that registers.
      else if (onThis && depth < MAX_DELEGATION) {
        const target = methodOf(cls, callee.name.text);
        const inner = target && target !== method ? registeredName(model, target, cls, depth + 1) : undefined;
        if (inner) result = throughCall(model, inner, target!, node, method, cls, depth);
      }
    }
    t.forEachChild(node, visit);
  };
  visit(method.body!);
  return result;
}

function methodOf(cls: TS.ClassLikeDeclaration, name: string): TS.MethodDeclaration | undefined {
  const t = ts();
  return cls.members.find(
    (m): m is TS.MethodDeclaration =>
      t.isMethodDeclaration(m) && t.isIdentifier(m.name) && m.name.text === name && !!m.body,
  );
}

/** What `inner` (a source among `target`'s parameters) is in the caller, given the call's arguments. */
function throughCall(
  model: SourceModel,
  inner: Source,
  target: TS.MethodDeclaration,
  call: TS.CallExpression,
  caller: TS.MethodDeclaration,
  cls: TS.ClassLikeDeclaration,
  depth: number,
): Source | undefined {
  const t = ts();
  const index = target.parameters.indexOf(inner.parameter);
  const arg = call.arguments[index];
  if (!arg) return undefined;
  if (inner.parameter.dotDotDotToken) {
    // The rest parameter's first element is the argument at its position, or the first of what is spread there.
    if (!inner.indexed) return undefined;
    if (t.isSpreadElement(arg)) {
      const spread = sourceOf(model, arg.expression, caller, cls, depth + 1);
      return spread && !spread.indexed && spread.parameter.dotDotDotToken
        ? { parameter: spread.parameter, indexed: true }
        : undefined;
    }
    return sourceOf(model, arg, caller, cls, depth + 1);
  }
  if (t.isSpreadElement(arg) || call.arguments.slice(0, index).some((a) => t.isSpreadElement(a))) return undefined;
  const outer = sourceOf(model, arg, caller, cls, depth + 1);
  if (!outer) return undefined;
  if (!inner.indexed) return outer;
  return outer.indexed ? undefined : { parameter: outer.parameter, indexed: true };
}

/** Which parameter of `fn` an expression is (or is the first element of), following locals; undefined when unsure. */
function sourceOf(
  model: SourceModel,
  expression: TS.Expression,
  fn: TS.MethodDeclaration,
  cls: TS.ClassLikeDeclaration,
  depth: number,
): Source | undefined {
  const t = ts();
  if (depth > MAX_DELEGATION + 3) return undefined;
  while (t.isParenthesizedExpression(expression)) expression = expression.expression;
  if (
    t.isElementAccessExpression(expression) &&
    t.isNumericLiteral(expression.argumentExpression) &&
    expression.argumentExpression.text === '0'
  ) {
    const base = sourceOf(model, expression.expression, fn, cls, depth + 1);
    return base && !base.indexed ? { parameter: base.parameter, indexed: true } : undefined;
  }
  if (!t.isIdentifier(expression)) return undefined;
  const declaration = resolveDeclaration(model, expression);
  if (!declaration) return undefined;
  if (t.isParameter(declaration))
    return declaration.parent === fn && t.isIdentifier(declaration.name)
      ? { parameter: declaration, indexed: false }
      : undefined;
  if (t.isVariableDeclaration(declaration)) {
    return declaration.initializer && t.isIdentifier(declaration.name) && declaration.parent.flags & t.NodeFlags.Const
      ? sourceOf(model, declaration.initializer, fn, cls, depth + 1)
      : undefined;
  }
  if (!t.isBindingElement(declaration) || declaration.dotDotDotToken) return undefined;
  const pattern = declaration.parent;
  const owner = pattern.parent;
  if (!t.isVariableDeclaration(owner) || !owner.initializer || !(owner.parent.flags & t.NodeFlags.Const))
    return undefined;
  if (t.isArrayBindingPattern(pattern)) {
    if (pattern.elements.indexOf(declaration) !== 0) return undefined;
    const base = sourceOf(model, owner.initializer, fn, cls, depth + 1);
    return base && !base.indexed ? { parameter: base.parameter, indexed: true } : undefined;
  }
  // `const { name } = this.parse(access, args)`: what every return of that method gives as `name`.
  const key =
    declaration.propertyName && t.isIdentifier(declaration.propertyName)
      ? declaration.propertyName.text
      : t.isIdentifier(declaration.name)
        ? declaration.name.text
        : undefined;
  const init = owner.initializer;
  if (
    !key ||
    !t.isCallExpression(init) ||
    !t.isPropertyAccessExpression(init.expression) ||
    init.expression.expression.kind !== t.SyntaxKind.ThisKeyword
  )
    return undefined;
  const helper = methodOf(cls, init.expression.name.text);
  if (!helper || helper === fn) return undefined;
  const returns = returnStatements(model, helper.body!);
  let agreed: Source | undefined;
  for (const statement of returns) {
    const value =
      statement.expression && t.isObjectLiteralExpression(statement.expression)
        ? statement.expression.properties.find((p) => p.name && t.isIdentifier(p.name) && p.name.text === key)
        : undefined;
    const expressionOfKey =
      value && t.isShorthandPropertyAssignment(value)
        ? value.name
        : value && t.isPropertyAssignment(value)
          ? value.initializer
          : undefined;
    const found = expressionOfKey && sourceOf(model, expressionOfKey, helper as TS.MethodDeclaration, cls, depth + 1);
    if (!found || (agreed && (agreed.parameter !== found.parameter || agreed.indexed !== found.indexed)))
      return undefined;
    agreed = found;
  }
  return agreed && throughCall(model, agreed, helper, init, fn, cls, depth);
}
