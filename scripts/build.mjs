// Build: generate precompiled validators, compile TypeScript to dist/ (library API and types),
// then bundle the mcp-lint command into dist/bundle/ for fast start-up (see scripts/bundle-cli.mjs), and keep only the
// declaration files the library API needs.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { pruneTypes } from './prune-types.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
rmSync(join(root, 'dist'), { recursive: true, force: true });
if (existsSync(join(root, 'scripts/build-validators.mjs'))) run(process.execPath, ['scripts/build-validators.mjs']);
run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);
run(process.execPath, ['scripts/bundle-cli.mjs']);
// After the bundle: only the declarations the library API reaches are published (scripts/prune-types.mjs).
pruneTypes(join(root, 'dist'));
