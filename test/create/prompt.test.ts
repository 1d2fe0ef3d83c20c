import { describe, expect, it } from 'vitest';
import { withoutControls } from '../../src/create/prompt.js';

describe('withoutControls', () => {
  it('drops C0 controls, DEL and C1 controls and keeps the rest, accents and emoji included', () => {
    expect(withoutControls('abc\u0015Hello')).toBe('abcHello');
    expect(withoutControls('a\u0000b\tc\u001b[2Jd\u007fe\u0085f\u009bg')).toBe('abc[2Jdefg');
    expect(withoutControls('Café ☕ — «ok»')).toBe('Café ☕ — «ok»');
  });
});
