#!/usr/bin/env node
'use strict';
// create-mcp-tool: runs dist/bundle/create-mcp-tool.cjs, or dist/create/cli.js in a checkout built by tsc alone (see
// run-command.js).
require('./run-command.js').runCommand('create-mcp-tool', 'create/cli.js');
