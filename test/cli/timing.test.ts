// TIMING=1 and --timing through the built CLI: a table on stderr naming the rules that took longest, for JSON,
// source and live runs, with the loaders and the formatter; stdout keeps the report as it was.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { FIXTURES } from '../loaders/live/helpers.js';
import { RunTiming } from '../../src/core/timing.js';
import { timingRows, timingTable } from '../../src/cli/timing-table.js';

const capture = join(REPO_ROOT, 'examples', 'tools.json');
const sourceFile = join(REPO_ROOT, 'test', 'fixtures', 'source', 'plain.ts');

/** The rule rows of the table: `id | ms | share%`. */
function ruleRows(stderr: string): Array<{ rule: string; ms: number; share: number }> {
  const table = stderr.slice(stderr.indexOf('Rule '));
  const rows = table.split('\n\n')[0]!.split('\n').slice(2);
  return rows.map((row) => {
    const [rule, ms, share] = row.split('|').map((cell) => cell.trim());
    return { rule: rule!, ms: Number(ms), share: Number(share!.replace('%', '')) };
  });
}

describe('per-rule timing', () => {
  it('TIMING=1 prints the ten slowest rules on stderr, with the loader and formatter, and --format json stays parseable', async () => {
    const run = await runMcpLint(['--format', 'json', capture], { env: { TIMING: '1' } });
    expect(() => JSON.parse(run.stdout)).not.toThrow();
    expect(run.stderr).toMatch(/^Rule +\| Time \(ms\) \| Relative$/m);
    const rows = ruleRows(run.stderr);
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.rule)).toContain('tool-definition-valid');
    expect(rows.every((row) => Number.isFinite(row.ms) && row.share >= 0 && row.share <= 100)).toBe(true);
    // The slowest first.
    expect(rows.map((row) => row.ms)).toEqual([...rows.map((row) => row.ms)].sort((a, b) => b - a));
    expect(run.stderr).toMatch(/^load: json files +\| +\d+\.\d{3}$/m);
    expect(run.stderr).toMatch(/^format: json +\| +\d+\.\d{3}$/m);
  });

  it('--timing does the same for source mode, and TIMING=all lists every rule that ran', async () => {
    const flag = await runMcpLint(['--timing', sourceFile]);
    expect(flag.stdout).not.toContain('Time (ms)');
    expect(ruleRows(flag.stderr)).toHaveLength(10);
    expect(flag.stderr).toMatch(/^load: source files +\| +\d+\.\d{3}$/m);
    expect(flag.stderr).toMatch(/^format: stylish +\|/m);
    const all = await runMcpLint([sourceFile], { env: { TIMING: 'all' } });
    expect(ruleRows(all.stderr).length).toBeGreaterThan(30);
    expect(ruleRows(all.stderr).map((row) => row.rule)).toContain('handler-returns-bare-string');
  });

  it("times a live server's rules and its loader", async () => {
    const run = await runMcpLint(['--format', 'json', '--', process.execPath, join(FIXTURES, 'malformed-tool.mjs')], {
      env: { TIMING: 'all' },
    });
    expect(() => JSON.parse(run.stdout)).not.toThrow();
    expect(ruleRows(run.stderr).map((row) => row.rule)).toContain('tools-capability-declared');
    expect(ruleRows(run.stderr).map((row) => row.rule)).toContain('input-schema-root-object');
    expect(run.stderr).toMatch(/^load: live servers +\| +\d+\.\d{3}$/m);
  });

  it('prints nothing without TIMING or --timing', async () => {
    const run = await runMcpLint([capture], { env: { TIMING: undefined } });
    expect(run.stderr).not.toContain('Time (ms)');
  });
});

describe('timingRows', () => {
  it('reads TIMING as ESLint does: all, a count above 10, otherwise 10; unset or 0 is off unless --timing', () => {
    expect(timingRows(undefined, undefined)).toBeUndefined();
    expect(timingRows(undefined, '0')).toBeUndefined();
    expect(timingRows(true, undefined)).toBe(10);
    expect(timingRows(undefined, '1')).toBe(10);
    expect(timingRows(undefined, '25')).toBe(25);
    expect(timingRows(undefined, 'ALL')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('timingTable', () => {
  it("adds up a rule over inputs and gives each its share of all rules' time", () => {
    const timing = new RunTiming();
    timing.addRule('slow-rule', 30);
    timing.addRule('fast-rule', 10);
    timing.addRule('slow-rule', 30);
    timing.addStage('load', 'json files', 5);
    const table = timingTable(timing, 10);
    expect(ruleRows(table)).toEqual([
      { rule: 'slow-rule', ms: 60, share: 85.7 },
      { rule: 'fast-rule', ms: 10, share: 14.3 },
    ]);
    expect(table).toContain('load: json files |     5.000');
  });
});
