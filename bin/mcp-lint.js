#!/usr/bin/env node
'use strict';
// mcp-lint: runs dist/bundle/mcp-lint.cjs, or dist/cli/mcp-lint.js in a checkout built by tsc alone (see run-command.js).
require('./run-command.js').runCommand('mcp-lint', 'lint/cli.js');
