// The bulk suppressions' pure part: keys without places, ESLint's counting, recording and pruning by file and rule.
import { describe, expect, it } from 'vitest';
import {
  applySuppressions,
  findingHash,
  pruneSuppressions,
  recordSuppressions,
  suppressionsText,
  type Suppressions,
} from '../../src/api/suppressions.js';
import { summarize } from '../../src/core/engine.js';
import type { Diagnostic, LintReport } from '../../src/core/types.js';

const places = { base: '/p', cwd: '/p' };
const finding = (over: Partial<Diagnostic>): Diagnostic => ({
  ruleId: 'property-description',
  severity: 'warning',
  message: 'Parameter "q" has no description.',
  source: 'a.ts',
  toolName: 'search',
  pointer: '/inputSchema/properties/q',
  ...over,
});
const report = (...diagnostics: Diagnostic[]): LintReport =>
  summarize(
    [...new Set(diagnostics.map((d) => d.source))].map((source) => ({
      source,
      kind: 'source' as const,
      diagnostics: diagnostics.filter((d) => d.source === source),
      suppressed: [],
      toolCount: 1,
    })),
  );

describe('bulk suppressions', () => {
  it('hashes what a finding points at, not where it is', () => {
    const at = (line: number) =>
      finding({
        range: { start: { line, column: 1 }, end: { line, column: 5 } },
        message: `console.log writes to stdout (the transport starts on line ${line + 3}); tool #${line} (/tools/${line}).`,
      });
    expect(findingHash(at(3))).toBe(findingHash(at(40)));
    expect(findingHash(finding({}))).not.toBe(findingHash(finding({ pointer: '/inputSchema/properties/r' })));
    expect(findingHash(finding({}))).not.toBe(findingHash(finding({ message: 'Parameter "r" has no description.' })));
  });

  it('records per file, tool, rule and hash, keeps other files, never counts a finding of no rule', () => {
    const kept: Suppressions = { 'b.ts': { t: { r: { h: { count: 2 } } } } };
    const recorded = recordSuppressions(
      report(finding({}), finding({}), finding({ ruleId: null, fatal: true, message: 'unreadable' })),
      kept,
      places,
    );
    expect(recorded).toEqual({
      'a.ts': { search: { 'property-description': { [findingHash(finding({}))]: { count: 2 } } } },
      'b.ts': kept['b.ts'],
    });
    // --suppress-rule other-rule leaves this rule's entries of a.ts as they were.
    expect(recordSuppressions(report(), recorded, places, new Set(['other-rule']))).toEqual(recorded);
    expect(suppressionsText(recorded)).toBe(suppressionsText(JSON.parse(suppressionsText(recorded))));
  });

  it('suppresses while the findings are at most the count, shows all of them beyond it, and counts what is unused', () => {
    const file = recordSuppressions(report(finding({}), finding({})), {}, places);
    const two = applySuppressions(report(finding({}), finding({})), file, places);
    expect([
      two.report.errorCount + two.report.warningCount,
      two.report.results[0]!.suppressed.length,
      two.unused,
    ]).toEqual([0, 2, 0]);
    const three = applySuppressions(report(finding({}), finding({}), finding({})), file, places);
    expect([three.report.warningCount, three.unused]).toEqual([3, 0]);
    const one = applySuppressions(report(finding({})), file, places);
    expect([one.report.warningCount, one.unused]).toEqual([0, 1]);
    // A file this run did not lint has nothing unused.
    expect(applySuppressions(report(finding({ source: 'c.ts' })), file, places).unused).toBe(0);
  });

  it('prunes to what still occurs in the linted files, and drops files that are gone', () => {
    const file = recordSuppressions(report(finding({}), finding({}), finding({ source: 'gone.ts' })), {}, places);
    const pruned = pruneSuppressions(report(finding({})), file, places, (name) => name !== 'gone.ts');
    expect(pruned).toEqual({
      'a.ts': { search: { 'property-description': { [findingHash(finding({}))]: { count: 1 } } } },
    });
    expect(pruneSuppressions(report(finding({ source: 'other.ts' })), file, places, () => true)).toEqual(file);
  });
});
