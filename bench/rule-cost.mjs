// The rule-cost guard: every rule that judges tool lists runs on generated adversarial shapes (bench/rule-cost/
// shapes.mjs) at 1× and 4× their size, and on the published servers' captures. It fails when a rule's time grows more
// than 6× for 4× the input (faster than linear), or when one rule takes more than 40% of all rules' time on the
// captures (how description-repeats-enum once took 62% unnoticed). test/bench/rule-cost.test.ts runs a small version
// (1× and 2×) in npm test.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { goal, runIfMain } from './lib.mjs';
import { CAPTURES } from './servers/lib.mjs';
import { measureGrowth, measureShares, tooFast } from './rule-cost/measure.mjs';

export const GROWTH_BOUND = 6;
export const SHARE_BOUND = 0.4;

export default async function ruleCostBench() {
  const rows = await measureGrowth({ small: 1, large: 4, runs: 5, floorMs: 5, bound: GROWTH_BOUND });
  const files = readdirSync(CAPTURES)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(CAPTURES, name));
  const shares = await measureShares(files);
  const fast = tooFast(rows, GROWTH_BOUND);
  const heaviest = [...rows].sort((a, b) => b.largeMs - a.largeMs).slice(0, 12);
  const cell = (ms) => ms.toFixed(1);
  const growthTable = [
    '| shape | rule | 1× (ms CPU) | 4× (ms CPU) | growth |',
    '| --- | --- | ---: | ---: | ---: |',
    ...heaviest.map(
      (row) =>
        `| ${row.shape} | ${row.rule} | ${cell(row.smallMs)} | ${cell(row.largeMs)} | ${row.growth.toFixed(1)}× |`,
    ),
  ].join('\n');
  const shareTable = [
    '| rule | ms CPU | share of all rules |',
    '| --- | ---: | ---: |',
    ...shares.slice(0, 6).map((row) => `| ${row.rule} | ${row.ms.toFixed(0)} | ${(100 * row.share).toFixed(1)}% |`),
  ].join('\n');
  const top = shares[0];
  // The other sections still run and print; npm run bench exits 1.
  if (fast.length > 0 || top.share > SHARE_BOUND) process.exitCode = 1;
  return {
    title: 'Rule cost guard',
    intro:
      `Every definition rule (${new Set(rows.map((row) => row.rule)).size}), each alone, on ${new Set(rows.map((row) => row.shape)).size} generated shapes at 1× and 4× ` +
      'their size (CPU time per run over a batch of fresh loads; a pair over the bound is measured again in longer batches), ' +
      `and on the ${files.length} published captures at the default levels.`,
    tables: [
      { caption: 'The heaviest (shape, rule) pairs at 4×:', markdown: growthTable },
      { caption: 'The published captures:', markdown: shareTable },
    ],
    goals: [
      goal(
        `no rule grows more than ${GROWTH_BOUND}× for 4× the input (pairs of at least 5 ms at 4×)`,
        fast.length === 0,
        fast.length === 0
          ? `largest ${Math.max(...rows.filter((row) => row.judged).map((row) => row.growth)).toFixed(1)}×`
          : fast.map((row) => `${row.rule} on ${row.shape}: ${row.growth.toFixed(1)}×`).join('; '),
      ),
      goal(
        `no rule takes more than ${SHARE_BOUND * 100}% of all rules' time on the published captures`,
        top.share <= SHARE_BOUND,
        `${top.rule} ${(100 * top.share).toFixed(1)}%`,
      ),
    ],
  };
}

await runIfMain(import.meta.url, ruleCostBench);
