// The fix passes with a stand-in linter: repeat until stable, at most 10 passes, never keep a pass that breaks parsing.
import { describe, expect, it } from 'vitest';
import { fixResults, MAX_FIX_PASSES } from '../../src/fix/passes.js';
import type { Diagnostic, LintResult } from '../../src/core/types.js';

const CWD = '/project';
const result = (source: string, diagnostics: Diagnostic[]): LintResult => ({
  source,
  kind: 'source',
  diagnostics,
  suppressed: [],
  toolCount: 1,
});
const finding = (source: string, extra: Partial<Diagnostic> = {}): Diagnostic => ({
  ruleId: 'r',
  severity: 'error',
  message: 'm',
  source,
  pointer: '',
  ...extra,
});

/** A linter whose only rule wants every "a" to become "b", one at a time (each fix makes the next one appear). */
function oneAtATime(texts: ReadonlyMap<string, string>): LintResult[] {
  return [...texts].map(([path, text]) => {
    const at = text.indexOf('a');
    return result(
      path.slice(CWD.length + 1),
      at === -1 ? [] : [finding('x.ts', { fix: { range: [at, at + 1], text: 'b' } })],
    );
  });
}

describe('fixResults', () => {
  it('repeats until no fix is left, then reports the last pass', async () => {
    let passes = 0;
    const relint = async (texts: ReadonlyMap<string, string>) => (passes++, oneAtATime(texts));
    const start = oneAtATime(new Map([[`${CWD}/x.ts`, 'aaa']]));
    const [fixed] = await fixResults(start, { cwd: CWD, relint, readText: () => 'aaa' });
    expect(fixed!.output).toBe('bbb');
    expect(fixed!.diagnostics).toEqual([]);
    expect(passes).toBe(3);
  });

  it(`stops after ${MAX_FIX_PASSES} passes and reports what remains`, async () => {
    const text = 'a'.repeat(15);
    let passes = 0;
    const relint = async (texts: ReadonlyMap<string, string>) => (passes++, oneAtATime(texts));
    const [fixed] = await fixResults(oneAtATime(new Map([[`${CWD}/x.ts`, text]])), {
      cwd: CWD,
      relint,
      readText: () => text,
    });
    expect(passes).toBe(MAX_FIX_PASSES);
    expect(fixed!.output).toBe('b'.repeat(MAX_FIX_PASSES) + 'a'.repeat(5));
    expect(fixed!.diagnostics).toHaveLength(1);
  });

  it('drops a pass whose result would not parse and keeps the last text that did', async () => {
    const relint = async (texts: ReadonlyMap<string, string>) =>
      [...texts].map(([path, text]) =>
        result(
          path.slice(CWD.length + 1),
          text.includes('(')
            ? [finding('x.ts', { fatal: true, message: 'Syntax error' })]
            : [finding('x.ts', { fix: { range: [0, 1], text: '(' } })],
        ),
      );
    const start = [result('x.ts', [finding('x.ts', { fix: { range: [0, 1], text: 'ok' } })])];
    const [fixed] = await fixResults(start, { cwd: CWD, relint, readText: () => 'a;' });
    // Pass 1 gives "ok;" (parses); pass 2 would give "(k;" (does not): the file keeps "ok;" and its findings from pass 1.
    expect(fixed!.output).toBe('ok;');
    expect(fixed!.diagnostics.some((d) => d.fatal)).toBe(false);
  });

  it('leaves files with a fatal finding, JSON results and refused files alone, without linting again', async () => {
    const relint = async () => {
      throw new Error('must not re-lint: nothing can be fixed');
    };
    const withFix = finding('a.ts', { fix: { range: [0, 1], text: 'x' } });
    const results: LintResult[] = [
      result('a.ts', [withFix, finding('a.ts', { fatal: true })]),
      { ...result('tools.json', [withFix]), kind: 'json' },
      result('b.ts', [withFix]),
    ];
    const out = await fixResults(results, {
      cwd: CWD,
      relint,
      fixable: (path) => !path.endsWith('b.ts'),
      readText: () => 'abc',
    });
    expect(out).toEqual(results);
  });
});
