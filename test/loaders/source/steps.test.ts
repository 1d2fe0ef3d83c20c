// The budget's own rules: parts nest without double counting, the file total bounds everything, and a
// DAG is measured in time linear in its distinct parts.
import { describe, expect, test } from 'vitest';
import { SourceModel } from '../../../src/loaders/source/model.js';
import {
  Budget,
  BudgetExceeded,
  MAX_CELLS_PER_PART,
  MAX_STEPS_PER_FILE,
  MAX_STEPS_PER_PART,
  expandedSize,
} from '../../../src/loaders/source/steps.js';
import { loadTypeScript } from '../../../src/loaders/source/typescript.js';
import type { SValue } from '../../../src/loaders/source/values.js';

async function node() {
  const ts = await loadTypeScript();
  const file = ts.createSourceFile('x.ts', 'const x = somethingCostly(1, 2);', ts.ScriptTarget.Latest, true);
  return (file.statements[0] as import('typescript').VariableStatement).declarationList.declarations[0]!.initializer!;
}

describe('Budget', () => {
  test('a part over its steps becomes an over-budget unknown naming the expression and its line:column', async () => {
    const at = await node();
    const budget = new Budget();
    const value = budget.part(at, () => {
      for (;;) budget.step();
    });
    expect(value).toMatchObject({ kind: 'unknown', budget: 'steps' });
    expect((value as { reason: string }).reason).toBe(
      "`somethingCostly(1, 2)` (1:11), which needs more than 50,000 evaluation steps (or the file's 300,000)",
    );
  });

  test('a nested part has its own allowance and is not counted again in the part around it', async () => {
    const at = await node();
    const budget = new Budget();
    const outer = budget.part(at, () => {
      budget.step(MAX_STEPS_PER_PART - 10);
      const inner = budget.part(at, () => {
        budget.step(MAX_STEPS_PER_PART - 10);
        return 'inner fits';
      });
      budget.step(5);
      return inner;
    });
    expect(outer).toBe('inner fits');
  });

  test('the file total bounds every part, however they are nested', async () => {
    const at = await node();
    const budget = new Budget();
    let parts = 0;
    for (let i = 0; i < 100; i++) {
      const value = budget.part(at, () => budget.step(MAX_STEPS_PER_PART / 2));
      if (typeof value === 'object' && value?.kind === 'unknown') break;
      parts++;
    }
    expect(parts).toBe(MAX_STEPS_PER_FILE / (MAX_STEPS_PER_PART / 2));
    expect(() => budget.step()).toThrow(BudgetExceeded);
  });

  test('memory is counted per part too: one part running out leaves memory for the next', async () => {
    const at = await node();
    const budget = new Budget();
    expect(budget.part(at, () => budget.allocate(MAX_CELLS_PER_PART + 1))).toMatchObject({
      kind: 'unknown',
      budget: 'memory',
    });
    expect(budget.part(at, () => budget.allocate(MAX_CELLS_PER_PART / 2))).toBeUndefined();
  });
});

describe('expandedSize', () => {
  test('a chain of objects that each hold the previous one twice is measured in linear time', async () => {
    const at = await node();
    // Work is counted, not timed: every read of an object's entries is one node visited. Memoized, each of the 60
    // objects is visited once; without it the count would double per level, so past a generous ceiling the read
    // throws (a regression fails here instead of hanging the suite).
    let visits = 0;
    const counted = <T extends object>(target: T): T =>
      new Proxy(target, {
        get(object, key, receiver) {
          if (key === 'entries' && ++visits > 10_000)
            throw new Error(`expandedSize visited more than 10,000 nodes of a 61-node chain`);
          return Reflect.get(object, key, receiver);
        },
      });
    let value: SValue = { kind: 'primitive', value: 'leaf', node: at };
    for (let i = 0; i < 60; i++) {
      value = counted({
        kind: 'object',
        node: at,
        entries: new Map([
          ['x', { value, node: at }],
          ['y', { value, node: at }],
        ]),
      });
    }
    const size = expandedSize(new SourceModel(), value);
    expect(visits).toBe(60);
    // 2^61 - 1 nodes, capped at the largest safe integer: far beyond any budget, and still finite.
    expect(size).toBe(Number.MAX_SAFE_INTEGER);
  });
});
