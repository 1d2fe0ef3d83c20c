#!/usr/bin/env node
'use strict';
// Thin shim (CommonJS, like everything in bin/): the CLI returns its exit code instead of calling process.exit.
// Runs the bundle (dist/bundle/create-mcp-tool.cjs) when the bundle step's marker says it is complete, else the tsc
// output of a checkout; an error while loading exits 2 with one line. On Node ≥ 22.1 Node's own compile cache keeps the
// compiled bundle, in a directory only this user can write (user-cache-dir.js), or nowhere.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const Module = require('node:module');
const { compileCacheDir } = require('./user-cache-dir.js');

const dist = join(__dirname, '..', 'dist');
const marker = join(dist, 'bundle', 'complete');

async function load() {
  let main;
  if (existsSync(marker)) {
    const cacheDir = typeof Module.enableCompileCache === 'function' ? compileCacheDir() : undefined;
    if (cacheDir !== undefined) Module.enableCompileCache(cacheDir);
    main = require(join(dist, 'bundle', 'create-mcp-tool.cjs')).main;
  } else {
    main = (await import(pathToFileURL(join(dist, 'create', 'cli.js')).href)).main;
  }
  if (typeof main !== 'function') throw new Error('it has no main function');
  return main;
}

load().then(
  async (main) => {
    process.exitCode = await main(process.argv.slice(2));
  },
  (error) => {
    const reason = String((error && error.message) || error).split('\n')[0];
    process.stderr.write(`create-mcp-tool: cannot load ${dist} (${reason}); reinstall create-mcp-tool, or run \`npm run build\` in a checkout.\n`);
    process.exitCode = 2;
  },
);
