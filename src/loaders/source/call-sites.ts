// Calls of a project function from other files (`setupHandlers(server, TOOLS)` in index.js calling the helper
// that registers the handlers in handlers.js). Bounded: only files beside the helper's file and one directory up,
// only those whose text names the helper, at most MAX_FILES of them.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ts, type TS } from './typescript.js';
import { resolveDeclaration } from './scope.js';
import type { Project } from './project.js';
import { Slot } from './model.js';
import { requiredSpecifier } from './require-calls.js';

const MAX_FILES = 200;
const SOURCE_FILE = /\.(m|c)?(j|t)sx?$/;
const LISTINGS = new Slot<Map<string, string[]>>('the source files of each folder a cross-file call is looked for in');

/** Calls of `name`, defined as `declaration` in `file`, made from other project files that import it. */
export function crossFileCalls(project: Project, file: TS.SourceFile, name: string): TS.CallExpression[] {
  const t = ts();
  const found: TS.CallExpression[] = [];
  for (const candidate of neighbours(project, file.fileName)) {
    const source = project.sourceFile(candidate);
    if (!source || source === file || !source.text.includes(name)) continue;
    const visit = (node: TS.Node): void => {
      if (t.isCallExpression(node) && callsInto(project, node.expression, name, file.fileName)) found.push(node);
      t.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Whether a callee (`name`, `mod.name`, `(0, mod.name)`) is the export `name` of `target`. */
function callsInto(project: Project, callee: TS.Expression, name: string, target: string): boolean {
  const t = ts();
  while (t.isParenthesizedExpression(callee)) callee = callee.expression;
  if (t.isBinaryExpression(callee) && callee.operatorToken.kind === t.SyntaxKind.CommaToken) callee = callee.right;
  let root: TS.Identifier | undefined;
  if (t.isIdentifier(callee) && callee.text === name) root = callee;
  else if (t.isPropertyAccessExpression(callee) && callee.name.text === name && t.isIdentifier(callee.expression))
    root = callee.expression;
  if (!root) return false;
  const declaration = resolveDeclaration(project.model, root);
  if (!declaration) return false;
  let specifier: string | undefined;
  let node: TS.Node = declaration;
  while (node.parent && !t.isImportDeclaration(node) && !t.isSourceFile(node)) node = node.parent;
  if (t.isImportDeclaration(node) && t.isStringLiteral(node.moduleSpecifier)) specifier = node.moduleSpecifier.text;
  else if (t.isVariableDeclaration(declaration) && declaration.initializer)
    specifier = requiredSpecifier(declaration.initializer);
  return specifier !== undefined && project.resolveImport(root.getSourceFile().fileName, specifier) === target;
}

function neighbours(project: Project, fileName: string): string[] {
  const cache = project.model.one(LISTINGS, () => new Map<string, string[]>());
  const dir = dirname(fileName);
  let files = cache.get(dir);
  if (!files) {
    files = [];
    for (const directory of [dir, dirname(dir)]) {
      try {
        for (const entry of readdirSync(directory))
          if (SOURCE_FILE.test(entry) && !entry.endsWith('.d.ts') && files.length < MAX_FILES)
            files.push(join(directory, entry));
      } catch {
        // an unreadable directory has no callers we can see
      }
    }
    cache.set(dir, files);
  }
  return files;
}
