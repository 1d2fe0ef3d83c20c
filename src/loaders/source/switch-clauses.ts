// Which clauses of a `switch` run for one loop item: `for (const tool of TOOLS) switch (tool.name) { case 'a':
// server.tool(…); break; default: server.tool(…) }` registers each tool from the clauses JavaScript runs for it,
// not once per clause.
import { ts, type TS } from './typescript.js';
import { isFunctionLike } from './ast.js';
import { leaves } from './execution-paths.js';
import { registrationKey } from './every-arm.js';
import type { Evaluator } from './evaluate.js';
import { Memo, type SourceModel } from './model.js';
import type { Env, SValue } from './values.js';

type Clause = TS.CaseClause | TS.DefaultClause;

/** Case tests compared per item: past this a switch is left undecided, since each test is one evaluation per item. */
const MAX_DECIDED_CLAUSES = 200;
/** Registrations of one tool in earlier clauses looked at; more twins of one call in one switch are not seen. */
const MAX_TWINS = 20;

export interface RunningClauses {
  clauses: ReadonlySet<Clause>;
  /** False when a case test could not be compared, so several clauses may be where execution enters. */
  decided: boolean;
}

/**
 * The clauses that may run in `env`: from the clause execution enters at (the first case whose test is `===` the
 * discriminant, else `default` wherever it stands) through the clauses it falls into until one that always leaves
 * (`break`, `return`, `throw`, `continue`). A test that cannot be compared makes its clause one more entry.
 */
export function runningClauses(
  model: SourceModel,
  evaluator: Evaluator,
  statement: TS.SwitchStatement,
  env: Env,
): RunningClauses {
  const t = ts();
  const clauses = statement.caseBlock.clauses;
  if (clauses.length > MAX_DECIDED_CLAUSES) return { clauses: allClauses(model, statement), decided: false };
  const discriminant = evaluator.evaluate(statement.expression, env);
  const entered = new Set<number>();
  let matched = false;
  for (const [index, clause] of clauses.entries()) {
    if (!t.isCaseClause(clause)) continue;
    const equal = strictlyEqual(discriminant, evaluator.evaluate(clause.expression, env));
    if (equal === false) continue;
    entered.add(index);
    if (equal) {
      matched = true;
      break;
    }
  }
  const fallback = clauses.findIndex((clause) => t.isDefaultClause(clause));
  if (!matched && fallback >= 0) entered.add(fallback);
  // One pass: a clause runs when execution enters there, or falls into it from a running clause that does not leave.
  const running = new Set<Clause>();
  for (const [index, clause] of clauses.entries()) {
    const previous = clauses[index - 1];
    if (entered.has(index) || (previous && running.has(previous) && !endsByLeaving(model, previous)))
      running.add(clause);
  }
  return { clauses: running, decided: entered.size <= 1 };
}

const ALL_CLAUSES = new Memo<TS.SwitchStatement, ReadonlySet<Clause>>('every clause of a switch too long to decide');

function allClauses(model: SourceModel, statement: TS.SwitchStatement): ReadonlySet<Clause> {
  return model.remember(ALL_CLAUSES, statement, () => new Set(statement.caseBlock.clauses));
}

/**
 * Registrations of the same tool as `call` (same callee, same first argument) in clauses before `clause` that may
 * run too but never in the same pass (no fall-through joins them). When the switch is undecided for an item, the
 * reader rebuilds the tool from the first such clause that may run and drops the later ones: one tool, with the
 * definition of the first clause in the source, rather than the same tool listed once per clause.
 */
export function earlierTwins(
  model: SourceModel,
  call: TS.CallExpression,
  clause: Clause,
  running: RunningClauses,
): TS.CallExpression[] {
  const key = registrationKey(call);
  const clauses = clause.parent.clauses;
  const index = clauses.indexOf(clause);
  const runs = fallThroughRuns(model, clause.parent.parent);
  const twins: TS.CallExpression[] = [];
  // Runs only grow along the clauses, so the earlier registrations that share this clause's run come last.
  for (const { at, other } of (key && registrationsOf(model, clause.parent.parent).get(key)) || []) {
    if (at >= index || runs[at] === runs[index] || twins.length >= MAX_TWINS) break;
    if (running.clauses.has(clauses[at]!)) twins.push(other);
  }
  return twins;
}

const FALL_THROUGH_RUNS = new Memo<TS.SwitchStatement, readonly number[]>(
  'for each clause of a switch, how many clauses before it always leave',
);

/**
 * For each clause, the number of clauses before it that always leave: entering at one clause runs on into another
 * exactly when the two numbers are equal (no clause between them leaves).
 */
function fallThroughRuns(model: SourceModel, statement: TS.SwitchStatement): readonly number[] {
  return model.remember(FALL_THROUGH_RUNS, statement, () => {
    const runs: number[] = [];
    let leaving = 0;
    for (const clause of statement.caseBlock.clauses) {
      runs.push(leaving);
      if (endsByLeaving(model, clause)) leaving++;
    }
    return runs;
  });
}

const REGISTRATIONS = new Memo<TS.SwitchStatement, Map<string, Array<{ at: number; other: TS.CallExpression }>>>(
  'the calls in the clauses of a switch by the tool they register, in source order',
);

/** The calls in the switch's clauses (outside nested functions) by `registrationKey`: one walk per switch. */
function registrationsOf(model: SourceModel, statement: TS.SwitchStatement) {
  return model.remember(REGISTRATIONS, statement, () => {
    const t = ts();
    const found = new Map<string, Array<{ at: number; other: TS.CallExpression }>>();
    for (const [at, clause] of statement.caseBlock.clauses.entries()) {
      const visit = (node: TS.Node): void => {
        if (isFunctionLike(node)) return;
        const key = t.isCallExpression(node) ? registrationKey(node) : undefined;
        if (key) {
          const twins = found.get(key) ?? [];
          twins.push({ at, other: node as TS.CallExpression });
          found.set(key, twins);
        }
        t.forEachChild(node, visit);
      };
      for (const inner of clause.statements) visit(inner);
    }
    return found;
  });
}

function endsByLeaving(model: SourceModel, clause: Clause): boolean {
  const last = clause.statements[clause.statements.length - 1];
  return last !== undefined && leaves(model, last);
}

/** `===` where the values decide it: two primitives, or a primitive and an object; otherwise unknown. */
function strictlyEqual(a: SValue, b: SValue): boolean | undefined {
  if (a.kind === 'primitive' && b.kind === 'primitive') return a.value === b.value;
  const isObject = (value: SValue) => ['object', 'array', 'function', 'regex', 'class', 'zod'].includes(value.kind);
  if ((a.kind === 'primitive' && isObject(b)) || (b.kind === 'primitive' && isObject(a))) return false;
  return undefined;
}
