// Who calls a function, across the linted files: what lets a registration inside a helper be judged per call
// (`registerTools(server)` and `registerTools(otherRegistrar)` are two placements, not one tool twice on one server),
// and a stdout write inside `startHttp()` be placed in the branch that calls it.
import { ts, type TS } from './typescript.js';
import { isFunctionLike, isPropertyName } from './ast.js';
import { ReassignedNames } from './assignments.js';
import { resolveDeclaration } from './scope.js';
import { directExportName, importedFile } from './import-targets.js';
import type { Project } from './project.js';
import { Slot } from './model.js';

const MAX_CALLS = 50;

export interface Callers {
  calls: TS.CallExpression[];
  /** False when the function is also used in a way that is not a visible call (exported, passed as a value, …). */
  complete: boolean;
}

export class CallerIndex {
  private readonly identifiers = new Map<TS.SourceFile, Map<string, TS.Identifier[]>>();
  private readonly cache = new Map<TS.Node, Callers | undefined>();
  private readonly reassigned = new ReassignedNames();

  constructor(
    readonly project: Project,
    private readonly files: readonly TS.SourceFile[],
  ) {}

  /** The calls of a function declared with a name (or a method called as `this.name()`); undefined for anonymous functions. */
  of(fn: TS.Node): Callers | undefined {
    if (this.cache.has(fn)) return this.cache.get(fn);
    const found = ts().isMethodDeclaration(fn) ? this.methodCalls(fn) : this.namedCalls(fn);
    this.cache.set(fn, found);
    return found;
  }

  private namedCalls(fn: TS.Node): Callers | undefined {
    const t = ts();
    const named = nameOf(fn, this.reassigned);
    if (!named) return undefined;
    const { declaration, name } = named;
    const file = fn.getSourceFile();
    const callers: Callers = { calls: [], complete: true };
    this.collect(
      file,
      name.text,
      (id) => id !== name && resolveDeclaration(this.project.model, id) === declaration,
      callers,
    );
    const exportedAs = commonJsExportName(file, name.text);
    if (exportedAs !== undefined) {
      callers.complete = false;
      this.collectRequired(file, exportedAs, callers);
    }
    const exported = directExportName(declaration);
    if (exported !== undefined) {
      // Callers outside the linted files are unknown; the linted ones that import it are followed.
      callers.complete = false;
      for (const other of this.files) {
        if (other === file) continue;
        for (const statement of other.statements) {
          if (
            !t.isImportDeclaration(statement) ||
            !statement.importClause ||
            importedFile(this.project, statement) !== file.fileName
          )
            continue;
          const clause = statement.importClause;
          const locals: TS.Node[] = [];
          if (exported === 'default' && clause.name) locals.push(clause);
          const bindings = clause.namedBindings;
          if (bindings && t.isNamedImports(bindings))
            for (const element of bindings.elements)
              if ((element.propertyName ?? element.name).text === exported) locals.push(element);
          for (const local of locals) {
            const localName = t.isImportClause(local) ? local.name!.text : (local as TS.ImportSpecifier).name.text;
            this.collect(
              other,
              localName,
              (id) => id.parent !== local && resolveDeclaration(this.project.model, id) === local,
              callers,
            );
          }
        }
      }
    }
    return callers;
  }

  /**
   * `this.method(…)` inside the method's own class, and `instance.method(…)` on a constant holding `new Class()`;
   * any other use of the name makes the list incomplete.
   */
  private methodCalls(method: TS.MethodDeclaration): Callers | undefined {
    const t = ts();
    const owner = method.parent;
    if (!t.isIdentifier(method.name) || !t.isClassLike(owner)) return undefined;
    const callers: Callers = { calls: [], complete: !hasExport(owner) };
    for (const id of this.identifiersNamed(method.getSourceFile(), method.name.text)) {
      if (id === method.name || !t.isPropertyAccessExpression(id.parent) || id.parent.name !== id) continue;
      const access = id.parent;
      const call = access.parent;
      const onOwner =
        access.expression.kind === t.SyntaxKind.ThisKeyword
          ? thisClass(access) === owner
          : this.isInstanceOf(access.expression, owner);
      if (onOwner && t.isCallExpression(call) && call.expression === access) {
        if (callers.calls.length < MAX_CALLS) callers.calls.push(call);
        else callers.complete = false;
      } else callers.complete = false;
    }
    return callers;
  }

  /** `server` in `const server = new Weather(); server.run()`: a constant holding an instance of the class. */
  private isInstanceOf(expression: TS.Expression, owner: TS.ClassLikeDeclaration): boolean {
    const t = ts();
    if (!t.isIdentifier(expression)) return false;
    const declaration = resolveDeclaration(this.project.model, expression);
    if (
      !declaration ||
      !t.isVariableDeclaration(declaration) ||
      !t.isIdentifier(declaration.name) ||
      !declaration.initializer
    )
      return false;
    const constant = (declaration.parent.flags & t.NodeFlags.Const) !== 0;
    if (!constant && this.reassigned.has(declaration.getSourceFile(), declaration.name.text)) return false;
    const created = declaration.initializer;
    if (!t.isNewExpression(created) || !t.isIdentifier(created.expression)) return false;
    const target = resolveDeclaration(this.project.model, created.expression);
    return (
      target === owner || (target !== undefined && t.isVariableDeclaration(target) && target.initializer === owner)
    );
  }

  private collect(file: TS.SourceFile, name: string, refers: (id: TS.Identifier) => boolean, callers: Callers): void {
    const t = ts();
    for (const id of this.identifiersNamed(file, name)) {
      // Property names (`x.name`, `{ name: … }`, a method named so) are not references to the binding.
      if (isPropertyName(id)) continue;
      if (!refers(id)) continue;
      const call = id.parent;
      if (t.isCallExpression(call) && call.expression === id && callers.calls.length < MAX_CALLS)
        callers.calls.push(call);
      else callers.complete = false;
    }
  }

  /**
   * Compiled CommonJS: `const cli_1 = require("./cli.js")` in another linted file, then `cli_1.runCli(…)` or
   * `(0, cli_1.runCli)(…)` (as tsc writes a call of an imported function).
   */
  private collectRequired(file: TS.SourceFile, exported: string, callers: Callers): void {
    const t = ts();
    for (const other of this.files) {
      if (other === file) continue;
      for (const statement of other.statements) {
        if (!t.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          const init = declaration.initializer;
          if (
            !t.isIdentifier(declaration.name) ||
            !init ||
            !t.isCallExpression(init) ||
            !t.isIdentifier(init.expression) ||
            init.expression.text !== 'require' ||
            init.arguments.length !== 1 ||
            !t.isStringLiteral(init.arguments[0]!) ||
            this.project.resolveImport(other.fileName, init.arguments[0].text) !== file.fileName
          )
            continue;
          for (const id of this.identifiersNamed(other, declaration.name.text)) {
            const access = id.parent;
            if (!t.isPropertyAccessExpression(access) || access.expression !== id || access.name.text !== exported)
              continue;
            const call = calledAs(access);
            if (call && callers.calls.length < MAX_CALLS) callers.calls.push(call);
          }
        }
      }
    }
  }

  private identifiersNamed(file: TS.SourceFile, name: string): TS.Identifier[] {
    let index = this.identifiers.get(file);
    if (!index) {
      const built = new Map<string, TS.Identifier[]>();
      const t = ts();
      const visit = (node: TS.Node): void => {
        if (t.isIdentifier(node)) {
          const list = built.get(node.text);
          if (list) list.push(node);
          else built.set(node.text, [node]);
        }
        t.forEachChild(node, visit);
      };
      visit(file);
      index = built;
      this.identifiers.set(file, index);
    }
    return index.get(name) ?? [];
  }
}

/** The name `exports.name = fn` or `module.exports.name = fn` exports a top-level function of the file under. */
function commonJsExportName(file: TS.SourceFile, local: string): string | undefined {
  const t = ts();
  for (const statement of file.statements) {
    if (!t.isExpressionStatement(statement) || !t.isBinaryExpression(statement.expression)) continue;
    const { left, right, operatorToken } = statement.expression;
    if (operatorToken.kind !== t.SyntaxKind.EqualsToken || !t.isIdentifier(right) || right.text !== local) continue;
    if (!t.isPropertyAccessExpression(left)) continue;
    const target = left.expression;
    const isExports =
      (t.isIdentifier(target) && target.text === 'exports') ||
      (t.isPropertyAccessExpression(target) &&
        t.isIdentifier(target.expression) &&
        target.expression.text === 'module' &&
        target.name.text === 'exports');
    if (isExports) return left.name.text;
  }
  return undefined;
}

/** The call whose callee is `access`, directly or as tsc writes it: `(0, access)(…)`. */
function calledAs(access: TS.PropertyAccessExpression): TS.CallExpression | undefined {
  const t = ts();
  let callee: TS.Node = access;
  const sequence = access.parent;
  if (
    t.isBinaryExpression(sequence) &&
    sequence.operatorToken.kind === t.SyntaxKind.CommaToken &&
    sequence.right === access &&
    t.isParenthesizedExpression(sequence.parent)
  )
    callee = sequence.parent;
  const call = callee.parent;
  return call && t.isCallExpression(call) && call.expression === callee ? call : undefined;
}

/** The declaration and name of a named function: `function f() {}`, or `const f = () => …` never reassigned. */
function nameOf(fn: TS.Node, reassigned: ReassignedNames): { declaration: TS.Node; name: TS.Identifier } | undefined {
  const t = ts();
  if (t.isFunctionDeclaration(fn)) return fn.name ? { declaration: fn, name: fn.name } : undefined;
  if (!t.isFunctionExpression(fn) && !t.isArrowFunction(fn)) return undefined;
  let holder: TS.Node = fn.parent;
  while (t.isParenthesizedExpression(holder) || t.isAsExpression(holder) || t.isSatisfiesExpression(holder))
    holder = holder.parent;
  if (!t.isVariableDeclaration(holder) || !t.isIdentifier(holder.name)) return undefined;
  const constant = (holder.parent.flags & t.NodeFlags.Const) !== 0;
  if (!constant && reassigned.has(holder.getSourceFile(), holder.name.text)) return undefined;
  return { declaration: holder, name: holder.name };
}

/** The class whose instance `this` is at a node (arrow functions keep it; function expressions have their own). */
export function thisClass(node: TS.Node): TS.ClassLikeDeclaration | undefined {
  const t = ts();
  for (let current = node.parent; current; current = current.parent) {
    if (t.isClassLike(current)) return current;
    if (isFunctionLike(current) && !t.isArrowFunction(current) && !t.isClassLike(current.parent)) return undefined;
  }
  return undefined;
}

function hasExport(declaration: TS.Node): boolean {
  const t = ts();
  return (
    t.canHaveModifiers(declaration) &&
    (t.getModifiers(declaration)?.some((m) => m.kind === t.SyntaxKind.ExportKeyword) ?? false)
  );
}

const CALLERS = new Slot<CallerIndex>('who calls each function, across the linted files');

/** The call-site index over the files linted in this run (set up by the loader before any file is analysed). */
export function linkFiles(project: Project, files: readonly TS.SourceFile[]): CallerIndex {
  return project.model.set(CALLERS, new CallerIndex(project, files));
}

export function callerIndexOf(project: Project): CallerIndex {
  return project.model.one(CALLERS, () => new CallerIndex(project, []));
}
