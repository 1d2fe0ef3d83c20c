// The long fuzz run (issue 34, "What to build" 10): generated hostile inputs to every loader (JSON captures, TS/JS and
// Python source, JSONC client configs, Codex TOML; test/fixtures/hostile-inputs.mjs) through the built library in one
// process, at eight times the test's sizes. Every input must end in findings or in one "too complex" finding: a thrown
// error or a crash message is a crash, an input over MAX_SECONDS a hang. test/security/fuzz.test.ts is the short run.
//   node bench/fuzz.mjs            BENCH_FUZZ_RUNS (default 300), BENCH_FUZZ_SEED (default: random, printed)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { ROOT, goal, runIfMain } from './lib.mjs';
import { hostileInputs, runHostileInput } from '../test/fixtures/hostile-inputs.mjs';

const RUNS = Number(process.env.BENCH_FUZZ_RUNS ?? 300);
const SEED = Number(process.env.BENCH_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const SCALE = 4;
const MAX_SECONDS = 30;

export default async function fuzzBench() {
  const { lint } = await import(pathToFileURL(join(ROOT, 'dist', 'index.js')).href);
  const { readClientConfigs } = await import(
    pathToFileURL(join(ROOT, 'dist', 'loaders', 'live', 'client-config.js')).href
  );
  const root = mkdtempSync(join(tmpdir(), 'mcp-lint-fuzz-bench-'));
  const inputs = fc.sample(hostileInputs(SCALE), { numRuns: RUNS, seed: SEED });
  const outcomes = new Map();
  const crashes = [];
  const hangs = [];
  let slowest = { ms: 0 };
  let peakRss = 0;
  const started = performance.now();
  try {
    for (const input of inputs) {
      const label = `${input.loader} ${input.shape} n=${input.n}`;
      const t0 = performance.now();
      try {
        const outcome = await runHostileInput(input, { lint, readClientConfigs }, root);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      } catch (error) {
        crashes.push(`${label}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
      }
      const ms = performance.now() - t0;
      if (ms > MAX_SECONDS * 1000) hangs.push(`${label}: ${(ms / 1000).toFixed(1)} s`);
      if (ms > slowest.ms) slowest = { ms, label };
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const totalSeconds = (performance.now() - started) / 1000;
  const byLoader = new Map();
  for (const input of inputs) byLoader.set(input.loader, (byLoader.get(input.loader) ?? 0) + 1);
  const rows = [
    '| inputs tried | by loader | findings | one "too complex" finding | crashes | hangs (> 30 s) | slowest input | peak RSS | total |',
    '|---:|---|---:|---:|---:|---:|---|---:|---:|',
    `| ${inputs.length} | ${[...byLoader].map(([loader, count]) => `${loader} ${count}`).join(', ')} | ${outcomes.get('findings') ?? 0} | ${outcomes.get('too complex') ?? 0} | ${crashes.length} | ${hangs.length} | ${(slowest.ms / 1000).toFixed(2)} s (${slowest.label}) | ${(peakRss / 2 ** 20).toFixed(0)} MiB | ${totalSeconds.toFixed(0)} s |`,
  ];
  return {
    title: 'Fuzzed hostile inputs',
    intro:
      `${RUNS} inputs generated with fast-check (seed ${SEED}, sizes up to ${6000 * SCALE} levels, terms or items) by ` +
      '`test/fixtures/hostile-inputs.mjs`: deep nesting, long chains, wide objects, huge strings, stacked decorators and ' +
      '`$ref` chains, in JSON captures, TS/JS and Python source, JSONC client configs and Codex TOML, each run through ' +
      "the built library in one process (peak RSS is the process's, over the whole run).",
    tables: [{ markdown: rows.join('\n') }],
    goals: [
      goal(
        '0 crashes, 0 hangs',
        crashes.length === 0 && hangs.length === 0,
        [...crashes, ...hangs].slice(0, 5).join('; ') || `${inputs.length} inputs`,
      ),
    ],
  };
}

await runIfMain(import.meta.url, fuzzBench);
