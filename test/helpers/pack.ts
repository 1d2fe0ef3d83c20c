// This repository as `npm pack` makes it, for the tests that install or run a local build as a user would (generated
// projects, the Action's `package` input, a local pre-commit hook), and the npm settings those installs share.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT } from './cli.js';
import { madeOnce, runFolder } from './made-once.js';
import { tempDir } from './temp.js';

/**
 * `npm pack` of this repository (already built), as a `file:` spec (the form of `CREATE_MCP_TOOL_SELF_SPEC`, which
 * makes generated projects install it: test-only, see docs/create.md). Packed once per test run (made-once.ts); each
 * caller gets its own copy, in a temporary folder of its own, to run npm in or next to.
 */
export function packSelf(): string {
  expect(
    existsSync(join(REPO_ROOT, 'dist', 'cli', 'mcp-lint.js')),
    'run "npm run build" before the end-to-end tests',
  ).toBe(true);
  const packed = madeOnce(join(runFolder(), 'pack'), pack, PACK_TIMEOUT_MS);
  const name = readdirSync(packed).find((entry) => entry.endsWith('.tgz'))!;
  const copy = join(tempDir('create-mcp-tool-pack-'), name);
  copyFileSync(join(packed, name), copy);
  return `file:${copy}`;
}

function pack(packDir: string): void {
  // --ignore-scripts: prepack would rebuild dist/ underneath the other tests; the build is already there.
  const pack = spawnSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', packDir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (pack.status !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
}

const PACK_TIMEOUT_MS = 2 * 60_000;

/** npm settings for the end-to-end installs: one shared cache (CREATE_MCP_TOOL_E2E_NPM_CACHE, or npm's), offline first, quiet. */
export function e2eNpmEnv(): Record<string, string> {
  return {
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_loglevel: 'error',
    ...(process.env.CREATE_MCP_TOOL_E2E_NPM_CACHE
      ? { npm_config_cache: process.env.CREATE_MCP_TOOL_E2E_NPM_CACHE }
      : {}),
  };
}
