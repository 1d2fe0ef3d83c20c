// Property-based run over every loader with generated hostile shapes (issue 34, "What to build" 10): deep nesting,
// long chains, wide objects, huge strings, many decorators, deep `$ref` chains, in JSON captures, TS/JS and Python
// source, JSONC client configs and Codex TOML. Every input ends within its budget, in findings or in one "too
// complex" finding: never a crash, never a hang. A small fixed-seed run here, at sizes up to 3,000 (past the TS and
// config depth budgets; the Python budgets have their own tests), ~10 s; FUZZ_SEED and FUZZ_RUNS change it. The long
// run, at eight times the sizes, is bench/fuzz.mjs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/api/lint.js';
import { readClientConfigs } from '../../src/loaders/live/client-config.js';
// @ts-expect-error -- plain .mjs fixtures carry no type declarations
import { hostileInputs, runHostileInput } from '../fixtures/hostile-inputs.mjs';
import { tempDir } from '../helpers/temp.js';

const SEED = Number(process.env.FUZZ_SEED ?? 34);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** Far above what any input takes (the slowest, a Python file at its parser budget, ~3 s under load): a hang, not noise. */
const MAX_SECONDS_PER_INPUT = 20;

describe('hostile inputs to every loader end in findings or one "too complex" finding (issue 34)', () => {
  it(`${RUNS} generated inputs (seed ${SEED})`, async () => {
    const root = tempDir('mcp-lint-fuzz-');
    const outcomes: string[] = [];
    await fc.assert(
      fc.asyncProperty(hostileInputs(0.5), async (input: { loader: string; shape: string; n: number }) => {
        const started = performance.now();
        outcomes.push(await runHostileInput(input, { lint, readClientConfigs }, root));
        const seconds = (performance.now() - started) / 1000;
        if (seconds > MAX_SECONDS_PER_INPUT)
          throw new Error(`${input.loader} ${input.shape} n=${input.n} took ${seconds.toFixed(1)} s`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // The run reached both outcomes: the generator does make inputs past the budgets.
    expect(new Set(outcomes)).toEqual(new Set(['findings', 'too complex']));
  }, 300_000);
});
