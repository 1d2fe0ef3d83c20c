// Where the bins point Node's compile cache (bin/user-cache-dir.js): the user's own cache directory, or nowhere. The
// file system, user id, platform and environment are fakes, so every case runs on any machine and as any user.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

interface FakeStats {
  uid: number;
  mode: number;
  kind?: 'dir' | 'link' | 'file';
}
interface System {
  env: Record<string, string | undefined>;
  platform: string;
  homedir: () => string;
  uid: number | undefined;
  lstat: (path: string) => { uid: number; mode: number; isDirectory: () => boolean };
  mkdir: (path: string, options: { mode: number }) => void;
  realpath: (path: string) => string;
}
const { userCacheDir, compileCacheDir } = createRequire(import.meta.url)('../../bin/user-cache-dir.js') as {
  userCacheDir: (system: System) => string | undefined;
  compileCacheDir: (system: System) => string | undefined;
};

const USER = 1000;
const owned = (mode = 0o700): FakeStats => ({ uid: USER, mode });
const root = (mode = 0o755): FakeStats => ({ uid: 0, mode });

/** A file system of the given entries (absolute paths); mkdir adds a directory owned by the user with its mode. */
function fakeSystem(
  entries: Record<string, FakeStats>,
  overrides: Partial<System> = {},
): System & { made: Array<[string, number]> } {
  const made: Array<[string, number]> = [];
  const tree = new Map(Object.entries(entries));
  const system = {
    env: {},
    platform: 'linux',
    homedir: () => '/home/u',
    uid: USER,
    lstat(path: string) {
      const stats = tree.get(path);
      if (!stats) throw Object.assign(new Error(`ENOENT ${path}`), { code: 'ENOENT' });
      return { uid: stats.uid, mode: stats.mode, isDirectory: () => (stats.kind ?? 'dir') === 'dir' };
    },
    mkdir(path: string, { mode }: { mode: number }) {
      if (tree.has(path)) throw Object.assign(new Error(`EEXIST ${path}`), { code: 'EEXIST' });
      const parent = path.replace(/[\\/][^\\/]+$/, '') || '/';
      if (!tree.has(parent) && !/^[A-Z]:\\?$/.test(parent))
        throw Object.assign(new Error(`ENOENT ${parent}`), { code: 'ENOENT' });
      made.push([path, mode]);
      tree.set(path, owned(mode));
    },
    realpath: (path: string) => path,
    made,
    ...overrides,
  };
  return system;
}
const HOME = { '/': root(), '/home': root(), '/home/u': owned(0o755) };

describe('the user cache directory', () => {
  it('is ~/.cache/mcp-lint on Linux, made owner-only (with ~/.cache) when missing', () => {
    const system = fakeSystem(HOME);
    expect(userCacheDir(system)).toBe('/home/u/.cache/mcp-lint');
    expect(system.made).toEqual([
      ['/home/u/.cache', 0o700],
      ['/home/u/.cache/mcp-lint', 0o700],
    ]);
    expect(compileCacheDir(fakeSystem(HOME))).toBe('/home/u/.cache/mcp-lint/compile-cache');
  });

  it('is $XDG_CACHE_HOME/mcp-lint when that is an absolute path', () => {
    const entries = { ...HOME, '/home/u/xdg': owned() };
    expect(userCacheDir(fakeSystem(entries, { env: { XDG_CACHE_HOME: '/home/u/xdg' } }))).toBe('/home/u/xdg/mcp-lint');
    expect(userCacheDir(fakeSystem(entries, { env: { XDG_CACHE_HOME: 'relative/xdg' } }))).toBe(
      '/home/u/.cache/mcp-lint',
    );
  });

  it('is ~/Library/Caches/mcp-lint on macOS and %LOCALAPPDATA%\\mcp-lint on Windows', () => {
    const mac = {
      '/': root(),
      '/Users': root(),
      '/Users/u': owned(0o755),
      '/Users/u/Library': owned(0o755),
      '/Users/u/Library/Caches': owned(),
    };
    expect(userCacheDir(fakeSystem(mac, { platform: 'darwin', homedir: () => '/Users/u' }))).toBe(
      '/Users/u/Library/Caches/mcp-lint',
    );
    const windows = fakeSystem(
      { 'C:\\Users\\u\\AppData\\Local': owned() },
      { platform: 'win32', uid: undefined, env: { LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' } },
    );
    expect(userCacheDir(windows)).toBe('C:\\Users\\u\\AppData\\Local\\mcp-lint');
  });

  it('a world-writable or foreign-owned cache dir is refused', () => {
    const at = (stats: FakeStats) =>
      fakeSystem({ ...HOME, '/home/u/.cache': owned(), '/home/u/.cache/mcp-lint': stats });
    expect(userCacheDir(at(owned(0o777)))).toBeUndefined();
    expect(userCacheDir(at(owned(0o720)))).toBeUndefined();
    expect(userCacheDir(at({ uid: 1001, mode: 0o700 }))).toBeUndefined();
    expect(userCacheDir(at(root(0o700)))).toBeUndefined();
    expect(userCacheDir(at({ ...owned(), kind: 'link' }))).toBeUndefined();
    expect(compileCacheDir(at(owned(0o777)))).toBeUndefined();
    expect(userCacheDir(at(owned(0o700)))).toBe('/home/u/.cache/mcp-lint');
  });

  it('is refused under a directory another user may change, unless that one is sticky (as /tmp is)', () => {
    const under = (parent: FakeStats) =>
      fakeSystem(
        { '/': root(), '/shared': parent, '/shared/cache': owned() },
        { env: { XDG_CACHE_HOME: '/shared/cache' } },
      );
    expect(userCacheDir(under(root(0o777)))).toBeUndefined();
    expect(userCacheDir(under({ uid: 1001, mode: 0o755 }))).toBeUndefined();
    expect(userCacheDir(under(root(0o1777)))).toBe('/shared/cache/mcp-lint');
  });

  it('is none when there is no home, the home is missing, or nothing can be made', () => {
    expect(userCacheDir(fakeSystem(HOME, { homedir: () => '' }))).toBeUndefined();
    expect(userCacheDir(fakeSystem({ '/': root() }))).toBeUndefined();
    const readOnly = fakeSystem(HOME, {
      mkdir: () => {
        throw Object.assign(new Error('EROFS'), { code: 'EROFS' });
      },
    });
    expect(compileCacheDir(readOnly)).toBeUndefined();
  });
});
