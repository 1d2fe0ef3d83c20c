// Console methods a server sends somewhere other than stdout. Servers that also run over stdio often do it once at
// start-up, `console.log = console.error` (Google's cloud-run-mcp, when it starts the stdio transport), and then every
// console.log call is safe: stdio-no-console-log must not call them stdout writes.
//
// Where: the file that starts the transport and the project files it imports, directly or not. Those are the files
// the --cache entry of that file already depends on (cache/dependencies.ts), and code that runs whenever the server
// does; another linted file (a test that mocks console.log, a second server) says nothing about this one. On those
// files, precision first: a replacement counts on whatever branch it sits, unless it is plainly still stdout.
import { ts, type TS } from './typescript.js';
import { isGlobalName, resolveDeclaration } from './scope.js';
import { skipTypeWrappers } from './ast.js';
import type { Project } from './project.js';
import { importClosure, walkAround } from './module-imports.js';

/** Every console method: `console = …`, `Object.assign(console, someObject)` and the like. */
export const EVERY_CONSOLE_METHOD = '*';

const STDOUT_METHODS = new Set(['log', 'info', 'debug', 'table', 'dir']);

// Per parsed file, once per run: several transport files (a monorepo of servers, each --fix pass) share imports.
const redirectsByFile = new WeakMap<TS.SourceFile, ReadonlySet<string>>();

export function redirectedConsoleMethods(project: Project, from: TS.SourceFile): ReadonlySet<string> {
  const methods = new Set<string>();
  for (const file of importClosure(project, from)) {
    for (const method of redirectsIn(file)) methods.add(method);
    if (methods.has(EVERY_CONSOLE_METHOD)) break;
  }
  return methods;
}

function redirectsIn(file: TS.SourceFile): ReadonlySet<string> {
  let methods = redirectsByFile.get(file);
  if (!methods) {
    // Every form names console somewhere (console.x =, (console as any)[n] =, globalThis.console =, Object.assign(console, …)).
    methods = file.text.includes('console') ? collectRedirects(file) : new Set<string>();
    redirectsByFile.set(file, methods);
  }
  return methods;
}

function collectRedirects(file: TS.SourceFile): Set<string> {
  const t = ts();
  const methods = new Set<string>();
  walkAround(file, /console/g, (node) => {
    if (t.isBinaryExpression(node) && node.operatorToken.kind === t.SyntaxKind.EqualsToken && !isStdoutValue(node.right)) {
      const target = skipTypeWrappers(node.left);
      if (isConsole(target)) methods.add(EVERY_CONSOLE_METHOD);
      else if (t.isPropertyAccessExpression(target) && isConsole(target.expression)) methods.add(target.name.text);
      else if (t.isElementAccessExpression(target) && isConsole(target.expression)) methods.add(literalName(target.argumentExpression) ?? EVERY_CONSOLE_METHOD);
    } else if (t.isCallExpression(node) && node.arguments.length >= 2 && isConsole(node.arguments[0]!)) {
      const callee = objectMethod(node.expression);
      if (callee === 'defineProperty') {
        if (!isStdoutValue(descriptorValue(node.arguments[2]))) methods.add(literalName(node.arguments[1]!) ?? EVERY_CONSOLE_METHOD);
      } else if (callee === 'assign') {
        for (const source of node.arguments.slice(1)) for (const name of replacedKeys(source, (value) => value)) methods.add(name);
      } else if (callee === 'defineProperties') {
        for (const name of replacedKeys(node.arguments[1]!, descriptorValue)) methods.add(name);
      }
    }
  });
  return methods;
}

/**
 * A value that still writes to stdout, so putting it in place of a console method redirects nothing:
 * `console.log`, `console.info.bind(console)`, `process.stdout.write.bind(process.stdout)`, or a variable that holds
 * one (`const log = console.log`, `const { log } = console`). A function that wraps a saved `console.log` is not told
 * apart: it is taken as a redirect, which leaves a real write unreported rather than reporting a safe one.
 */
function isStdoutValue(value: TS.Expression | undefined, depth = 0): boolean {
  const t = ts();
  if (!value || depth > 4) return false;
  let node = skipTypeWrappers(value);
  if (t.isCallExpression(node) && t.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'bind') node = skipTypeWrappers(node.expression.expression);
  if (t.isPropertyAccessExpression(node)) {
    if (isConsole(node.expression)) return STDOUT_METHODS.has(node.name.text);
    return node.name.text === 'write' && isProcessStdout(node.expression);
  }
  if (!t.isIdentifier(node)) return false;
  const declaration = resolveDeclaration(node);
  if (declaration && t.isVariableDeclaration(declaration)) return isStdoutValue(declaration.initializer, depth + 1);
  if (declaration && t.isBindingElement(declaration) && t.isObjectBindingPattern(declaration.parent)) {
    const holder = declaration.parent.parent;
    const key = declaration.propertyName ?? declaration.name;
    return t.isVariableDeclaration(holder) && holder.initializer !== undefined && isConsole(skipTypeWrappers(holder.initializer))
      && t.isIdentifier(key) && STDOUT_METHODS.has(key.text);
  }
  return false;
}

/** The `value` of a property descriptor written as an object literal. */
function descriptorValue(node: TS.Expression | undefined): TS.Expression | undefined {
  const t = ts();
  const object = node && skipTypeWrappers(node);
  if (!object || !t.isObjectLiteralExpression(object)) return undefined;
  for (const property of object.properties) {
    if (t.isPropertyAssignment(property) && t.isIdentifier(property.name) && property.name.text === 'value') return property.initializer;
  }
  return undefined;
}

/** The keys an object literal replaces with something other than stdout; every method when it cannot be read. */
function replacedKeys(node: TS.Expression, valueOf: (value: TS.Expression) => TS.Expression | undefined): string[] {
  const t = ts();
  const object = skipTypeWrappers(node);
  if (!t.isObjectLiteralExpression(object)) return [EVERY_CONSOLE_METHOD];
  const keys: string[] = [];
  for (const property of object.properties) {
    const name = property.name;
    if (!name || t.isComputedPropertyName(name) || !(t.isIdentifier(name) || t.isStringLiteralLike(name))) {
      keys.push(EVERY_CONSOLE_METHOD);
      continue;
    }
    const value = t.isPropertyAssignment(property) ? property.initializer : t.isShorthandPropertyAssignment(property) ? property.name : undefined;
    if (value && isStdoutValue(valueOf(value))) continue;
    keys.push(name.text);
  }
  return keys;
}

/** The global console (or `globalThis.console`), not a local variable of that name. */
function isConsole(expression: TS.Expression): boolean {
  const t = ts();
  const node = skipTypeWrappers(expression);
  if (t.isIdentifier(node)) return isGlobalName(node, 'console');
  return t.isPropertyAccessExpression(node) && node.name.text === 'console' && t.isIdentifier(node.expression)
    && (node.expression.text === 'globalThis' || node.expression.text === 'global');
}

function isProcessStdout(expression: TS.Expression): boolean {
  const t = ts();
  const node = skipTypeWrappers(expression);
  return t.isPropertyAccessExpression(node) && node.name.text === 'stdout' && isGlobalName(node.expression, 'process');
}

/** `assign` for `Object.assign`, and so on; undefined for any other callee. */
function objectMethod(callee: TS.Expression): string | undefined {
  const t = ts();
  return t.isPropertyAccessExpression(callee) && t.isIdentifier(callee.expression) && callee.expression.text === 'Object' ? callee.name.text : undefined;
}

function literalName(node: TS.Expression): string | undefined {
  return ts().isStringLiteralLike(node) ? node.text : undefined;
}
