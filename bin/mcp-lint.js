#!/usr/bin/env node
// Thin shim: the CLI returns its exit code instead of calling process.exit, so output is flushed first.
// It runs the bundled CLI (dist/bundle: fast start-up). A checkout compiled with tsc alone, where the bundle is
// missing or older than the tsc output, runs dist/lint instead, so a stale bundle is never used.
import module from 'node:module';
import { statSync } from 'node:fs';

// Node 22.1+ keeps V8's compiled code between runs (a no-op on Node 20, which has no such cache).
module.enableCompileCache?.();

const modified = (path) => statSync(new URL(path, import.meta.url), { throwIfNoEntry: false })?.mtimeMs;
const bundled = modified('../dist/bundle/mcp-lint.js');
const compiled = modified('../dist/lint/cli.js');
const useBundle = bundled !== undefined && (compiled === undefined || bundled >= compiled);
const { main } = await import(useBundle ? '../dist/bundle/mcp-lint.js' : '../dist/lint/cli.js');
process.exitCode = await main(process.argv.slice(2));
