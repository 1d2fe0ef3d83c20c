#!/usr/bin/env node
'use strict';
// Thin shim: the CLI returns its exit code instead of calling process.exit, so output is flushed first.
//
// mcp-lint runs on every commit, so start-up matters. The shim runs the bundled CLI (dist/bundle/mcp-lint.cjs, one
// CommonJS file) through node:vm with a V8 code cache kept beside it: later runs skip parsing and compiling the
// code the first run used (Node 22 does this itself with module.enableCompileCache; Node 20 cannot). The cache is
// only an optimisation: when it cannot be read or written (a read-only install), or V8 rejects it (another Node
// version), the bundle is compiled as usual. A checkout compiled with tsc alone, where the bundle is missing or
// older than the tsc output, runs dist/lint instead, so a stale bundle is never used.
const { readFileSync, renameSync, statSync, writeFileSync, unlinkSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const bundle = join(__dirname, '..', 'dist', 'bundle', 'mcp-lint.cjs');
const compiled = join(__dirname, '..', 'dist', 'lint', 'cli.js');
const modified = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs;

function loadBundle() {
  const Module = require('node:module');
  const vm = require('node:vm');
  const cacheFile = `${bundle}.${process.version}-${process.arch}.v8-cache`;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(Module.wrap(readFileSync(bundle, 'utf8')), { filename: bundle, cachedData });
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, Module.createRequire(bundle), module, bundle, join(bundle, '..'));
  const saveCache = () => {
    if (cachedData !== undefined && !script.cachedDataRejected) return;
    // After the run, so the cache also holds the functions this run compiled lazily. Written whole, then renamed,
    // so a concurrent run never reads half a file.
    const partial = `${cacheFile}.${process.pid}.tmp`;
    try {
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, cacheFile);
    } catch {
      try { unlinkSync(partial); } catch { /* nothing was written */ }
    }
  };
  return { main: module.exports.main, saveCache };
}

async function run() {
  const bundled = modified(bundle);
  const tscOutput = modified(compiled);
  if (bundled !== undefined && (tscOutput === undefined || bundled >= tscOutput)) {
    const { main, saveCache } = loadBundle();
    process.exitCode = await main(process.argv.slice(2));
    saveCache();
  } else if (tscOutput !== undefined) {
    const { main } = await import(pathToFileURL(compiled).href);
    process.exitCode = await main(process.argv.slice(2));
  } else {
    // A checkout that was never built: say what to do instead of a module-not-found stack trace.
    process.stderr.write(`mcp-lint: ${join(__dirname, '..', 'dist')} is missing; run \`npm run build\` in ${join(__dirname, '..')} first.\n`);
    process.exitCode = 2;
  }
}

run();
