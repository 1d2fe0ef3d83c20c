import { describe, expect, it } from 'vitest';
import { groupThousands } from '../../src/core/group-thousands.js';

// groupThousands replaces toLocaleString('en-US') in the stylish header: it must print the same text for every value.
describe('groupThousands', () => {
  const values = [
    0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    1001,
    9999,
    10000,
    12345,
    99999,
    100000,
    123456,
    999999,
    1000000,
    1234567,
    10000000,
    123456789,
    1000000000,
    9876543210,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 1,
    -0,
    -1,
    -1000,
    -1234567,
    0.5,
    1234.5678,
    NaN,
    Infinity,
    -Infinity,
    1e21,
    1e25,
  ];

  it.each(values)('prints %d as toLocaleString("en-US") does', (value) => {
    expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
  });

  it('agrees with toLocaleString on every count up to 200,000 and on powers of ten', () => {
    for (let n = 0; n <= 200_000; n++)
      if (groupThousands(n) !== n.toLocaleString('en-US')) expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
    for (let n = 1; n < Number.MAX_SAFE_INTEGER; n *= 10) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
      expect(groupThousands(n - 1)).toBe((n - 1).toLocaleString('en-US'));
    }
  });

  it('groups with commas', () => {
    expect(groupThousands(1234567)).toBe('1,234,567');
  });
});
