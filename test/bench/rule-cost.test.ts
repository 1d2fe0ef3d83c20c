// The rule-cost guard's small version (npm run bench runs it at 1× and 4×, with the captures' shares): every rule that
// judges tool lists, on every generated adversarial shape at 1× and 2× its size, grows at most 3.5× (linear is 2×,
// quadratic 4×). It runs the built library, as the benchmark does.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
// @ts-expect-error -- plain .mjs bench scripts carry no type declarations
import { measureGrowth, tooFast } from '../../bench/rule-cost/measure.mjs';
// @ts-expect-error -- plain .mjs bench scripts carry no type declarations
import { SHAPES } from '../../bench/rule-cost/shapes.mjs';
import type { Rule } from '../../src/core/types.js';

const BOUND = 3.5;
const library = () => import(pathToFileURL(join(REPO_ROOT, 'dist', 'index.js')).href);

interface GrowthRow {
  shape: string;
  rule: string;
  smallMs: number;
  largeMs: number;
  growth: number;
  judged: boolean;
}

/** A rule that compares every string of a tool with every other: quadratic, as the guard must notice. */
const quadratic: Rule = {
  id: 'quadratic-on-purpose',
  meta: {
    description: 'compares every pair of strings',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: { same: 'same' },
  },
  checkTool(tool) {
    const strings: string[] = [];
    JSON.stringify(tool.definition, (_key, value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      return value;
    });
    let same = 0;
    for (const a of strings) for (const b of strings) if (a === b) same++;
    if (same < 0) throw new Error('unreachable');
  },
};

describe('rule-cost guard (1× and 2×)', () => {
  it('finds no rule whose time grows faster than the input on any shape', async () => {
    const rows = (await measureGrowth({
      small: 1,
      large: 2,
      runs: 2,
      floorMs: 5,
      bound: BOUND,
      library: await library(),
    })) as GrowthRow[];
    expect(new Set(rows.map((row) => row.shape)).size).toBe(SHAPES.length);
    expect(rows.length).toBeGreaterThan(SHAPES.length * 30);
    expect(
      (tooFast(rows, BOUND) as GrowthRow[]).map(
        (row) =>
          `${row.rule} on ${row.shape}: ${row.growth.toFixed(1)}× (${row.smallMs.toFixed(1)} → ${row.largeMs.toFixed(1)} ms)`,
      ),
    ).toEqual([]);
  }, 240_000);

  it('fails a rule that is quadratic in its input', async () => {
    // 4× the input: a quadratic grows about 16×, far above the bound however loaded the machine is.
    const rows = (await measureGrowth({
      small: 1,
      large: 4,
      runs: 2,
      floorMs: 5,
      bound: BOUND,
      library: await library(),
      rules: [quadratic],
    })) as GrowthRow[];
    expect((tooFast(rows, BOUND) as GrowthRow[]).map((row) => row.rule)).toContain('quadratic-on-purpose');
  }, 120_000);
});
