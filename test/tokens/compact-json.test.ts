import { describe, expect, it } from 'vitest';
import { compactJson, iterativeJson } from '../../src/tokens/compact-json.js';

function nested(depth: number): unknown {
  let value: unknown = { type: 'string', enum: ['a', 1, true, null], description: 'x"y' };
  for (let i = 0; i < depth; i++)
    value = {
      type: 'object',
      properties: { a: value, b: [value === null ? 0 : 1, {}] },
      skipped: undefined,
      required: ['a'],
    };
  return value;
}

describe('compactJson', () => {
  it("gives JSON.stringify's text where JSON.stringify can make it", () => {
    const value = nested(50);
    expect(compactJson(value)).toBe(JSON.stringify(value));
    expect(compactJson('plain')).toBe('"plain"');
    expect(compactJson(undefined)).toBe('');
    // The explicit-stack path on its own gives the same text.
    expect(iterativeJson(value)).toBe(JSON.stringify(value));
    expect(iterativeJson([1, undefined, 'a', { b: undefined, c: [null] }])).toBe(
      JSON.stringify([1, undefined, 'a', { b: undefined, c: [null] }]),
    );
  });

  it('serialises a definition nested too deep for JSON.stringify, to the text it would give without a depth limit', () => {
    const deep = nested(10_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const text = compactJson(deep);
    // Each level adds the same wrapper around the one below, so the text is the shallow one's, wrapped 9,950 times more.
    const shallow = JSON.stringify(nested(50));
    expect(text.length).toBeGreaterThan(shallow.length * 100);
    expect(text.startsWith('{"type":"object","properties":{"a":{"type":"object"')).toBe(true);
    expect(text.endsWith(shallow.slice(-40))).toBe(true);
  });
});
