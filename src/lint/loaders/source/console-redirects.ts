// Console methods a server sends somewhere other than stdout. Servers that also run over stdio often do it once at
// start-up, `console.log = console.error` (Google's cloud-run-mcp, when it starts the stdio transport), and then every
// console.log call is safe: stdio-no-console-log must not call them stdout writes. Precision first: an assignment to a
// console method counts wherever the run can see it (the file that starts the transport, the project files it imports,
// directly or not, and the linted files), on whatever branch, since a reviewer would not flag such a server either.
import { ts, type TS } from './typescript.js';
import { resolveDeclaration } from './scope.js';
import type { Project } from './project.js';

/** Every console method: `console = …`, `Object.assign(console, someObject)` and the like. */
export const EVERY_CONSOLE_METHOD = '*';

// Project files followed from the transport's file through imports, and their total size: enough for any real server,
// bounded for hostile ones (each file followed is parsed).
const MAX_FILES = 200;
const MAX_FOLLOWED_CHARS = 16 * 1024 * 1024;

// Only files whose text may redirect are parsed into a walk: `console.x =`, `console[…] =`, `console =` and
// Object.assign/defineProperty/defineProperties(console, …). The walk decides. The bracket is bounded so that a file of
// unclosed `console[` costs linear time.
const MAY_REDIRECT = /\bconsole\s*(?:\.\s*[A-Za-z_$][\w$]*\s*|\[[^\]\n]{0,64}\]\s*)?=(?!=)|\bObject\s*\.\s*define(?:Property|Properties)\s*\(\s*console\b|\bObject\s*\.\s*assign\s*\(\s*console\b/;

export function redirectedConsoleMethods(project: Project, from: TS.SourceFile): ReadonlySet<string> {
  const methods = new Set<string>();
  for (const file of filesToSearch(project, from)) {
    if (MAY_REDIRECT.test(file.text)) collectRedirects(file, methods);
    if (methods.has(EVERY_CONSOLE_METHOD)) break;
  }
  return methods;
}

function filesToSearch(project: Project, from: TS.SourceFile): TS.SourceFile[] {
  const seen = new Set<TS.SourceFile>([from, ...project.linted]);
  const queue = [from];
  let followedChars = 0;
  while (queue.length > 0 && seen.size < MAX_FILES && followedChars < MAX_FOLLOWED_CHARS) {
    const file = queue.shift()!;
    for (const specifier of relativeImportsOf(file)) {
      const path = project.resolveImport(file.fileName, specifier);
      const imported = path === undefined ? undefined : project.sourceFile(path);
      if (imported && !seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
        followedChars += imported.text.length;
      }
    }
  }
  return [...seen];
}

/** `import … from './x'`, `export … from './x'`, `import('./x')` and `require('./x')` in a file. */
function relativeImportsOf(file: TS.SourceFile): string[] {
  const t = ts();
  const specifiers: string[] = [];
  const visit = (node: TS.Node): void => {
    if ((t.isImportDeclaration(node) || t.isExportDeclaration(node)) && node.moduleSpecifier && t.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (t.isCallExpression(node) && node.arguments.length === 1
      && (node.expression.kind === t.SyntaxKind.ImportKeyword || (t.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      const argument = node.arguments[0]!;
      if (t.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    t.forEachChild(node, visit);
  };
  visit(file);
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

function collectRedirects(file: TS.SourceFile, methods: Set<string>): void {
  const t = ts();
  const visit = (node: TS.Node): void => {
    if (t.isBinaryExpression(node) && node.operatorToken.kind === t.SyntaxKind.EqualsToken && !isStdoutMethod(node.right)) {
      const target = node.left;
      if (isConsole(target)) methods.add(EVERY_CONSOLE_METHOD);
      else if (t.isPropertyAccessExpression(target) && isConsole(target.expression)) methods.add(target.name.text);
      else if (t.isElementAccessExpression(target) && isConsole(target.expression)) methods.add(literalName(target.argumentExpression) ?? EVERY_CONSOLE_METHOD);
    } else if (t.isCallExpression(node) && node.arguments.length >= 2 && isConsole(node.arguments[0]!)) {
      const callee = objectMethod(node.expression);
      if (callee === 'defineProperty') methods.add(literalName(node.arguments[1]!) ?? EVERY_CONSOLE_METHOD);
      else if (callee === 'assign' || callee === 'defineProperties') {
        for (const source of node.arguments.slice(1)) for (const name of objectKeys(source)) methods.add(name);
      }
    }
    t.forEachChild(node, visit);
  };
  visit(file);
}

const STDOUT_METHODS = new Set(['log', 'info', 'debug', 'table', 'dir']);

/**
 * `console.log`, or `console.info.bind(console)`: a value that still writes to stdout, so assigning it redirects
 * nothing. Anything else (console.error, a function, a logger) is taken as a redirect; a wrapper that calls a saved
 * `console.log` is not told apart, which leaves a real write unreported rather than reporting a safe one.
 */
function isStdoutMethod(value: TS.Expression): boolean {
  const t = ts();
  let node = value;
  if (t.isCallExpression(node) && t.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'bind') node = node.expression.expression;
  return t.isPropertyAccessExpression(node) && isConsole(node.expression) && STDOUT_METHODS.has(node.name.text);
}

/** The global console (or `globalThis.console`), not a local variable of that name. */
function isConsole(node: TS.Expression): boolean {
  const t = ts();
  if (t.isIdentifier(node)) return node.text === 'console' && !resolveDeclaration(node);
  return t.isPropertyAccessExpression(node) && node.name.text === 'console' && t.isIdentifier(node.expression)
    && (node.expression.text === 'globalThis' || node.expression.text === 'global');
}

/** `assign` for `Object.assign`, and so on; undefined for any other callee. */
function objectMethod(callee: TS.Expression): string | undefined {
  const t = ts();
  return t.isPropertyAccessExpression(callee) && t.isIdentifier(callee.expression) && callee.expression.text === 'Object' ? callee.name.text : undefined;
}

function literalName(node: TS.Expression): string | undefined {
  return ts().isStringLiteralLike(node) ? node.text : undefined;
}

/** The keys an object literal names; every method when they cannot be read (a spread, a computed key, a variable). */
function objectKeys(node: TS.Expression): string[] {
  const t = ts();
  if (!t.isObjectLiteralExpression(node)) return [EVERY_CONSOLE_METHOD];
  return node.properties.map((property) => {
    const name = property.name;
    if (!name || t.isComputedPropertyName(name)) return EVERY_CONSOLE_METHOD;
    return t.isIdentifier(name) || t.isStringLiteralLike(name) ? name.text : EVERY_CONSOLE_METHOD;
  });
}
