#!/usr/bin/env node
// Thin shim: the CLI returns its exit code instead of calling process.exit, so output is flushed first.
import { main } from '../dist/lint/cli.js';

process.exitCode = await main(process.argv.slice(2));
