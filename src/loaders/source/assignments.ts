// Facts about how a file assigns its names, collected by one walk of the file: a `let` reassigned anywhere is not a
// constant, an object whose members are written under computed keys is filled in after it is created, a list pushed
// onto grows. Which declaration a name refers to is the checker's answer (scope.ts).
import { ts, type TS } from './typescript.js';
import { resolveDeclaration } from './scope.js';
import { Memo, type SourceModel } from './model.js';

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
  return (
    t.isBinaryExpression(node) &&
    node.operatorToken.kind >= t.SyntaxKind.FirstAssignment &&
    node.operatorToken.kind <= t.SyntaxKind.LastAssignment
  );
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
    if ((t.isPrefixUnaryExpression(node) || t.isPostfixUnaryExpression(node)) && t.isIdentifier(node.operand))
      found.add(node.operand.text);
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
    if (
      isAssignment(node) &&
      t.isElementAccessExpression(node.left) &&
      t.isIdentifier(node.left.expression) &&
      !t.isStringLiteralLike(node.left.argumentExpression) &&
      !t.isNumericLiteral(node.left.argumentExpression)
    )
      found.add(node.left.expression.text);
    t.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const GROWN = new Memo<TS.VariableDeclaration, boolean>('whether a variable is pushed onto or reassigned');

/** Whether a variable is pushed onto (`push`/`unshift`) or reassigned in the function or module that declares it. */
export function isGrown(model: SourceModel, declaration: TS.VariableDeclaration): boolean {
  return model.remember(GROWN, declaration, () => grows(model, declaration));
}

function grows(model: SourceModel, declaration: TS.VariableDeclaration): boolean {
  const t = ts();
  let result = false;
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
    if (
      t.isBinaryExpression(child) &&
      child.operatorToken.kind === t.SyntaxKind.EqualsToken &&
      t.isIdentifier(child.left) &&
      child.left.text === name &&
      resolveDeclaration(model, child.left) === declaration
    )
      result = true;
    if (
      t.isCallExpression(child) &&
      t.isPropertyAccessExpression(child.expression) &&
      ['push', 'unshift'].includes(child.expression.name.text) &&
      t.isIdentifier(child.expression.expression) &&
      child.expression.expression.text === name &&
      resolveDeclaration(model, child.expression.expression) === declaration
    )
      result = true;
    t.forEachChild(child, visit);
  };
  visit(scope);
  return result;
}
