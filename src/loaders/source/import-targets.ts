// Which declaration in another linted project file an import binding names (the declaration, not its value):
// what lets a server object exported by one file and imported by others count as one object.
import { ts, type TS } from './typescript.js';
import { hasDefaultModifier, hasExportModifier } from './ast.js';
import { checkerOf } from './scope.js';
import type { Project } from './project.js';
import type { SourceModel } from './model.js';

/**
 * The declaration `import { x } from './a.js'` (or a default import) finally refers to, through re-exports, as the
 * checker resolves the alias; undefined for packages and anything dynamic.
 */
export function importedDeclaration(
  model: SourceModel,
  binding: TS.ImportSpecifier | TS.ImportClause,
): TS.Node | undefined {
  const checker = checkerOf(model, binding.getSourceFile());
  const alias = binding.name && checker?.getSymbolAtLocation(binding.name);
  if (!alias || !(alias.flags & ts().SymbolFlags.Alias)) return undefined;
  const target = checker!.getAliasedSymbol(alias);
  return checker!.isUnknownSymbol(target) ? undefined : (target.valueDeclaration ?? target.declarations?.[0]);
}

/** The file an import declaration names, when it is one of the project's own files. */
export function importedFile(project: Project, statement: TS.ImportDeclaration): string | undefined {
  const t = ts();
  if (!t.isStringLiteral(statement.moduleSpecifier)) return undefined;
  return project.resolveImport(statement.getSourceFile().fileName, statement.moduleSpecifier.text);
}

/** The name a declaration is exported under from its file, when it is exported directly (`export const`, `export function`). */
export function directExportName(declaration: TS.Node): string | undefined {
  const t = ts();
  const statement = t.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  if (!t.isVariableStatement(statement) && !t.isFunctionDeclaration(statement) && !t.isClassDeclaration(statement))
    return undefined;
  if (!t.isSourceFile(statement.parent) || !hasExportModifier(statement)) return undefined;
  if (hasDefaultModifier(statement)) return 'default';
  const name = t.isVariableDeclaration(declaration)
    ? declaration.name
    : (statement as TS.FunctionDeclaration | TS.ClassDeclaration).name;
  return name && t.isIdentifier(name) ? name.text : undefined;
}
