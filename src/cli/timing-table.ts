// TIMING=1 / --timing: the table printed on stderr after the report, as ESLint prints its own (Rule | Time (ms) |
// Relative, the slowest first), so --format json on stdout stays parseable. Loaders and formatters follow, one line each.
import type { RunTiming, TimingEntry } from '../core/timing.js';

/**
 * How many rules the table shows, as ESLint counts them: TIMING=all every rule, TIMING=<n> n of them when n is more
 * than 10, anything else (TIMING=1, --timing) 10. Undefined: no table (TIMING unset, empty or 0, and no --timing).
 */
export function timingRows(flag: boolean | undefined, env: string | undefined): number | undefined {
  if (env === undefined || env === '' || env === '0') return flag ? DEFAULT_ROWS : undefined;
  if (env.toLowerCase() === 'all') return Number.POSITIVE_INFINITY;
  const rows = Number.parseInt(env, 10);
  return rows > DEFAULT_ROWS ? rows : DEFAULT_ROWS;
}

const DEFAULT_ROWS = 10;

export function timingTable(timing: RunTiming, rows: number): string {
  const rules = timing.ruleEntries();
  const total = rules.reduce((sum, entry) => sum + entry.ms, 0);
  const shown = rules.slice(0, rows);
  // A loader with nothing to read (no Python file in the run) only looks at the file list: it gets no line.
  const stages = timing.stageEntries().filter((entry) => entry.stage !== 'load' || entry.ms >= 0.5);
  const width = Math.max('Rule'.length, ...[...shown, ...stages].map((entry) => entry.name.length));
  const lines = [
    `${'Rule'.padEnd(width)} | Time (ms) | Relative`,
    `:${'-'.repeat(width - 1)}-|----------:|--------:`,
    ...shown.map((entry) => `${row(entry, width)} | ${percent(entry.ms, total).padStart(7)}%`),
  ];
  if (rules.length === 0) lines.push(`${'(no rule ran)'.padEnd(width)} | ${'0.000'.padStart(9)} |     0.0%`);
  if (stages.length > 0)
    lines.push(
      '',
      `${'Stage'.padEnd(width)} | Time (ms)`,
      `:${'-'.repeat(width - 1)}-|----------:`,
      ...stages.map((entry) => row(entry, width)),
    );
  return `${lines.join('\n')}\n`;
}

function row(entry: TimingEntry, width: number): string {
  return `${entry.name.padEnd(width)} | ${entry.ms.toFixed(3).padStart(9)}`;
}

function percent(part: number, total: number): string {
  return (total > 0 ? (100 * part) / total : 0).toFixed(1);
}
