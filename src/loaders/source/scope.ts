// Name resolution by lexical scope, without the type checker. The no-`--project` path has no Program, so
// both paths share this walk; the checker (with --project) would answer the same for plain names but would
// need a Program for every file, and differs on some shapes (aliases, merged declarations).
import { ts, type TS } from './typescript.js';
import { isFunctionLike } from './ast.js';

const resolved = new WeakMap<TS.Identifier, TS.Node | null>();

/** A global (`console`, `process`) named where the file does not shadow it with its own declaration. */
export function isGlobalName(node: TS.Expression, name: string): boolean {
  return ts().isIdentifier(node) && node.text === name && !resolveDeclaration(node);
}

/**
 * The declaration an identifier refers to, by lexical scope. Memoized: a helper called many times resolves
 * its names once, so evaluation steps stay cheap however large the file is.
 */
export function resolveDeclaration(identifier: TS.Identifier): TS.Node | undefined {
  const known = resolved.get(identifier);
  if (known !== undefined) return known ?? undefined;
  const found = resolveUncached(identifier);
  resolved.set(identifier, found ?? null);
  return found;
}

function resolveUncached(identifier: TS.Identifier): TS.Node | undefined {
  const name = identifier.text;
  for (let node: TS.Node = identifier; node.parent; node = node.parent) {
    const found = declarationIn(node.parent, name);
    if (found) return found;
  }
  return undefined;
}

export function findTopLevelDeclaration(file: TS.SourceFile, name: string): TS.Node | undefined {
  return declarationIn(file, name);
}

/** The declaration of `name` made directly in `scope` (a block, a function's parameters, a loop head…). */
export function declarationIn(scope: TS.Node, name: string): TS.Node | undefined {
  const t = ts();
  if (t.isSourceFile(scope) || t.isBlock(scope) || t.isModuleBlock(scope) || t.isCaseClause(scope) || t.isDefaultClause(scope)) {
    if (scope.statements.length > INDEXED_FROM) return statementIndex(scope.statements).get(name);
    for (const statement of scope.statements) {
      scopeWork.statementsVisited++;
      const found = declarationInStatement(statement, name);
      if (found) return found;
    }
    return undefined;
  }
  if (isFunctionLike(scope)) {
    for (const parameter of scope.parameters) {
      const found = matchBinding(parameter.name, name, parameter);
      if (found) return found;
    }
    if ((t.isFunctionExpression(scope) || t.isFunctionDeclaration(scope)) && scope.name?.text === name) return scope;
    return undefined;
  }
  if ((t.isForOfStatement(scope) || t.isForInStatement(scope) || t.isForStatement(scope)) && scope.initializer && t.isVariableDeclarationList(scope.initializer)) {
    for (const declaration of scope.initializer.declarations) {
      const found = matchBinding(declaration.name, name, declaration);
      if (found) return found;
    }
  }
  if (t.isCatchClause(scope) && scope.variableDeclaration) return matchBinding(scope.variableDeclaration.name, name, scope.variableDeclaration);
  if (t.isClassExpression(scope) && scope.name?.text === name) return scope;
  return undefined;
}

/**
 * Above this many statements a scope's declarations are indexed by name once: every call of a large module (a
 * bundle's top level holds thousands of statements) looks names up there, and a scan per lookup made that
 * quadratic in the file's size.
 */
const INDEXED_FROM = 16;
/** Statements looked at by declaration lookups, so a test can show lookups stay linear without timing them. */
export const scopeWork = { statementsVisited: 0 };
const indexes = new WeakMap<TS.NodeArray<TS.Statement>, Map<string, TS.Node>>();

/** Each name declared by the statements, mapped to what declarationInStatement finds for it (the first one). */
function statementIndex(statements: TS.NodeArray<TS.Statement>): Map<string, TS.Node> {
  let index = indexes.get(statements);
  if (index) return index;
  index = new Map();
  const add = (name: string, declaration: TS.Node): void => {
    if (!index!.has(name)) index!.set(name, declaration);
  };
  scopeWork.statementsVisited += statements.length;
  for (const statement of statements) declarationsOfStatement(statement, add);
  indexes.set(statements, index);
  return index;
}

/** Every declaration a statement makes, in the order declarationInStatement tries them. */
function declarationsOfStatement(statement: TS.Statement, add: (name: string, declaration: TS.Node) => void): void {
  const t = ts();
  if (t.isVariableStatement(statement)) {
    for (const declaration of statement.declarationList.declarations) bindingsOf(declaration.name, declaration, add);
  } else if ((t.isFunctionDeclaration(statement) || t.isClassDeclaration(statement) || t.isEnumDeclaration(statement)) && statement.name) {
    add(statement.name.text, statement);
  } else if (t.isImportDeclaration(statement) && statement.importClause && !statement.importClause.isTypeOnly) {
    const clause = statement.importClause;
    if (clause.name) add(clause.name.text, clause);
    const bindings = clause.namedBindings;
    if (bindings && t.isNamespaceImport(bindings)) add(bindings.name.text, bindings);
    if (bindings && t.isNamedImports(bindings)) for (const element of bindings.elements) add(element.name.text, element);
  }
}

/** The names a binding declares, each with what matchBinding returns for it. */
function bindingsOf(binding: TS.BindingName, declaration: TS.Node, add: (name: string, declaration: TS.Node) => void): void {
  const t = ts();
  if (t.isIdentifier(binding)) {
    add(binding.text, declaration);
    return;
  }
  for (const element of binding.elements) {
    if (t.isOmittedExpression(element)) continue;
    if (t.isIdentifier(element.name)) add(element.name.text, element);
    else bindingsOf(element.name, element, add);
  }
}

function declarationInStatement(statement: TS.Statement, name: string): TS.Node | undefined {
  const t = ts();
  if (t.isVariableStatement(statement)) {
    for (const declaration of statement.declarationList.declarations) {
      const found = matchBinding(declaration.name, name, declaration);
      if (found) return found;
    }
  } else if ((t.isFunctionDeclaration(statement) || t.isClassDeclaration(statement) || t.isEnumDeclaration(statement)) && statement.name?.text === name) {
    return statement;
  } else if (t.isImportDeclaration(statement) && statement.importClause && !statement.importClause.isTypeOnly) {
    const clause = statement.importClause;
    if (clause.name?.text === name) return clause;
    const bindings = clause.namedBindings;
    if (bindings && t.isNamespaceImport(bindings) && bindings.name.text === name) return bindings;
    if (bindings && t.isNamedImports(bindings)) for (const element of bindings.elements) if (element.name.text === name) return element;
  }
  return undefined;
}

function matchBinding(binding: TS.BindingName, name: string, declaration: TS.Node): TS.Node | undefined {
  const t = ts();
  if (t.isIdentifier(binding)) return binding.text === name ? declaration : undefined;
  for (const element of binding.elements) {
    if (t.isOmittedExpression(element)) continue;
    if (t.isIdentifier(element.name) && element.name.text === name) return element;
    if (!t.isIdentifier(element.name)) {
      const found = matchBinding(element.name, name, element);
      if (found) return found;
    }
  }
  return undefined;
}

/** A set of names per file, collected by one walk of the file the first time it is asked about. */
class NamesPerFile {
  private readonly byFile = new Map<TS.SourceFile, Set<string>>();

  constructor(private readonly collect: (file: TS.SourceFile) => Set<string>) {}

  has(file: TS.SourceFile, name: string): boolean {
    let names = this.byFile.get(file);
    if (!names) {
      names = this.collect(file);
      this.byFile.set(file, names);
    }
    return names.has(name);
  }
}

function isAssignment(node: TS.Node): node is TS.AssignmentExpression<TS.AssignmentOperatorToken> {
  const t = ts();
  return t.isBinaryExpression(node) && node.operatorToken.kind >= t.SyntaxKind.FirstAssignment && node.operatorToken.kind <= t.SyntaxKind.LastAssignment;
}

/** Names assigned to anywhere in a file (`x = …`, `x++`): a `let` among them is not a constant. */
export class ReassignedNames extends NamesPerFile {
  constructor() {
    super(collectReassigned);
  }
}

function collectReassigned(file: TS.SourceFile): Set<string> {
  const t = ts();
  const found = new Set<string>();
  const visit = (node: TS.Node): void => {
    if (isAssignment(node) && t.isIdentifier(node.left)) found.add(node.left.text);
    if ((t.isPrefixUnaryExpression(node) || t.isPostfixUnaryExpression(node)) && t.isIdentifier(node.operand)) found.add(node.operand.text);
    t.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Names whose members are assigned under a computed key anywhere in a file (`params[key] = …`): an object literal
 * held by one of them is filled in after it is written, with keys known only at run time, so what the literal
 * shows is not all it holds. (A write under a known key, `copy.annotations = …`, is followed where it matters:
 * tool-lists.ts.)
 */
export class MemberWrittenNames extends NamesPerFile {
  constructor() {
    super(collectMemberWritten);
  }
}

function collectMemberWritten(file: TS.SourceFile): Set<string> {
  const t = ts();
  const found = new Set<string>();
  const visit = (node: TS.Node): void => {
    if (isAssignment(node) && t.isElementAccessExpression(node.left) && t.isIdentifier(node.left.expression)
      && !t.isStringLiteralLike(node.left.argumentExpression) && !t.isNumericLiteral(node.left.argumentExpression)) found.add(node.left.expression.text);
    t.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const grown = new WeakMap<TS.Node, boolean>();

/** Whether a variable is pushed onto (`push`/`unshift`) or reassigned in the function or module that declares it. */
export function isGrown(declaration: TS.VariableDeclaration): boolean {
  const t = ts();
  let result = grown.get(declaration);
  if (result !== undefined) return result;
  result = false;
  const name = t.isIdentifier(declaration.name) ? declaration.name.text : undefined;
  let scope: TS.Node = declaration.getSourceFile();
  for (let node: TS.Node | undefined = declaration.parent; node; node = node.parent) {
    if (t.isFunctionLike(node)) {
      scope = node;
      break;
    }
  }
  const visit = (child: TS.Node): void => {
    if (result || !name) return;
    if (t.isBinaryExpression(child) && child.operatorToken.kind === t.SyntaxKind.EqualsToken && t.isIdentifier(child.left) && child.left.text === name && resolveDeclaration(child.left) === declaration) result = true;
    if (t.isCallExpression(child) && t.isPropertyAccessExpression(child.expression) && ['push', 'unshift'].includes(child.expression.name.text)
      && t.isIdentifier(child.expression.expression) && child.expression.expression.text === name && resolveDeclaration(child.expression.expression) === declaration) result = true;
    t.forEachChild(child, visit);
  };
  visit(scope);
  grown.set(declaration, result);
  return result;
}
