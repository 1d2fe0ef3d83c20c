// Which declaration in another linted project file an import binding names (the declaration, not its value):
// what lets a server object exported by one file and imported by others count as one object.
import { ts, type TS } from './typescript.js';
import { hasDefaultModifier, hasExportModifier } from './ast.js';
import { findTopLevelDeclaration } from './scope.js';
import type { Project } from './project.js';

const MAX_REEXPORT_HOPS = 10;

/** The declaration `import { x } from './a.js'` (or a default import) refers to; undefined for packages and anything dynamic. */
export function importedDeclaration(project: Project, binding: TS.ImportSpecifier | TS.ImportClause): TS.Node | undefined {
  const t = ts();
  let statement: TS.Node = binding;
  while (!t.isImportDeclaration(statement)) statement = statement.parent;
  if (!t.isStringLiteral(statement.moduleSpecifier)) return undefined;
  const file = project.resolveImport(binding.getSourceFile().fileName, statement.moduleSpecifier.text);
  const source = file ? project.sourceFile(file) : undefined;
  if (!source) return undefined;
  const name = t.isImportSpecifier(binding) ? (binding.propertyName ?? binding.name).text : 'default';
  return exportedDeclaration(project, source, name, 0);
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
  if (!t.isVariableStatement(statement) && !t.isFunctionDeclaration(statement) && !t.isClassDeclaration(statement)) return undefined;
  if (!t.isSourceFile(statement.parent) || !hasExportModifier(statement)) return undefined;
  if (hasDefaultModifier(statement)) return 'default';
  const name = t.isVariableDeclaration(declaration) ? declaration.name : (statement as TS.FunctionDeclaration | TS.ClassDeclaration).name;
  return name && t.isIdentifier(name) ? name.text : undefined;
}

function exportedDeclaration(project: Project, file: TS.SourceFile, name: string, hops: number): TS.Node | undefined {
  const t = ts();
  if (hops > MAX_REEXPORT_HOPS) return undefined;
  for (const statement of file.statements) {
    if (hasExportModifier(statement)) {
      if (t.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (t.isIdentifier(declaration.name) && declaration.name.text === name) return declaration;
        }
      }
      if ((t.isFunctionDeclaration(statement) || t.isClassDeclaration(statement))
        && (hasDefaultModifier(statement) ? name === 'default' : statement.name?.text === name)) return statement;
    }
    if (t.isExportAssignment(statement) && name === 'default' && t.isIdentifier(statement.expression)) {
      return findTopLevelDeclaration(file, statement.expression.text);
    }
    if (t.isExportDeclaration(statement) && statement.exportClause && t.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        if (element.name.text !== name) continue;
        const local = (element.propertyName ?? element.name).text;
        const target = statement.moduleSpecifier && t.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
        if (!target) return findTopLevelDeclaration(file, local);
        const next = project.resolveImport(file.fileName, target);
        const nextFile = next ? project.sourceFile(next) : undefined;
        return nextFile ? exportedDeclaration(project, nextFile, local, hops + 1) : undefined;
      }
    }
  }
  return undefined;
}
