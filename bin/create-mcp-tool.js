#!/usr/bin/env node
'use strict';
// Thin shim (CommonJS, like everything in bin/): the CLI returns its exit code instead of calling process.exit.
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

import(pathToFileURL(join(__dirname, '..', 'dist', 'create', 'cli.js')).href).then(async ({ main }) => {
  process.exitCode = await main(process.argv.slice(2));
});
