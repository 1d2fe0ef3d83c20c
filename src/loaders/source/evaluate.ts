// Static evaluation: what an expression is, as far as honest analysis can tell without running anything.
// Follows constants, object spreads, helper functions that return values, parameters bound at call sites,
// and imports between the project's own files. Anything else becomes an `unknown` value naming the place.
import { ts, type TS } from './typescript.js';
import type { Project } from './project.js';
import type { ValueReader } from './value-reader.js';
import { callZod, zodProperty } from './zod.js';
import { EMPTY_ENV, unknown, unknownResult, type Entry, type Env, type SValue } from './values.js';
import { snippet } from './positions.js';
import { isTopLevel, returnStatements } from './ast.js';
import { isGrown, MemberWrittenNames, ReassignedNames } from './assignments.js';
import { resolveDeclaration } from './scope.js';
import { bindParameters } from './bindings.js';
import { valueEditsIn, type ValueEdit } from './effects.js';
import { objectFilledInLoop } from './filled-objects.js';
import { importValue, isExportsObject, ownCommonJsExport, requiredValue } from './modules.js';
import { arrayMethod, objectStatic, stringMethod, zodConverterCall } from './builtins.js';
import { bindThis, instanceMember } from './class-members.js';
import { Budget, MAX_ARRAY_ITEMS, MAX_STRING_LENGTH, overBudget } from './steps.js';
import { compiledEnumMembers } from './compiled-enum.js';
import { frameworkCallResult } from './frameworks/packages.js';
import type { SourceModel } from './model.js';

const INTEROP_HELPERS = new Set([
  '__importStar',
  '__importDefault',
  '__toESM',
  '_interopRequireDefault',
  '_interopRequireWildcard',
]);
const SPREAD_HELPERS = new Set([
  '__spreadValues',
  '__spreadProps',
  '__assign',
  '_objectSpread',
  '_objectSpread2',
  '_extends',
]);
const MAX_DEPTH = 400;

type FunctionValue = Extract<SValue, { kind: 'function' }>;

/** What an over-budget finding names for a declaration: `const x = <this>`. */
function partNodeOf(declaration: TS.Node): TS.Node {
  const t = ts();
  return t.isVariableDeclaration(declaration) && declaration.initializer ? declaration.initializer : declaration;
}

export class Evaluator implements ValueReader {
  private readonly cache = new Map<TS.Node, SValue>();
  private readonly inProgress = new Set<TS.Node>();
  private readonly inProgressByCall = new WeakMap<Env, Set<TS.Node>>();

  private inProgressIn(env: Env): Set<TS.Node> {
    let set = this.inProgressByCall.get(env);
    if (!set) this.inProgressByCall.set(env, (set = new Set()));
    return set;
  }
  private readonly reassigned = new ReassignedNames();
  private readonly memberWritten = new MemberWrittenNames();
  private depth = 0;
  private readonly primitiveOperators = operatorsOnPrimitives();
  /** Steps and memory of the file being analysed (see budget.ts); replaced by startFile(). */
  budget = new Budget();
  /** The expression the loader asked about, while it is evaluated. */
  private part: TS.Expression | undefined;

  constructor(readonly project: Project) {}

  /** A new file gets a new budget; values cached from earlier files stay (they were within budget). */
  startFile(): void {
    this.budget = new Budget();
  }

  /**
   * What an expression is. A call from outside the evaluator (depth 0) is one part with its own step
   * allowance (budget.ts): when it runs out anywhere inside, the part becomes an over-budget unknown.
   */
  evaluate(expression: TS.Expression, env: Env = EMPTY_ENV): SValue {
    if (this.depth > MAX_DEPTH) return unknown(expression, 'a value nested too deeply to follow');
    if (this.depth === 0) {
      this.part = expression;
      try {
        return this.budget.part(expression, () => this.evaluateCounted(expression, env));
      } finally {
        this.part = undefined;
      }
    }
    return this.evaluateCounted(expression, env);
  }

  private evaluateCounted(expression: TS.Expression, env: Env): SValue {
    this.depth++;
    try {
      this.budget.step();
      return this.evaluateInner(expression, env);
    } finally {
      this.depth--;
    }
  }

  /**
   * A property written inside the part being evaluated (`inputSchema: g(0)` in a registration's config) is a
   * part of its own, so running out of budget there leaves its siblings readable. Properties reached through
   * calls and constants are not: their text is not where the user looks.
   */
  private propertyValue(initializer: TS.Expression, env: Env): SValue {
    const part = this.part;
    if (
      !part ||
      initializer.getSourceFile() !== part.getSourceFile() ||
      initializer.pos < part.pos ||
      initializer.end > part.end
    )
      return this.evaluate(initializer, env);
    return this.budget.part(initializer, () => this.evaluate(initializer, env));
  }

  private evaluateInner(node: TS.Expression, env: Env): SValue {
    const t = ts();
    if (
      t.isParenthesizedExpression(node) ||
      t.isAsExpression(node) ||
      t.isSatisfiesExpression(node) ||
      t.isNonNullExpression(node) ||
      t.isTypeAssertionExpression(node)
    ) {
      const inner = this.evaluate(node.expression, env);
      return { ...inner, node: inner.kind === 'unknown' ? inner.node : node } as SValue;
    }
    if (t.isStringLiteral(node) || t.isNoSubstitutionTemplateLiteral(node))
      return { kind: 'primitive', value: node.text, node };
    if (t.isNumericLiteral(node)) return { kind: 'primitive', value: Number(node.text), node };
    if (node.kind === t.SyntaxKind.TrueKeyword) return { kind: 'primitive', value: true, node };
    if (node.kind === t.SyntaxKind.FalseKeyword) return { kind: 'primitive', value: false, node };
    if (node.kind === t.SyntaxKind.NullKeyword) return { kind: 'primitive', value: null, node };
    if (t.isPrefixUnaryExpression(node) && node.operator === t.SyntaxKind.MinusToken) {
      const inner = this.evaluate(node.operand, env);
      if (inner.kind === 'primitive' && typeof inner.value === 'number')
        return { kind: 'primitive', value: -inner.value, node };
      return unknown(node, `the expression \`${snippet(node)}\``);
    }
    // Minifiers write `true`/`false` as `!0`/`!1` and `undefined` as `void 0`.
    if (t.isPrefixUnaryExpression(node) && node.operator === t.SyntaxKind.ExclamationToken) {
      const inner = this.evaluate(node.operand, env);
      if (inner.kind === 'primitive') return { kind: 'primitive', value: !inner.value, node };
      return inner.kind === 'unknown' ? inner : unknown(node, `the expression \`${snippet(node)}\``);
    }
    if (t.isVoidExpression(node) && t.isLiteralExpression(node.expression))
      return { kind: 'primitive', value: undefined, node };
    if (t.isConditionalExpression(node)) {
      // Only a condition known here picks a branch; one read at run time (an environment variable) leaves it open.
      const condition = this.evaluate(node.condition, env);
      if (condition.kind === 'primitive') return this.evaluate(condition.value ? node.whenTrue : node.whenFalse, env);
      return condition.kind === 'unknown'
        ? unknown(node, `the expression \`${snippet(node)}\``)
        : this.evaluate(node.whenTrue, env);
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
      if (isFreeExports(this.project.model, node.expression))
        return ownCommonJsExport(this, node.getSourceFile(), node.name.text, node);
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
      const created = unknown(node, `the object created by \`${snippet(node)}\``);
      if (callee.kind === 'class') created.instance = { decl: callee.decl, call: node, env };
      return created;
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
      if (value.kind !== 'primitive')
        return value.kind === 'unknown'
          ? value
          : unknown(span.expression, `\`${snippet(span.expression)}\` in a template`);
      const next = String(value.value) + span.literal.text;
      if (text.length + next.length > MAX_STRING_LENGTH) return overBudget(node, 'string-length');
      text += next;
    }
    this.budget.allocateString(text.length);
    return { kind: 'primitive', value: text, node };
  }

  private binary(node: TS.BinaryExpression, env: Env): SValue {
    const t = ts();
    const op = node.operatorToken.kind;
    // `(0, m.fn)` is how compilers call an imported function without a `this`: the value is the right side.
    if (op === t.SyntaxKind.CommaToken) return this.evaluate(node.right, env);
    if (op === t.SyntaxKind.PlusToken) {
      const left = this.evaluate(node.left, env);
      const right = this.evaluate(node.right, env);
      if (left.kind === 'primitive' && right.kind === 'primitive') {
        if (typeof left.value === 'number' && typeof right.value === 'number')
          return { kind: 'primitive', value: left.value + right.value, node };
        // Measured before it is built: doubling a string 40 times must not reach the allocator.
        const leftText = String(left.value),
          rightText = String(right.value);
        if (leftText.length + rightText.length > MAX_STRING_LENGTH) return overBudget(node, 'string-length');
        this.budget.allocateString(leftText.length + rightText.length);
        return { kind: 'primitive', value: leftText + rightText, node };
      }
      return left.kind === 'unknown'
        ? left
        : right.kind === 'unknown'
          ? right
          : unknown(node, `the expression \`${snippet(node)}\``);
    }
    const primitiveResult = this.primitiveBinary(node, env);
    if (primitiveResult) return primitiveResult;
    if (op === t.SyntaxKind.AmpersandAmpersandToken) {
      const left = this.evaluate(node.left, env);
      if (left.kind === 'primitive' && !left.value) return left;
      if (left.kind !== 'unknown') return this.evaluate(node.right, env);
    }
    if (op === t.SyntaxKind.QuestionQuestionToken || op === t.SyntaxKind.BarBarToken) {
      const left = this.evaluate(node.left, env);
      if (left.kind === 'primitive') {
        const useRight =
          op === t.SyntaxKind.QuestionQuestionToken ? left.value === null || left.value === undefined : !left.value;
        return useRight ? this.evaluate(node.right, env) : left;
      }
      if (left.kind !== 'unknown') return left;
    }
    return unknown(node, `the expression \`${snippet(node)}\``);
  }

  /**
   * Arithmetic and comparisons on two known primitives (`depth - 1`, `depth <= 1`, `mode === "full"`), as helpers
   * that build schemas recursively write them. Loose equality between primitives runs no user code.
   */
  private primitiveBinary(node: TS.BinaryExpression, env: Env): SValue | undefined {
    const op = node.operatorToken.kind;
    const compute = this.primitiveOperators.get(op);
    if (!compute) return undefined;
    const left = this.evaluate(node.left, env);
    if (left.kind !== 'primitive')
      return left.kind === 'unknown' ? left : unknown(node, `the expression \`${snippet(node)}\``);
    const right = this.evaluate(node.right, env);
    if (right.kind !== 'primitive')
      return right.kind === 'unknown' ? right : unknown(node, `the expression \`${snippet(node)}\``);
    const value = compute(left.value, right.value);
    return value === NOT_COMPUTED
      ? unknown(node, `the expression \`${snippet(node)}\``)
      : { kind: 'primitive', value, node };
  }

  private objectLiteral(node: TS.ObjectLiteralExpression, env: Env): SValue {
    const t = ts();
    const entries = new Map<string, Entry>();
    let opaque: Extract<SValue, { kind: 'unknown' }> | undefined;
    for (const property of node.properties) {
      if (t.isSpreadAssignment(property)) {
        const spread = this.evaluate(property.expression, env);
        if (spread.kind === 'object') {
          this.budget.copy(spread.entries.size);
          for (const [key, entry] of spread.entries)
            entries.set(
              key,
              spread.site
                ? { value: { ...entry.value, site: entry.value.site ?? spread.site }, node: property }
                : entry,
            );
          opaque = spread.opaque ?? opaque;
        } else if (
          !(
            spread.kind === 'primitive' &&
            (spread.value === undefined || spread.value === null || spread.value === false)
          )
        ) {
          opaque = spread.kind === 'unknown' ? spread : unknown(property, `the spread \`${snippet(property)}\``);
        }
        continue;
      }
      const key = this.propertyKey(property.name, env);
      if (key === undefined) {
        opaque = unknown(property, `the computed key in \`${snippet(property)}\``);
        continue;
      }
      if (t.isPropertyAssignment(property))
        entries.set(key, { value: this.propertyValue(property.initializer, env), node: property });
      else if (t.isShorthandPropertyAssignment(property))
        entries.set(key, { value: this.identifier(property.name, env), node: property });
      else if (t.isMethodDeclaration(property))
        entries.set(key, { value: { kind: 'function', decl: property, env, node: property }, node: property });
      else entries.set(key, { value: unknown(property, `the accessor \`${key}\``), node: property });
    }
    this.budget.allocate(entries.size);
    return { kind: 'object', entries, node, opaque };
  }

  propertyKey(name: TS.PropertyName | undefined, env: Env = EMPTY_ENV): string | undefined {
    if (!name) return undefined;
    const t = ts();
    if (
      t.isIdentifier(name) ||
      t.isStringLiteral(name) ||
      t.isNumericLiteral(name) ||
      t.isNoSubstitutionTemplateLiteral(name) ||
      t.isPrivateIdentifier(name)
    )
      return name.text;
    if (t.isComputedPropertyName(name)) {
      const value = this.evaluate(name.expression, env);
      if (value.kind === 'primitive' && (typeof value.value === 'string' || typeof value.value === 'number'))
        return String(value.value);
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
          // Measured before it is copied: an array spread into itself 40 times must not reach the allocator.
          if (items.length + spread.items.length > MAX_ARRAY_ITEMS) return overBudget(node, 'array-length');
          this.budget.copy(spread.items.length);
          items.push(
            ...spread.items.map((item) => (spread.site && !item.site ? { ...item, site: spread.site } : item)),
          );
          opaque = spread.opaque ?? opaque;
        } else opaque = spread.kind === 'unknown' ? spread : unknown(element, `the spread \`${snippet(element)}\``);
        continue;
      }
      if (t.isOmittedExpression(element)) {
        items.push({ kind: 'primitive', value: undefined, node: element });
        continue;
      }
      if (items.length >= MAX_ARRAY_ITEMS) return overBudget(node, 'array-length');
      items.push(this.evaluate(element, env));
    }
    this.budget.allocate(items.length);
    return { kind: 'array', items, node, opaque };
  }

  /** `this.name` inside a class: the method, or the initializer of the property, declared in that class. */
  private thisMember(node: TS.PropertyAccessExpression, env: Env): SValue {
    const t = ts();
    const owner = thisClass(node);
    if (!owner) return unknown(node, `\`${snippet(node)}\``);
    // Following one subclass (class-tools.ts): `this` is an instance of it, whatever class the method is in.
    const instance = env.get(owner);
    if (instance?.kind === 'class')
      return (
        instanceMember(this, instance.decl, node.name.text, env, node) ??
        unknown(
          node,
          `\`${snippet(node)}\`, which no class of \`${instance.decl.name?.text ?? 'the instance'}\` defines`,
        )
      );
    for (const member of owner.members) {
      if (
        this.propertyKey(member.name) !== node.name.text ||
        (t.canHaveModifiers(member) && t.getModifiers(member)?.some((m) => m.kind === t.SyntaxKind.StaticKeyword))
      )
        continue;
      if (t.isMethodDeclaration(member)) return { kind: 'function', decl: member, env, node: member };
      if (
        t.isPropertyDeclaration(member) &&
        member.initializer &&
        member.modifiers?.some((m) => m.kind === t.SyntaxKind.ReadonlyKeyword)
      )
        return this.evaluate(member.initializer, env);
      if (
        t.isPropertyDeclaration(member) &&
        member.initializer &&
        (t.isArrowFunction(member.initializer) || t.isFunctionExpression(member.initializer))
      )
        return this.evaluate(member.initializer, env);
    }
    return unknown(node, `\`${snippet(node)}\``);
  }

  /**
   * The expression a function body returns when its path is decided by values known here: a run of `if`s,
   * constant declarations and blocks ending in a `return`. Anything else on the way (a loop, an assignment, a
   * call made for its effect) gives up (undefined).
   */
  private returnTaken(statements: readonly TS.Statement[], env: Env): TS.Expression | typeof FELL_THROUGH | undefined {
    const t = ts();
    for (const statement of statements) {
      this.budget.step();
      if (t.isReturnStatement(statement)) return statement.expression;
      if (t.isIfStatement(statement)) {
        const condition = this.evaluate(statement.expression, env);
        if (condition.kind !== 'primitive') return undefined;
        const branch = condition.value ? statement.thenStatement : statement.elseStatement;
        if (!branch) continue;
        const taken = this.returnTaken(t.isBlock(branch) ? branch.statements : [branch], env);
        if (taken !== FELL_THROUGH) return taken;
        continue;
      }
      if (t.isBlock(statement)) {
        const taken = this.returnTaken(statement.statements, env);
        if (taken !== FELL_THROUGH) return taken;
        continue;
      }
      if (t.isVariableStatement(statement) && (statement.declarationList.flags & t.NodeFlags.Const) !== 0) continue;
      if (t.isEmptyStatement(statement) || t.isFunctionDeclaration(statement)) continue;
      return undefined;
    }
    return FELL_THROUGH;
  }

  // ---- identifiers and declarations ----

  identifier(node: TS.Identifier, env: Env): SValue {
    if (node.text === 'undefined') return { kind: 'primitive', value: undefined, node };
    const declaration = resolveDeclaration(this.project.model, node);
    if (!declaration) return unknown(node, `\`${node.text}\`, which is not declared in this file`);
    const value = this.declarationValue(declaration, env, node);
    if (value.kind === 'unknown') return value;
    // Values from another file are located at the identifier that brought them here.
    const file = node.getSourceFile();
    if (value.node.getSourceFile() !== file && (!value.site || value.site.getSourceFile() !== file))
      return { ...value, site: node };
    return value;
  }

  declarationValue(declaration: TS.Node, env: Env, use: TS.Node): SValue {
    const bound = env.get(declaration);
    if (bound) return bound;
    const t = ts();
    const topLevel = isTopLevel(this.project.model, declaration);
    const cacheable = topLevel && !t.isParameter(declaration);
    if (cacheable) {
      const cached = this.cache.get(declaration);
      if (cached) return cached;
    }
    // A declaration inside a function is a new one on each call (a recursive helper's local constant): it refers to
    // itself only within the same call.
    const inProgress = topLevel ? this.inProgress : this.inProgressIn(env);
    if (inProgress.has(declaration)) return unknown(use, `\`${snippet(use)}\`, which refers to itself`);
    inProgress.add(declaration);
    let value: SValue;
    try {
      // A top-level constant is a part of its own: it is evaluated once, for every use, so its cost is its
      // own, and over budget it is remembered as such instead of being paid again at each use.
      value = cacheable
        ? this.budget.part(partNodeOf(declaration), () => this.declarationValueInner(declaration, EMPTY_ENV, use))
        : this.declarationValueInner(declaration, topLevel ? EMPTY_ENV : env, use);
    } finally {
      inProgress.delete(declaration);
    }
    // The cache outlives the file; a value that failed only because this file spent its total is not kept.
    if (cacheable && !(value.kind === 'unknown' && value.budget && this.budget.fileSpent))
      this.cache.set(declaration, value);
    return value;
  }

  private declarationValueInner(declaration: TS.Node, env: Env, use: TS.Node): SValue {
    const t = ts();
    const name = snippet(use);
    if (t.isVariableDeclaration(declaration)) {
      const list = declaration.parent;
      if (t.isForOfStatement(list.parent) || t.isForInStatement(list.parent))
        return unknown(use, `the loop variable \`${name}\``);
      if (!declaration.initializer)
        return this.compiledEnumValue(declaration) ?? unknown(use, `\`${name}\`, which has no initializer`);
      const isConst = (list.flags & t.NodeFlags.Const) !== 0;
      if (
        !isConst &&
        t.isIdentifier(declaration.name) &&
        this.reassigned.has(declaration.getSourceFile(), declaration.name.text)
      ) {
        return unknown(use, `\`${name}\`, which is reassigned`);
      }
      const value = this.evaluate(declaration.initializer, env);
      // `const tools = []; tools.push(…)`: the literal is only the start of what the list holds.
      if (
        value.kind === 'array' &&
        !value.opaque &&
        t.isArrayLiteralExpression(declaration.initializer) &&
        isGrown(this.project.model, declaration)
      ) {
        return { ...value, opaque: unknown(use, `\`${name}\`, a list added to after it is created`) };
      }
      // `const params = {}; params[key] = z.string();`: the literal is only the start of what the object holds.
      if (
        value.kind === 'object' &&
        !value.opaque &&
        t.isObjectLiteralExpression(declaration.initializer) &&
        t.isIdentifier(declaration.name) &&
        this.memberWritten.has(declaration.getSourceFile(), declaration.name.text)
      ) {
        return (
          objectFilledInLoop(this, declaration, value, env, use) ?? {
            ...value,
            opaque: unknown(use, `\`${name}\`, an object filled in after it is created`),
          }
        );
      }
      return value;
    }
    if (t.isBindingElement(declaration)) return this.bindingElementValue(declaration, env, use);
    if (t.isParameter(declaration)) return unknown(use, `the parameter \`${name}\``);
    if (t.isFunctionDeclaration(declaration)) return { kind: 'function', decl: declaration, env, node: declaration };
    if (t.isClassDeclaration(declaration)) return { kind: 'class', decl: declaration, node: declaration };
    if (t.isImportSpecifier(declaration) || t.isImportClause(declaration) || t.isNamespaceImport(declaration))
      return importValue(this, declaration, use);
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
      else if (t.isForOfStatement(owner.parent.parent) || t.isForInStatement(owner.parent.parent))
        return unknown(use, `the loop variable \`${snippet(use)}\``);
      else if (!owner.initializer) return unknown(use, `\`${snippet(use)}\``);
      else source = this.evaluate(owner.initializer, isTopLevel(this.project.model, owner) ? EMPTY_ENV : env);
    } else if (t.isBindingElement(owner)) {
      source = this.declarationValue(owner, env, use);
    } else if (t.isParameter(owner)) {
      const bound = env.get(owner);
      if (!bound) return unknown(use, `the parameter \`${snippet(use)}\``);
      source = bound;
    } else return unknown(use, `\`${snippet(use)}\``);
    let picked: SValue;
    if (t.isObjectBindingPattern(pattern)) {
      const key = element.propertyName
        ? this.propertyKey(element.propertyName, env)
        : t.isIdentifier(element.name)
          ? element.name.text
          : undefined;
      if (key === undefined || element.dotDotDotToken) return unknown(use, `\`${snippet(use)}\``);
      picked = this.member(source, key, element);
    } else {
      const index = pattern.elements.indexOf(element as TS.ArrayBindingElement);
      picked = this.member(source, String(index), element);
    }
    if (picked.kind === 'primitive' && picked.value === undefined && element.initializer)
      return this.evaluate(element.initializer, env);
    return picked;
  }

  private enumValue(declaration: TS.EnumDeclaration): SValue {
    const entries = new Map<string, Entry>();
    let previous: SValue | undefined;
    for (const member of declaration.members) {
      const key = this.propertyKey(member.name as TS.PropertyName);
      if (key === undefined) return unknown(declaration, `the enum ${declaration.name.text}`);
      // A member without an initializer is the previous numeric member plus one (the first is 0), as TypeScript numbers them.
      let value: SValue;
      if (member.initializer) value = this.evaluate(member.initializer);
      else if (!previous) value = { kind: 'primitive', value: 0, node: member };
      else if (previous.kind === 'primitive' && typeof previous.value === 'number')
        value = { kind: 'primitive', value: previous.value + 1, node: member };
      else return unknown(declaration, `the enum ${declaration.name.text}`);
      entries.set(key, { value, node: member });
      previous = value;
    }
    return { kind: 'object', entries, node: declaration };
  }

  /** `var Names; (function (Names) { … })(Names || (Names = {}));`: a TypeScript enum as tsc compiles it. */
  private compiledEnumValue(declaration: TS.VariableDeclaration): SValue | undefined {
    const members = compiledEnumMembers(declaration);
    if (!members) return undefined;
    const entries = new Map<string, Entry>();
    for (const member of members) {
      const value = this.evaluate(member.value);
      entries.set(member.name, { value, node: member.value });
      if (!member.reverse) continue;
      if (value.kind !== 'primitive' || (typeof value.value !== 'number' && typeof value.value !== 'string'))
        return undefined;
      entries.set(String(value.value), {
        value: { kind: 'primitive', value: member.name, node: member.value },
        node: member.value,
      });
    }
    return { kind: 'object', entries, node: declaration };
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
        return zodProperty(this.project.model, base, name, node);
      case 'zodApi': {
        const target = base.target as Record<string, unknown> | undefined;
        if (!target || name.startsWith('_')) return unknown(node, `\`${snippet(node)}\``);
        return { kind: 'zodApi', flavor: base.flavor, target: target[name], self: target, name, node };
      }
      case 'external':
        return { kind: 'external', module: base.module, name: base.name === '*' ? name : `${base.name}.${name}`, node };
      case 'unknown': {
        if (!base.instance) return base;
        const { decl, call, env } = base.instance;
        const args = (call.arguments ?? []).map((arg) =>
          ts().isSpreadElement(arg) ? unknown(arg, `the spread \`${snippet(arg)}\``) : this.evaluate(arg, env),
        );
        return instanceMember(this, decl, name, bindThis(EMPTY_ENV, decl, this), node, args) ?? base;
      }
      default:
        return unknown(node, `\`${snippet(node)}\``);
    }
  }

  private call(node: TS.CallExpression, env: Env): SValue {
    const t = ts();
    const callee = node.expression;
    if (t.isIdentifier(callee) && callee.text === 'require' && !resolveDeclaration(this.project.model, callee))
      return requiredValue(this, node);
    // Compilers wrap required modules for ES interop (`__importStar(require("./x"))`): the module is the argument.
    if (
      t.isIdentifier(callee) &&
      INTEROP_HELPERS.has(callee.text) &&
      node.arguments.length >= 1 &&
      !t.isSpreadElement(node.arguments[0]!)
    )
      return this.evaluate(node.arguments[0]!, env);
    // Object spread lowered by esbuild, tsc or Babel (`__spreadValues({}, a)`, `__assign({}, a)`) is Object.assign.
    if (t.isIdentifier(callee) && SPREAD_HELPERS.has(callee.text))
      return objectStatic('assign', this.args(node, env), node, this.budget);
    if (t.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (
        t.isIdentifier(callee.expression) &&
        callee.expression.text === 'Object' &&
        !resolveDeclaration(this.project.model, callee.expression)
      ) {
        return objectStatic(method, this.args(node, env), node, this.budget);
      }
      // `this.#createHandler(tool)`: the class's own method, which no subclass can replace; a public one only when the
      // instance is known (class-tools.ts binds it), since a subclass may override it.
      if (callee.expression.kind === t.SyntaxKind.ThisKeyword) {
        const owner = thisClass(callee);
        if (owner && (t.isPrivateIdentifier(callee.name) || env.get(owner)?.kind === 'class'))
          return this.apply(this.evaluate(callee, env), node, env);
      }
      const receiver = this.evaluate(callee.expression, env);
      // `this.handle.bind(this)` is still `this.handle`.
      if (method === 'bind' && receiver.kind === 'function') return receiver;
      if (receiver.kind === 'zod') {
        const fn = (receiver.schema as Record<string, unknown>)[method];
        return callZod(
          this.project.model,
          receiver.flavor,
          receiver.schema,
          fn,
          method,
          this.args(node, env),
          receiver.loc,
          node,
        );
      }
      if (receiver.kind === 'array') return arrayMethod(this, receiver, method, this.args(node, env), node);
      const stringResult = stringMethod(receiver, method, node, () => this.args(node, env), this.budget);
      if (stringResult) return stringResult;
      // A method of a value that could not be read (`base.extend(…)` where `base` is unknown): the reason is the
      // base's, when it was written in this file, so the finding names what actually stopped the evaluation.
      if (receiver.kind === 'unknown' && receiver.node.getSourceFile() === node.getSourceFile() && !receiver.budget)
        return receiver;
      const fn = this.member(receiver, method, callee);
      return this.apply(fn, node, env);
    }
    return this.apply(this.evaluate(callee, env), node, env);
  }

  args(node: TS.CallExpression, env: Env): SValue[] {
    return node.arguments.map((arg) =>
      ts().isSpreadElement(arg) ? unknown(arg, `the spread \`${snippet(arg)}\``) : this.evaluate(arg, env),
    );
  }

  private apply(fn: SValue, node: TS.CallExpression, env: Env): SValue {
    if (fn.kind === 'zodApi')
      return callZod(this.project.model, fn.flavor, fn.self, fn.target, fn.name, this.args(node, env), undefined, node);
    if (fn.kind === 'function') return this.callForValue(fn, this.args(node, env), node);
    if (fn.kind === 'external') {
      // What a library's function returns is the library's to say: zod's converter here, a framework's in its file.
      const args = this.args(node, env);
      return (
        zodConverterCall(this, fn, args, node) ??
        frameworkCallResult(this.project.frameworks, fn, args) ??
        unknown(node, `the result of \`${snippet(node.expression)}()\``)
      );
    }
    return unknownResult(node);
  }

  /**
   * A call whose result is used as a value. callFunction reads what the function returns as built, so edits made
   * before returning (see effects.ts) must be accounted for: an edit of a property of one of the function's own
   * parameters makes that property of the argument unknown (`endpoint.parameters ??= []` leaves `endpoint.name`
   * readable); any other edit of a value the function returns or builds makes the result unknown, naming the edit.
   */
  callForValue(fn: FunctionValue, args: SValue[], node: TS.Node): SValue {
    const edits = fn.decl.body ? valueEditsIn(this.project.model, fn.decl.body) : [];
    if (!edits.length) return this.callFunction(fn, args, node);
    const parameterEdits = new Map<number, ValueEdit[]>();
    for (const edit of edits) {
      const owner = edit.root ? editedValueOwner(this.project.model, fn.decl, edit.root, edit.key, 0) : undefined;
      if (owner === 'fresh') continue;
      if (!owner)
        return unknown(
          node,
          `the result of \`${snippet(node)}\`, which changes values before it returns (\`${snippet(edit.node)}\`)`,
        );
      parameterEdits.set(owner.index, [...(parameterEdits.get(owner.index) ?? []), { ...edit, key: owner.key }]);
    }
    const edited = args.slice();
    for (const [index, list] of parameterEdits) {
      const arg = edited[index];
      if (arg) edited[index] = withEditedKeys(arg, list);
    }
    return this.callFunction(fn, edited, node);
  }

  /** Inlines a project function: binds its parameters and evaluates what it returns. */
  callFunction(fn: FunctionValue, args: SValue[], node: TS.Node): SValue {
    const t = ts();
    this.budget.step();
    const decl = fn.decl;
    if (!decl.body) return unknownResult(node);
    if (t.canHaveModifiers(decl) && t.getModifiers(decl)?.some((m) => m.kind === t.SyntaxKind.AsyncKeyword))
      return unknown(node, `the promise returned by \`${snippet(node)}\``);
    const env = bindParameters(decl, args, fn.env, this);
    if (!t.isBlock(decl.body)) return this.evaluate(decl.body as TS.Expression, env);
    const returns = returnStatements(this.project.model, decl.body);
    if (returns.length === 1 && returns[0]!.expression) return this.evaluate(returns[0]!.expression, env);
    // Several returns: followed only when every `if` on the way is decided by a value known here.
    const chosen = this.returnTaken(decl.body.statements, env);
    if (chosen && chosen !== FELL_THROUGH) return this.evaluate(chosen, env);
    return unknown(node, `the result of \`${snippet(node)}\`, which has ${returns.length} return paths`);
  }
}

/** `exports` / `module.exports` in a JavaScript file that declares neither name: CommonJS's own exports object. */
function isFreeExports(model: SourceModel, node: TS.Expression): boolean {
  if (!isExportsObject(node) || !/\.(c|m)?jsx?$/.test(node.getSourceFile().fileName)) return false;
  const t = ts();
  const name = t.isIdentifier(node) ? node : ((node as TS.PropertyAccessExpression).expression as TS.Identifier);
  return !resolveDeclaration(model, name);
}

const FELL_THROUGH = Symbol('fell through');
const NOT_COMPUTED = Symbol('not computed');
type Primitive = string | number | boolean | null | undefined;

type PrimitiveOperators = Map<TS.SyntaxKind, (a: Primitive, b: Primitive) => Primitive | typeof NOT_COMPUTED>;

/**
 * Operators on two primitives; NOT_COMPUTED where the operand types make the result not worth guessing. Built per
 * evaluator, after the compiler (and its SyntaxKind numbers) is loaded.
 */
function operatorsOnPrimitives(): PrimitiveOperators {
  const numbers = (f: (a: number, b: number) => Primitive) => (a: Primitive, b: Primitive) =>
    typeof a === 'number' && typeof b === 'number' ? f(a, b) : NOT_COMPUTED;
  const ordered = (f: (a: number | string, b: number | string) => boolean) => (a: Primitive, b: Primitive) =>
    (typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string')
      ? f(a, b)
      : NOT_COMPUTED;
  const kinds = ts().SyntaxKind;
  return new Map<TS.SyntaxKind, (a: Primitive, b: Primitive) => Primitive | typeof NOT_COMPUTED>([
    [kinds.MinusToken, numbers((a, b) => a - b)],
    [kinds.AsteriskToken, numbers((a, b) => a * b)],
    [kinds.SlashToken, numbers((a, b) => a / b)],
    [kinds.PercentToken, numbers((a, b) => a % b)],
    [kinds.LessThanToken, ordered((a, b) => a < b)],
    [kinds.LessThanEqualsToken, ordered((a, b) => a <= b)],
    [kinds.GreaterThanToken, ordered((a, b) => a > b)],
    [kinds.GreaterThanEqualsToken, ordered((a, b) => a >= b)],
    [kinds.EqualsEqualsEqualsToken, (a, b) => a === b],
    [kinds.ExclamationEqualsEqualsToken, (a, b) => a !== b],
    // biome-ignore lint/suspicious/noDoubleEquals: this evaluates the linted code's own loose equality
    [kinds.EqualsEqualsToken, (a, b) => a == b],
    // biome-ignore lint/suspicious/noDoubleEquals: this evaluates the linted code's own loose equality
    [kinds.ExclamationEqualsToken, (a, b) => a != b],
  ]);
}

/** The class whose instance `this` is at `node`, or undefined (outside a class, or in a function with its own `this`). */
function thisClass(node: TS.Node): TS.ClassLikeDeclaration | undefined {
  const t = ts();
  for (let owner: TS.Node | undefined = node.parent; owner; owner = owner.parent) {
    if (t.isClassLike(owner)) return owner;
    // A function expression or declaration has its own `this`; arrow functions and methods keep the class's.
    if (t.isFunctionExpression(owner) || t.isFunctionDeclaration(owner)) return undefined;
  }
  return undefined;
}

/** An argument as the function sees it after editing it: the edited keys are unknown (all of it for '*'). */
function withEditedKeys(value: SValue, edits: ValueEdit[]): SValue {
  if (value.kind !== 'object' && value.kind !== 'array') return value;
  const whole = edits.find((edit) => edit.key === '*');
  if (whole || value.kind === 'array') {
    const opaque = unknown(
      (whole ?? edits[0]!).node,
      `\`${snippet((whole ?? edits[0]!).node)}\`, which changes it at run time`,
    );
    // Nothing read from it before the edit is still known to hold.
    return value.kind === 'array' ? { ...value, opaque } : { ...value, entries: new Map(), opaque };
  }
  const entries = new Map(value.entries);
  for (const edit of edits)
    entries.set(edit.key, {
      value: unknown(edit.node, `\`${snippet(edit.node)}\`, which changes it at run time`),
      node: entries.get(edit.key)?.node ?? edit.node,
    });
  return { ...value, entries };
}

/**
 * Whose value an edit inside `decl` changes: one of decl's own parameters (its index, and the parameter's first key
 * on the way: `existing` from `endpoint.parameters.find(…)` edits `endpoint.parameters`), 'fresh' for a local
 * built in the body from a literal that no return statement mentions (bookkeeping), or undefined when it cannot be
 * told (the result is then unknown).
 */
function editedValueOwner(
  model: SourceModel,
  decl: FunctionValue['decl'],
  root: TS.Identifier,
  key: string,
  depth: number,
): { index: number; key: string } | 'fresh' | undefined {
  const t = ts();
  if (depth > 5) return undefined;
  const declaration = resolveDeclaration(model, root);
  if (!declaration) return undefined;
  if (t.isParameter(declaration)) {
    const index = decl.parameters.indexOf(declaration);
    return index >= 0 && t.isIdentifier(declaration.name) ? { index, key } : undefined;
  }
  if (!t.isVariableDeclaration(declaration) || !t.isIdentifier(declaration.name) || !isInside(declaration, decl))
    return undefined;
  const loop = declaration.parent.parent;
  // `for (const item of endpoint.parameters)`: an edit of item edits endpoint.parameters.
  const source = t.isForOfStatement(loop) ? loop.expression : declaration.initializer;
  if (!source) return undefined;
  let expression: TS.Expression = source;
  while (t.isParenthesizedExpression(expression) || t.isAsExpression(expression) || t.isNonNullExpression(expression))
    expression = expression.expression;
  if (
    !t.isForOfStatement(loop) &&
    (t.isArrayLiteralExpression(expression) || t.isObjectLiteralExpression(expression) || t.isNewExpression(expression))
  ) {
    return mentionedInReturns(model, decl, declaration.name.text) ? undefined : 'fresh';
  }
  // Follow `a.b.find(…)`, `a.b[0]`, `a.b` down to `a`, keeping the first key under it.
  let firstKey = key;
  for (;;) {
    if (t.isCallExpression(expression) && t.isPropertyAccessExpression(expression.expression))
      expression = expression.expression.expression;
    else if (t.isPropertyAccessExpression(expression)) {
      firstKey = expression.name.text;
      expression = expression.expression;
    } else if (t.isElementAccessExpression(expression)) {
      firstKey = t.isStringLiteral(expression.argumentExpression) ? expression.argumentExpression.text : '*';
      expression = expression.expression;
    } else break;
  }
  return t.isIdentifier(expression) ? editedValueOwner(model, decl, expression, firstKey, depth + 1) : undefined;
}

function isInside(node: TS.Node, container: TS.Node): boolean {
  for (let current: TS.Node | undefined = node.parent; current; current = current.parent)
    if (current === container) return true;
  return false;
}

/** Whether a return statement of the function mentions the name (the value may then be what it returns). */
function mentionedInReturns(model: SourceModel, decl: FunctionValue['decl'], name: string): boolean {
  const t = ts();
  if (!decl.body) return false;
  const expressions = t.isBlock(decl.body)
    ? returnStatements(model, decl.body).map((r) => r.expression)
    : [decl.body as TS.Expression];
  const mentions = (node: TS.Node): boolean =>
    (t.isIdentifier(node) && node.text === name) || (t.forEachChild(node, mentions) ?? false);
  return expressions.some((expression) => expression !== undefined && mentions(expression));
}
