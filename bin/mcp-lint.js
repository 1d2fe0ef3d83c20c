#!/usr/bin/env node
'use strict';
// Thin shim: the CLI returns its exit code instead of calling process.exit, so output is flushed first (the shim ends
// the process itself only once nothing is left pending, see exitWhenNothingIsLeft).
//
// mcp-lint runs on every commit, so start-up matters. The shim runs the bundled CLI (dist/bundle/mcp-lint.cjs, one
// CommonJS file, see scripts/bundle-cli.mjs) with its compiled code cached between runs: node:vm with V8 cached data,
// made after the run so that it also holds every function the run compiled lazily (the rules, the validators, the
// formatter). The vendor files the bundle requires (dist/bundle/vendor/*.cjs: the MCP SDK and zod, for source and live
// runs; the TypeScript compiler, for source runs) get the same, each its own cache. A cache V8 rejects (made under other V8 flags) is replaced by one for this
// run's, which the next run accepts. Where the caches live (codeCachePlace):
// - beside the bundle, when its directory is writable (a project's node_modules, most global installs);
// - else, for a read-only install (a global install by another user, a read-only image), in the user's own cache
//   directory, which must be one the user owns and nobody else may write to: the cache is code this process runs;
// - else, and on Windows (see loadBundle), Node's own compile cache on Node ≥ 22.1 (module.enableCompileCache(), kept
//   in the OS temporary directory). Node makes that cache when the bundle is compiled, before it runs, so it holds only
//   the code compiled eagerly: on Node 22 a small run costs about 31 ms above `node -e 0` with it and 19 ms with the
//   V8 cache (docs/benchmarks.md, "Start-up on each Node"). On Node 20 such a run has no cache.
// Which output runs is decided by a marker, not by file times (`npm pack` gives every file the same time): the
// bundle step writes dist/bundle/complete last, and a checkout compiled by tsc alone has no marker and runs
// dist/lint/cli.js. An error while loading exits 2 with one line, never a stack trace.
const { accessSync, closeSync, constants, existsSync, fsyncSync, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, realpathSync, renameSync, unlinkSync, writeSync } = require('node:fs');
const { isAscii } = require('node:buffer');
const { basename, dirname, isAbsolute, join } = require('node:path');
const { pathToFileURL } = require('node:url');
const Module = require('node:module');

// Node 20's V8 (11.3) starts optimising a function after 66 KiB of bytecode has run in it (its --interrupt-budget), a
// threshold made for long-lived pages. A lint run lasts a fraction of a second: on the published servers' captures V8
// optimised 250 functions at that threshold and threw 26 of those back, for 30% of the run's CPU time. Eight times the
// threshold optimises about 90, the ones the run spends its time in: 0.44 s becomes 0.38 s there, the 2,000-tool
// corpus 0.30 s becomes 0.26 s, and a 100,000-tool file and source mode are unchanged (docs/benchmarks.md, "Tiering").
// It also compiles a regular expression to bytecode on its first use and again to machine code on its second; the
// rules' larger patterns cost more that way than compiled once to machine code (tool-poisoning's first: 0.41 + 0.17
// ms against 0.22), and a run uses most of its patterns more than once: a small run is 1.8 ms faster with
// --no-regexp-tier-up. Only the V8 this was measured on gets these flags: V8 12 (Node 22) has no --interrupt-budget
// and would print "unrecognized flag", and there loading node:v8 (0.9 ms) costs as much as the regexp flag saves.
if (/^11\.3\./.test(process.versions.v8)) require('node:v8').setFlagsFromString('--interrupt-budget=540672 --no-regexp-tier-up');

const dist = join(__dirname, '..', 'dist');
const bundleDir = join(dist, 'bundle');
const bundle = join(bundleDir, 'mcp-lint.cjs');
const marker = join(bundleDir, 'complete');
const replayCheck = join(bundleDir, 'replay.cjs');
const compiled = join(dist, 'lint', 'cli.js');

function failToLoad(path, error) {
  const reason = String((error && error.message) || error).split('\n')[0];
  process.stderr.write(`mcp-lint: cannot load ${path} (${reason}); reinstall create-mcp-tool, and report it if that does not help.\n`);
  process.exitCode = 2;
}

// V8 checks cached data against the source's length only, so the cache file starts with a line naming the bundle's
// path, size, modification and change times and inode: a bundle edited in place (patch-package, a hand fix) to the same
// length is not run with the old code, even when its modification time is kept (tar, `cp -p`), and a cache in the
// user's directory is never taken for another install's. A second line names the kinds of work the runs that made it
// did (src/lint/run-kinds.ts), so that a cache made by `mcp-lint --version`, which holds none of the rules, is replaced
// by the first run that does more, with what both compiled; then the data's length and a checksum of samples of it.
// Release builds of V8 do not check cached data for damage, and a damaged cache would crash every run: the samples,
// one every 4 KiB, catch a page the disk never wrote (the file is also synced before it is renamed into place).
const CACHE_HEADER = 'mcp-lint v8 cache';
/** The second line is at most this long; anything else is not a cache this shim wrote. */
const MAX_SECOND_LINE = 160;

// The bundle is ASCII (esbuild escapes other characters everywhere but in regular expression literals, which the source
// writes with \u escapes; test/formatters/bin-shim.test.ts checks the build), and ASCII bytes read as Latin-1 are the
// same text: a third of the time of decoding 1.3 MB as UTF-8 (about 2 ms on Node 22). A bundle edited to hold other
// characters is decoded as UTF-8, as before.
//
// The header is made from the very descriptor the text is read through, and checked again after the read: V8 checks a
// cache against the source's length only, so a file replaced (or rewritten in place) between a stat and the read, by
// an install running alongside, must not run with the code of the one before.
function readScript(file) {
  const fd = openSync(file, 'r');
  try {
    const before = fstatSync(fd);
    const bytes = readFileSync(fd);
    const after = fstatSync(fd);
    const unchanged = bytes.length === before.size && after.size === before.size && after.mtimeMs === before.mtimeMs && after.ctimeMs === before.ctimeMs;
    return { text: bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8'), stats: unchanged ? before : undefined };
  } finally {
    closeSync(fd);
  }
}

/** `./vendor/<group>.cjs`, as the bundle requires its vendor files (scripts/bundle-cli.mjs, vendorFiles). */
const VENDOR_REQUEST = /^\.\/vendor\/[\w-]+\.cjs$/;

/**
 * Runs the bundle, and the vendor files it requires (the MCP SDK and zod, 1 MB that source and live runs load: 21 ms
 * to compile without a cache), each with its own V8 cache. `place`: where the caches are read and written (see
 * codeCachePlace), or undefined to run without them.
 */
function loadWithCodeCache(place) {
  const scripts = [];
  const bundleRequire = Module.createRequire(bundle);
  const loaded = new Map();
  const runOnce = (file) => {
    if (!loaded.has(file)) loaded.set(file, runCached(file, Module.createRequire(file), place, scripts));
    return loaded.get(file);
  };
  // The bundle's own require, but a vendor file is compiled like the bundle, with a cache.
  const requireFromBundle = Object.assign(
    (request) => (typeof request === 'string' && VENDOR_REQUEST.test(request) ? runOnce(join(bundleDir, request)) : bundleRequire(request)),
    bundleRequire,
  );
  const exports = runCached(bundle, requireFromBundle, place, scripts);
  const saveCache = () => {
    const ranKinds = typeof exports.runKinds === 'function' ? exports.runKinds() : [];
    for (const script of scripts) script.saveCache(ranKinds);
  };
  return { main: exports.main, saveCache };
}

/**
 * Compiles and runs one CommonJS file with the V8 cache kept for it at `place` (when there is one), and returns its
 * exports; `scripts` gets what saves its cache after the run.
 */
function runCached(file, requireForFile, place, scripts) {
  const vm = require('node:vm');
  const { text, stats } = readScript(file);
  // A file that changed while it was read runs without a cache, and makes none.
  const cacheFile = place && stats && cacheFileAt(place, file);
  const header = stats && Buffer.from(`${CACHE_HEADER} ${stats.size} ${stats.mtimeMs} ${stats.ctimeMs} ${stats.ino} ${file}\n`, 'utf8');
  let cachedData;
  let cachedKinds = [];
  if (cacheFile !== undefined) {
    const bytes = readCacheFile(cacheFile);
    const end = bytes && bytes.length > header.length && bytes.subarray(0, header.length).equals(header) ? bytes.indexOf(10, header.length) : -1;
    if (end > 0 && end - header.length <= MAX_SECOND_LINE) {
      const [kinds = '', length, checksum] = bytes.toString('latin1', header.length, end).split(' ');
      const data = bytes.subarray(end + 1);
      if (Number(length) === data.length && checksum === sampleChecksum(data)) {
        cachedKinds = kinds.split(',').filter(Boolean);
        cachedData = data;
      }
    }
  }
  // An import() inside the file goes to Node's own loader, as it would had Node loaded the file (without this option
  // it throws; a callback of our own would need --experimental-vm-modules). Node 20 loses it for a script run from
  // cached data, so the bundles are built without import() (scripts/bundle-cli.mjs); TypeScript's own are for
  // plugins of its language service, which source mode does not load.
  const script = new vm.Script(Module.wrap(text), { filename: file, cachedData, importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER });
  const module = { exports: {} };
  scripts.push({
    saveCache(ranKinds) {
      if (cacheFile === undefined) return;
      const accepted = cachedData !== undefined && !script.cachedDataRejected;
      if (accepted && ranKinds.every((kind) => cachedKinds.includes(kind))) return;
      // The functions from an accepted cache are compiled in this script too, so the new one holds both runs' code.
      const kinds = [...new Set([...(accepted ? cachedKinds : []), ...ranKinds])].sort().join(',');
      // After the run, so the cache also holds the functions this run compiled lazily.
      const data = script.createCachedData();
      writeCacheFile(cacheFile.path, Buffer.concat([header, Buffer.from(`${kinds} ${data.length} ${sampleChecksum(data)}\n`, 'latin1'), data]));
      if (cacheFile.family) pruneFamily(cacheFile.family, cacheFile.path);
      pruneInstall(place, cacheFile.path);
    },
  });
  script.runInThisContext().call(module.exports, module.exports, requireForFile, module, file, dirname(file));
  return module.exports;
}

/**
 * Written to a new file (never through a link or over someone else's file), synced, then renamed into place, so a
 * concurrent run never reads half a file; readable by its owner only. Any failure leaves the old cache, or none.
 */
function writeCacheFile(path, bytes) {
  const partial = `${path}.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`;
  let fd;
  try {
    fd = openSync(partial, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(partial, path);
  } catch {
    if (fd !== undefined) try { closeSync(fd); } catch { /* already closed */ }
    try { unlinkSync(partial); } catch { /* nothing was written */ }
  }
}

// FNV-1a (32 bits), for the cache's names and checksum: node:crypto or zlib would cost more to load than they save.
const FNV_OFFSET = 0x811c9dc5;
const fnv1a = (hash, value) => Math.imul(hash ^ value, 0x01000193) >>> 0;

/** FNV-1a over 16 bytes at every 4 KiB of the data (a few hundred bytes for the whole cache). */
function sampleChecksum(data) {
  let hash = FNV_OFFSET;
  for (let page = 0; page < data.length; page += 4096) {
    const end = Math.min(page + 16, data.length);
    for (let i = page; i < end; i++) hash = fnv1a(hash, data[i]);
  }
  return hash.toString(16);
}

/** The cache file's bytes when it is a regular file (one this user owns that nobody else may write, if `ownOnly`). */
function readCacheFile({ path, ownOnly }) {
  let fd;
  try {
    // Non-blocking: a FIFO in its place must not stop the run (it is then refused as not a file).
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (ownOnly ? constants.O_NOFOLLOW ?? 0 : 0));
    const stats = fstatSync(fd);
    if (!stats.isFile() || (ownOnly && !ownedByUser(stats))) return undefined;
    return readFileSync(fd);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Owned by this user and not writable by group or others (always true where Node has no user ids: Windows). */
function ownedByUser(stats) {
  if (typeof process.getuid !== 'function') return true;
  return stats.uid === process.getuid() && (stats.mode & 0o022) === 0;
}

/**
 * How every cache file's name ends: one per Node version and architecture (a cache from another V8 is never offered to
 * this one) and per set of Node options (a cache made under other V8 flags is rejected, so alternating shells would
 * rewrite one).
 */
function cacheNameEnd() {
  const options = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join('\0');
  const flags = options === '' ? '' : `-${pathKey(options)}`;
  return `.${process.version}-${process.arch}${flags}.v8-cache`;
}

/**
 * Where this run's V8 caches live: beside the bundle, or in the user's cache directory, or undefined (none usable).
 * `ownOnly`: a cache there is read only when this user owns it and nobody else may write it (in the user's cache
 * directory; beside the bundle, whoever may write the cache may write the bundle too, and some file systems, such as
 * Windows drives in WSL, report every file as writable by all).
 */
function codeCachePlace() {
  if (bundleDirWritable()) return besideBundle();
  const dir = userCacheDir();
  return dir && { dir, ownOnly: true };
}

function besideBundle() {
  return { dir: bundleDir, ownOnly: false };
}

/**
 * The cache file of `file` at `place`, named after the file; in the user's directory, also after the install location
 * (a hash of the bundle's path). A file from outside the install (the linted project's TypeScript) is also named
 * after its path, so that projects with their own copies each keep theirs; `family` names all such files of one name,
 * of which only the latest few are kept (see pruneFamily).
 */
function cacheFileAt(place, file) {
  const prefix = place.ownOnly ? `${pathKey(bundle)}-` : '';
  const end = cacheNameEnd();
  const outside = dirname(file) !== bundleDir && dirname(file) !== join(bundleDir, 'vendor');
  const start = `${prefix}${basename(file)}`;
  const path = join(place.dir, outside ? `${start}-${pathKey(file)}${end}` : `${start}${end}`);
  return { path, ownOnly: place.ownOnly, family: outside ? { dir: place.dir, start: `${start}-`, end } : undefined };
}

/** Caches of files from outside the install kept per file name and Node: enough for a few projects in turn. */
const MAX_OUTSIDE_CACHES = 4;

/** Removes all but the MAX_OUTSIDE_CACHES latest caches of a family (never the one just written). */
function pruneFamily({ dir, start, end }, kept) {
  const isMember = (name) => name.startsWith(start) && name.endsWith(end) && /^[0-9a-f]{8}$/.test(name.slice(start.length, start.length + 8)) && name.length === start.length + 8 + end.length;
  keepLatest(dir, isMember, MAX_OUTSIDE_CACHES, kept);
}

/**
 * Caches this install keeps in one place, whatever the Node version, options and files: those of Node versions no
 * longer used (about 4 MB each) are removed once newer ones outnumber them, so the caches never grow without bound.
 */
const MAX_INSTALL_CACHES = 16;

/** Removes all but the MAX_INSTALL_CACHES latest caches of this install at `place` (never the one just written). */
function pruneInstall(place, kept) {
  const prefix = place.ownOnly ? `${pathKey(bundle)}-` : '';
  const isCache = (name) => name.startsWith(prefix) && /^[\w.-]+\.v\d+\.\d+\.\d+-\w+(?:-[0-9a-f]{8})?\.v8-cache$/.test(name.slice(prefix.length));
  keepLatest(place.dir, isCache, MAX_INSTALL_CACHES, kept);
}

function keepLatest(dir, isCandidate, count, kept) {
  try {
    const candidates = readdirSync(dir)
      .filter(isCandidate)
      .map((name) => ({ path: join(dir, name), mtimeMs: lstatSync(join(dir, name)).mtimeMs }))
      .sort((a, b) => b.mtimeMs - a.mtimeMs);
    for (const candidate of candidates.slice(count)) if (candidate.path !== kept) unlinkSync(candidate.path);
  } catch {
    // A cache that cannot be listed or removed only costs disk space.
  }
}

/**
 * $XDG_CACHE_HOME/mcp-lint, or ~/Library/Caches/mcp-lint on macOS and ~/.cache/mcp-lint elsewhere, made if missing
 * (with at most its parent: a recursive mkdir loops forever under /proc); undefined unless it is a real directory that
 * this user owns and nobody else may write to, under directories only this user or root may change (or sticky ones,
 * as /tmp): otherwise another user could swap the directory while a run is going on.
 */
function userCacheDir() {
  const home = process.env.HOME;
  const base = process.env.XDG_CACHE_HOME || (home && join(home, ...(process.platform === 'darwin' ? ['Library', 'Caches'] : ['.cache'])));
  if (!base || !isAbsolute(base) || typeof process.getuid !== 'function') return undefined;
  try {
    if (!existsSync(base)) mkdirSync(base, { mode: 0o700 });
    const dir = join(realpathSync(base), 'mcp-lint');
    if (!existsSync(dir)) mkdirSync(dir, { mode: 0o700 });
    const stats = lstatSync(dir);
    if (!stats.isDirectory() || !ownedByUser(stats)) return undefined;
    for (let parent = dirname(dir); ; parent = dirname(parent)) {
      const up = lstatSync(parent);
      const owner = up.uid === process.getuid() || up.uid === 0;
      if (!up.isDirectory() || !owner || ((up.mode & 0o022) !== 0 && (up.mode & 0o1000) === 0)) return undefined;
      if (dirname(parent) === parent) return dir;
    }
  } catch {
    return undefined;
  }
}

/** A short, stable name for a text (FNV-1a over its UTF-16 code units). */
function pathKey(text) {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) hash = fnv1a(hash, text.charCodeAt(i));
  return hash.toString(16).padStart(8, '0');
}

function bundleDirWritable() {
  try {
    accessSync(bundleDir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function loadBundle() {
  // On Windows accessSync cannot tell a directory the user may not write to (it ignores ACLs), and there are no user
  // ids to check a cache directory by, so Node's own compile cache is used there.
  if (process.platform !== 'win32') {
    const place = codeCachePlace();
    if (place !== undefined) return loadWithCodeCache(place);
  }
  if (typeof Module.enableCompileCache === 'function') {
    Module.enableCompileCache();
    return { main: require(bundle).main, saveCache: () => {} };
  }
  // Windows before Node 22.1: the cache beside the bundle when it can be written there.
  return loadWithCodeCache(bundleDirWritable() ? besideBundle() : undefined);
}

// `mcp-lint … --cache` on an unchanged project: when the last run with these arguments was recorded and nothing it
// observed has changed, its report is printed again without loading the bundle (src/lint/cache/replay.ts). Any
// failure here only means linting as usual.
function replayed() {
  if (!process.argv.includes('--cache')) return false;
  let check, replay;
  try {
    check = require(replayCheck);
    replay = check.tryReplay(process.argv.slice(2), bundle);
  } catch {
    return false;
  }
  if (!replay) return false;
  if (replay.stdout) check.writeStdout(replay.stdout);
  process.exitCode = replay.exitCode;
  return true;
}

// Once the run is over Node still runs what V8 scheduled for later, such as collecting the garbage of a heap that is
// about to be freed (about 1 ms on Node 22). When nothing is left to wait for (no handle, request or timer, such as a
// stream still writing or a server still closing, and no beforeExit listener), exit now; else let Node finish.
function exitWhenNothingIsLeft() {
  if (process.getActiveResourcesInfo().length === 0 && process.listenerCount('beforeExit') === 0) process.exit();
}

async function run() {
  if (existsSync(marker)) {
    if (replayed()) return;
    let loaded;
    try {
      loaded = loadBundle();
      if (typeof loaded.main !== 'function') throw new Error('it has no main function');
    } catch (error) {
      return failToLoad(bundle, error);
    }
    process.exitCode = await loaded.main(process.argv.slice(2));
    loaded.saveCache();
    // In the next turn of the event loop, so that Node has reported any promise rejected without a handler first.
    setImmediate(exitWhenNothingIsLeft);
  } else if (existsSync(compiled)) {
    let main;
    try {
      ({ main } = await import(pathToFileURL(compiled).href));
    } catch (error) {
      return failToLoad(compiled, error);
    }
    process.exitCode = await main(process.argv.slice(2));
  } else {
    // A checkout that was never built: say what to do instead of a module-not-found stack trace.
    process.stderr.write(`mcp-lint: ${dist} is missing; run \`npm run build\` in ${join(__dirname, '..')} first.\n`);
    process.exitCode = 2;
  }
}

run();
