// Hostile source files (issue 8): each shape of test/loaders/source/hostile-steps.test.ts, linted by the built CLI, against
// the goal of under 2 s and 300 MB per file. The tests check what is machine-independent (the run ends by
// itself, the over-budget finding, the step count, memory); wall time is measured here, where noise is expected.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE, ROOT, compare, goal, runCaptured, runIfMain } from './lib.mjs';
import { HOSTILE_SHAPES, writeHostileShape } from '../test/fixtures/source/hostile-shapes.mjs';

const MCP_LINT = process.env.MCP_LINT_BIN ?? join(ROOT, 'bin', 'mcp-lint.js');
const RUNS = Number(process.env.BENCH_HOSTILE_RUNS ?? 5);
const MAX_WALL_MS = 2_000;
const MAX_RSS_MIB = 300;

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

export default async function hostileBench() {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-hostile-bench-'));
  try {
    const specs = HOSTILE_SHAPES.map((shape) => {
      const file = writeHostileShape(dir, shape);
      // Measure the run a user gets: check once that it ends in the over-budget finding, not in a crash.
      const run = runCaptured({ command: NODE, args: [MCP_LINT, file, '--format', 'json'] });
      if (run.code !== 0 && run.code !== 1) throw new Error(`${shape.id}: mcp-lint exited ${run.code}\n${run.stderr}`);
      const [result] = JSON.parse(run.stdout);
      if (
        !result.messages.some(
          (m) => m.ruleId === 'source-unresolved' && /mcp-lint stops evaluating there/.test(m.message),
        )
      ) {
        throw new Error(`${shape.id}: no over-budget finding in the report`);
      }
      return { name: shape.id, command: NODE, args: [MCP_LINT, file], note: shape.title };
    });
    const rows = await compare(specs, { runs: RUNS, warmup: 1 });
    const within = (row) => row.medianMs <= MAX_WALL_MS && row.peakRssMiB <= MAX_RSS_MIB;
    const lines = [
      '| shape | median ms | max ms | median CPU ms | peak RSS MiB | ≤ 2 s, ≤ 300 MB | what it is |',
      '|---|---:|---:|---:|---:|:---:|---|',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${fmt(row.medianMs)} | ${fmt(row.maxMs)} | ${fmt(row.medianCpuMs)} | ${fmt(row.peakRssMiB, 1)} | ${within(row) ? '✅' : '❌'} | ${row.note} |`,
      ),
    ];
    const slowest = rows.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
    const largest = rows.reduce((a, b) => (b.peakRssMiB > a.peakRssMiB ? b : a));
    return {
      title: 'Hostile source files',
      intro:
        `\`mcp-lint <file>\` on each hostile shape of \`test/loaders/source/hostile-steps.test.ts\` (shared through ` +
        '`test/fixtures/source/hostile-shapes.mjs`): values that are exponential once evaluated, each of which ends in an ' +
        '`info` finding naming the over-budget part (checked before timing).',
      tables: [
        {
          caption: `${RUNS} interleaved runs per shape (wall time includes Node start-up and loading the bundle):`,
          markdown: lines.join('\n'),
        },
      ],
      goals: [
        goal(
          `every shape within ${MAX_WALL_MS / 1000} s (median wall time) and ${MAX_RSS_MIB} MB (peak RSS)`,
          rows.every(within),
          `slowest ${slowest.name} ${fmt(slowest.medianMs)} ms, largest ${largest.name} ${fmt(largest.peakRssMiB, 1)} MiB`,
        ),
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, hostileBench);
