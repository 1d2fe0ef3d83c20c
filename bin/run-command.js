'use strict';
// What both bins do (CommonJS, like everything in bin/): run the command's bundle (dist/bundle/<name>.cjs) when the
// bundle step's marker says it is complete, else the tsc output of a checkout, and set the exit code from what its
// main returns (the CLIs return it instead of calling process.exit, so output is flushed first). An error while
// loading exits 2 with one line. On Node ≥ 22.1 Node's own compile cache keeps the compiled bundle, in a directory
// only this user can write (user-cache-dir.js), or nowhere.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const Module = require('node:module');
const { compileCacheDir } = require('./user-cache-dir.js');

const dist = join(__dirname, '..', 'dist');

/** `command`: its name and bundle's; `compiled`: its entry point in a checkout's tsc output, under dist/. */
function runCommand(command, compiled) {
  load(command, compiled).then(
    async (main) => {
      process.exitCode = await main(process.argv.slice(2));
    },
    (error) => {
      const reason = String((error && error.message) || error).split('\n')[0];
      process.stderr.write(
        `${command}: cannot load ${dist} (${reason}); reinstall create-mcp-tool, or run \`npm run build\` in a checkout.\n`,
      );
      process.exitCode = 2;
    },
  );
}

async function load(command, compiled) {
  let main;
  if (existsSync(join(dist, 'bundle', 'complete'))) {
    // mcp-lint's bundle has minified names; the stack trace MCP_LINT_DEBUG prints shows each frame at its place in
    // src/ through the source map beside the bundle. Node reads the map only when this is on, so a normal run never does.
    if (command === 'mcp-lint' && process.env.MCP_LINT_DEBUG) process.setSourceMapsEnabled(true);
    const cacheDir = typeof Module.enableCompileCache === 'function' ? compileCacheDir() : undefined;
    if (cacheDir !== undefined) Module.enableCompileCache(cacheDir);
    main = require(join(dist, 'bundle', `${command}.cjs`)).main;
  } else {
    main = (await import(pathToFileURL(join(dist, compiled)).href)).main;
  }
  if (typeof main !== 'function') throw new Error('it has no main function');
  return main;
}

module.exports = { runCommand };
