// Runs the GitHub Action's script (action/run.mjs) as the action's step runs it: inputs as INPUT_* variables,
// GITHUB_OUTPUT and GITHUB_STEP_SUMMARY temporary files, no other GITHUB_* variable unless given.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';

const SCRIPT = join(REPO_ROOT, 'action', 'run.mjs');

export interface ActionRunOptions {
  /** Write GITHUB_STEP_SUMMARY (default true). */
  summary?: boolean;
  /** More runner variables (GITHUB_WORKSPACE, …). */
  runner?: Record<string, string>;
  /** PATH for the step, where it finds npx (default: the tests' own). */
  path?: string;
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string | undefined;
}

/** Runs the step in `work` (its cwd, RUNNER_TEMP and where the output and summary files go). */
export function runAction(work: string, inputs: Record<string, string>, { summary = true, runner = {}, path = process.env.PATH }: ActionRunOptions = {}): ActionRun {
  const id = Math.random().toString(36).slice(2);
  const outputFile = join(work, `output-${id}`);
  const summaryFile = join(work, `summary-${id}.md`);
  writeFileSync(outputFile, '');
  const env: Record<string, string | undefined> = { ...process.env, PATH: path, GITHUB_OUTPUT: outputFile, NO_COLOR: '1', RUNNER_TEMP: work };
  if (summary) {
    writeFileSync(summaryFile, '');
    env.GITHUB_STEP_SUMMARY = summaryFile;
  } else delete env.GITHUB_STEP_SUMMARY;
  for (const key of Object.keys(env)) if (key.startsWith('INPUT_') || (key.startsWith('GITHUB_') && key !== 'GITHUB_OUTPUT' && key !== 'GITHUB_STEP_SUMMARY')) delete env[key];
  Object.assign(env, runner);
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase().replace(/-/g, '_')}`] = value;
  const run = spawnSync(process.execPath, [SCRIPT], { cwd: work, env: env as NodeJS.ProcessEnv, encoding: 'utf8' });
  const outputs = Object.fromEntries(readFileSync(outputFile, 'utf8').split('\n').filter(Boolean).map((line) => line.split(/=(.*)/s).slice(0, 2)));
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, outputs, summary: summary ? readFileSync(summaryFile, 'utf8') : undefined };
}
