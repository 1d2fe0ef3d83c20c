// Small questions about the syntax tree, shared by the evaluator, the handler analysis and the loaders.
import { ts, type TS } from './typescript.js';
import { Memo, type SourceModel } from './model.js';

/**
 * Return statements of a function body or of a region of one (a `case` clause, an `if` branch that may be
 * a bare `return`), not counting nested functions or classes.
 */
export function returnStatements(model: SourceModel, body: TS.Node): TS.ReturnStatement[] {
  return model.remember(RETURNS, body, collectReturnStatements);
}

/** Memoized: the evaluator inlines a helper once per call, and a hostile file calls one many times. */
const RETURNS = new Memo<TS.Node, TS.ReturnStatement[]>('the return statements of a body');

function collectReturnStatements(body: TS.Node): TS.ReturnStatement[] {
  const t = ts();
  const found: TS.ReturnStatement[] = [];
  const visit = (node: TS.Node): void => {
    if (t.isReturnStatement(node)) found.push(node);
    if (isFunctionLike(node) || t.isClassLike(node)) return;
    t.forEachChild(node, visit);
  };
  if (isFunctionLike(body)) t.forEachChild(body, visit);
  else visit(body);
  return found;
}

export function isFunctionLike(node: TS.Node): node is TS.SignatureDeclaration & { body?: TS.Node } {
  const t = ts();
  return (
    t.isFunctionDeclaration(node) ||
    t.isFunctionExpression(node) ||
    t.isArrowFunction(node) ||
    t.isMethodDeclaration(node) ||
    t.isConstructorDeclaration(node) ||
    t.isGetAccessorDeclaration(node) ||
    t.isSetAccessorDeclaration(node)
  );
}

/** Declared outside every function: its value does not depend on call-site bindings. Memoized per node. */
export function isTopLevel(model: SourceModel, declaration: TS.Node): boolean {
  return model.remember(TOP_LEVEL, declaration, () => {
    // A declaration in a loop body holds a value per iteration (it may use the loop variable): never one value.
    for (let node = declaration.parent; node; node = node.parent)
      if (isFunctionLike(node) || ts().isIterationStatement(node, false)) return false;
    return true;
  });
}

const TOP_LEVEL = new Memo<TS.Node, boolean>('whether a declaration is outside every function and loop');

/**
 * An identifier that is a name rather than a reference to a binding of this file: `{ parameters: … }`, `x.parameters`,
 * a method, field, enum member or JSX attribute named so, `{ parameters: p } = …`, `import { parameters as p }`, both
 * names in `export { a as parameters } from './x'` and `export * as parameters from './x'`, the exported name in a local
 * `export { p as parameters }` (where `p` is the binding itself), and the right of `A.parameters` in a type.
 */
export function isPropertyName(id: TS.Identifier): boolean {
  const t = ts();
  const parent = id.parent;
  if (t.isPropertyAccessExpression(parent)) return parent.name === id;
  if (t.isBindingElement(parent) || t.isImportSpecifier(parent)) return parent.propertyName === id;
  if (t.isExportSpecifier(parent))
    return (
      parent.parent.parent.moduleSpecifier !== undefined || (parent.propertyName !== undefined && parent.name === id)
    );
  if (t.isNamespaceExport(parent) || t.isJsxAttribute(parent)) return parent.name === id;
  if (t.isQualifiedName(parent)) return parent.right === id;
  if (t.isImportTypeNode(parent)) return parent.qualifier === id;
  return (
    (t.isPropertyAssignment(parent) ||
      t.isPropertyDeclaration(parent) ||
      t.isMethodDeclaration(parent) ||
      t.isGetAccessorDeclaration(parent) ||
      t.isSetAccessorDeclaration(parent) ||
      t.isPropertySignature(parent) ||
      t.isMethodSignature(parent) ||
      t.isEnumMember(parent)) &&
    parent.name === id
  );
}

export function hasExportModifier(statement: TS.Statement): boolean {
  return hasModifier(statement, ts().SyntaxKind.ExportKeyword);
}

export function hasDefaultModifier(statement: TS.Statement): boolean {
  return hasModifier(statement, ts().SyntaxKind.DefaultKeyword);
}

function hasModifier(node: TS.Node, kind: TS.SyntaxKind): boolean {
  const t = ts();
  return t.canHaveModifiers(node) && (t.getModifiers(node)?.some((m) => m.kind === kind) ?? false);
}

/** The expression inside `( … )`, `… as T`, `…!`, `<T>…` and `… satisfies T`, however deeply wrapped. */
export function skipTypeWrappers(expression: TS.Expression): TS.Expression {
  const t = ts();
  let node = expression;
  while (
    t.isParenthesizedExpression(node) ||
    t.isAsExpression(node) ||
    t.isNonNullExpression(node) ||
    t.isTypeAssertionExpression(node) ||
    t.isSatisfiesExpression(node)
  ) {
    node = node.expression;
  }
  return node;
}
