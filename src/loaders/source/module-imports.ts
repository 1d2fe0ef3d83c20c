// The project files a file imports, and the files reached from it through imports: where console redirects are
// looked for (console-redirects.ts) and which modules a stdio server loads (stdio-modules.ts). Only relative imports:
// node_modules is never followed.
import { ts, type TS } from './typescript.js';
import { isFunctionLike } from './ast.js';
import { runsInPlace } from './execution-paths.js';
import type { Project } from './project.js';
import { Memo, type SourceModel } from './model.js';

// Files followed from one file through imports, and their total size: enough for any real server, bounded for
// hostile ones (each file followed is parsed).
const MAX_FOLLOWED_FILES = 200;
const MAX_FOLLOWED_CHARS = 16 * 1024 * 1024;

export interface ModuleImport {
  specifier: string;
  /**
   * - 'static': an import or export declaration that loads the module (not `import type`, and not one whose named
   *   bindings are all `type`: TypeScript erases those).
   * - 'type': one that TypeScript erases.
   * - 'call': `import('./x')` or `require('./x')`; `unconditional` when it runs whenever the file is loaded (not in a
   *   function that is called later, not in a branch).
   */
  kind: 'static' | 'type' | 'call';
  unconditional?: boolean;
}

const IMPORTS = new Memo<TS.SourceFile, readonly ModuleImport[]>('the relative imports of a file');

/** `import … from './x'`, `export … from './x'`, `import('./x')` and `require('./x')` in a file. */
export function relativeImportsOf(model: SourceModel, file: TS.SourceFile): readonly ModuleImport[] {
  return model.remember(IMPORTS, file, collectRelativeImports);
}

function collectRelativeImports(file: TS.SourceFile): readonly ModuleImport[] {
  const t = ts();
  const found: ModuleImport[] = [];
  // Declarations are top-level statements; calls can be anywhere, so only the parts of the tree around a call are walked.
  for (const statement of file.statements) {
    if (
      (t.isImportDeclaration(statement) || t.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      t.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push({ specifier: statement.moduleSpecifier.text, kind: isErased(statement) ? 'type' : 'static' });
    }
  }
  walkAround(file, /\b(?:require|import)\s*\(/g, (node) => {
    if (
      t.isCallExpression(node) &&
      node.arguments.length === 1 &&
      (node.expression.kind === t.SyntaxKind.ImportKeyword ||
        (t.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      const argument = node.arguments[0]!;
      if (t.isStringLiteralLike(argument))
        found.push({ specifier: argument.text, kind: 'call', unconditional: runsOnLoad(node) });
    }
  });
  return found.filter((entry) => entry.specifier.startsWith('.'));
}

/**
 * The file and the project files reached from it through the imports `follows` accepts (every import when omitted),
 * breadth first, the file itself first; within the budget above.
 */
export function importClosure(
  project: Project,
  from: TS.SourceFile,
  follows: (entry: ModuleImport) => boolean = () => true,
): TS.SourceFile[] {
  const seen = new Set<TS.SourceFile>([from]);
  const queue = [from];
  let followedChars = 0;
  for (let next = 0; next < queue.length; next++) {
    for (const entry of relativeImportsOf(project.model, queue[next]!)) {
      if (!follows(entry)) continue;
      if (seen.size > MAX_FOLLOWED_FILES || followedChars > MAX_FOLLOWED_CHARS) return queue;
      const path = project.resolveImport(queue[next]!.fileName, entry.specifier);
      const imported = path === undefined ? undefined : project.sourceFile(path);
      if (imported && !seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
        followedChars += imported.text.length;
      }
    }
  }
  return queue;
}

function isErased(statement: TS.ImportDeclaration | TS.ExportDeclaration): boolean {
  const t = ts();
  if (t.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    t.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** Whether a call runs whenever its file is loaded: no function called later and no branch lies between it and the top. */
function runsOnLoad(node: TS.Node): boolean {
  const t = ts();
  for (let current = node; current.parent; current = current.parent) {
    const parent = current.parent;
    if (isFunctionLike(parent) && !runsInPlace(parent)) return false;
    if (t.isIfStatement(parent) && current !== parent.expression) return false;
    if (t.isConditionalExpression(parent) && current !== parent.condition) return false;
    if (t.isCaseClause(parent) || t.isDefaultClause(parent) || t.isCatchClause(parent)) return false;
    if (t.isBinaryExpression(parent) && current === parent.right) {
      const op = parent.operatorToken.kind;
      if (
        op === t.SyntaxKind.AmpersandAmpersandToken ||
        op === t.SyntaxKind.BarBarToken ||
        op === t.SyntaxKind.QuestionQuestionToken
      )
        return false;
    }
  }
  return true;
}

/**
 * Calls `visit` on every node of the file whose text holds a match of `pattern` (a global regular expression), and on
 * no other: a subtree without a match is skipped whole, so a walk costs the depth of the tree per match instead of
 * every node of the file.
 */
export function walkAround(file: TS.SourceFile, pattern: RegExp, visit: (node: TS.Node) => void): void {
  const t = ts();
  const starts: number[] = [];
  for (const match of file.text.matchAll(pattern)) starts.push(match.index);
  if (starts.length === 0) return;
  // Whether some match starts in [from, to): the first start at or after `from`, found by binary search.
  const holdsMatch = (from: number, to: number): boolean => {
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! < from) low = middle + 1;
      else high = middle;
    }
    return low < starts.length && starts[low]! < to;
  };
  const walk = (node: TS.Node): void => {
    if (!holdsMatch(node.pos, node.end)) return;
    visit(node);
    t.forEachChild(node, walk);
  };
  walk(file);
}
