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
import { Memo, type SourceModel } from './model.js';

/** Every console method: `console = …`, `Object.assign(console, someObject)` and the like. */
export const EVERY_CONSOLE_METHOD = '*';

const STDOUT_METHODS = new Set(['log', 'info', 'debug', 'table', 'dir']);

// Per parsed file, once per run: several transport files (a monorepo of servers, each --fix pass) share imports.
const REDIRECTS = new Memo<TS.SourceFile, ReadonlySet<string>>(
  'the console methods a file sends elsewhere than stdout',
);

export function redirectedConsoleMethods(project: Project, from: TS.SourceFile): ReadonlySet<string> {
  const methods = new Set<string>();
  for (const file of importClosure(project, from)) {
    for (const method of redirectsIn(project.model, file)) methods.add(method);
    if (methods.has(EVERY_CONSOLE_METHOD)) break;
  }
  return methods;
}

function redirectsIn(model: SourceModel, file: TS.SourceFile): ReadonlySet<string> {
  // Every form names console somewhere (console.x =, (console as any)[n] =, globalThis.console =, Object.assign(console, …)).
  return model.remember(REDIRECTS, file, () =>
    file.text.includes('console') ? collectRedirects(model, file) : new Set<string>(),
  );
}

function collectRedirects(model: SourceModel, file: TS.SourceFile): Set<string> {
  const t = ts();
  const methods = new Set<string>();
  walkAround(file, /console/g, (node) => {
    if (
      t.isBinaryExpression(node) &&
      node.operatorToken.kind === t.SyntaxKind.EqualsToken &&
      !isStdoutValue(model, node.right)
    ) {
      const target = skipTypeWrappers(node.left);
      if (isConsole(model, target)) methods.add(EVERY_CONSOLE_METHOD);
      else if (t.isPropertyAccessExpression(target) && isConsole(model, target.expression))
        methods.add(target.name.text);
      else if (t.isElementAccessExpression(target) && isConsole(model, target.expression))
        methods.add(literalName(target.argumentExpression) ?? EVERY_CONSOLE_METHOD);
    } else if (t.isCallExpression(node) && node.arguments.length >= 2 && isConsole(model, node.arguments[0]!)) {
      const callee = objectMethod(node.expression);
      if (callee === 'defineProperty') {
        if (!isStdoutValue(model, descriptorValue(node.arguments[2])))
          methods.add(literalName(node.arguments[1]!) ?? EVERY_CONSOLE_METHOD);
      } else if (callee === 'assign') {
        for (const source of node.arguments.slice(1))
          for (const name of replacedKeys(model, source, (value) => value)) methods.add(name);
      } else if (callee === 'defineProperties') {
        for (const name of replacedKeys(model, node.arguments[1]!, descriptorValue)) methods.add(name);
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
function isStdoutValue(model: SourceModel, value: TS.Expression | undefined, depth = 0): boolean {
  const t = ts();
  if (!value || depth > 4) return false;
  let node = skipTypeWrappers(value);
  if (t.isCallExpression(node) && t.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'bind')
    node = skipTypeWrappers(node.expression.expression);
  if (t.isPropertyAccessExpression(node)) {
    if (isConsole(model, node.expression)) return STDOUT_METHODS.has(node.name.text);
    return node.name.text === 'write' && isProcessStdout(model, node.expression);
  }
  if (!t.isIdentifier(node)) return false;
  const declaration = resolveDeclaration(model, node);
  if (declaration && t.isVariableDeclaration(declaration))
    return isStdoutValue(model, declaration.initializer, depth + 1);
  if (declaration && t.isBindingElement(declaration) && t.isObjectBindingPattern(declaration.parent)) {
    const holder = declaration.parent.parent;
    const key = declaration.propertyName ?? declaration.name;
    return (
      t.isVariableDeclaration(holder) &&
      holder.initializer !== undefined &&
      isConsole(model, skipTypeWrappers(holder.initializer)) &&
      t.isIdentifier(key) &&
      STDOUT_METHODS.has(key.text)
    );
  }
  return false;
}

/** The `value` of a property descriptor written as an object literal. */
function descriptorValue(node: TS.Expression | undefined): TS.Expression | undefined {
  const t = ts();
  const object = node && skipTypeWrappers(node);
  if (!object || !t.isObjectLiteralExpression(object)) return undefined;
  for (const property of object.properties) {
    if (t.isPropertyAssignment(property) && t.isIdentifier(property.name) && property.name.text === 'value')
      return property.initializer;
  }
  return undefined;
}

/** The keys an object literal replaces with something other than stdout; every method when it cannot be read. */
function replacedKeys(
  model: SourceModel,
  node: TS.Expression,
  valueOf: (value: TS.Expression) => TS.Expression | undefined,
): string[] {
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
    const value = t.isPropertyAssignment(property)
      ? property.initializer
      : t.isShorthandPropertyAssignment(property)
        ? property.name
        : undefined;
    if (value && isStdoutValue(model, valueOf(value))) continue;
    keys.push(name.text);
  }
  return keys;
}

/** The global console (or `globalThis.console`), not a local variable of that name. */
function isConsole(model: SourceModel, expression: TS.Expression): boolean {
  const t = ts();
  const node = skipTypeWrappers(expression);
  if (t.isIdentifier(node)) return isGlobalName(model, node, 'console');
  return (
    t.isPropertyAccessExpression(node) &&
    node.name.text === 'console' &&
    t.isIdentifier(node.expression) &&
    (node.expression.text === 'globalThis' || node.expression.text === 'global')
  );
}

function isProcessStdout(model: SourceModel, expression: TS.Expression): boolean {
  const t = ts();
  const node = skipTypeWrappers(expression);
  return (
    t.isPropertyAccessExpression(node) && node.name.text === 'stdout' && isGlobalName(model, node.expression, 'process')
  );
}

/** `assign` for `Object.assign`, and so on; undefined for any other callee. */
function objectMethod(callee: TS.Expression): string | undefined {
  const t = ts();
  return t.isPropertyAccessExpression(callee) &&
    t.isIdentifier(callee.expression) &&
    callee.expression.text === 'Object'
    ? callee.name.text
    : undefined;
}

function literalName(node: TS.Expression): string | undefined {
  return ts().isStringLiteralLike(node) ? node.text : undefined;
}
