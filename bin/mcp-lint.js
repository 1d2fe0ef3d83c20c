#!/usr/bin/env node
'use strict';
// Thin shim: the CLI returns its exit code instead of calling process.exit, so output is flushed first.
//
// mcp-lint runs on every commit, so start-up matters. The shim runs the bundled CLI (dist/bundle/mcp-lint.cjs, one
// CommonJS file, see scripts/bundle-cli.mjs) with its compiled code cached between runs:
// - Where the bundle's directory is writable (a project's node_modules, most global installs): node:vm with V8 cached
//   data kept beside the bundle, made after the run so that it also holds every function the run compiled lazily (the
//   rules, the validators, the formatter). A cache V8 rejects (made under other V8 flags) is replaced by one for this
//   run's, which the next run accepts.
// - A read-only install (and Windows, see loadBundle) on Node ≥ 22.1: module.enableCompileCache(), which keeps its
//   cache in the OS temporary directory. Node makes that cache when the bundle is compiled, before it runs, so it
//   holds only the code compiled eagerly: on Node 22 a small run costs about 31 ms above `node -e 0` with it and
//   19 ms with the cache beside the bundle (docs/benchmarks.md, "Start-up on each Node"). On Node 20 a read-only
//   install runs without a cache (making one would be wasted work on every run).
// Which output runs is decided by a marker, not by file times (`npm pack` gives every file the same time): the
// bundle step writes dist/bundle/complete last, and a checkout compiled by tsc alone has no marker and runs
// dist/lint/cli.js. An error while loading exits 2 with one line, never a stack trace.
const { accessSync, constants, existsSync, readFileSync, renameSync, statSync, writeFileSync, unlinkSync } = require('node:fs');
const { isAscii } = require('node:buffer');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const Module = require('node:module');

// Node 20's V8 (11.3) starts optimising a function after 66 KiB of bytecode has run in it (its --interrupt-budget), a
// threshold made for long-lived pages. A lint run lasts a fraction of a second: on the published servers' captures V8
// optimised 250 functions at that threshold and threw 26 of those back, for 30% of the run's CPU time. Eight times the
// threshold optimises about 90, the ones the run spends its time in: 0.44 s becomes 0.38 s there, the 2,000-tool
// corpus 0.30 s becomes 0.26 s, and a 100,000-tool file and source mode are unchanged (docs/benchmarks.md, "Tiering").
// Only the V8 it was measured on gets it: V8 12 (Node 22) has no such flag and would print "unrecognized flag".
if (/^11\.3\./.test(process.versions.v8)) require('node:v8').setFlagsFromString('--interrupt-budget=540672');

const dist = join(__dirname, '..', 'dist');
const bundle = join(dist, 'bundle', 'mcp-lint.cjs');
const marker = join(dist, 'bundle', 'complete');
const replayCheck = join(dist, 'bundle', 'replay.cjs');
const compiled = join(dist, 'lint', 'cli.js');

function failToLoad(path, error) {
  const reason = String((error && error.message) || error).split('\n')[0];
  process.stderr.write(`mcp-lint: cannot load ${path} (${reason}); reinstall create-mcp-tool, and report it if that does not help.\n`);
  process.exitCode = 2;
}

// V8 checks cached data against the source's length only, so the cache file starts with a line naming the bundle's
// size and modification time: a bundle edited in place (patch-package, a hand fix) to the same length is not run with
// the old code.
const CACHE_HEADER = 'mcp-lint v8 cache';

// The bundle is ASCII (esbuild escapes other characters everywhere but in regular expression literals, which the source
// writes with \u escapes; test/formatters/bin-shim.test.ts checks the build), and ASCII bytes read as Latin-1 are the
// same text: a third of the time of decoding 1.3 MB as UTF-8 (about 2 ms on Node 22). A bundle edited to hold other
// characters is decoded as UTF-8, as before.
function bundleText() {
  const bytes = readFileSync(bundle);
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}

function loadWithCodeCache() {
  const vm = require('node:vm');
  const cacheFile = `${bundle}.${process.version}-${process.arch}.v8-cache`;
  const { size, mtimeMs } = statSync(bundle);
  const header = `${CACHE_HEADER} ${size} ${mtimeMs}\n`;
  let cachedData;
  try {
    const file = readFileSync(cacheFile);
    if (file.toString('latin1', 0, header.length) === header) cachedData = file.subarray(header.length);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(Module.wrap(bundleText()), { filename: bundle, cachedData });
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, Module.createRequire(bundle), module, bundle, join(bundle, '..'));
  const saveCache = () => {
    // A read-only install (on Node 20): making the data would be wasted work on every run.
    if ((cachedData !== undefined && !script.cachedDataRejected) || !bundleDirWritable()) return;
    // After the run, so the cache also holds the functions this run compiled lazily. Written whole, then renamed,
    // so a concurrent run never reads half a file.
    const partial = `${cacheFile}.${process.pid}.tmp`;
    try {
      writeFileSync(partial, Buffer.concat([Buffer.from(header, 'latin1'), script.createCachedData()]));
      renameSync(partial, cacheFile);
    } catch {
      try { unlinkSync(partial); } catch { /* nothing was written */ }
    }
  };
  return { main: module.exports.main, saveCache };
}

function bundleDirWritable() {
  try {
    accessSync(join(bundle, '..'), constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function loadBundle() {
  // On Windows accessSync cannot tell a directory the user may not write to (it ignores ACLs), so Node's own compile
  // cache is kept there rather than failing to write a cache on every run.
  if (typeof Module.enableCompileCache === 'function' && (process.platform === 'win32' || !bundleDirWritable())) {
    Module.enableCompileCache();
    return { main: require(bundle).main, saveCache: () => {} };
  }
  return loadWithCodeCache();
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
