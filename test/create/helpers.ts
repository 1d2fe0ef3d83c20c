// Helpers for the scaffolder's tests: temporary directories and a spawned CLI that a test can interrupt.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CREATE_BIN } from '../helpers/cli.js';

export { tempDir } from '../helpers/temp.js';
export { e2eNpmEnv, packSelf } from '../helpers/pack.js';

export function entries(dir: string): string[] {
  return readdirSync(dir).sort();
}

/** Every file under dir, as slash-separated relative paths. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, path) : [path];
  });
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
  const child = spawn(process.execPath, [CREATE_BIN, ...args], {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Polls until `condition` holds; fails with `what` if the process ends first or after `limitMs`. */
export async function waitFor(
  condition: () => boolean,
  what: string,
  cli?: SpawnedCli,
  limitMs = 120_000,
): Promise<void> {
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
