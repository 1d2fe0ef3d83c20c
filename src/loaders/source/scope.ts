// Which declaration a name refers to, answered by the TypeScript checker: each file source mode parses belongs to a
// Program over the files it reads (program.ts), whose binder has already put every declaration in its scope, so a
// lookup is the checker's own scope walk. Only a declaration in the name's own file counts, as in JavaScript without
// a bundler: another file's value arrives through an import binding, which is itself the declaration found here.
import { ts, type TS } from './typescript.js';
import { NamePrograms } from './program.js';
import { Memo, type SourceModel } from './model.js';

const PROGRAMS = new Memo<TS.SourceFile, NamePrograms>('the checkers that resolve names in a file');
const DECLARATIONS = new Memo<TS.Identifier, TS.Node | null>('the declaration an identifier refers to');

/** Names in `file` are resolved by the checkers of `programs` (the Project that parsed it says so). */
export function resolveNamesWith(model: SourceModel, file: TS.SourceFile, programs: NamePrograms): void {
  model.table(PROGRAMS).set(file, programs);
}

/** A global (`console`, `process`) named where the file does not shadow it with its own declaration. */
export function isGlobalName(model: SourceModel, node: TS.Expression, name: string): boolean {
  return ts().isIdentifier(node) && node.text === name && !resolveDeclaration(model, node);
}

/**
 * The declaration an identifier refers to: a variable, parameter or destructured binding, a function, class or enum,
 * or the import binding that brings it in. Undefined for a global, a type-only import and anything else. Memoized: a
 * helper called many times resolves its names once.
 */
export function resolveDeclaration(model: SourceModel, identifier: TS.Identifier): TS.Node | undefined {
  const declarations = model.table(DECLARATIONS);
  const known = declarations.get(identifier);
  if (known !== undefined) return known ?? undefined;
  const found = lookUp(model, identifier.getSourceFile(), identifier.text, identifier);
  declarations.set(identifier, found ?? null);
  return found;
}

/** The declaration of `name` at the top level of a file (a variable, function, class, enum or import binding). */
export function findTopLevelDeclaration(model: SourceModel, file: TS.SourceFile, name: string): TS.Node | undefined {
  return lookUp(model, file, name, file);
}

function lookUp(model: SourceModel, file: TS.SourceFile, name: string, location: TS.Node): TS.Node | undefined {
  const t = ts();
  const checker = checkerOf(model, file);
  if (!checker) return undefined;
  const meaning = t.SymbolFlags.Value | t.SymbolFlags.Alias;
  // Globals excluded: with them, a script's top-level names would be every script's (the checker merges them).
  const symbol = checker.resolveName(name, location, meaning, true) ?? scriptTopLevel(file, name, meaning);
  return symbol && declarationIn(symbol, file);
}

/** The checker that resolves names in a parsed file; undefined for a file no Program can hold. */
export function checkerOf(model: SourceModel, file: TS.SourceFile): TS.TypeChecker | undefined {
  return namePrograms(model, file).checkerFor(file);
}

/** The checkers that resolve names in a file: its Project's, or for a file parsed outside one (a unit test), its own. */
export function namePrograms(model: SourceModel, file: TS.SourceFile): NamePrograms {
  return model.remember(
    PROGRAMS,
    file,
    () => new NamePrograms({ sourceFile: () => undefined, resolveImport: () => undefined }),
  );
}

/**
 * A script (a file with no import or export) keeps its top-level names in the binder's table of the file's own
 * symbols; the checker looks them up only among the globals, where every script's are merged.
 */
function scriptTopLevel(file: TS.SourceFile, name: string, meaning: TS.SymbolFlags): TS.Symbol | undefined {
  const t = ts();
  if (t.isExternalModule(file) || (file as { commonJsModuleIndicator?: TS.Node }).commonJsModuleIndicator)
    return undefined;
  const symbol = (file as unknown as { locals?: TS.SymbolTable }).locals?.get(t.escapeLeadingUnderscores(name));
  return symbol && symbol.flags & meaning ? symbol : undefined;
}

function importClauseOf(binding: TS.ImportClause | TS.NamespaceImport | TS.ImportSpecifier): TS.ImportClause {
  const t = ts();
  return t.isImportClause(binding) ? binding : t.isNamespaceImport(binding) ? binding.parent : binding.parent.parent;
}

/** The first declaration of the symbol made in `file` that gives a name a value. */
function declarationIn(symbol: TS.Symbol, file: TS.SourceFile): TS.Node | undefined {
  const t = ts();
  for (const declaration of symbol.declarations ?? []) {
    if (declaration.getSourceFile() !== file) continue;
    if (
      t.isVariableDeclaration(declaration) ||
      t.isParameter(declaration) ||
      t.isBindingElement(declaration) ||
      t.isFunctionDeclaration(declaration) ||
      t.isFunctionExpression(declaration) ||
      t.isClassDeclaration(declaration) ||
      t.isClassExpression(declaration) ||
      t.isEnumDeclaration(declaration)
    )
      return declaration;
    if (t.isImportClause(declaration) || t.isNamespaceImport(declaration) || t.isImportSpecifier(declaration))
      return importClauseOf(declaration).isTypeOnly ? undefined : declaration;
  }
  return undefined;
}
