// The tools a run-time list can hold. A tools/list handler (or a loop over tools) rarely returns a literal: it
// filters a known array, maps it, spreads several arrays together, pushes more tools on a flag. Statically the
// honest answer is the union of every tool that can reach the list: each one is written in the source, so none
// is invented, but a filter decides at run time which of them the server really lists. The result says so
// (`decidedAt`), and stays bounded (depth and item count).
import { ts, type TS } from './typescript.js';
import { snippet } from './positions.js';
import { isFunctionLike, returnStatements } from './ast.js';
import { isGrown } from './assignments.js';
import { resolveDeclaration } from './scope.js';
import { bindParameters, bindPattern } from './bindings.js';
import type { Evaluator } from './evaluate.js';
import { unknown, unknownResult, type Env, type SValue, type Unknown } from './values.js';
import { iterationEnvs } from './iteration.js';
import { callSiteOf } from './placements.js';
import type { FileContext } from './tool-building.js';
import type { SourceModel } from './model.js';

const MAX_DEPTH = 16;
const MAX_ITEMS = 2000;
/** Array methods that keep a subset of their receiver's items, in some order. */
const SUBSET_METHODS = new Set(['filter', 'slice', 'toSpliced']);
const ORDER_METHODS = new Set(['sort', 'toSorted', 'reverse', 'toReversed']);

export interface ToolList {
  items: SValue[];
  /** Where the run time decides which of the items are really listed (a filter, a condition, a reassignment). */
  decidedAt: TS.Node[];
  /** A part of the list that could not be followed (its tools are missing from `items`). */
  unresolved?: Unknown;
}

/** Every item an expression that produces an array of tools can hold. */
export function collectToolList(
  evaluator: Evaluator,
  expression: TS.Expression,
  env: Env,
  context?: FileContext,
): ToolList {
  const list: ToolList = { items: [], decidedAt: [] };
  new Collector(evaluator, list, expression, context).collect(expression, env, 0);
  return list;
}

class Collector {
  private readonly following = new Set<TS.Node>();

  constructor(
    private readonly evaluator: Evaluator,
    private readonly list: ToolList,
    /** The list expression in the linted file, where items from other files are located. */
    private readonly anchor: TS.Expression,
    private readonly context?: FileContext,
  ) {
    this.rootFile = anchor.getSourceFile();
  }

  private readonly rootFile: TS.SourceFile;

  collect(expression: TS.Expression, env: Env, depth: number): void {
    const t = ts();
    const node = skipWrappers(expression);
    if (depth > MAX_DEPTH || this.list.items.length > MAX_ITEMS)
      return this.fail(unknown(node, `a tool list nested too deeply to follow (\`${snippet(node)}\`)`));
    // A mapping is followed here, not by the evaluator, so that changes its callback makes are seen.
    if (
      t.isCallExpression(node) &&
      t.isPropertyAccessExpression(node.expression) &&
      ['map', 'flatMap'].includes(node.expression.name.text) &&
      node.arguments[0]
    ) {
      return this.mapped(node.expression.expression, node, node.expression.name.text, env, depth);
    }
    // A list variable that later code pushes onto or reassigns holds more than its initializer shows.
    if (t.isIdentifier(node)) {
      const declaration = resolveDeclaration(this.evaluator.project.model, node);
      if (
        declaration &&
        t.isVariableDeclaration(declaration) &&
        declaration.initializer &&
        isGrown(this.evaluator.project.model, declaration)
      )
        return this.variable(node, env, depth, unknown(node, `\`${snippet(node)}\``));
    }
    const value = this.evaluator.evaluate(node, env);
    if (value.kind === 'array' && !value.opaque)
      return this.add(value.items.map((item) => this.located(item, node, value.site)));
    // A cache that starts empty (`let cached = null`) holds nothing of its own.
    if (value.kind === 'primitive' && (value.value === null || value.value === undefined)) return;
    if (t.isArrayLiteralExpression(node)) {
      for (const element of node.elements) {
        if (t.isSpreadElement(element)) this.collect(element.expression, env, depth + 1);
        else if (!t.isOmittedExpression(element)) this.add([this.evaluator.evaluate(element, env)]);
      }
      return;
    }
    if (t.isConditionalExpression(node)) {
      this.list.decidedAt.push(node);
      this.collect(node.whenTrue, env, depth + 1);
      this.collect(node.whenFalse, env, depth + 1);
      return;
    }
    if (
      t.isBinaryExpression(node) &&
      [t.SyntaxKind.BarBarToken, t.SyntaxKind.QuestionQuestionToken, t.SyntaxKind.AmpersandAmpersandToken].includes(
        node.operatorToken.kind,
      )
    ) {
      this.list.decidedAt.push(node);
      if (node.operatorToken.kind !== t.SyntaxKind.AmpersandAmpersandToken) this.collect(node.left, env, depth + 1);
      this.collect(node.right, env, depth + 1);
      return;
    }
    if (t.isIdentifier(node)) return this.variable(node, env, depth, value);
    if (t.isCallExpression(node)) return this.call(node, env, depth, value);
    this.fail(value.kind === 'unknown' ? value : unknown(node, `\`${snippet(node)}\`, which is not a list of tools`));
  }

  private call(node: TS.CallExpression, env: Env, depth: number, value: SValue): void {
    const t = ts();
    const callee = node.expression;
    if (t.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      const receiver = callee.expression;
      if (SUBSET_METHODS.has(method) || ORDER_METHODS.has(method)) {
        if (SUBSET_METHODS.has(method)) this.list.decidedAt.push(node);
        return this.collect(receiver, env, depth + 1);
      }
      if (method === 'concat') {
        this.collect(receiver, env, depth + 1);
        for (const arg of node.arguments) this.collect(t.isSpreadElement(arg) ? arg.expression : arg, env, depth + 1);
        return;
      }
      if ((method === 'map' || method === 'flatMap') && node.arguments[0])
        return this.mapped(receiver, node, method, env, depth);
      // A registry kept in a Map (`toolMap.set(name, tool)`, listed as `toolMap.values()`).
      if (method === 'values' && t.isIdentifier(receiver) && !node.arguments.length) {
        const declaration = resolveDeclaration(this.evaluator.project.model, receiver);
        if (declaration && isNewMap(this.evaluator.project.model, declaration))
          return this.mapValues(declaration as TS.VariableDeclaration, env, depth);
      }
      // Array.from(x), Object.values(x): the items of x.
      if (
        t.isIdentifier(receiver) &&
        ((receiver.text === 'Array' && method === 'from') || (receiver.text === 'Object' && method === 'values')) &&
        node.arguments[0] &&
        !resolveDeclaration(this.evaluator.project.model, receiver)
      ) {
        const source = this.evaluator.evaluate(node.arguments[0], env);
        if (receiver.text === 'Object' && source.kind === 'object' && !source.opaque)
          return this.add([...source.entries.values()].map((entry) => entry.value));
        if (receiver.text === 'Array' && !node.arguments[1]) return this.collect(node.arguments[0], env, depth + 1);
      }
    }
    // A project function with several return paths: the union of what each returns.
    const fn = this.evaluator.evaluate(callee, env);
    // An arrow function that returns an expression: that expression, followed like any list.
    if (fn.kind === 'function' && fn.decl.body && !t.isBlock(fn.decl.body) && !this.following.has(fn.decl)) {
      this.following.add(fn.decl);
      const inner = bindParameters(
        fn.decl,
        node.arguments.map((arg) => this.evaluator.evaluate(arg, env)),
        fn.env,
        this.evaluator,
      );
      this.collect(fn.decl.body as TS.Expression, inner, depth + 1);
      this.following.delete(fn.decl);
      return;
    }
    if (fn.kind === 'function' && fn.decl.body && t.isBlock(fn.decl.body) && !this.following.has(fn.decl)) {
      const returns = returnStatements(this.evaluator.project.model, fn.decl.body).filter((r) => r.expression);
      if (returns.length) {
        this.following.add(fn.decl);
        const inner = bindParameters(
          fn.decl,
          node.arguments.map((arg) => this.evaluator.evaluate(arg, env)),
          fn.env,
          this.evaluator,
        );
        if (returns.length > 1) this.list.decidedAt.push(node);
        for (const r of returns) this.collect(r.expression!, inner, depth + 1);
        this.following.delete(fn.decl);
        return;
      }
    }
    this.fail(value.kind === 'unknown' ? value : unknownResult(node));
  }

  /** `tools.map(fn)`: each item through fn when fn can be followed. */
  private mapped(receiver: TS.Expression, node: TS.CallExpression, method: string, env: Env, depth: number): void {
    const before = this.list.items.length;
    this.collect(receiver, env, depth + 1);
    const sources = this.list.items.splice(before);
    const fn = this.evaluator.evaluate(node.arguments[0]!, env);
    if (fn.kind !== 'function') return this.fail(fn.kind === 'unknown' ? fn : unknownResult(node));
    const touched = mutatedKeys(fn.decl);
    for (const [index, item] of sources.entries()) {
      let result = this.evaluator.callFunction(fn, [item, { kind: 'primitive', value: index, node }], node);
      if (result.kind === 'object' && touched.size) result = withUnknownKeys(result, touched, fn.decl);
      if (method === 'flatMap' && result.kind === 'array' && !result.opaque) this.add(result.items);
      else if (result.kind !== 'unknown') this.add([this.located(result, this.anchor, undefined)]);
      else return this.fail(result);
    }
  }

  /** A variable: its initializer, every value assigned to it and everything pushed onto it. */
  private variable(node: TS.Identifier, env: Env, depth: number, value: SValue): void {
    const t = ts();
    const declaration = resolveDeclaration(this.evaluator.project.model, node);
    if (
      !declaration ||
      !t.isVariableDeclaration(declaration) ||
      !declaration.initializer ||
      this.following.has(declaration)
    ) {
      return this.fail(
        value.kind === 'unknown' ? value : unknown(node, `\`${snippet(node)}\`, which is not a list of tools`),
      );
    }
    this.following.add(declaration);
    this.collect(declaration.initializer, env, depth + 1);
    const scope = scopeOf(declaration);
    const visit = (child: TS.Node): void => {
      if (
        t.isBinaryExpression(child) &&
        child.operatorToken.kind === t.SyntaxKind.EqualsToken &&
        t.isIdentifier(child.left) &&
        resolveDeclaration(this.evaluator.project.model, child.left) === declaration
      ) {
        this.list.decidedAt.push(child);
        this.collect(child.right, env, depth + 1);
      }
      if (
        t.isCallExpression(child) &&
        t.isPropertyAccessExpression(child.expression) &&
        ['push', 'unshift'].includes(child.expression.name.text) &&
        t.isIdentifier(child.expression.expression) &&
        resolveDeclaration(this.evaluator.project.model, child.expression.expression) === declaration
      ) {
        // A push the declaring function always runs (not under a condition, not in a callback) adds its tools for sure.
        if (ranConditionally(child) || scopeOf(child) !== scope) this.list.decidedAt.push(child);
        for (const env2 of this.loopEnvs(child, scope, env, depth)) {
          for (const arg of child.arguments) {
            if (t.isSpreadElement(arg)) this.collect(arg.expression, env2, depth + 1);
            else this.add([this.evaluator.evaluate(arg, env2)]);
          }
        }
      }
      t.forEachChild(child, visit);
    };
    visit(scope);
    this.following.delete(declaration);
  }

  /**
   * The values a `new Map()` registry can hold: every `map.set(key, value)` in its scope, once per environment
   * the call runs in (a loop, or each call of the helper it sits in, in this file or another). A `set` or a
   * helper call that runs only on some path, or a `delete`, means the run time decides.
   */
  private mapValues(declaration: TS.VariableDeclaration, env: Env, depth: number): void {
    const t = ts();
    if (!this.context || this.following.has(declaration))
      return this.fail(unknown(declaration, `the Map \`${snippet(declaration.name)}\``));
    this.following.add(declaration);
    const file = declaration.getSourceFile();
    const context: FileContext = { ...this.context, file };
    const onMap = (call: TS.Node, methods: string[]): call is TS.CallExpression =>
      t.isCallExpression(call) &&
      t.isPropertyAccessExpression(call.expression) &&
      methods.includes(call.expression.name.text) &&
      t.isIdentifier(call.expression.expression) &&
      resolveDeclaration(this.evaluator.project.model, call.expression.expression) === declaration;
    const visit = (child: TS.Node): void => {
      if (onMap(child, ['delete', 'clear'])) this.list.decidedAt.push(child);
      if (onMap(child, ['set']) && child.arguments[1]) {
        const value = child.arguments[1];
        if (ranConditionally(child)) this.list.decidedAt.push(child);
        const envs = iterationEnvs(context, child, [value]);
        if (!Array.isArray(envs)) this.fail(envs);
        else {
          for (const each of envs) {
            const site = callSiteOf(this.evaluator.project.model, each);
            if (site && ranConditionally(site)) this.list.decidedAt.push(site);
            this.add([this.located(this.evaluator.evaluate(value, each), this.anchor, undefined)]);
          }
        }
      }
      t.forEachChild(child, visit);
    };
    visit(scopeOf(declaration));
    this.following.delete(declaration);
  }

  /**
   * A push inside `for (const x of list)` (within the list variable's scope) runs once per item of that list:
   * one environment per item, the loop variable bound. Outside a loop, just `env`.
   */
  private loopEnvs(push: TS.Node, scope: TS.Node, env: Env, depth: number): Env[] {
    const t = ts();
    let envs: Env[] = [env];
    for (let node: TS.Node = push; node.parent && node !== scope; node = node.parent) {
      const loop = node.parent;
      if (
        !t.isForOfStatement(loop) ||
        node !== loop.statement ||
        !t.isVariableDeclarationList(loop.initializer) ||
        loop.initializer.declarations.length !== 1
      )
        continue;
      const variable = loop.initializer.declarations[0]!;
      const next: Env[] = [];
      for (const outer of envs) {
        const before = this.list.items.length;
        this.collect(loop.expression, outer, depth + 1);
        const items = this.list.items.splice(before);
        for (const item of items) {
          const bound = new Map(outer);
          bound.set(variable, item);
          bindPattern(variable.name, item, bound, this.evaluator);
          next.push(bound);
          if (next.length > MAX_ITEMS) return next;
        }
      }
      envs = next;
    }
    return envs;
  }

  /** Items written in another file are located where this file brings them into the list. */
  private located(item: SValue, node: TS.Node, site: TS.Node | undefined): SValue {
    if (item.node.getSourceFile() === this.rootFile || (item.site && item.site.getSourceFile() === this.rootFile))
      return item;
    if (node.getSourceFile() === this.rootFile) return { ...item, site: node };
    return site && !item.site ? { ...item, site } : item;
  }

  private add(items: SValue[]): void {
    this.list.items.push(...items.slice(0, Math.max(0, MAX_ITEMS - this.list.items.length)));
  }

  private fail(reason: Unknown): void {
    this.list.unresolved ??= reason;
  }
}

/**
 * Top-level keys of an object the callback changes after building it (`copy.annotations = …`,
 * `delete copy.inputSchema.$schema`): the evaluator reads the object as built, so these parts are not known.
 */
function mutatedKeys(decl: TS.SignatureDeclaration & { body?: TS.Node }): Map<string, TS.Node> {
  const t = ts();
  const keys = new Map<string, TS.Node>();
  if (!decl.body || !t.isBlock(decl.body)) return keys;
  const firstKey = (target: TS.Expression): string | undefined => {
    let node = target;
    let key: string | undefined;
    while (t.isPropertyAccessExpression(node) || t.isElementAccessExpression(node)) {
      key = t.isPropertyAccessExpression(node)
        ? node.name.text
        : t.isStringLiteral(node.argumentExpression)
          ? node.argumentExpression.text
          : '*';
      node = node.expression;
    }
    return key !== undefined && t.isIdentifier(node) ? key : undefined;
  };
  const visit = (node: TS.Node): void => {
    if (
      t.isBinaryExpression(node) &&
      node.operatorToken.kind >= t.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= t.SyntaxKind.LastAssignment
    ) {
      const key = firstKey(node.left);
      if (key !== undefined) keys.set(key, node);
    }
    if (t.isDeleteExpression(node)) {
      const key = firstKey(node.expression);
      if (key !== undefined) keys.set(key, node);
    }
    if (!isFunctionLike(node)) t.forEachChild(node, visit);
  };
  t.forEachChild(decl.body, visit);
  return keys;
}

function withUnknownKeys(
  value: Extract<SValue, { kind: 'object' }>,
  keys: Map<string, TS.Node>,
  decl: TS.Node,
): SValue {
  const entries = new Map(value.entries);
  for (const [key, node] of keys) {
    if (key === '*')
      return { ...value, entries, opaque: unknown(node, `\`${snippet(node)}\` in \`${snippet(decl, 40)}\``) };
    entries.set(key, {
      value: unknown(node, `\`${snippet(node)}\`, which changes it at run time`),
      node: entries.get(key)?.node ?? node,
    });
  }
  return { ...value, entries };
}

function skipWrappers(expression: TS.Expression): TS.Expression {
  const t = ts();
  let node = expression;
  while (
    t.isParenthesizedExpression(node) ||
    t.isAsExpression(node) ||
    t.isNonNullExpression(node) ||
    t.isSatisfiesExpression(node) ||
    t.isTypeAssertionExpression(node) ||
    t.isAwaitExpression(node) ||
    (t.isYieldExpression(node) && node.expression)
  ) {
    node = (node as { expression: TS.Expression }).expression;
  }
  return node;
}

/** The function body (or file) a variable lives in: where it can be reassigned or pushed to. */
function isNewMap(model: SourceModel, declaration: TS.Node): boolean {
  const t = ts();
  if (!t.isVariableDeclaration(declaration) || !declaration.initializer || !t.isNewExpression(declaration.initializer))
    return false;
  const callee = declaration.initializer.expression;
  return (
    t.isIdentifier(callee) &&
    callee.text === 'Map' &&
    !resolveDeclaration(model, callee) &&
    !declaration.initializer.arguments?.length
  );
}

/** Whether a call runs only on some paths of its function or module: under a condition, a loop, a switch or a catch. */
function ranConditionally(call: TS.Node): boolean {
  const t = ts();
  for (let node = call.parent; node && !isFunctionLike(node) && !t.isSourceFile(node); node = node.parent) {
    // A for-of over a known array runs for each item (iteration.ts expands it); other loops run on a condition.
    if (
      t.isIfStatement(node) ||
      t.isConditionalExpression(node) ||
      t.isSwitchStatement(node) ||
      t.isCatchClause(node) ||
      t.isWhileStatement(node) ||
      t.isDoStatement(node) ||
      t.isForStatement(node)
    )
      return true;
    if (
      t.isBinaryExpression(node) &&
      [t.SyntaxKind.AmpersandAmpersandToken, t.SyntaxKind.BarBarToken, t.SyntaxKind.QuestionQuestionToken].includes(
        node.operatorToken.kind,
      )
    )
      return true;
  }
  return false;
}

function scopeOf(declaration: TS.Node): TS.Node {
  for (let node = declaration.parent; node; node = node.parent)
    if (isFunctionLike(node) || ts().isSourceFile(node)) return node;
  return declaration.getSourceFile();
}
