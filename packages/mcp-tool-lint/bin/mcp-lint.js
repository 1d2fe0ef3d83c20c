#!/usr/bin/env node
'use strict';
// mcp-tool-lint is the linter under a name of its own (the npm name mcp-lint belongs to another project): it
// depends on create-mcp-tool at the same version and runs that package's mcp-lint command, so both always agree.
const { dirname, join } = require('node:path');

require(join(dirname(require.resolve('create-mcp-tool/package.json')), 'bin', 'mcp-lint.js'));
