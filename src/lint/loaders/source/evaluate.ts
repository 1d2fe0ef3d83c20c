// Static evaluation: what an expression is, as far as honest analysis can tell without running anything.
// Follows constants, object spreads, helper functions that return values, parameters bound at call sites,
// and imports between the project's own files. Anything else becomes an `unknown` value naming the place.
import { ts, type TS } from './typescript.js';
import { recognisedModule, type Project } from './project.js';
import { callZod, zodProperty } from './zod.js';
import { EMPTY_ENV, unknown, type Entry, type Env, type SValue, type ZodFlavor } from './values.js';
import { snippet } from './positions.js';

const MAX_DEPTH = 400;

type FunctionValue = Extract<SValue, { kind: 'function' }>;

export class Evaluator {
  private readonly cache = new Map<TS.Node, SValue>();
  private readonly inProgress = new Set<TS.Node>();
  private readonly reassigned = new Map<TS.SourceFile, Set<string>>();
  private depth = 0;

  constructor(readonly project: Project) {}

  evaluate(expression: TS.Expression, env: Env = EMPTY_ENV): SValue {
    if (this.depth > MAX_DEPTH) return unknown(expression, 'a value nested too deeply to follow');
    this.depth++;
    try {
      return this.evaluateInner(expression, env);
    } finally {
      this.depth--;
    }
  }

  private evaluateInner(node: TS.Expression, env: Env): SValue {
    const t = ts();
    if (t.isParenthesizedExpression(node) || t.isAsExpression(node) || t.isSatisfiesExpression(node) || t.isNonNullExpression(node) || t.isTypeAssertionExpression(node)) {
      const inner = this.evaluate(node.expression, env);
      return { ...inner, node: inner.kind === 'unknown' ? inner.node : node } as SValue;
    }
    if (t.isStringLiteral(node) || t.isNoSubstitutionTemplateLiteral(node)) return { kind: 'primitive', value: node.text, node };
    if (t.isNumericLiteral(node)) return { kind: 'primitive', value: Number(node.text), node };
    if (node.kind === t.SyntaxKind.TrueKeyword) return { kind: 'primitive', value: true, node };
    if (node.kind === t.SyntaxKind.FalseKeyword) return { kind: 'primitive', value: false, node };
    if (node.kind === t.SyntaxKind.NullKeyword) return { kind: 'primitive', value: null, node };
    if (t.isPrefixUnaryExpression(node) && node.operator === t.SyntaxKind.MinusToken) {
      const inner = this.evaluate(node.operand, env);
      if (inner.kind === 'primitive' && typeof inner.value === 'number') return { kind: 'primitive', value: -inner.value, node };
      return unknown(node, `the expression \`${snippet(node)}\``);
    }
    if (t.isRegularExpressionLiteral(node)) {
      const match = /^\/(.*)\/([a-z]*)$/s.exec(node.text);
      try {
        if (match) return { kind: 'regex', value: new RegExp(match[1]!, match[2]), node };
      } catch {
        // an invalid pattern stays unknown
      }
      return unknown(node, `the regular expression ${snippet(node)}`);
    }
    if (t.isTemplateExpression(node)) return this.template(node, env);
    if (t.isBinaryExpression(node)) return this.binary(node, env);
    if (t.isObjectLiteralExpression(node)) return this.objectLiteral(node, env);
    if (t.isArrayLiteralExpression(node)) return this.arrayLiteral(node, env);
    if (t.isIdentifier(node)) return this.identifier(node, env);
    if (t.isPropertyAccessExpression(node)) {
      if (node.expression.kind === t.SyntaxKind.ThisKeyword) return this.thisMember(node, env);
      return this.member(this.evaluate(node.expression, env), node.name.text, node);
    }
    if (t.isElementAccessExpression(node)) {
      const key = this.evaluate(node.argumentExpression, env);
      if (key.kind === 'primitive' && (typeof key.value === 'string' || typeof key.value === 'number')) {
        return this.member(this.evaluate(node.expression, env), String(key.value), node);
      }
      return unknown(node, `the computed member \`${snippet(node)}\``);
    }
    if (t.isCallExpression(node)) return this.call(node, env);
    if (t.isNewExpression(node)) {
      const callee = this.evaluate(node.expression, env);
      if (callee.kind === 'external') return { kind: 'instance', module: callee.module, name: callee.name, node };
      return unknown(node, `the object created by \`${snippet(node)}\``);
    }
    if (t.isArrowFunction(node) || t.isFunctionExpression(node)) return { kind: 'function', decl: node, env, node };
    if (t.isClassExpression(node)) return { kind: 'class', decl: node, node };
    if (t.isAwaitExpression(node)) return unknown(node, `the awaited value \`${snippet(node)}\``);
    return unknown(node, `the expression \`${snippet(node)}\``);
  }

  private template(node: TS.TemplateExpression, env: Env): SValue {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const value = this.evaluate(span.expression, env);
      if (value.kind !== 'primitive') return value.kind === 'unknown' ? value : unknown(span.expression, `\`${snippet(span.expression)}\` in a template`);
      text += String(value.value) + span.literal.text;
    }
    return { kind: 'primitive', value: text, node };
  }

  private binary(node: TS.BinaryExpression, env: Env): SValue {
    const t = ts();
    const op = node.operatorToken.kind;
    if (op === t.SyntaxKind.PlusToken) {
      const left = this.evaluate(node.left, env);
      const right = this.evaluate(node.right, env);
      if (left.kind === 'primitive' && right.kind === 'primitive') {
        const value = typeof left.value === 'number' && typeof right.value === 'number' ? left.value + right.value : String(left.value) + String(right.value);
        return { kind: 'primitive', value, node };
      }
      return left.kind === 'unknown' ? left : right.kind === 'unknown' ? right : unknown(node, `the expression \`${snippet(node)}\``);
    }
    if (op === t.SyntaxKind.QuestionQuestionToken || op === t.SyntaxKind.BarBarToken) {
      const left = this.evaluate(node.left, env);
      if (left.kind === 'primitive') {
        const useRight = op === t.SyntaxKind.QuestionQuestionToken ? left.value === null || left.value === undefined : !left.value;
        return useRight ? this.evaluate(node.right, env) : left;
      }
      if (left.kind !== 'unknown') return left;
    }
    return unknown(node, `the expression \`${snippet(node)}\``);
  }

  private objectLiteral(node: TS.ObjectLiteralExpression, env: Env): SValue {
    const t = ts();
    const entries = new Map<string, Entry>();
    let opaque: Extract<SValue, { kind: 'unknown' }> | undefined;
    for (const property of node.properties) {
      if (t.isSpreadAssignment(property)) {
        const spread = this.evaluate(property.expression, env);
        if (spread.kind === 'object') {
          for (const [key, entry] of spread.entries) entries.set(key, spread.site ? { value: { ...entry.value, site: entry.value.site ?? spread.site }, node: property } : entry);
          opaque = spread.opaque ?? opaque;
        } else if (!(spread.kind === 'primitive' && (spread.value === undefined || spread.value === null || spread.value === false))) {
          opaque = spread.kind === 'unknown' ? spread : unknown(property, `the spread \`${snippet(property)}\``);
        }
        continue;
      }
      const key = this.propertyKey(property.name, env);
      if (key === undefined) {
        opaque = unknown(property, `the computed key in \`${snippet(property)}\``);
        continue;
      }
      if (t.isPropertyAssignment(property)) entries.set(key, { value: this.evaluate(property.initializer, env), node: property });
      else if (t.isShorthandPropertyAssignment(property)) entries.set(key, { value: this.identifier(property.name, env), node: property });
      else if (t.isMethodDeclaration(property)) entries.set(key, { value: { kind: 'function', decl: property, env, node: property }, node: property });
      else entries.set(key, { value: unknown(property, `the accessor \`${key}\``), node: property });
    }
    return { kind: 'object', entries, node, opaque };
  }

  propertyKey(name: TS.PropertyName | undefined, env: Env = EMPTY_ENV): string | undefined {
    if (!name) return undefined;
    const t = ts();
    if (t.isIdentifier(name) || t.isStringLiteral(name) || t.isNumericLiteral(name) || t.isNoSubstitutionTemplateLiteral(name) || t.isPrivateIdentifier(name)) return name.text;
    if (t.isComputedPropertyName(name)) {
      const value = this.evaluate(name.expression, env);
      if (value.kind === 'primitive' && (typeof value.value === 'string' || typeof value.value === 'number')) return String(value.value);
    }
    return undefined;
  }

  private arrayLiteral(node: TS.ArrayLiteralExpression, env: Env): SValue {
    const t = ts();
    const items: SValue[] = [];
    let opaque: Extract<SValue, { kind: 'unknown' }> | undefined;
    for (const element of node.elements) {
      if (t.isSpreadElement(element)) {
        const spread = this.evaluate(element.expression, env);
        if (spread.kind === 'array') {
          items.push(...spread.items.map((item) => (spread.site && !item.site ? { ...item, site: spread.site } : item)));
          opaque = spread.opaque ?? opaque;
        } else opaque = spread.kind === 'unknown' ? spread : unknown(element, `the spread \`${snippet(element)}\``);
        continue;
      }
      if (t.isOmittedExpression(element)) {
        items.push({ kind: 'primitive', value: undefined, node: element });
        continue;
      }
      items.push(this.evaluate(element, env));
    }
    return { kind: 'array', items, node, opaque };
  }

  /** `this.name` inside a class: the method, or the initializer of the property, declared in that class. */
  private thisMember(node: TS.PropertyAccessExpression, env: Env): SValue {
    const t = ts();
    let owner: TS.Node | undefined = node.parent;
    while (owner && !t.isClassLike(owner)) {
      // A function expression or declaration has its own `this`; arrow functions and methods keep the class's.
      if (t.isFunctionExpression(owner) || t.isFunctionDeclaration(owner)) return unknown(node, `\`${snippet(node)}\``);
      owner = owner.parent;
    }
    if (!owner) return unknown(node, `\`${snippet(node)}\``);
    for (const member of (owner as TS.ClassLikeDeclaration).members) {
      if (this.propertyKey(member.name) !== node.name.text || t.canHaveModifiers(member) && t.getModifiers(member)?.some((m) => m.kind === t.SyntaxKind.StaticKeyword)) continue;
      if (t.isMethodDeclaration(member)) return { kind: 'function', decl: member, env, node: member };
      if (t.isPropertyDeclaration(member) && member.initializer && member.modifiers?.some((m) => m.kind === t.SyntaxKind.ReadonlyKeyword)) return this.evaluate(member.initializer, env);
      if (t.isPropertyDeclaration(member) && member.initializer && (t.isArrowFunction(member.initializer) || t.isFunctionExpression(member.initializer))) return this.evaluate(member.initializer, env);
    }
    return unknown(node, `\`${snippet(node)}\``);
  }

  // ---- identifiers and declarations ----

  identifier(node: TS.Identifier, env: Env): SValue {
    if (node.text === 'undefined') return { kind: 'primitive', value: undefined, node };
    const declaration = resolveDeclaration(node);
    if (!declaration) return unknown(node, `\`${node.text}\`, which is not declared in this file`);
    const value = this.declarationValue(declaration, env, node);
    if (value.kind === 'unknown') return value;
    // Values from another file are located at the identifier that brought them here.
    const file = node.getSourceFile();
    if (value.node.getSourceFile() !== file && (!value.site || value.site.getSourceFile() !== file)) return { ...value, site: node };
    return value;
  }

  declarationValue(declaration: TS.Node, env: Env, use: TS.Node): SValue {
    const bound = env.get(declaration);
    if (bound) return bound;
    const t = ts();
    const topLevel = isTopLevel(declaration);
    const cacheable = topLevel && !t.isParameter(declaration);
    if (cacheable) {
      const cached = this.cache.get(declaration);
      if (cached) return cached;
    }
    if (this.inProgress.has(declaration)) return unknown(use, `\`${snippet(use)}\`, which refers to itself`);
    this.inProgress.add(declaration);
    let value: SValue;
    try {
      value = this.declarationValueInner(declaration, topLevel ? EMPTY_ENV : env, use);
    } finally {
      this.inProgress.delete(declaration);
    }
    if (cacheable) this.cache.set(declaration, value);
    return value;
  }

  private declarationValueInner(declaration: TS.Node, env: Env, use: TS.Node): SValue {
    const t = ts();
    const name = snippet(use);
    if (t.isVariableDeclaration(declaration)) {
      const list = declaration.parent;
      if (t.isForOfStatement(list.parent) || t.isForInStatement(list.parent)) return unknown(use, `the loop variable \`${name}\``);
      if (!declaration.initializer) return unknown(use, `\`${name}\`, which has no initializer`);
      const isConst = (list.flags & t.NodeFlags.Const) !== 0;
      if (!isConst && t.isIdentifier(declaration.name) && this.isReassigned(declaration.getSourceFile(), declaration.name.text)) {
        return unknown(use, `\`${name}\`, which is reassigned`);
      }
      return this.evaluate(declaration.initializer, env);
    }
    if (t.isBindingElement(declaration)) return this.bindingElementValue(declaration, env, use);
    if (t.isParameter(declaration)) return unknown(use, `the parameter \`${name}\``);
    if (t.isFunctionDeclaration(declaration)) return { kind: 'function', decl: declaration, env, node: declaration };
    if (t.isClassDeclaration(declaration)) return { kind: 'class', decl: declaration, node: declaration };
    if (t.isImportSpecifier(declaration) || t.isImportClause(declaration) || t.isNamespaceImport(declaration)) return this.importValue(declaration, use);
    if (t.isEnumDeclaration(declaration)) return this.enumValue(declaration);
    return unknown(use, `\`${name}\``);
  }

  private bindingElementValue(element: TS.BindingElement, env: Env, use: TS.Node): SValue {
    const t = ts();
    const pattern = element.parent;
    const owner = pattern.parent;
    let source: SValue;
    if (t.isVariableDeclaration(owner)) {
      const bound = env.get(owner);
      if (bound) source = bound;
      else if (t.isForOfStatement(owner.parent.parent) || t.isForInStatement(owner.parent.parent)) return unknown(use, `the loop variable \`${snippet(use)}\``);
      else if (!owner.initializer) return unknown(use, `\`${snippet(use)}\``);
      else source = this.evaluate(owner.initializer, isTopLevel(owner) ? EMPTY_ENV : env);
    } else if (t.isBindingElement(owner)) {
      source = this.declarationValue(owner, env, use);
    } else if (t.isParameter(owner)) {
      const bound = env.get(owner);
      if (!bound) return unknown(use, `the parameter \`${snippet(use)}\``);
      source = bound;
    } else return unknown(use, `\`${snippet(use)}\``);
    let picked: SValue;
    if (t.isObjectBindingPattern(pattern)) {
      const key = element.propertyName ? this.propertyKey(element.propertyName, env) : t.isIdentifier(element.name) ? element.name.text : undefined;
      if (key === undefined || element.dotDotDotToken) return unknown(use, `\`${snippet(use)}\``);
      picked = this.member(source, key, element);
    } else {
      const index = pattern.elements.indexOf(element as TS.ArrayBindingElement);
      picked = this.member(source, String(index), element);
    }
    if (picked.kind === 'primitive' && picked.value === undefined && element.initializer) return this.evaluate(element.initializer, env);
    return picked;
  }

  private importValue(declaration: TS.ImportSpecifier | TS.ImportClause | TS.NamespaceImport, use: TS.Node): SValue {
    const t = ts();
    let importDeclaration: TS.Node = declaration;
    while (!t.isImportDeclaration(importDeclaration)) importDeclaration = importDeclaration.parent;
    const specifierNode = importDeclaration.moduleSpecifier;
    if (!t.isStringLiteral(specifierNode)) return unknown(use, `\`${snippet(use)}\``);
    const specifier = specifierNode.text;
    const importedName = t.isImportSpecifier(declaration)
      ? (declaration.propertyName ?? declaration.name).text
      : t.isImportClause(declaration) ? 'default' : '*';
    const recognised = recognisedModule(specifier);
    if (recognised === 'zod') {
      const flavor = this.project.zodFlavor(use.getSourceFile().fileName, specifier);
      const lib = flavor === 'v3' ? this.project.zod.v3 : this.project.zod.v4;
      if (!lib) return unknown(use, `zod (not loaded)`);
      const namespace = (lib.z as Record<string, unknown> | undefined) ?? lib;
      if (importedName === '*' || importedName === 'default' || importedName === 'z') return { kind: 'zodApi', flavor, target: namespace, self: namespace, name: 'z', node: use };
      return { kind: 'zodApi', flavor, target: namespace[importedName], self: namespace, name: importedName, node: use };
    }
    if (recognised) return { kind: 'external', module: recognised, name: importedName, node: use };
    const file = this.project.resolveImport(use.getSourceFile().fileName, specifier);
    if (!file) return unknown(use, `\`${snippet(use)}\`, imported from "${specifier}"`);
    const source = this.project.sourceFile(file);
    if (!source) return unknown(use, `\`${snippet(use)}\`, imported from "${specifier}" (unreadable)`);
    if (importedName === '*') return this.moduleNamespace(source, use);
    return this.exportedValue(source, importedName, use, 0);
  }

  /** CommonJS `require("…")` of a recognised package (project files are followed only through ES imports). */
  private required(node: TS.CallExpression): SValue {
    const t = ts();
    const argument = node.arguments[0];
    if (!argument || !t.isStringLiteral(argument)) return unknown(node, `\`${snippet(node)}\``);
    const specifier = argument.text;
    const recognised = recognisedModule(specifier);
    if (recognised === 'zod') {
      const flavor = this.project.zodFlavor(node.getSourceFile().fileName, specifier);
      const lib = flavor === 'v3' ? this.project.zod.v3 : this.project.zod.v4;
      if (!lib) return unknown(node, 'zod (not loaded)');
      return { kind: 'zodApi', flavor, target: lib, self: lib, name: 'z', node };
    }
    if (recognised) return { kind: 'external', module: recognised, name: '*', node };
    return unknown(node, `\`${snippet(node)}\``);
  }

  /** The value a project file exports under a name. */
  exportedValue(file: TS.SourceFile, name: string, use: TS.Node, hops: number): SValue {
    const t = ts();
    if (hops > 10) return unknown(use, `\`${snippet(use)}\`, re-exported too many times`);
    for (const statement of file.statements) {
      const exported = hasExportModifier(statement);
      const isDefault = hasDefaultModifier(statement);
      if (exported && t.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (t.isIdentifier(declaration.name) && declaration.name.text === name) return this.declarationValue(declaration, EMPTY_ENV, use);
        }
      }
      if (exported && (t.isFunctionDeclaration(statement) || t.isClassDeclaration(statement))) {
        if ((isDefault && name === 'default') || (!isDefault && statement.name?.text === name)) return this.declarationValue(statement, EMPTY_ENV, use);
      }
      if (t.isExportAssignment(statement) && name === 'default') return this.evaluate(statement.expression);
      if (t.isExportDeclaration(statement)) {
        const target = statement.moduleSpecifier && t.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
        if (statement.exportClause && t.isNamedExports(statement.exportClause)) {
          for (const element of statement.exportClause.elements) {
            if (element.name.text !== name) continue;
            const local = (element.propertyName ?? element.name).text;
            if (target) {
              const next = this.project.resolveImport(file.fileName, target);
              const nextFile = next ? this.project.sourceFile(next) : undefined;
              return nextFile ? this.exportedValue(nextFile, local, use, hops + 1) : unknown(use, `\`${snippet(use)}\`, re-exported from "${target}"`);
            }
            const declaration = findTopLevelDeclaration(file, local);
            return declaration ? this.declarationValue(declaration, EMPTY_ENV, use) : unknown(use, `\`${snippet(use)}\``);
          }
        } else if (!statement.exportClause && target) {
          const next = this.project.resolveImport(file.fileName, target);
          const nextFile = next ? this.project.sourceFile(next) : undefined;
          if (nextFile) {
            const value = this.exportedValue(nextFile, name, use, hops + 1);
            if (value.kind !== 'unknown') return value;
          }
        }
      }
    }
    return unknown(use, `\`${snippet(use)}\`, which ${file.fileName.split(/[\\/]/).pop()} does not export statically`);
  }

  private moduleNamespace(file: TS.SourceFile, use: TS.Node): SValue {
    const t = ts();
    const entries = new Map<string, Entry>();
    for (const statement of file.statements) {
      if (!hasExportModifier(statement)) continue;
      const names: string[] = [];
      if (t.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) if (t.isIdentifier(d.name)) names.push(d.name.text);
      if ((t.isFunctionDeclaration(statement) || t.isClassDeclaration(statement)) && statement.name) names.push(statement.name.text);
      for (const name of names) entries.set(name, { value: this.exportedValue(file, name, use, 0), node: use });
    }
    return { kind: 'object', entries, node: use, site: use };
  }

  private enumValue(declaration: TS.EnumDeclaration): SValue {
    const entries = new Map<string, Entry>();
    for (const member of declaration.members) {
      const key = this.propertyKey(member.name as TS.PropertyName);
      if (key === undefined || !member.initializer) return unknown(declaration, `the enum ${declaration.name.text}`);
      entries.set(key, { value: this.evaluate(member.initializer), node: member });
    }
    return { kind: 'object', entries, node: declaration };
  }

  private isReassigned(file: TS.SourceFile, name: string): boolean {
    let names = this.reassigned.get(file);
    if (!names) {
      const found = new Set<string>();
      const t = ts();
      const visit = (node: TS.Node): void => {
        if (t.isBinaryExpression(node) && node.operatorToken.kind >= t.SyntaxKind.FirstAssignment && node.operatorToken.kind <= t.SyntaxKind.LastAssignment && t.isIdentifier(node.left)) found.add(node.left.text);
        if ((t.isPrefixUnaryExpression(node) || t.isPostfixUnaryExpression(node)) && t.isIdentifier(node.operand)) found.add(node.operand.text);
        t.forEachChild(node, visit);
      };
      visit(file);
      names = found;
      this.reassigned.set(file, names);
    }
    return names.has(name);
  }

  // ---- members and calls ----

  member(base: SValue, name: string, node: TS.Node): SValue {
    switch (base.kind) {
      case 'object': {
        const entry = base.entries.get(name);
        if (entry) return base.site && !entry.value.site ? { ...entry.value, site: base.site } : entry.value;
        if (base.opaque) return base.opaque;
        return { kind: 'primitive', value: undefined, node };
      }
      case 'array':
        if (name === 'length' && !base.opaque) return { kind: 'primitive', value: base.items.length, node };
        if (/^\d+$/.test(name) && !base.opaque) {
          const item = base.items[Number(name)];
          if (!item) return { kind: 'primitive', value: undefined, node };
          return base.site && !item.site ? { ...item, site: base.site } : item;
        }
        return unknown(node, `\`${snippet(node)}\``);
      case 'zod':
        return zodProperty(base, name, node);
      case 'zodApi': {
        const target = base.target as Record<string, unknown> | undefined;
        if (!target || name.startsWith('_')) return unknown(node, `\`${snippet(node)}\``);
        return { kind: 'zodApi', flavor: base.flavor, target: target[name], self: target, name, node };
      }
      case 'external':
        return { kind: 'external', module: base.module, name: base.name === '*' ? name : `${base.name}.${name}`, node };
      case 'unknown':
        return base;
      default:
        return unknown(node, `\`${snippet(node)}\``);
    }
  }

  private call(node: TS.CallExpression, env: Env): SValue {
    const t = ts();
    const callee = node.expression;
    if (t.isIdentifier(callee) && callee.text === 'require' && !resolveDeclaration(callee)) return this.required(node);
    if (t.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (t.isIdentifier(callee.expression) && callee.expression.text === 'Object' && !resolveDeclaration(callee.expression)) {
        return this.objectStatic(method, node, env);
      }
      const receiver = this.evaluate(callee.expression, env);
      // `this.handle.bind(this)` is still `this.handle`.
      if (method === 'bind' && receiver.kind === 'function') return receiver;
      if (receiver.kind === 'zod') {
        const fn = (receiver.schema as Record<string, unknown>)[method];
        return callZod(receiver.flavor, receiver.schema, fn, method, this.args(node, env), receiver.loc, node);
      }
      if (receiver.kind === 'array') return this.arrayMethod(receiver, method, node, env);
      if (receiver.kind === 'primitive' && typeof receiver.value === 'string' && ['trim', 'trimStart', 'trimEnd', 'toLowerCase', 'toUpperCase'].includes(method)) {
        return { kind: 'primitive', value: (receiver.value as unknown as Record<string, () => string>)[method]!.call(receiver.value), node };
      }
      const fn = this.member(receiver, method, callee);
      return this.apply(fn, node, env);
    }
    return this.apply(this.evaluate(callee, env), node, env);
  }

  private args(node: TS.CallExpression, env: Env): SValue[] {
    return node.arguments.map((arg) => (ts().isSpreadElement(arg) ? unknown(arg, `the spread \`${snippet(arg)}\``) : this.evaluate(arg, env)));
  }

  private apply(fn: SValue, node: TS.CallExpression, env: Env): SValue {
    if (fn.kind === 'zodApi') return callZod(fn.flavor, fn.self, fn.target, fn.name, this.args(node, env), undefined, node);
    if (fn.kind === 'function') return this.callFunction(fn, this.args(node, env), node);
    if (fn.kind === 'external') {
      const args = this.args(node, env);
      // JSON Schema wrappers: the object literal inside is the schema.
      if (['fromJsonSchema', 'jsonSchemaAdapter'].includes(fn.name) && args[0]?.kind === 'object') return { ...args[0], jsonWrapper: fn.name };
      if (fn.module === 'zod-to-json-schema' && (fn.name === 'zodToJsonSchema' || fn.name === 'default')) return this.zodToJsonSchema(args, node);
      return unknown(node, `the result of \`${snippet(node.expression)}()\``);
    }
    if (fn.kind === 'unknown') return unknown(node, `the result of \`${snippet(node)}\``);
    return unknown(node, `the result of \`${snippet(node)}\``);
  }

  /** Inlines a project function: binds its parameters and evaluates what it returns. */
  callFunction(fn: FunctionValue, args: SValue[], node: TS.Node): SValue {
    const t = ts();
    const decl = fn.decl;
    if (!decl.body) return unknown(node, `the result of \`${snippet(node)}\``);
    if (t.canHaveModifiers(decl) && t.getModifiers(decl)?.some((m) => m.kind === t.SyntaxKind.AsyncKeyword)) return unknown(node, `the promise returned by \`${snippet(node)}\``);
    const env = bindParameters(decl, args, fn.env, this);
    if (!t.isBlock(decl.body)) return this.evaluate(decl.body as TS.Expression, env);
    const returns = returnStatements(decl.body);
    if (returns.length !== 1 || !returns[0]!.expression) return unknown(node, `the result of \`${snippet(node)}\`, which has ${returns.length} return paths`);
    return this.evaluate(returns[0]!.expression, env);
  }

  private objectStatic(method: string, node: TS.CallExpression, env: Env): SValue {
    const args = this.args(node, env);
    const first = args[0];
    if (method === 'freeze' && first) return first;
    if (method === 'assign') {
      const entries = new Map<string, Entry>();
      let opaque: Extract<SValue, { kind: 'unknown' }> | undefined;
      for (const arg of args) {
        if (arg.kind === 'object') {
          for (const [key, entry] of arg.entries) entries.set(key, entry);
          opaque = arg.opaque ?? opaque;
        } else opaque = arg.kind === 'unknown' ? arg : unknown(arg.node, `\`${snippet(arg.node)}\``);
      }
      return { kind: 'object', entries, node, opaque };
    }
    if (first?.kind === 'object' && !first.opaque && ['entries', 'keys', 'values'].includes(method)) {
      const items: SValue[] = [];
      for (const [key, entry] of first.entries) {
        const keyValue: SValue = { kind: 'primitive', value: key, node: entry.node };
        if (method === 'keys') items.push(keyValue);
        else if (method === 'values') items.push(entry.value);
        else items.push({ kind: 'array', items: [keyValue, entry.value], node: entry.node });
      }
      return { kind: 'array', items, node };
    }
    return unknown(node, `the result of \`${snippet(node)}\``);
  }

  private arrayMethod(receiver: Extract<SValue, { kind: 'array' }>, method: string, node: TS.CallExpression, env: Env): SValue {
    if (receiver.opaque) return receiver.opaque;
    const args = this.args(node, env);
    const first = args[0];
    if (method === 'map' && first?.kind === 'function') {
      return { kind: 'array', items: receiver.items.map((item, index) => this.callFunction(first, [item, { kind: 'primitive', value: index, node }], node)), node };
    }
    if (method === 'concat') {
      const items = [...receiver.items];
      for (const arg of args) {
        if (arg.kind === 'array' && !arg.opaque) items.push(...arg.items);
        else return unknown(node, `the result of \`${snippet(node)}\``);
      }
      return { kind: 'array', items, node };
    }
    if (method === 'join' && receiver.items.every((item) => item.kind === 'primitive')) {
      const separator = first?.kind === 'primitive' ? String(first.value) : ',';
      return { kind: 'primitive', value: receiver.items.map((item) => String((item as { value: unknown }).value ?? '')).join(separator), node };
    }
    return unknown(node, `the result of \`${snippet(node)}\``);
  }

  private zodToJsonSchema(args: SValue[], node: TS.Node): SValue {
    const schema = args[0];
    const convert = this.project.zod.zodToJsonSchema;
    if (!schema || schema.kind !== 'zod' || !convert || (args[1] && args[1].kind !== 'primitive' && args[1].kind !== 'object')) {
      return schema?.kind === 'unknown' ? schema : unknown(node, `the result of \`${snippet(node)}\``);
    }
    let options: unknown;
    try {
      options = args[1] ? (args[1].kind === 'primitive' ? args[1].value : toPlain(args[1])) : undefined;
      return jsonToValue(convert(schema.schema, options), node);
    } catch (error) {
      return unknown(node, `zodToJsonSchema(): ${(error as Error).message}`);
    }
  }

  /** A function value for an expression, following names and imports (handlers passed by name). */
  functionOf(expression: TS.Expression, env: Env = EMPTY_ENV): FunctionValue | SValue {
    return this.evaluate(expression, env);
  }
}

function toPlain(value: SValue): unknown {
  if (value.kind === 'primitive' || value.kind === 'regex') return value.value;
  if (value.kind === 'array') return value.items.map(toPlain);
  if (value.kind === 'object') return Object.fromEntries([...value.entries].map(([k, e]) => [k, toPlain(e.value)]));
  throw new Error('not a plain value');
}

function jsonToValue(json: unknown, node: TS.Node): SValue {
  if (Array.isArray(json)) return { kind: 'array', items: json.map((item) => jsonToValue(item, node)), node };
  if (json !== null && typeof json === 'object') {
    return { kind: 'object', entries: new Map(Object.entries(json).map(([k, v]) => [k, { value: jsonToValue(v, node), node }])), node };
  }
  return { kind: 'primitive', value: json as string | number | boolean | null, node };
}

export function bindParameters(decl: TS.SignatureDeclaration, args: SValue[], outer: Env, evaluator: Evaluator): Env {
  const t = ts();
  const env = new Map(outer);
  decl.parameters.forEach((parameter, index) => {
    let arg = args[index];
    if ((!arg || (arg.kind === 'primitive' && arg.value === undefined)) && parameter.initializer) arg = evaluator.evaluate(parameter.initializer, env);
    if (parameter.dotDotDotToken) arg = { kind: 'array', items: args.slice(index), node: parameter };
    arg ??= { kind: 'primitive', value: undefined, node: parameter };
    env.set(parameter, arg);
    if (!t.isIdentifier(parameter.name)) bindPattern(parameter.name, arg, env, evaluator);
  });
  return env;
}

/** Binds the elements of a destructuring pattern to the parts of a value. */
export function bindPattern(pattern: TS.BindingName, value: SValue, env: Map<TS.Node, SValue>, evaluator: Evaluator): void {
  const t = ts();
  if (t.isIdentifier(pattern)) return;
  pattern.elements.forEach((element, index) => {
    if (t.isOmittedExpression(element)) return;
    let part: SValue;
    if (t.isObjectBindingPattern(pattern)) {
      const key = element.propertyName ? evaluator.propertyKey(element.propertyName) : t.isIdentifier(element.name) ? element.name.text : undefined;
      part = key === undefined || element.dotDotDotToken ? unknown(element, `\`${snippet(element)}\``) : evaluator.member(value, key, element);
    } else part = evaluator.member(value, String(index), element);
    if (part.kind === 'primitive' && part.value === undefined && element.initializer) part = evaluator.evaluate(element.initializer, env);
    env.set(element, part);
    bindPattern(element.name, part, env, evaluator);
  });
}

/** Return statements of a function body, not counting nested functions. */
export function returnStatements(body: TS.Node): TS.ReturnStatement[] {
  const t = ts();
  const found: TS.ReturnStatement[] = [];
  const visit = (node: TS.Node): void => {
    if (t.isReturnStatement(node)) found.push(node);
    if (isFunctionLike(node) || t.isClassLike(node)) return;
    t.forEachChild(node, visit);
  };
  t.forEachChild(body, visit);
  return found;
}

export function isFunctionLike(node: TS.Node): node is TS.SignatureDeclaration & { body?: TS.Node } {
  const t = ts();
  return t.isFunctionDeclaration(node) || t.isFunctionExpression(node) || t.isArrowFunction(node) || t.isMethodDeclaration(node)
    || t.isConstructorDeclaration(node) || t.isGetAccessorDeclaration(node) || t.isSetAccessorDeclaration(node);
}

function isTopLevel(declaration: TS.Node): boolean {
  for (let node = declaration.parent; node; node = node.parent) if (isFunctionLike(node)) return false;
  return true;
}

function hasExportModifier(statement: TS.Statement): boolean {
  const t = ts();
  return t.canHaveModifiers(statement) && (t.getModifiers(statement)?.some((m) => m.kind === t.SyntaxKind.ExportKeyword) ?? false);
}

function hasDefaultModifier(statement: TS.Statement): boolean {
  const t = ts();
  return t.canHaveModifiers(statement) && (t.getModifiers(statement)?.some((m) => m.kind === t.SyntaxKind.DefaultKeyword) ?? false);
}

export function findTopLevelDeclaration(file: TS.SourceFile, name: string): TS.Node | undefined {
  return declarationIn(file, name);
}

/** The declaration an identifier refers to, by lexical scope (no type checker needed). */
export function resolveDeclaration(identifier: TS.Identifier): TS.Node | undefined {
  const name = identifier.text;
  for (let node: TS.Node = identifier; node.parent; node = node.parent) {
    const found = declarationIn(node.parent, name);
    if (found) return found;
  }
  return undefined;
}

function declarationIn(scope: TS.Node, name: string): TS.Node | undefined {
  const t = ts();
  if (t.isSourceFile(scope) || t.isBlock(scope) || t.isModuleBlock(scope) || t.isCaseClause(scope) || t.isDefaultClause(scope)) {
    for (const statement of scope.statements) {
      const found = declarationInStatement(statement, name);
      if (found) return found;
    }
    return undefined;
  }
  if (isFunctionLike(scope)) {
    for (const parameter of scope.parameters) {
      const found = matchBinding(parameter.name, name, parameter);
      if (found) return found;
    }
    if ((t.isFunctionExpression(scope) || t.isFunctionDeclaration(scope)) && scope.name?.text === name) return scope;
    return undefined;
  }
  if ((t.isForOfStatement(scope) || t.isForInStatement(scope) || t.isForStatement(scope)) && scope.initializer && t.isVariableDeclarationList(scope.initializer)) {
    for (const declaration of scope.initializer.declarations) {
      const found = matchBinding(declaration.name, name, declaration);
      if (found) return found;
    }
  }
  if (t.isCatchClause(scope) && scope.variableDeclaration) return matchBinding(scope.variableDeclaration.name, name, scope.variableDeclaration);
  if (t.isClassExpression(scope) && scope.name?.text === name) return scope;
  return undefined;
}

function declarationInStatement(statement: TS.Statement, name: string): TS.Node | undefined {
  const t = ts();
  if (t.isVariableStatement(statement)) {
    for (const declaration of statement.declarationList.declarations) {
      const found = matchBinding(declaration.name, name, declaration);
      if (found) return found;
    }
  } else if ((t.isFunctionDeclaration(statement) || t.isClassDeclaration(statement) || t.isEnumDeclaration(statement)) && statement.name?.text === name) {
    return statement;
  } else if (t.isImportDeclaration(statement) && statement.importClause && !statement.importClause.isTypeOnly) {
    const clause = statement.importClause;
    if (clause.name?.text === name) return clause;
    const bindings = clause.namedBindings;
    if (bindings && t.isNamespaceImport(bindings) && bindings.name.text === name) return bindings;
    if (bindings && t.isNamedImports(bindings)) for (const element of bindings.elements) if (element.name.text === name) return element;
  }
  return undefined;
}

function matchBinding(binding: TS.BindingName, name: string, declaration: TS.Node): TS.Node | undefined {
  const t = ts();
  if (t.isIdentifier(binding)) return binding.text === name ? declaration : undefined;
  for (const element of binding.elements) {
    if (t.isOmittedExpression(element)) continue;
    if (t.isIdentifier(element.name) && element.name.text === name) return element;
    if (!t.isIdentifier(element.name)) {
      const found = matchBinding(element.name, name, element);
      if (found) return found;
    }
  }
  return undefined;
}

export type { ZodFlavor };
