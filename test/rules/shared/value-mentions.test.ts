import { describe, expect, it } from 'vitest';
import { IndexedText, namedBetween, ValueLists } from '../../../src/rules/shared/value-mentions.js';

/** What `(?<![\p{L}\p{N}_])value(?![\p{L}\p{N}_])` with `giu` finds: the rule's matcher before it was made linear. */
function byRegExp(text: string, value: string): Array<[number, number]> {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'giu'))].map((m) => [
    m.index,
    m.index + m[0].length,
  ]);
}

const mentions = (text: string, values: string[]) => new ValueLists([values]).mentionsIn(new IndexedText(text))[0]!;

describe('ValueLists', () => {
  it('finds what one regular expression per value found, ignoring case, whole words only', () => {
    const cases: Array<[string, string[]]> = [
      ['Unit: Celsius, fahrenheit or KELVIN.', ['celsius', 'fahrenheit', 'kelvin']],
      ['reddish, bluest, red and blue', ['red', 'blue']],
      ['us-east-1, us-east-10 or us-west-2', ['us-east-1', 'us-west-2', 'us-east-10']],
      ['flags: -v, --verbose, x-v', ['-v', '--verbose']],
      ['text/plain | application/json; text/plainer', ['text/plain', 'application/json']],
      ['ünïcode Ünïcode_x', ['ünïcode']],
      ['a.b, xa.b, a.bc', ['a.b']],
    ];
    for (const [text, values] of cases) {
      const expected = values.flatMap((value, index) =>
        byRegExp(text, value).map(([start, end]) => ({ start, end, value: index })),
      );
      expected.sort((a, b) => a.start - b.start || b.end - a.end);
      expect(mentions(text, values), text).toEqual(expected);
    }
  });

  it("searches several lists in one pass, each list's mentions apart", () => {
    const text = new IndexedText('mode: fast | deep; unit: c or f');
    const [modes, units] = new ValueLists([
      ['fast', 'deep'],
      ['c', 'f', 'deep'],
    ]).mentionsIn(text);
    expect(modes!.map((m) => m.value)).toEqual([0, 1]);
    expect(units!.map((m) => m.value)).toEqual([2, 0, 1]);
  });

  it('finds every value of a 4,000-value enum its text names', () => {
    const values = Array.from({ length: 4000 }, (_, i) => `region-${i}`);
    const text = values.join(', ');
    const found = mentions(text, values);
    expect(found).toHaveLength(4000);
  });
});

describe('namedBetween', () => {
  const text = new IndexedText('Args:\n    unit: c or f\n    units_x: a');
  it('finds a name as whole words within the range, case kept', () => {
    expect(namedBetween(text, 'unit', 6, 20)).toBe(true);
    expect(namedBetween(text, 'Unit', 6, 20)).toBe(false);
    expect(namedBetween(text, 'units', 6, 40)).toBe(false);
    expect(namedBetween(text, 'unit', 0, 6)).toBe(false);
    expect(namedBetween(new IndexedText('sort-by: a'), 'sort-by', 0, 8)).toBe(true);
    expect(namedBetween(new IndexedText('sort-byx: a'), 'sort-by', 0, 8)).toBe(false);
  });
});
