// The work budget of static evaluation. Source is untrusted: a four-line file can describe a value of 2^40
// parts (a function returning [g(n), g(n)], constants that each hold the previous one twice). Every part
// of the evaluator is bounded here, so such a file ends in an `info` finding naming the part, in bounded
// time and memory, and the rest of the file and of the run goes on.
import type { TS } from './typescript.js';
import { snippet } from './positions.js';
import type { SValue, Unknown } from './values.js';
import { Memo, type SourceModel } from './model.js';

/**
 * Evaluation steps one part may take: an expression the loader asks about (a registration argument), or a
 * property written inside it (`inputSchema: …`), so one costly property does not hide its siblings. The
 * steps of a property that is a part of its own are not counted again in the part around it.
 */
export const MAX_STEPS_PER_PART = 50_000;
/** Evaluation steps all the parts of one linted file may take together (real servers take a few hundred). */
export const MAX_STEPS_PER_FILE = 300_000;
/**
 * Memory, in cells: one per array item or object entry, one per 16 characters of a built string. Counted
 * per part like steps, so one part that runs out leaves memory for the others, and per file.
 */
export const MAX_CELLS_PER_PART = 250_000;
export const MAX_CELLS_PER_FILE = 2_000_000;
/** The longest string built by concatenation, templates or join. */
export const MAX_STRING_LENGTH = 100_000;
/** The most items one array may hold. */
export const MAX_ARRAY_ITEMS = 100_000;
/**
 * The most parts a value may have once written out in full (a string counts one part per 32 characters).
 * Values are shared, not copied, while they are evaluated (a constant used twice is one value), so a
 * definition can be a DAG whose tree is huge: it is measured before it is written out or handed to zod.
 */
export const MAX_VALUE_SIZE = 50_000;

export type BudgetLimit = 'steps' | 'memory' | 'string-length' | 'array-length' | 'size';

// Functions: a number's first toLocaleString loads ICU's number formatting, for runs that print one of these only.
const LIMIT_TEXT: Record<BudgetLimit, () => string> = {
  steps: () =>
    `more than ${MAX_STEPS_PER_PART.toLocaleString('en-US')} evaluation steps (or the file's ${MAX_STEPS_PER_FILE.toLocaleString('en-US')})`,
  memory: () =>
    `more than ${MAX_CELLS_PER_PART.toLocaleString('en-US')} cells of memory (or the file's ${MAX_CELLS_PER_FILE.toLocaleString('en-US')})`,
  'string-length': () => `a string longer than ${MAX_STRING_LENGTH.toLocaleString('en-US')} characters`,
  'array-length': () => `an array of more than ${MAX_ARRAY_ITEMS.toLocaleString('en-US')} items`,
  size: () => `more than ${MAX_VALUE_SIZE.toLocaleString('en-US')} parts once written out`,
};

/** An unknown value for a part that is over budget, naming the expression and where it is. */
export function overBudget(node: TS.Node, limit: BudgetLimit): Unknown {
  const file = node.getSourceFile();
  const position = file.getLineAndCharacterOfPosition(node.getStart(file));
  return {
    kind: 'unknown',
    node,
    reason: `\`${snippet(node)}\` (${position.line + 1}:${position.character + 1}), which needs ${LIMIT_TEXT[limit]()}`,
    budget: limit,
  };
}

/** Thrown when a step or memory budget runs out; the evaluator turns it into `overBudget` at the part it was evaluating. */
export class BudgetExceeded extends Error {
  constructor(readonly limit: 'steps' | 'memory') {
    super(`static evaluation over budget (${limit})`);
  }
}

interface OpenPart {
  /** File totals when the part started. */
  steps: number;
  cells: number;
  /** What the parts it has finished inside it used (counted there, not again here). */
  nestedSteps: number;
  nestedCells: number;
}

/** Steps and memory of one file, and of the parts being evaluated (innermost last). */
export class Budget {
  private fileSteps = 0;
  private fileCells = 0;
  private readonly parts: OpenPart[] = [];

  get steps(): number {
    return this.fileSteps;
  }

  /** True once the file's own totals are spent: what fails now says nothing about the value itself. */
  get fileSpent(): boolean {
    return this.fileSteps > MAX_STEPS_PER_FILE || this.fileCells > MAX_CELLS_PER_FILE;
  }

  /** Runs `evaluate` as one part: over budget, it becomes `overBudget(node)` and the caller goes on. */
  part<T>(node: TS.Node, evaluate: () => T): T | Unknown {
    const part: OpenPart = { steps: this.fileSteps, cells: this.fileCells, nestedSteps: 0, nestedCells: 0 };
    this.parts.push(part);
    try {
      return evaluate();
    } catch (error) {
      if (error instanceof BudgetExceeded) return overBudget(node, error.limit);
      throw error;
    } finally {
      this.parts.pop();
      const outer = this.parts[this.parts.length - 1];
      if (outer) {
        outer.nestedSteps += this.fileSteps - part.steps;
        outer.nestedCells += this.fileCells - part.cells;
      }
    }
  }

  step(count = 1): void {
    this.fileSteps += count;
    const part = this.parts[this.parts.length - 1];
    if (
      this.fileSteps > MAX_STEPS_PER_FILE ||
      (part && this.fileSteps - part.steps - part.nestedSteps > MAX_STEPS_PER_PART)
    )
      throw new BudgetExceeded('steps');
  }

  /** Copying items is cheaper than evaluating: 16 copied items cost one step. */
  copy(items: number): void {
    this.step(Math.ceil(items / 16));
  }

  allocate(cells: number): void {
    this.fileCells += cells;
    const part = this.parts[this.parts.length - 1];
    if (
      this.fileCells > MAX_CELLS_PER_FILE ||
      (part && this.fileCells - part.cells - part.nestedCells > MAX_CELLS_PER_PART)
    )
      throw new BudgetExceeded('memory');
  }

  allocateString(length: number): void {
    this.allocate(Math.ceil(length / 16));
  }
}

const SIZES = new Memo<SValue, number>('the written-out size of a value');
const ZOD_SIZES = new Memo<object, number>('the written-out size of a zod schema the evaluator built');
const SIZE_CAP = Number.MAX_SAFE_INTEGER;

/**
 * How many parts a value has once written out as a tree. Shared parts are measured once (memoized), so this
 * is linear in the DAG even when the tree is exponential.
 */
export function expandedSize(model: SourceModel, value: SValue, depth = 0): number {
  const sizes = model.table(SIZES);
  const known = sizes.get(value);
  if (known !== undefined) return known;
  let size =
    value.kind === 'primitive' && typeof value.value === 'string' ? 1 + Math.floor(value.value.length / 32) : 1;
  if (depth < 1000) {
    if (value.kind === 'array') for (const item of value.items) size += expandedSize(model, item, depth + 1);
    else if (value.kind === 'object')
      for (const entry of value.entries.values()) size += expandedSize(model, entry.value, depth + 1);
    else if (value.kind === 'zod') size = zodSize(model, value.schema);
  }
  size = Math.min(size, SIZE_CAP);
  sizes.set(value, size);
  return size;
}

/** The written-out size of a zod schema built by the evaluator (1 for schemas zod built internally). */
export function zodSize(model: SourceModel, schema: object): number {
  return model.table(ZOD_SIZES).get(schema) ?? 1;
}

export function recordZodSize(model: SourceModel, schema: object, size: number): void {
  const zodSizes = model.table(ZOD_SIZES);
  if (!zodSizes.has(schema)) zodSizes.set(schema, Math.min(size, SIZE_CAP));
}
