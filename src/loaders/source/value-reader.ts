// What the evaluator's helpers (imports, built-ins, bindings, class members, filled objects) may ask of it. They are
// handed the evaluator as a value of this type and never import evaluate.ts, so imports in source mode only go down.
import type { TS } from './typescript.js';
import type { Project } from './project.js';
import type { Budget } from './steps.js';
import type { Env, SValue } from './values.js';

type FunctionValue = Extract<SValue, { kind: 'function' }>;

export interface ValueReader {
  readonly project: Project;
  /** Steps and memory of the file being analysed (steps.ts). */
  readonly budget: Budget;
  /** What an expression is (an `unknown` value naming the place when it cannot be told). */
  evaluate(expression: TS.Expression, env?: Env): SValue;
  /** The value a declaration gives the name used at `use`. */
  declarationValue(declaration: TS.Node, env: Env, use: TS.Node): SValue;
  /** `base.name`, or `base[name]`. */
  member(base: SValue, name: string, node: TS.Node): SValue;
  /** The key a property name stands for, when it is known. */
  propertyKey(name: TS.PropertyName | undefined, env?: Env): string | undefined;
  /** The values of a call's arguments. */
  args(node: TS.CallExpression, env: Env): SValue[];
  /** What a project function returns when called with these arguments. */
  callForValue(fn: FunctionValue, args: SValue[], node: TS.Node): SValue;
}
