'use strict';
// The directory where mcp-lint and create-mcp-tool keep what they cache for this user: $XDG_CACHE_HOME/mcp-lint or
// ~/.cache/mcp-lint on Linux, ~/Library/Caches/mcp-lint on macOS, %LOCALAPPDATA%\mcp-lint on Windows. Node's compile
// cache (the bins) holds code this process runs, so the directory is used only when nobody else can write to it: a
// real directory (no link) this user owns, not writable by group or others, under directories only this user or
// root may change (or sticky ones, as /tmp), so that no other user can plant an entry or swap the directory during a
// run. Otherwise there is no cache: never the shared temporary directory, where Node would put it by default.
const { lstatSync, mkdirSync, realpathSync } = require('node:fs');
const { homedir } = require('node:os');
const { posix, win32 } = require('node:path');

const NAME = 'mcp-lint';

/** What the choice depends on; tests give their own. */
const realSystem = {
  env: process.env,
  platform: process.platform,
  homedir,
  uid: typeof process.getuid === 'function' ? process.getuid() : undefined,
  lstat: lstatSync,
  mkdir: mkdirSync,
  realpath: realpathSync,
};

/** Path functions of the platform (node:path is the running one's; tests ask about others). */
const pathsOf = (platform) => (platform === 'win32' ? win32 : posix);

/** The platform's place for a user's caches, or undefined when it cannot be told (it must be an absolute path). */
function cacheBase({ env, platform, homedir: home }) {
  const { isAbsolute, join } = pathsOf(platform);
  let base;
  if (platform === 'win32') base = env.LOCALAPPDATA;
  else if (platform === 'darwin') base = home() && join(home(), 'Library', 'Caches');
  // A relative $XDG_CACHE_HOME is to be ignored (the XDG Base Directory specification).
  else
    base = env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : home() && join(home(), '.cache');
  return base && isAbsolute(base) ? base : undefined;
}

/** Made if missing, by this user only (0700); one level at a time, never a whole missing chain. */
function ensureDirectory(system, path) {
  try {
    system.mkdir(path, { mode: 0o700 });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
}

/** A directory this user owns that group and others cannot write. */
function ownedByUser(stats, uid) {
  return stats.isDirectory() && stats.uid === uid && (stats.mode & 0o022) === 0;
}

/** Only this user or root may rename entries in it: owned by one of them, and not writable by others unless sticky. */
function safeParent(stats, uid) {
  const owner = stats.uid === uid || stats.uid === 0;
  return stats.isDirectory() && owner && ((stats.mode & 0o022) === 0 || (stats.mode & 0o1000) !== 0);
}

/** The user's mcp-lint cache directory, made if missing, or undefined when there is none that only this user can write. */
function userCacheDir(system = realSystem) {
  const { dirname, join } = pathsOf(system.platform);
  try {
    const base = cacheBase(system);
    if (base === undefined) return undefined;
    ensureDirectory(system, base);
    const dir = join(system.realpath(base), NAME);
    ensureDirectory(system, dir);
    // Windows has no user ids; %LOCALAPPDATA% is the user's own by its access rules. A link is refused everywhere.
    if (system.uid === undefined) return system.lstat(dir).isDirectory() ? dir : undefined;
    if (!ownedByUser(system.lstat(dir), system.uid)) return undefined;
    for (let parent = dirname(dir); ; parent = dirname(parent)) {
      if (!safeParent(system.lstat(parent), system.uid)) return undefined;
      if (dirname(parent) === parent) return dir;
    }
  } catch {
    return undefined;
  }
}

/** Where the bins point Node's compile cache (Node ≥ 22.1), or undefined for no cache. */
function compileCacheDir(system = realSystem) {
  const dir = userCacheDir(system);
  return dir && pathsOf(system.platform).join(dir, 'compile-cache');
}

module.exports = { userCacheDir, compileCacheDir };
