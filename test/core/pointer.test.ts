import { describe, expect, it } from 'vitest';
import { escapeSegment, joinPointer, parsePointer } from '../../src/core/pointer.js';

// parsePointer skips the unescaping pass when a pointer has no "~"; both paths must give RFC 6901's segments.
describe('parsePointer', () => {
  it.each([
    ['', []],
    ['/', ['']],
    ['//', ['', '']],
    ['/tools/0/inputSchema', ['tools', '0', 'inputSchema']],
    ['/properties/a~1b', ['properties', 'a/b']],
    ['/properties/m~0n', ['properties', 'm~n']],
    ['/~01', ['~1']],
    ['/~10', ['/0']],
    ['/a/', ['a', '']],
    ['/ space/é/😀', [' space', 'é', '😀']],
  ])('parses %j', (pointer, segments) => {
    expect(parsePointer(pointer)).toEqual(segments);
  });

  it('rejects a pointer that does not start with "/"', () => {
    expect(() => parsePointer('tools')).toThrow(/Invalid JSON pointer/);
  });

  it('reads back every pointer joinPointer writes', () => {
    const segments = ['a', '', 'b/c', 'd~e', '~1', '/0', '~', '/', 'x y', '0'];
    for (const segment of segments) {
      expect(parsePointer(joinPointer('', segment, 'z'))).toEqual([segment, 'z']);
      expect(escapeSegment(segment).includes('/')).toBe(false);
    }
  });

  it('gives a fresh array each time (callers may change it)', () => {
    const first = parsePointer('/a/b');
    first.push('c');
    expect(parsePointer('/a/b')).toEqual(['a', 'b']);
  });
});
