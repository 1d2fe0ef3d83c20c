// Helpers for the scaffolder's tests: temporary directories and a spawned CLI that a test can interrupt.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect } from 'vitest';
import { CREATE_BIN, REPO_ROOT } from '../helpers/cli.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh, empty directory removed after the test file (realpath: macOS /tmp is a symlink). */
export function tempDir(prefix = 'create-mcp-tool-test-'): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.push(dir);
  return dir;
}

export function entries(dir: string): string[] {
  return readdirSync(dir).sort();
}

export interface SpawnedCli {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the built CLI without waiting for it, so a test can send it a signal midway. */
export function spawnCreate(args: string[], options: { cwd: string; env?: Record<string, string> }): SpawnedCli {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...options.env };
  delete env.FORCE_COLOR;
  const child = spawn(process.execPath, [CREATE_BIN, ...args], { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Polls until `condition` holds; fails with `what` if the process ends first or after `limitMs`. */
export async function waitFor(condition: () => boolean, what: string, cli?: SpawnedCli, limitMs = 120_000): Promise<void> {
  const started = Date.now();
  let ended = false;
  void cli?.exited.then(() => (ended = true));
  while (!condition()) {
    if (ended) throw new Error(`The CLI exited before ${what}. Output:\n${cli!.output()}`);
    if (Date.now() - started > limitMs) throw new Error(`Gave up waiting for ${what}. Output:\n${cli?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A `node --import` hook (pass it through NODE_OPTIONS) that logs every resolved module URL to $IMPORT_LOG. */
export const IMPORT_LOG_HOOK = pathToFileURL(join(import.meta.dirname, 'fixtures', 'log-imports.mjs')).href;

/** create-mcp-tool run from the tsc output rather than the bundle, for import logs (see the script). */
export const UNBUNDLED_CREATE = join(import.meta.dirname, 'fixtures', 'run-unbundled.mjs');

export function loadedModules(log: string): string[] {
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
}

/**
 * `npm pack` of this repository (already built) into a temporary folder, as the `CREATE_MCP_TOOL_SELF_SPEC` value that
 * makes generated projects install it (test-only, see docs/create.md).
 */
export function packSelf(): string {
  expect(existsSync(join(REPO_ROOT, 'dist', 'cli', 'mcp-lint.js')), 'run "npm run build" before the end-to-end tests').toBe(true);
  const packDir = tempDir('create-mcp-tool-pack-');
  // --ignore-scripts: prepack would rebuild dist/ underneath the other tests; the build is already there.
  const pack = spawnSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', packDir], { cwd: REPO_ROOT, encoding: 'utf8' });
  expect(pack.status, pack.stderr).toBe(0);
  return `file:${join(packDir, pack.stdout.trim().split('\n').pop()!)}`;
}

/** npm settings for the end-to-end installs: one shared cache (CREATE_MCP_TOOL_E2E_NPM_CACHE, or npm's), offline first, quiet. */
export function e2eNpmEnv(): Record<string, string> {
  return {
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_loglevel: 'error',
    ...(process.env.CREATE_MCP_TOOL_E2E_NPM_CACHE ? { npm_config_cache: process.env.CREATE_MCP_TOOL_E2E_NPM_CACHE } : {}),
  };
}
