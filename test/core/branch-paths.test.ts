// The judgement shared by tool-name-unique and stdio-no-console-log: which source places can run in one start.
import { describe, expect, it } from 'vitest';
import { armsConflict, canBothRun, sameRegistrar } from '../../src/core/branch-paths.js';

const path = (root: string, ...arms: string[]) => ({ root, arms });

describe('branch paths', () => {
  it('conflict only on different arms of one branch', () => {
    expect(armsConflict(path('module', 'if1#then'), path('module', 'if1#else'))).toBe(true);
    expect(armsConflict(path('module', 'if1#then', 'sw#0'), path('module', 'if1#then', 'sw#1'))).toBe(true);
    expect(armsConflict(path('module', 'if1#then'), path('module', 'if1#then', 'if2#else'))).toBe(false);
    expect(armsConflict(path('module', 'if1#then'), path('module', 'if2#else'))).toBe(false);
    expect(armsConflict(path('module'), path('module', 'if1#else'))).toBe(false);
    // Ids may contain '#'-free file paths with colons; only the last '#' splits.
    expect(armsConflict(path('module', '/a:b:1-2:3#then'), path('module', '/a:b:1-2:3#else'))).toBe(true);
  });

  it('run together only from the same start: every module top level, or one function', () => {
    expect(canBothRun(path('module'), path('module'))).toBe(true);
    expect(canBothRun(path('fn:a'), path('fn:a'))).toBe(true);
    expect(canBothRun(path('fn:a'), path('fn:b'))).toBe(false);
    expect(canBothRun(path('module'), path('fn:a'))).toBe(false);
    expect(canBothRun(path('module', 'x#then'), path('module', 'x#else'))).toBe(false);
  });

  it('put two registrations on one registrar only when the receiver is known and equal', () => {
    expect(
      sameRegistrar({ receiver: 'var:server', path: path('module') }, { receiver: 'var:server', path: path('module') }),
    ).toBe(true);
    expect(
      sameRegistrar(
        { receiver: 'var:server', path: path('module') },
        { receiver: 'var:registrar', path: path('module') },
      ),
    ).toBe(false);
    expect(sameRegistrar({ path: path('module') }, { path: path('module') })).toBe(false);
    expect(
      sameRegistrar(
        { receiver: 'var:server', path: path('module', 'i#then') },
        { receiver: 'var:server', path: path('module', 'i#else') },
      ),
    ).toBe(false);
  });
});
