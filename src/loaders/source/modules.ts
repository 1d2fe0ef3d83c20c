// Following imports: recognised packages (zod, the SDKs) become API values; the project's own files are
// read and their exports evaluated statically. Nothing is loaded or run except zod itself.
import { ts, type TS } from './typescript.js';
import { EMPTY_ENV, unknown, type Entry, type SValue } from './values.js';
import { snippet } from './positions.js';
import { hasExportModifier } from './ast.js';
import { checkerOf, findTopLevelDeclaration } from './scope.js';
import type { ValueReader } from './value-reader.js';
import { Memo } from './model.js';

const MAX_REEXPORT_HOPS = 10;

/** The value an import binding refers to. */
export function importValue(
  evaluator: ValueReader,
  declaration: TS.ImportSpecifier | TS.ImportClause | TS.NamespaceImport,
  use: TS.Node,
): SValue {
  const t = ts();
  const project = evaluator.project;
  let importDeclaration: TS.Node = declaration;
  while (!t.isImportDeclaration(importDeclaration)) importDeclaration = importDeclaration.parent;
  const specifierNode = importDeclaration.moduleSpecifier;
  if (!t.isStringLiteral(specifierNode)) return unknown(use, `\`${snippet(use)}\``);
  const specifier = specifierNode.text;
  const importedName = t.isImportSpecifier(declaration)
    ? (declaration.propertyName ?? declaration.name).text
    : t.isImportClause(declaration)
      ? 'default'
      : '*';
  const fromPackage = packageValue(evaluator, specifier, importedName, use.getSourceFile().fileName, use);
  if (fromPackage) return fromPackage;
  const file = project.resolveImport(use.getSourceFile().fileName, specifier);
  if (!file) return unknown(use, `\`${snippet(use)}\`, imported from "${specifier}"`);
  const source = project.sourceFile(file);
  if (!source) {
    // A bundle too large to read can still say, in its final export clause, that a name is zod 4's namespace (the
    // check needs zod 4's own toJSONSchema, so zod 4 it is, whatever zod the project has installed).
    if (importedName !== '*' && project.bundledExport(file, importedName) === 'zod')
      return packageValue(evaluator, 'zod/v4', 'z', use.getSourceFile().fileName, use)!;
    return unknown(
      use,
      `\`${snippet(use)}\`, imported from "${specifier}" (${project.parseErrors.get(file) ?? 'unreadable'})`,
    );
  }
  if (importedName === '*') return moduleNamespace(evaluator, source, use);
  return exportedValue(evaluator, source, importedName, use, 0);
}

/**
 * A name imported (or re-exported: `export { z as zod } from 'zod'`) from a package the loader recognises: zod's
 * own API, or a marker of the framework it comes from (frameworks/*.ts). Undefined for any other module.
 */
function packageValue(
  evaluator: ValueReader,
  specifier: string,
  importedName: string,
  fromFile: string,
  use: TS.Node,
): SValue | undefined {
  const recognised = evaluator.project.recognisedModule(specifier);
  if (!recognised) return undefined;
  if (recognised !== 'zod') return { kind: 'external', module: recognised, name: importedName, node: use };
  const project = evaluator.project;
  const flavor = project.zodFlavor(fromFile, specifier);
  const lib = flavor === 'v3' ? project.zod.v3 : project.zod.v4;
  const namespace = (lib.z as Record<string, unknown> | undefined) ?? lib;
  if (importedName === '*' || importedName === 'default' || importedName === 'z')
    return { kind: 'zodApi', flavor, target: namespace, self: namespace, name: 'z', node: use };
  return { kind: 'zodApi', flavor, target: namespace[importedName], self: namespace, name: importedName, node: use };
}

/** CommonJS `require("…")`: a recognised package, or a project file read for what it assigns to `exports`. */
export function requiredValue(evaluator: ValueReader, node: TS.CallExpression): SValue {
  const t = ts();
  const argument = node.arguments[0];
  if (!argument || !t.isStringLiteral(argument)) return unknown(node, `\`${snippet(node)}\``);
  const specifier = argument.text;
  const recognised = evaluator.project.recognisedModule(specifier);
  if (recognised === 'zod') {
    const project = evaluator.project;
    const flavor = project.zodFlavor(node.getSourceFile().fileName, specifier);
    const lib = flavor === 'v3' ? project.zod.v3 : project.zod.v4;
    return { kind: 'zodApi', flavor, target: lib, self: lib, name: 'z', node };
  }
  if (recognised) return { kind: 'external', module: recognised, name: '*', node };
  const file = evaluator.project.resolveImport(node.getSourceFile().fileName, specifier);
  const source = file ? evaluator.project.sourceFile(file) : undefined;
  if (!source) return unknown(node, `\`${snippet(node)}\``);
  return commonJsExports(evaluator, source, node);
}

const COMMONJS_EXPORTS = new Memo<ValueReader, Map<TS.SourceFile, SValue>>(
  'what each CommonJS file exports, per evaluator',
);
const COMMONJS_IN_PROGRESS = new Memo<ValueReader, Set<TS.SourceFile>>(
  'the CommonJS files whose exports are being read',
);

/**
 * What a CommonJS file exports, read from its top-level statements the way compilers emit them:
 * `exports.x = …`, `module.exports = …`, `Object.defineProperty(exports, "x", { get() { return … } })`
 * and `__exportStar(require("./y"), exports)`. Anything else leaves the module open (`opaque`).
 */
function commonJsExports(evaluator: ValueReader, file: TS.SourceFile, use: TS.CallExpression): SValue {
  const model = evaluator.project.model;
  const cache = model.remember(COMMONJS_EXPORTS, evaluator, () => new Map<TS.SourceFile, SValue>());
  const cached = cache.get(file);
  if (cached) return { ...cached, site: use };
  const inProgress = model.remember(COMMONJS_IN_PROGRESS, evaluator, () => new Set<TS.SourceFile>());
  if (inProgress.has(file)) return unknown(use, `\`${snippet(use)}\`, which requires itself`);
  inProgress.add(file);
  const t = ts();
  const entries = new Map<string, Entry>();
  let opaque: Extract<SValue, { kind: 'unknown' }> | undefined;
  const isExports = (node: TS.Expression): boolean =>
    (t.isIdentifier(node) && node.text === 'exports') ||
    (t.isPropertyAccessExpression(node) &&
      t.isIdentifier(node.expression) &&
      node.expression.text === 'module' &&
      node.name.text === 'exports');
  const assign = (target: TS.Expression, value: TS.Expression): void => {
    if (t.isBinaryExpression(value) && value.operatorToken.kind === t.SyntaxKind.EqualsToken) {
      assign(value.left, value.right);
      value = value.right;
      while (t.isBinaryExpression(value) && value.operatorToken.kind === t.SyntaxKind.EqualsToken) value = value.right;
    }
    if (t.isVoidExpression(value)) return;
    if (t.isPropertyAccessExpression(target) && isExports(target.expression))
      entries.set(target.name.text, { value: evaluator.evaluate(value), node: target });
    else if (isExports(target)) {
      const whole = evaluator.evaluate(value);
      if (whole.kind === 'object') for (const [key, entry] of whole.entries) entries.set(key, entry);
      else opaque = whole.kind === 'unknown' ? whole : unknown(value, `\`${snippet(value)}\``);
    }
  };
  try {
    for (const statement of file.statements) {
      if (!t.isExpressionStatement(statement)) continue;
      const expression = statement.expression;
      if (t.isBinaryExpression(expression) && expression.operatorToken.kind === t.SyntaxKind.EqualsToken) {
        assign(expression.left, expression.right);
        continue;
      }
      if (!t.isCallExpression(expression)) continue;
      const callee = expression.expression;
      const [first, second, third] = expression.arguments;
      // Object.defineProperty(exports, "x", { enumerable: true, get: function () { return m.x; } })
      if (
        t.isPropertyAccessExpression(callee) &&
        callee.name.text === 'defineProperty' &&
        first &&
        isExports(first) &&
        second &&
        t.isStringLiteral(second) &&
        second.text !== '__esModule' &&
        third &&
        t.isObjectLiteralExpression(third)
      ) {
        const getter = third.properties.find((p) => p.name && t.isIdentifier(p.name) && p.name.text === 'get');
        const fn = getter && t.isPropertyAssignment(getter) ? getter.initializer : getter;
        const body =
          fn && (t.isFunctionExpression(fn) || t.isArrowFunction(fn) || t.isMethodDeclaration(fn))
            ? fn.body
            : undefined;
        const returned =
          body && t.isBlock(body)
            ? body.statements.find(t.isReturnStatement)?.expression
            : body && !t.isBlock(body)
              ? (body as TS.Expression)
              : undefined;
        const valueProperty = third.properties.find((p) => p.name && t.isIdentifier(p.name) && p.name.text === 'value');
        const value =
          returned ?? (valueProperty && t.isPropertyAssignment(valueProperty) ? valueProperty.initializer : undefined);
        if (value) entries.set(second.text, { value: evaluator.evaluate(value), node: second });
        continue;
      }
      // __exportStar(require("./y"), exports), tsc's re-export of everything a module exports.
      if (t.isIdentifier(callee) && /^__export(Star)?$/.test(callee.text) && first) {
        const all = evaluator.evaluate(first);
        if (all.kind === 'object') {
          for (const [key, entry] of all.entries) if (!entries.has(key)) entries.set(key, entry);
        } else if (all.kind === 'unknown') opaque ??= all;
      }
    }
  } finally {
    inProgress.delete(file);
  }
  const result: SValue = { kind: 'object', entries, node: use, opaque };
  cache.set(file, result);
  return { ...result, site: use };
}

const OWN_EXPORTS = new Memo<TS.SourceFile, Map<string, TS.Expression[]>>(
  'the values a CommonJS file assigns to each of its exports',
);
/** The value of each `exports.X = value`, or null while it is being evaluated. */
const OWN_EXPORT_VALUES = new Memo<ValueReader, Map<TS.Node, SValue | null>>(
  'the value of each `exports.X = value`, per evaluator',
);

/**
 * `exports.x` read inside the CommonJS file that assigns it (tsc writes `exports.A = z.object(…)` and then uses
 * `exports.A` in the same file): the value of its one top-level assignment. The `exports.A = void 0` that tsc
 * puts first does not count; a name assigned twice is not read.
 */
export function ownCommonJsExport(evaluator: ValueReader, file: TS.SourceFile, name: string, use: TS.Node): SValue {
  const model = evaluator.project.model;
  const assigned = model.remember(OWN_EXPORTS, file, () => {
    const assigned = new Map<string, TS.Expression[]>();
    const t = ts();
    const record = (target: TS.Expression, value: TS.Expression): void => {
      if (!t.isPropertyAccessExpression(target) || !isExportsObject(target.expression)) return;
      let list = assigned.get(target.name.text);
      if (!list) assigned.set(target.name.text, (list = []));
      if (!t.isVoidExpression(value)) list.push(value);
    };
    for (const statement of file.statements) {
      if (!t.isExpressionStatement(statement)) continue;
      let expression = statement.expression;
      // `exports.a = exports.b = value`: every target gets the innermost value.
      const targets: TS.Expression[] = [];
      while (t.isBinaryExpression(expression) && expression.operatorToken.kind === t.SyntaxKind.EqualsToken) {
        targets.push(expression.left);
        expression = expression.right;
      }
      for (const target of targets) record(target, expression);
    }
    return assigned;
  });
  const values = assigned.get(name) ?? [];
  if (values.length === 1) {
    // Evaluated once per run, as a top-level constant is: a chain of exports each holding the previous one twice
    // stays a DAG, and its written-out size is bounded where it is written out.
    const cache = model.remember(OWN_EXPORT_VALUES, evaluator, () => new Map<TS.Node, SValue | null>());
    const cached = cache.get(values[0]!);
    if (cached) return cached;
    if (cached === null) return unknown(use, `\`${snippet(use)}\`, which refers to itself`);
    cache.set(values[0]!, null);
    const value = evaluator.evaluate(values[0]!);
    cache.set(values[0]!, value);
    return value;
  }
  if (values.length === 0) return unknown(use, `\`${snippet(use)}\`, which this file never assigns`);
  return unknown(use, `\`${snippet(use)}\`, which this file assigns ${values.length} times`);
}

/** `exports` or `module.exports`, as free names (not declared in the file). */
export function isExportsObject(node: TS.Expression): boolean {
  const t = ts();
  if (t.isIdentifier(node)) return node.text === 'exports';
  return (
    t.isPropertyAccessExpression(node) &&
    t.isIdentifier(node.expression) &&
    node.expression.text === 'module' &&
    node.name.text === 'exports'
  );
}

/**
 * The value a project file exports under a name. The checker says which declaration the name is exported from
 * (through `export *` too); re-exports of packages and of other files are followed here, one hop at a time.
 */
export function exportedValue(
  evaluator: ValueReader,
  file: TS.SourceFile,
  name: string,
  use: TS.Node,
  hops: number,
): SValue {
  const t = ts();
  if (hops > MAX_REEXPORT_HOPS) return unknown(use, `\`${snippet(use)}\`, re-exported too many times`);
  const checker = checkerOf(evaluator.project.model, file);
  const module = checker?.getSymbolAtLocation(file);
  const symbol = module && checker!.tryGetMemberInModuleExports(name, module);
  // `export const Input = z.object(…)` beside `export type Input = …`: the value's declaration.
  const declaration = symbol && (symbol.valueDeclaration ?? symbol.declarations?.[0]);
  const notExported = () =>
    unknown(use, `\`${snippet(use)}\`, which ${file.fileName.split(/[\\/]/).pop()} does not export statically`);
  if (!declaration) return notExported();
  const from = declaration.getSourceFile();
  if (t.isExportAssignment(declaration))
    return declaration.isExportEquals ? notExported() : evaluator.evaluate(declaration.expression);
  if (t.isExportSpecifier(declaration)) {
    const local = (declaration.propertyName ?? declaration.name).text;
    const target = declaration.parent.parent.moduleSpecifier;
    if (!target || !t.isStringLiteral(target)) {
      const found = findTopLevelDeclaration(evaluator.project.model, from, local);
      return found ? evaluator.declarationValue(found, EMPTY_ENV, use) : unknown(use, `\`${snippet(use)}\``);
    }
    const fromPackage = packageValue(evaluator, target.text, local, from.fileName, use);
    if (fromPackage) return fromPackage;
    const next = moduleFileOf(checker!, target);
    return next
      ? exportedValue(evaluator, next, local, use, hops + 1)
      : unknown(use, `\`${snippet(use)}\`, re-exported from "${target.text}"`);
  }
  if (t.isNamespaceExport(declaration)) {
    // `export * as zod from "zod"`: the whole module under one name.
    const target = declaration.parent.moduleSpecifier as TS.StringLiteral;
    const fromPackage = packageValue(evaluator, target.text, '*', from.fileName, use);
    if (fromPackage) return fromPackage;
    const next = moduleFileOf(checker!, target);
    return next
      ? moduleNamespace(evaluator, next, use)
      : unknown(use, `\`${snippet(use)}\`, re-exported from "${target.text}"`);
  }
  // Declared where it is exported (`export const`, `export function`, `export default class`); a destructured
  // export or a CommonJS assignment is not read as an export.
  if (
    (t.isVariableDeclaration(declaration) && t.isIdentifier(declaration.name)) ||
    t.isFunctionDeclaration(declaration) ||
    t.isClassDeclaration(declaration)
  ) {
    return evaluator.declarationValue(declaration, EMPTY_ENV, use);
  }
  return notExported();
}

/** The project file a module specifier names, as the checker resolved it. */
function moduleFileOf(checker: TS.TypeChecker, specifier: TS.StringLiteral): TS.SourceFile | undefined {
  const declaration = checker.getSymbolAtLocation(specifier)?.valueDeclaration;
  return declaration && ts().isSourceFile(declaration) ? declaration : undefined;
}

/** `import * as ns from "./file"`: an object of the file's exports. */
function moduleNamespace(evaluator: ValueReader, file: TS.SourceFile, use: TS.Node): SValue {
  const t = ts();
  const entries = new Map<string, Entry>();
  for (const statement of file.statements) {
    if (!hasExportModifier(statement)) continue;
    const names: string[] = [];
    if (t.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) if (t.isIdentifier(d.name)) names.push(d.name.text);
    if ((t.isFunctionDeclaration(statement) || t.isClassDeclaration(statement)) && statement.name)
      names.push(statement.name.text);
    for (const name of names) entries.set(name, { value: exportedValue(evaluator, file, name, use, 0), node: use });
  }
  return { kind: 'object', entries, node: use, site: use };
}
