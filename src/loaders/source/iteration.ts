// Registrations that run more than once: inside loops over static arrays, and inside helpers whose parameters
// feed the registration. Each yields one environment per tool, so one call site can rebuild many tools.
import { ts, type TS } from './typescript.js';
import { rangeOf, snippet } from './positions.js';
import { isFunctionLike } from './ast.js';
import { resolveDeclaration } from './scope.js';
import { bindParameters, bindPattern } from './bindings.js';
import { crossFileCalls } from './call-sites.js';
import { atCallSite, callSiteOf, decidedAt, deciderOf, placeRegistration } from './placements.js';
import { reportUnresolved, type FileContext } from './tool-building.js';
import { registeredOnEveryArm } from './every-arm.js';
import { earlierTwins, runningClauses } from './switch-clauses.js';
import { failsStart } from './fails-start.js';
import { thisEnvs } from './class-tools.js';
import { EMPTY_ENV, unknown, type Env, type SValue, type Unknown } from './values.js';
import type { SourceModel } from './model.js';

const MAX_EXPANSION = 500;
/** How many helpers deep the loops around a helper's calls are followed (helper called in a loop in a helper…). */
const MAX_CALLER_DEPTH = 2;

interface Binder {
  declaration: TS.ParameterDeclaration | TS.VariableDeclaration;
  iterable: TS.Expression;
}

/**
 * Runs `build` once per environment the registration `call` runs in. Only what defines tools decides how many
 * there are: an inline handler that uses a loop variable or a helper's parameter does not multiply the tool.
 */
export function forEachRegistration(context: FileContext, call: TS.CallExpression, build: (env: Env) => void): void {
  const t = ts();
  const defining = call.arguments.filter((arg) => !t.isArrowFunction(arg) && !t.isFunctionExpression(arg));
  const envs = iterationEnvs(context, call, defining);
  if (!Array.isArray(envs)) {
    reportUnresolved(
      context,
      envs as Unknown,
      `The tools registered in a loop by \`${snippet(call.expression)}(…)\``,
      call,
    );
    return;
  }
  let decidedBy = envs.length > 1 ? loopDecision(context.project.model, call, defining) : undefined;
  // Decided further out (the loop around a helper's call, a filtered list): reported at the registration.
  decidedBy ??= envs.map((env) => deciderOf(context.project.model, env)).find((node) => node !== undefined);
  let built = 0;
  for (const env of envs) {
    if (!mayRun(context, call, env)) continue;
    const first = context.tools.length;
    build(env);
    const tools = context.tools.slice(first);
    placeRegistration(context.project, call, env, tools);
    // A loop that skips some items (`if (…) continue;`) registers a subset of them: the rebuilt tools are an upper bound.
    if (decidedBy && (deciderOf(context.project.model, env) || envs.length > 1))
      for (const tool of tools)
        tool.sourceFacts = {
          ...tool.sourceFacts,
          registration: { ...tool.sourceFacts?.registration, mayNotRun: 'narrowed' },
        };
    built += tools.length;
  }
  if (decidedBy && built) {
    const site = decidedBy.getSourceFile() === context.file ? decidedBy : call;
    context.facts.upperBounds = [
      ...(context.facts.upperBounds ?? []),
      { tools: built, decidedBy: snippet(site, 60), range: rangeOf(site) },
    ];
  }
}

/**
 * Whether the registration can run in this environment: an `if` (or `?:`) between it and its function whose
 * condition the environment decides the other way rules it out (`if (tool.args) server.tool(name, desc,
 * tool.args, cb); else server.tool(name, desc, cb);` runs one branch per tool), as does a `switch` clause that
 * does not run for it (switch-clauses.ts). Unknown conditions keep it, but of the clauses of one undecided switch
 * that register the same tool, only the first that may run counts (`twins`: whether to look for those).
 */
function mayRun(context: FileContext, call: TS.CallExpression, env: Env, twins = true): boolean {
  const t = ts();
  if (env.size === 0) return true;
  for (let node: TS.Node = call; node.parent && !isFunctionLike(node); node = node.parent) {
    const parent = node.parent;
    let condition: TS.Expression | undefined;
    let whenTrue = true;
    if (t.isIfStatement(parent) && node !== parent.expression) {
      condition = parent.expression;
      whenTrue = node === parent.thenStatement;
    } else if (t.isConditionalExpression(parent) && node !== parent.condition) {
      condition = parent.condition;
      whenTrue = node === parent.whenTrue;
    } else if (
      (t.isCaseClause(parent) || t.isDefaultClause(parent)) &&
      parent.statements.includes(node as TS.Statement)
    ) {
      const running = runningClauses(context.project.model, context.evaluator, parent.parent.parent, env);
      if (!running.clauses.has(parent)) return false;
      if (
        twins &&
        !running.decided &&
        earlierTwins(context.project.model, call, parent, running).some((twin) => mayRun(context, twin, env, false))
      )
        return false;
    }
    if (!condition) continue;
    const truth = truthiness(context.evaluator.evaluate(condition, env));
    if (truth !== undefined && truth !== whenTrue) return false;
  }
  return true;
}

function truthiness(value: SValue): boolean | undefined {
  if (value.kind === 'primitive') return Boolean(value.value);
  if (
    value.kind === 'object' ||
    value.kind === 'array' ||
    value.kind === 'function' ||
    value.kind === 'zod' ||
    value.kind === 'regex' ||
    value.kind === 'class'
  )
    return true;
  return undefined;
}

/**
 * What decides, item by item, whether a registration inside a loop over tools runs: a condition between the
 * loop and the call (not one that registers the tool on every arm), or a statement that leaves the iteration early
 * (`continue`, `break`, `return`, a `throw` that does not stop the server's start, reported at the condition of the
 * `if` holding it). Only loops whose variable defines the tool count.
 */
function loopDecision(model: SourceModel, call: TS.CallExpression, defining: readonly TS.Node[]): TS.Node | undefined {
  const t = ts();
  for (let node: TS.Node = call; node.parent; node = node.parent) {
    const parent = node.parent;
    let body: TS.Node | undefined;
    let variable: TS.Node | undefined;
    if (t.isForOfStatement(parent) && node === parent.statement) {
      body = parent.statement;
      variable = parent.initializer;
    } else if (
      isFunctionLike(node) &&
      t.isCallExpression(parent) &&
      parent.arguments[0] === node &&
      t.isPropertyAccessExpression(parent.expression) &&
      ['forEach', 'map', 'flatMap'].includes(parent.expression.name.text) &&
      node.parameters[0]
    ) {
      body = node.body;
      variable = node.parameters[0];
    }
    if (!body || !variable || !defining.some((arg) => references(model, arg, variable))) continue;
    for (let inner: TS.Node = call; inner !== body; inner = inner.parent) {
      // A branch that registers the same tool on every arm decides only how it is registered.
      if (
        (t.isIfStatement(inner) || t.isConditionalExpression(inner) || t.isSwitchStatement(inner)) &&
        registeredOnEveryArm(inner, call)
      )
        continue;
      if (t.isIfStatement(inner)) return inner.expression;
      if (t.isConditionalExpression(inner) || t.isSwitchStatement(inner) || t.isCatchClause(inner)) return inner;
      if (
        t.isBinaryExpression(inner) &&
        [t.SyntaxKind.AmpersandAmpersandToken, t.SyntaxKind.BarBarToken, t.SyntaxKind.QuestionQuestionToken].includes(
          inner.operatorToken.kind,
        )
      )
        return inner;
    }
    const exit = earlyExit(body, call);
    if (exit) return exit;
  }
  return undefined;
}

function earlyExit(body: TS.Node, call: TS.CallExpression): TS.Node | undefined {
  const t = ts();
  let found: TS.Node | undefined;
  /**
   * `loop`: inside a loop within the body that does not hold the registration; `inSwitch`: inside such a switch,
   * or one that registers the tool on every clause.
   * Leaving a loop or switch that holds the registration does skip it.
   */
  const visit = (node: TS.Node, loop: boolean, inSwitch: boolean): void => {
    if (found || isFunctionLike(node)) return;
    // An unlabelled `continue` in an inner loop, or `break` in an inner loop or switch, leaves that one only.
    const leavesInner =
      ((t.isContinueStatement(node) && loop) || (t.isBreakStatement(node) && (loop || inSwitch))) && !node.label;
    if (
      !leavesInner &&
      (t.isContinueStatement(node) ||
        t.isBreakStatement(node) ||
        t.isReturnStatement(node) ||
        (t.isThrowStatement(node) && !failsStart(node)))
    ) {
      // Reported at the condition that leads there, which says why.
      let holder: TS.Node = node;
      while (holder.parent && holder.parent !== body && !t.isIfStatement(holder)) holder = holder.parent;
      found = t.isIfStatement(holder) ? holder.expression : node;
      return;
    }
    const holdsCall = node.pos <= call.pos && call.end <= node.end;
    const innerLoop = loop || (t.isIterationStatement(node, false) && !holdsCall);
    // A switch that registers the tool on every clause is left by `break` only once it has registered it.
    const innerSwitch = inSwitch || (t.isSwitchStatement(node) && (!holdsCall || registeredOnEveryArm(node, call)));
    t.forEachChild(node, (child) => visit(child, innerLoop, innerSwitch));
  };
  t.forEachChild(body, (child) => visit(child, false, false));
  return found;
}

/** Environments to evaluate a registration in: one per element of the arrays it iterates over. */
export function iterationEnvs(
  context: FileContext,
  call: TS.Node,
  args: readonly TS.Node[],
  depth = 0,
): Env[] | Unknown {
  const t = ts();
  const binders: Binder[] = [];
  for (let node: TS.Node = call; node.parent; node = node.parent) {
    const parent = node.parent;
    if (
      t.isForOfStatement(parent) &&
      node === parent.statement &&
      t.isVariableDeclarationList(parent.initializer) &&
      parent.initializer.declarations.length === 1
    ) {
      binders.unshift({ declaration: parent.initializer.declarations[0]!, iterable: parent.expression });
    }
    if (
      isFunctionLike(node) &&
      t.isCallExpression(parent) &&
      parent.arguments[0] === node &&
      t.isPropertyAccessExpression(parent.expression) &&
      ['forEach', 'map', 'flatMap'].includes(parent.expression.name.text) &&
      node.parameters[0]
    ) {
      binders.unshift({ declaration: node.parameters[0], iterable: parent.expression.expression });
    }
  }
  const used = binders.filter((binder) =>
    args.some((arg) => references(context.project.model, arg, binder.declaration)),
  );
  let envs: Env[] = callSiteEnvs(
    context,
    call,
    args,
    binders.map((b) => b.declaration),
    depth,
  );
  for (const binder of used) {
    const next: Env[] = [];
    for (const env of envs) {
      let iterable = context.evaluator.evaluate(binder.iterable, env);
      let decided: TS.Node | undefined;
      if ((iterable.kind !== 'array' || iterable.opaque) && context.collectList) {
        // A list built at run time (pushes in a loop, filters): the union of what it can hold.
        const list = context.collectList(binder.iterable, env);
        if (!list.unresolved && list.items.length) {
          iterable = { kind: 'array', items: list.items, node: binder.iterable };
          decided = list.decidedAt[0];
        }
      }
      if (iterable.kind !== 'array' || iterable.opaque) {
        return iterable.kind === 'unknown'
          ? iterable
          : iterable.kind === 'array' && iterable.opaque
            ? iterable.opaque
            : unknown(binder.iterable, `\`${snippet(binder.iterable)}\``);
      }
      for (const item of iterable.items) {
        const bound = atCallSite(context.project.model, new Map(env), callSiteOf(context.project.model, env));
        bound.set(binder.declaration, item);
        bindPattern(binder.declaration.name, item, bound, context.evaluator);
        const decider = decided ?? deciderOf(context.project.model, env);
        decidedAt(context.project.model, bound, decider);
        next.push(bound);
        if (next.length > MAX_EXPANSION)
          return unknown(
            binder.iterable,
            `more than ${MAX_EXPANSION} registrations from \`${snippet(binder.iterable)}\``,
          );
      }
    }
    envs = next;
  }
  return thisEnvs(context, call, args, envs);
}

/**
 * A registration inside a helper whose parameters feed its arguments (`function addTool(server, name, config) {
 * server.registerTool(name, config, …) }`): one environment per call of the helper in the same file, with the
 * parameters bound to that call's arguments. Without such calls the parameters stay unknown (and are reported).
 */
function callSiteEnvs(
  context: FileContext,
  call: TS.Node,
  args: readonly TS.Node[],
  iterationBinders: TS.Node[],
  depth: number,
): Env[] {
  const t = ts();
  let helper: (TS.SignatureDeclaration & { body?: TS.Node }) | undefined;
  for (let node: TS.Node | undefined = call.parent; node; node = node.parent) {
    if (isFunctionLike(node) && !iterationBinders.includes(node.parameters[0] as TS.Node)) {
      helper = node;
      break;
    }
  }
  if (
    !helper ||
    !helper.parameters.some((parameter) => args.some((arg) => references(context.project.model, arg, parameter)))
  )
    return [EMPTY_ENV];
  // The helper's own name: a function declaration, a method, or the constant an arrow function is assigned to.
  const declaration: TS.Node | undefined =
    t.isFunctionDeclaration(helper) || t.isMethodDeclaration(helper)
      ? helper
      : t.isVariableDeclaration(helper.parent) && t.isIdentifier(helper.parent.name)
        ? helper.parent
        : undefined;
  const name =
    declaration &&
    (t.isFunctionDeclaration(declaration) || t.isMethodDeclaration(declaration)
      ? declaration.name
      : (declaration as TS.VariableDeclaration).name);
  if (!declaration) return closureEnvs(context, helper, depth);
  // A private method (`#registerTool`) is called as `this.#registerTool(…)`, like any other method.
  if (!name || !(t.isIdentifier(name) || (t.isPrivateIdentifier(name) && t.isMethodDeclaration(declaration))))
    return [EMPTY_ENV];
  // A method is called as `this.name(…)` from its own class.
  const ownerClass =
    t.isMethodDeclaration(declaration) && t.isClassLike(declaration.parent) ? declaration.parent : undefined;
  const isCall = (node: TS.CallExpression): boolean => {
    if (ownerClass) {
      return (
        t.isPropertyAccessExpression(node.expression) &&
        node.expression.expression.kind === t.SyntaxKind.ThisKeyword &&
        node.expression.name.text === name.text &&
        enclosingClass(node) === ownerClass
      );
    }
    return (
      t.isIdentifier(node.expression) &&
      node.expression.text === name.text &&
      resolveDeclaration(context.project.model, node.expression) === declaration
    );
  };
  const envs: Env[] = [];
  const visit = (node: TS.Node): void => {
    if (envs.length > MAX_EXPANSION) return;
    if (t.isCallExpression(node) && isCall(node)) {
      // A call inside a loop (`for (const t of tools) addTool(t)`) binds the parameters once per element.
      const outers = callerEnvs(context, node, depth);
      // The helper's call skips some items of the loop around it: what it registers is an upper bound.
      const decided = outers.length > 1 ? loopDecision(context.project.model, node, node.arguments) : undefined;
      for (const outer of outers) {
        if (envs.length > MAX_EXPANSION) break;
        const values = node.arguments.map((arg) => context.evaluator.evaluate(arg, outer));
        const bound = atCallSite(
          context.project.model,
          bindParameters(helper!, values, EMPTY_ENV, context.evaluator),
          node,
        );
        const decider = decided ?? deciderOf(context.project.model, outer);
        decidedAt(context.project.model, bound, decider);
        envs.push(bound);
      }
    }
    t.forEachChild(node, visit);
  };
  visit(ownerClass ?? context.file);
  // None here: an exported helper may be called from the project's other files.
  if (!envs.length && !ownerClass) {
    for (const other of crossFileCalls(context.project, context.file, name.text)) {
      if (envs.length > MAX_EXPANSION) break;
      envs.push(
        atCallSite(
          context.project.model,
          bindParameters(
            helper,
            other.arguments.map((arg) => context.evaluator.evaluate(arg)),
            EMPTY_ENV,
            context.evaluator,
          ),
          other,
        ),
      );
    }
  }
  return envs.length ? envs : [EMPTY_ENV];
}

/**
 * A registration helper made by a factory (`function createRegisterTool(server) { return (tool) => {
 * server.tool(tool.name, …) } }`, then `const tool = createRegisterTool(server); tool(toolA); tool(toolB)`):
 * one environment per call of a constant that holds the factory's result, in this file or the files that call
 * the factory.
 */
function closureEnvs(
  context: FileContext,
  closure: TS.SignatureDeclaration & { body?: TS.Node },
  depth: number,
): Env[] {
  const t = ts();
  let factory: TS.Node | undefined;
  if (t.isReturnStatement(closure.parent)) {
    for (let node: TS.Node | undefined = closure.parent.parent; node; node = node.parent)
      if (isFunctionLike(node)) {
        factory = node;
        break;
      }
  } else if (t.isArrowFunction(closure.parent) && closure.parent.body === closure) factory = closure.parent;
  if (!factory) return [EMPTY_ENV];
  const holder = t.isFunctionDeclaration(factory)
    ? factory
    : t.isVariableDeclaration(factory.parent)
      ? factory.parent
      : undefined;
  const factoryName = holder && (holder as TS.FunctionDeclaration | TS.VariableDeclaration).name;
  if (!holder || !factoryName || !t.isIdentifier(factoryName)) return [EMPTY_ENV];
  const factoryCalls: TS.CallExpression[] = [];
  const findFactoryCalls = (node: TS.Node): void => {
    if (
      t.isCallExpression(node) &&
      t.isIdentifier(node.expression) &&
      node.expression.text === factoryName.text &&
      resolveDeclaration(context.project.model, node.expression) === holder
    )
      factoryCalls.push(node);
    t.forEachChild(node, findFactoryCalls);
  };
  findFactoryCalls(context.file);
  if (!factoryCalls.length) factoryCalls.push(...crossFileCalls(context.project, context.file, factoryName.text));
  const envs: Env[] = [];
  for (const made of factoryCalls) {
    const constant = made.parent;
    if (
      !t.isVariableDeclaration(constant) ||
      !t.isIdentifier(constant.name) ||
      !(constant.parent.flags & t.NodeFlags.Const)
    )
      continue;
    const visit = (node: TS.Node): void => {
      if (envs.length > MAX_EXPANSION) return;
      if (
        t.isCallExpression(node) &&
        t.isIdentifier(node.expression) &&
        resolveDeclaration(context.project.model, node.expression) === constant
      ) {
        for (const outer of callerEnvs(context, node, depth)) {
          const values = node.arguments.map((arg) => context.evaluator.evaluate(arg, outer));
          envs.push(bindParameters(closure, values, EMPTY_ENV, context.evaluator));
        }
      }
      t.forEachChild(node, visit);
    };
    visit(made.getSourceFile());
  }
  return envs.length ? envs : [EMPTY_ENV];
}

/** The environments a helper's call runs in: one per element of the loops around it, or just the empty one. */
function callerEnvs(context: FileContext, call: TS.CallExpression, depth: number): Env[] {
  if (depth >= MAX_CALLER_DEPTH) return [EMPTY_ENV];
  const envs = iterationEnvs(context, call, call.arguments, depth + 1);
  return Array.isArray(envs) && envs.length ? envs : [EMPTY_ENV];
}

export function references(model: SourceModel, node: TS.Node, declaration: TS.Node, depth = 0): boolean {
  const t = ts();
  let found = false;
  const visit = (child: TS.Node): void => {
    if (found) return;
    if (t.isIdentifier(child)) {
      const target = resolveDeclaration(model, child);
      if (target && (target === declaration || isWithin(target, declaration))) found = true;
      // A local taken from the parameter (`const { tools } = options`) refers to it too.
      else if (target && depth < 3 && !isWithin(child, target)) {
        const owner = t.isBindingElement(target) ? bindingOwner(target) : target;
        if (
          owner &&
          t.isVariableDeclaration(owner) &&
          owner.initializer &&
          references(model, owner.initializer, declaration, depth + 1)
        )
          found = true;
      }
    }
    t.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function bindingOwner(element: TS.BindingElement): TS.Node | undefined {
  let node: TS.Node = element;
  while (ts().isBindingElement(node) || ts().isObjectBindingPattern(node) || ts().isArrayBindingPattern(node))
    node = node.parent;
  return node;
}

function enclosingClass(node: TS.Node): TS.Node | undefined {
  for (let current = node.parent; current; current = current.parent) if (ts().isClassLike(current)) return current;
  return undefined;
}

function isWithin(node: TS.Node, ancestor: TS.Node): boolean {
  for (let current: TS.Node | undefined = node; current; current = current.parent)
    if (current === ancestor) return true;
  return false;
}
