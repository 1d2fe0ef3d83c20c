// The fix applier: edits on the original offsets, in order, overlapping ones left for the next pass.
import { describe, expect, it } from 'vitest';
import { applyFixes } from '../../src/fix/apply.js';
import type { Diagnostic, TextEdit } from '../../src/core/types.js';

const finding = (fix?: TextEdit): Diagnostic => ({
  ruleId: 'r',
  severity: 'error',
  message: 'm',
  source: 'f.ts',
  pointer: '',
  ...(fix ? { fix } : {}),
});

describe('applyFixes', () => {
  it('applies edits given in any order, each on the original offsets', () => {
    const text = 'console.log(1); console.log(2);';
    const out = applyFixes(text, [
      finding({ range: [24, 27], text: 'error' }),
      finding({ range: [8, 11], text: 'error' }),
    ]);
    expect(out).toMatchObject({ output: 'console.error(1); console.error(2);', applied: 2 });
  });

  it('leaves an edit that overlaps or touches an earlier one for the next pass (ESLint rule)', () => {
    const text = 'abcdef';
    const out = applyFixes(text, [
      finding({ range: [0, 3], text: 'X' }),
      finding({ range: [2, 4], text: 'Y' }),
      finding({ range: [3, 3], text: 'Z' }),
      finding({ range: [5, 6], text: 'W' }),
    ]);
    expect(out).toMatchObject({ output: 'XdeW', applied: 2 });
  });

  it('applies one of two identical edits (one handler reached through two registrations)', () => {
    const edit: TextEdit = { range: [1, 2], text: 'B' };
    expect(applyFixes('abc', [finding(edit), finding({ ...edit })])).toMatchObject({ output: 'aBc', applied: 1 });
  });

  it('ignores findings without a fix and edits outside the text', () => {
    const out = applyFixes('abc', [
      finding(),
      finding({ range: [2, 9], text: 'x' }),
      finding({ range: [-1, 0], text: 'x' }),
      finding({ range: [2, 1], text: 'x' }),
    ]);
    expect(out).toMatchObject({ output: 'abc', applied: 0 });
  });

  it('inserts text with an empty range', () => {
    expect(applyFixes('{ a: 1 }', [finding({ range: [6, 6], text: ', required: []' })]).output).toBe(
      '{ a: 1, required: [] }',
    );
  });
});
