// The ways execution can reach a node: which branch arms it passes (if/else, switch cases, ternaries, try/catch,
// code after an `if` whose arm returns) and, through named functions, which call led there. Rules use the result to
// tell code that runs together from code in alternative branches (BranchPath in types.ts).
import { ts, type TS } from './typescript.js';
import { isFunctionLike } from './ast.js';
import { resolveDeclaration } from './scope.js';
import type { CallerIndex } from './caller-index.js';
import type { BranchPath } from '../../core/facts.js';
import { Memo, type SourceModel } from './model.js';

const MAX_CALL_DEPTH = 6;
const MAX_CONTEXTS = 64;
/**
 * Arms one path may pass. Real code does not nest a hundred branches; a path deeper than this (a generated
 * `else if` chain) gets no context at all, so nothing is reported there, rather than a shortened path that could
 * lose the arm that makes two places alternatives.
 */
const MAX_ARMS = 200;
/** Calls followed for one node in all: helpers called from many places cannot multiply the work. */
const MAX_CALLS_FOLLOWED = 200;

/** A call that led into a function: binds that function's parameters to the call's arguments. */
export interface Frame {
  fn: TS.Node;
  call: TS.CallExpression;
}

export interface ExecutionContext extends BranchPath {
  /** Calls followed on the way, innermost first. */
  frames: Frame[];
}

/** Functions known to run while the server serves (tool handlers): reaching one needs no known caller. */
const SERVES = new Memo<TS.Node, true>('a tool handler function');

/** Records that `fn` is a tool handler, so paths through it are not open ('anywhere' mode). */
export function markServing(model: SourceModel, fn: TS.Node): void {
  model.table(SERVES).set(fn, true);
}

/**
 * - 'registration': a function whose callers are unknown starts its own path (its code may never run, or run on
 *   its own), so registrations there only meet registrations in the same function.
 * - 'anywhere': callbacks run whenever the surrounding code set them up, so the path continues outwards from where
 *   the function is written.
 */
export type PathMode = 'registration' | 'anywhere';

export function executionContexts(node: TS.Node, sites: CallerIndex, mode: PathMode): ExecutionContext[] {
  // A path through a helper can contradict itself (the helper's `else` of a flag, called from the caller's `then` of
  // it): no run takes it.
  return walk(node, sites, mode, 0, new Set(), { calls: MAX_CALLS_FOLLOWED })
    .filter((context) => !contradicts(context.arms))
    .slice(0, MAX_CONTEXTS);
}

function contradicts(arms: readonly string[]): boolean {
  const taken = new Map<string, string>();
  for (const arm of arms) {
    const at = arm.lastIndexOf('#');
    const branch = arm.slice(0, at);
    const which = arm.slice(at + 1);
    const other = taken.get(branch);
    if (other !== undefined && other !== which) return true;
    taken.set(branch, which);
  }
  return false;
}

const IDS = new Memo<TS.Node, string>('the id of a node');

/** A stable id for a node, unique across the files of one run. */
export function nodeId(model: SourceModel, node: TS.Node): string {
  return model.remember(IDS, node, () => `${node.getSourceFile().fileName}:${node.pos}-${node.end}:${node.kind}`);
}

// Past the budget a function's callers are not followed: in 'registration' mode it starts its own path, in
// 'anywhere' mode the place gets no path at all (so nothing is reported there) rather than a guessed one.
function walk(
  start: TS.Node,
  sites: CallerIndex,
  mode: PathMode,
  depth: number,
  entered: ReadonlySet<TS.Node>,
  budget: { calls: number },
): ExecutionContext[] {
  const t = ts();
  const model = sites.project.model;
  const arms: string[] = [];
  for (let current = start; current.parent; current = current.parent) {
    const parent = current.parent;
    armOf(model, current, parent, arms);
    if (arms.length > MAX_ARMS) return [];
    if (isFunctionLike(parent) && current !== parent.name) {
      if (runsInPlace(parent)) continue;
      if (depth >= MAX_CALL_DEPTH && mode === 'anywhere') return [];
      let callers = depth < MAX_CALL_DEPTH && !entered.has(parent) ? sites.of(parent) : undefined;
      if (callers && callers.calls.length > budget.calls) {
        if (mode === 'anywhere') return [];
        callers = undefined;
      }
      const found: ExecutionContext[] = [];
      for (const call of callers?.calls ?? []) {
        budget.calls--;
        for (const outer of walk(call, sites, mode, depth + 1, new Set(entered).add(parent), budget)) {
          if (found.length >= MAX_CONTEXTS) break;
          if (arms.length + outer.arms.length > MAX_ARMS) continue;
          found.push({
            root: outer.root,
            arms: [...arms, ...outer.arms],
            frames: [{ fn: parent, call }, ...outer.frames],
            ...(outer.openAt ? { openAt: outer.openAt } : {}),
          });
        }
      }
      if (!callers || !callers.complete || callers.calls.length === 0) {
        if (mode === 'registration') found.push({ root: nodeId(model, parent), arms: [...arms], frames: [] });
        else {
          // A callback or a function called from outside runs only if something calls it: the path is open there,
          // unless the function is a tool handler (it runs whenever the server serves a call). The innermost such
          // function is kept: two places opened at the same one run together whenever it runs.
          const serving = model.table(SERVES).has(parent);
          const openAt = serving ? undefined : nodeId(model, parent);
          for (const outer of walk(parent, sites, mode, depth, entered, budget))
            if (arms.length + outer.arms.length <= MAX_ARMS) {
              // Past a tool handler, who registers it does not change that it runs while the server serves.
              const innermost = serving ? undefined : (openAt ?? outer.openAt);
              found.push({
                root: outer.root,
                arms: [...arms, ...outer.arms],
                frames: outer.frames,
                ...(innermost ? { openAt: innermost } : {}),
              });
            }
        }
      }
      return found;
    }
    if (t.isClassLike(parent) && mode === 'registration' && !isFunctionLike(current)) {
      // A property initializer runs per instance, like the constructor.
      return [{ root: nodeId(model, parent), arms, frames: [] }];
    }
  }
  return [{ root: 'module', arms, frames: [] }];
}

/** Records the arm of `parent` that `current` is in, and the arms implied by earlier `if`s that leave early. */
function armOf(model: SourceModel, current: TS.Node, parent: TS.Node, arms: string[]): void {
  const t = ts();
  if (t.isIfStatement(parent)) {
    if (current === parent.thenStatement) pushBranch(model, arms, parent, parent.expression, true);
    else if (current === parent.elseStatement) pushBranch(model, arms, parent, parent.expression, false);
  } else if (t.isConditionalExpression(parent)) {
    if (current === parent.whenTrue) pushBranch(model, arms, parent, parent.condition, true);
    else if (current === parent.whenFalse) pushBranch(model, arms, parent, parent.condition, false);
  } else if (
    (t.isCaseClause(parent) || t.isDefaultClause(parent)) &&
    parent.statements.includes(current as TS.Statement)
  ) {
    arms.push(`${nodeId(model, parent.parent.parent)}#${caseGroup(model, parent)}`);
  } else if (t.isTryStatement(parent)) {
    // A failure after the registration in `try` could reach `catch` too: not certain, so treated as alternatives.
    if (current === parent.tryBlock) arms.push(`${nodeId(model, parent)}#try`);
    else if (current === parent.catchClause) arms.push(`${nodeId(model, parent)}#catch`);
  }
  if (
    t.isBlock(parent) ||
    t.isSourceFile(parent) ||
    t.isModuleBlock(parent) ||
    t.isCaseClause(parent) ||
    t.isDefaultClause(parent)
  ) {
    const statements = parent.statements as readonly TS.Statement[];
    const index = statements.indexOf(current as TS.Statement);
    for (let i = 0; i < index; i++) {
      const earlier = statements[i]!;
      // Code after `if (container) { if (!arg) { usage(); process.exit(1); } }` runs only when the inner `then` arm
      // did not: a return or process.exit anywhere in an earlier statement ends the function or the run.
      for (const guard of nestedGuards(model, earlier))
        pushBranch(model, arms, guard.branch, guard.branch.expression, !guard.leavingArm);
      if (!t.isIfStatement(earlier)) continue;
      // Code after `if (x) { …; return; }` runs only when the `then` arm did not.
      const thenLeaves = leaves(model, earlier.thenStatement);
      const elseLeaves = earlier.elseStatement !== undefined && leaves(model, earlier.elseStatement);
      if (thenLeaves && !elseLeaves) pushBranch(model, arms, earlier, earlier.expression, false);
      else if (elseLeaves && !thenLeaves) pushBranch(model, arms, earlier, earlier.expression, true);
    }
  }
}

/**
 * The arm of an if/ternary, plus what the arm says about plain flag reads in its condition (`process.env.SSE`,
 * `!useHttp`, `mode === "http"`, `shouldStartStdio()`; through `&&` in a then-arm and `||` in an else-arm). Arms
 * that say opposite things about one flag are alternatives too: `if (x) … ; if (!x) …`.
 */
function pushBranch(
  model: SourceModel,
  arms: string[],
  branch: TS.Node,
  condition: TS.Expression,
  taken: boolean,
): void {
  const branchKeys = model.table(BRANCH_KEYS);
  let keys = branchKeys.get(branch);
  if (!keys) {
    const id = nodeId(model, branch);
    const file = branch.getSourceFile().fileName;
    const facts = (value: boolean) =>
      flagFacts(condition, value, 0).map((fact) => `flag:${file}:${fact.text}#${fact.value}`);
    keys = { then: [`${id}#then`, ...facts(true)], else: [`${id}#else`, ...facts(false)] };
    branchKeys.set(branch, keys);
  }
  arms.push(...(taken ? keys.then : keys.else));
}

const BRANCH_KEYS = new Memo<TS.Node, { then: string[]; else: string[] }>('the arms each side of a branch stands for');
const MAX_FLAG_DEPTH = 8;

/** The flag values known when `condition` evaluated to `value`. */
function flagFacts(condition: TS.Expression, value: boolean, depth: number): Array<{ text: string; value: boolean }> {
  const t = ts();
  if (depth > MAX_FLAG_DEPTH) return [];
  let node = condition;
  while (t.isParenthesizedExpression(node)) node = node.expression;
  if (t.isPrefixUnaryExpression(node) && node.operator === t.SyntaxKind.ExclamationToken)
    return flagFacts(node.operand, !value, depth + 1);
  if (t.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if ((op === t.SyntaxKind.AmpersandAmpersandToken && value) || (op === t.SyntaxKind.BarBarToken && !value)) {
      return [...flagFacts(node.left, value, depth + 1), ...flagFacts(node.right, value, depth + 1)];
    }
    const equal = op === t.SyntaxKind.EqualsEqualsEqualsToken || op === t.SyntaxKind.EqualsEqualsToken;
    const unequal = op === t.SyntaxKind.ExclamationEqualsEqualsToken || op === t.SyntaxKind.ExclamationEqualsToken;
    if ((equal || unequal) && isRead(node.left) && isLiteral(node.right))
      return [{ text: `${flatText(node.left)}===${flatText(node.right)}`, value: equal ? value : !value }];
    return [];
  }
  // A call without arguments of a named predicate (`shouldStartStdio()`) is read like a flag.
  if (t.isCallExpression(node) && node.arguments.length === 0 && isRead(node.expression))
    return [{ text: flatText(node), value }];
  return isRead(node) ? [{ text: flatText(node), value }] : [];
}

function isRead(node: TS.Expression): boolean {
  const t = ts();
  if (t.isIdentifier(node)) return true;
  if (t.isPropertyAccessExpression(node)) return isRead(node.expression);
  if (t.isElementAccessExpression(node)) return isLiteral(node.argumentExpression) && isRead(node.expression);
  return false;
}

function isLiteral(node: TS.Expression): boolean {
  const t = ts();
  return (
    t.isStringLiteral(node) ||
    t.isNumericLiteral(node) ||
    t.isNoSubstitutionTemplateLiteral(node) ||
    node.kind === t.SyntaxKind.TrueKeyword ||
    node.kind === t.SyntaxKind.FalseKeyword ||
    node.kind === t.SyntaxKind.NullKeyword
  );
}

function flatText(node: TS.Node): string {
  return node.getText(node.getSourceFile()).replace(/\s+/g, '');
}

/**
 * Cases of one switch that cannot run in one pass: clauses are grouped so that a clause falling through into the
 * next one shares its group (both run when execution enters at the first).
 */
function caseGroup(model: SourceModel, clause: TS.CaseClause | TS.DefaultClause): number {
  let group = 0;
  for (const other of clause.parent.clauses) {
    if (other === clause) return group;
    if (other.statements.length > 0 && leaves(model, other.statements[other.statements.length - 1]!)) group++;
  }
  return group;
}

/** Guards nested in one statement that are taken into account; more are rare, and each adds arms to every path after it. */
const MAX_NESTED_GUARDS = 8;
/** Nodes looked at for nested guards in one statement: a huge statement costs the same as a small one past this. */
const MAX_GUARD_NODES = 2000;
const NESTED_GUARDS = new Memo<TS.Statement, Array<{ branch: TS.IfStatement; leavingArm: boolean }>>(
  'the ifs nested in a statement whose one arm ends the function or the run',
);

/**
 * The `if`s nested in a statement (not the statement itself, not inside functions it declares) one of whose arms
 * ends in `return` or `process.exit()`: code after the statement runs only when that arm was not taken. Only those
 * two: a `break`, `continue` or `throw` inside the statement may stop within it.
 */
function nestedGuards(
  model: SourceModel,
  statement: TS.Statement,
): Array<{ branch: TS.IfStatement; leavingArm: boolean }> {
  return model.remember(NESTED_GUARDS, statement, () => {
    const t = ts();
    const found: Array<{ branch: TS.IfStatement; leavingArm: boolean }> = [];
    // A declaration runs nothing where it stands.
    if (isFunctionLike(statement) || t.isClassLike(statement)) return found;
    const pending: TS.Node[] = [];
    t.forEachChild(statement, (child) => void pending.push(child));
    let budget = MAX_GUARD_NODES;
    while (pending.length > 0 && budget-- > 0 && found.length < MAX_NESTED_GUARDS) {
      const node = pending.pop()!;
      if (isFunctionLike(node) || t.isClassLike(node)) continue;
      if (t.isIfStatement(node)) {
        const thenEnds = endsFunction(model, node.thenStatement);
        const elseEnds = node.elseStatement !== undefined && endsFunction(model, node.elseStatement);
        if (thenEnds !== elseEnds) found.push({ branch: node, leavingArm: thenEnds });
      }
      t.forEachChild(node, (child) => void pending.push(child));
    }
    return found;
  });
}

/** True when a statement always ends with `return` or the end of the process (never `break`, `continue`, `throw`). */
function endsFunction(model: SourceModel, statement: TS.Statement): boolean {
  const t = ts();
  let last: TS.Statement | undefined = statement;
  // Iterative: blocks in blocks nest without limit in a hostile file.
  while (last && t.isBlock(last)) last = last.statements[last.statements.length - 1];
  return last !== undefined && (t.isReturnStatement(last) || exits(model, last));
}

const LEAVES = new Memo<TS.Statement, boolean>('whether a statement always leaves the code that follows it');

/** True when a statement always leaves the code that follows it (return, throw, break, continue, process.exit). */
export function leaves(model: SourceModel, statement: TS.Statement): boolean {
  return model.remember(LEAVES, statement, () => computeLeaves(model, statement));
}

// Iterative over the shapes that nest without limit in real code (`else if` chains, blocks in blocks), so a
// hostile file cannot exhaust the stack here.
function computeLeaves(model: SourceModel, start: TS.Statement): boolean {
  const t = ts();
  const pending: TS.Statement[] = [start];
  while (pending.length > 0) {
    const statement = pending.pop()!;
    if (
      t.isReturnStatement(statement) ||
      t.isThrowStatement(statement) ||
      t.isBreakStatement(statement) ||
      t.isContinueStatement(statement)
    )
      continue;
    if (t.isBlock(statement)) {
      const last = statement.statements[statement.statements.length - 1];
      if (!last) return false;
      pending.push(last);
    } else if (t.isIfStatement(statement)) {
      if (!statement.elseStatement) return false;
      pending.push(statement.thenStatement, statement.elseStatement);
    } else if (!exits(model, statement)) return false;
  }
  return true;
}

/** `process.exit(…)`, or a call of a function of the file whose body always ends the process (`printUsage()`). */
function exits(model: SourceModel, statement: TS.Statement, depth = 0): boolean {
  const t = ts();
  if (!t.isExpressionStatement(statement)) return false;
  let expression = statement.expression;
  if (t.isAwaitExpression(expression)) expression = expression.expression;
  if (!t.isCallExpression(expression)) return false;
  const callee = expression.expression;
  if (t.isPropertyAccessExpression(callee))
    return (
      callee.name.text === 'exit' &&
      t.isIdentifier(callee.expression) &&
      callee.expression.text === 'process' &&
      !resolveDeclaration(model, callee.expression)
    );
  if (!t.isIdentifier(callee) || depth > 3) return false;
  const declaration = resolveDeclaration(model, callee);
  const body =
    declaration && t.isFunctionDeclaration(declaration) && !declaration.asteriskToken && !hasAsync(declaration)
      ? declaration.body
      : undefined;
  const last = body?.statements[body.statements.length - 1];
  // Only the process ending counts here: a `return` or `throw` in the callee goes back to the caller.
  return last !== undefined && exits(model, last, depth + 1);
}

function hasAsync(fn: TS.FunctionDeclaration): boolean {
  const t = ts();
  return t.getModifiers(fn)?.some((m) => m.kind === t.SyntaxKind.AsyncKeyword) ?? false;
}

const ITERATION_METHODS = new Set(['forEach', 'map', 'flatMap', 'filter', 'some', 'every', 'find', 'reduce']);
// Helpers compilers wrap async function bodies in (tsc: __awaiter/__generator; esbuild: __async).
const ASYNC_WRAPPERS = new Set(['__awaiter', '__generator', '__async']);

/** Functions that run right where they are written: IIFEs, compiled async bodies, Promise executors, array callbacks. */
export function runsInPlace(fn: TS.Node): boolean {
  const t = ts();
  if (!t.isFunctionExpression(fn) && !t.isArrowFunction(fn)) return false;
  let holder: TS.Node = fn.parent;
  let inner: TS.Node = fn;
  while (t.isParenthesizedExpression(holder)) {
    inner = holder;
    holder = holder.parent;
  }
  if (t.isCallExpression(holder)) {
    if (holder.expression === inner) return true;
    const callee = holder.expression;
    if (t.isIdentifier(callee) && ASYNC_WRAPPERS.has(callee.text)) return true;
    if (t.isPropertyAccessExpression(callee) && ITERATION_METHODS.has(callee.name.text)) return true;
  }
  return t.isNewExpression(holder) && t.isIdentifier(holder.expression) && holder.expression.text === 'Promise';
}
