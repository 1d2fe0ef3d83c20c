// --statistics through the built CLI: a count per rule and level, the most frequent first, instead of the findings,
// as a table (stylish) or one object (json), for captures, source and live servers; the exit codes are unchanged.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { FIXTURES } from '../loaders/live/helpers.js';
import { statisticsOf } from '../../src/formatters/statistics.js';
import type { Diagnostic, LintReport } from '../../src/core/types.js';

// Rules of `strict` on, at their `strict` levels: their findings are most of what these fixtures give to count.
const STRICT_RULES = [
  '--rule',
  'property-description:warning',
  '--rule',
  'annotations-present:warning',
  '--rule',
  'input-schema-required-array:warning',
  '--rule',
  'no-parameters-closed:info',
];

const capture = join(REPO_ROOT, 'examples', 'tools.json');
const fixableSource = join(REPO_ROOT, 'test', 'fixtures', 'fix', 'handler-returns-bare-string');

/** "rule level" → count, from a --statistics --format json object. */
function countsOfStatistics(statistics: {
  rules: Array<{ ruleId: string | null; level: string; count: number }>;
}): Map<string, number> {
  return new Map(statistics.rules.map((entry) => [`${entry.ruleId} ${entry.level}`, entry.count]));
}

/** "rule level" → count, tallied from the messages of a --format json report. */
function countsOfReport(json: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const result of JSON.parse(json)) {
    for (const message of result.messages)
      counts.set(`${message.ruleId} ${message.level}`, (counts.get(`${message.ruleId} ${message.level}`) ?? 0) + 1);
  }
  return counts;
}

describe('--statistics', () => {
  it('prints only the table for a capture with known findings, the most frequent first, and exits 1', async () => {
    const run = await runMcpLint([...STRICT_RULES, '--statistics', capture]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      [
        '3  warning  property-description',
        '2  error    input-schema-valid',
        '1  error    annotations-consistent',
        '1  error    input-schema-root-object',
        '1  error    output-schema-valid',
        '1  error    required-property-exists',
        '1  error    tool-definition-valid',
        '1  error    tool-description',
        '1  error    tool-name-unique',
        '1  warning  input-schema-required-array',
        '1  warning  tool-name-format',
        '',
        '14 problems (9 errors, 5 warnings) from 11 rules.',
        '',
      ].join('\n'),
    );
  });

  it('--format json gives one object whose counts are those of the full JSON report', async () => {
    const [statistics, full] = await Promise.all([
      runMcpLint([...STRICT_RULES, '--statistics', '-f', 'json', capture]),
      runMcpLint([...STRICT_RULES, '-f', 'json', capture]),
    ]);
    expect(statistics.code).toBe(1);
    const parsed = JSON.parse(statistics.stdout);
    expect(Object.keys(parsed)).toEqual(['rules', 'errorCount', 'warningCount', 'infoCount', 'fixableCount']);
    expect(parsed.rules[0]).toEqual({ ruleId: 'property-description', level: 'warning', count: 3, fixable: 0 });
    expect(parsed.rules[1]).toEqual({ ruleId: 'input-schema-valid', level: 'error', count: 2, fixable: 0 });
    expect(parsed).toMatchObject({ errorCount: 9, warningCount: 5, infoCount: 0, fixableCount: 0 });
    expect(countsOfStatistics(parsed)).toEqual(countsOfReport(full.stdout));
  });

  it('counts source findings with what --fix would fix, and --quiet keeps the errors only', async () => {
    const run = await runMcpLint([...STRICT_RULES, '--statistics', fixableSource]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('6  error    handler-returns-bare-string  [*] 3 fixable\n');
    expect(run.stdout).toContain('3  warning  annotations-present\n');
    expect(run.stdout).toContain('3  info     no-parameters-closed\n');
    expect(run.stdout).toContain(
      '12 problems (6 errors, 3 warnings, 3 info) from 3 rules.\n[*] 3 fixable with --fix.\n',
    );
    const json = JSON.parse(
      (await runMcpLint([...STRICT_RULES, '--statistics', '-f', 'json', '--quiet', fixableSource])).stdout,
    );
    expect(json).toEqual({
      rules: [{ ruleId: 'handler-returns-bare-string', level: 'error', count: 6, fixable: 3 }],
      errorCount: 6,
      warningCount: 0,
      infoCount: 0,
      fixableCount: 3,
    });
  });

  it("counts a live server's findings as its full report does", async () => {
    const server = ['--', process.execPath, join(FIXTURES, 'malformed-tool.mjs')];
    const [table, statistics, full] = await Promise.all([
      runMcpLint([...STRICT_RULES, '--statistics', ...server]),
      runMcpLint([...STRICT_RULES, '--statistics', '-f', 'json', ...server]),
      runMcpLint([...STRICT_RULES, '-f', 'json', ...server]),
    ]);
    expect(table.code).toBe(1);
    expect(table.stdout).toMatch(/^1  error    input-schema-root-object$/m);
    expect(table.stdout).toMatch(/^1  warning  annotations-present$/m);
    expect(table.stdout).toMatch(/^\d+ problems \(\d+ errors, 1 warning\) from \d+ rules\.$/m);
    expect(countsOfStatistics(JSON.parse(statistics.stdout))).toEqual(countsOfReport(full.stdout));
  });

  it('counts what could not be checked on a row of its own, says why on stderr and exits 2', async () => {
    const run = await runMcpLint([
      ...STRICT_RULES,
      '--statistics',
      '--',
      process.execPath,
      join(FIXTURES, 'crash-at-start.mjs'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('1  error  (could not check)\n\n1 problem (1 error, 0 warnings).\n');
    expect(run.stderr).toMatch(/^mcp-lint: could not check stdio:.*crash-at-start\.mjs: /);
  });

  it('says why a run with warnings only fails under --max-warnings', async () => {
    const run = await runMcpLint([
      ...STRICT_RULES,
      '--statistics',
      '--max-warnings',
      '0',
      join(REPO_ROOT, 'test', 'fixtures', 'fix', 'input-schema-required-array'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        '2  warning  input-schema-required-array',
        '1  warning  annotations-present',
        '',
        '3 problems (0 errors, 3 warnings) from 2 rules.',
        'mcp-lint found too many warnings (maximum: 0, found: 3).',
        '',
      ].join('\n'),
    );
  });

  it('says "No problems." and exits 0 for a clean input', async () => {
    const run = await runMcpLint([
      ...STRICT_RULES,
      '--statistics',
      join(REPO_ROOT, 'test', 'fixtures', 'source', 'plain.ts'),
    ]);
    expect(run).toMatchObject({ code: 0, stdout: 'No problems.\n' });
  });

  it('refuses the formats with no shape for counts before linting anything', async () => {
    for (const format of ['sarif', 'github']) {
      const run = await runMcpLint([...STRICT_RULES, '--statistics', '-f', format, capture]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `mcp-lint: --statistics prints a table (--format stylish) or an object (--format json), not ${format}. Drop --statistics for a ${format} report of every finding.\n`,
      );
    }
  });
});

describe('statisticsOf', () => {
  const finding = (ruleId: string | null, severity: Diagnostic['severity'], fixable = false): Diagnostic => ({
    ruleId,
    severity,
    message: 'm',
    source: 'a.json',
    pointer: '',
    ...(fixable ? { fix: { range: [0, 1], text: '' } } : {}),
  });
  const report = (diagnostics: Diagnostic[][]): LintReport => ({
    results: diagnostics.map((list, index) => ({
      source: `${index}.json`,
      kind: 'json',
      diagnostics: list,
      suppressed: [],
      toolCount: 1,
    })),
    errorCount: 0,
    warningCount: 0,
    infoCount: 0,
  });

  it('keeps a rule at two levels on two rows and sorts by count, then level, then id, across inputs', () => {
    const statistics = statisticsOf(
      report([
        [finding('b-rule', 'warning'), finding('a-rule', 'info'), finding('b-rule', 'error', true)],
        [finding('b-rule', 'warning', true), finding('c-rule', 'error'), finding('a-rule', 'info')],
      ]),
    );
    expect(statistics.rules).toEqual([
      { ruleId: 'b-rule', level: 'warning', count: 2, fixable: 1 },
      { ruleId: 'a-rule', level: 'info', count: 2, fixable: 0 },
      { ruleId: 'b-rule', level: 'error', count: 1, fixable: 1 },
      { ruleId: 'c-rule', level: 'error', count: 1, fixable: 0 },
    ]);
    expect(statistics).toMatchObject({ errorCount: 2, warningCount: 2, infoCount: 2, fixableCount: 2 });
  });
});
