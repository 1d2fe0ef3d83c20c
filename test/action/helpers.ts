// Runs the GitHub Action's script (action/run.mjs) as the action's step runs it: inputs as INPUT_* variables,
// GITHUB_OUTPUT and GITHUB_STEP_SUMMARY temporary files, no other GITHUB_* variable unless given.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MCP_LINT_BIN, REPO_ROOT } from '../helpers/cli.js';

const SCRIPT = join(REPO_ROOT, 'action', 'run.mjs');

export interface ActionRunOptions {
  /** Write GITHUB_STEP_SUMMARY (default true). */
  summary?: boolean;
  /** More runner variables (GITHUB_WORKSPACE, …). */
  runner?: Record<string, string>;
  /** PATH for the step, where it finds npm (default: the tests' own). */
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
export function runAction(
  work: string,
  inputs: Record<string, string>,
  { summary = true, runner = {}, path = process.env.PATH }: ActionRunOptions = {},
): ActionRun {
  const id = Math.random().toString(36).slice(2);
  const outputFile = join(work, `output-${id}`);
  const summaryFile = join(work, `summary-${id}.md`);
  writeFileSync(outputFile, '');
  const env: Record<string, string | undefined> = {
    ...process.env,
    PATH: path,
    GITHUB_OUTPUT: outputFile,
    NO_COLOR: '1',
    RUNNER_TEMP: work,
  };
  if (summary) {
    writeFileSync(summaryFile, '');
    env.GITHUB_STEP_SUMMARY = summaryFile;
  } else delete env.GITHUB_STEP_SUMMARY;
  for (const key of Object.keys(env))
    if (
      key.startsWith('INPUT_') ||
      (key.startsWith('GITHUB_') && key !== 'GITHUB_OUTPUT' && key !== 'GITHUB_STEP_SUMMARY')
    )
      delete env[key];
  Object.assign(env, runner);
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase().replace(/-/g, '_')}`] = value;
  const run = spawnSync(process.execPath, [SCRIPT], { cwd: work, env: env as NodeJS.ProcessEnv, encoding: 'utf8' });
  const outputs = Object.fromEntries(
    readFileSync(outputFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
  return {
    code: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    outputs,
    summary: summary ? readFileSync(summaryFile, 'utf8') : undefined,
  };
}

/**
 * A stand-in `npm` in `binDir` for the Action's and the hook's installs (action/install.mjs): it records each call
 * (`npm <args> (in <cwd>)`) in `calls`, fails as npm does for the version `missing`, and otherwise "installs" into
 * `--prefix` a package whose mcp-lint bin records its own arguments (`mcp-lint <args>`) and runs this checkout's
 * mcp-lint — or, for a local build's absolute path, that build's.
 */
export function writeFakeNpm(binDir: string, calls: string, missing: string): void {
  mkdirSync(binDir, { recursive: true });
  const script = `#!${process.execPath}
const { appendFileSync, mkdirSync, writeFileSync } = require('node:fs');
const { join, isAbsolute } = require('node:path');
const args = process.argv.slice(2);
appendFileSync(${JSON.stringify(calls)}, 'npm ' + args.join(' ') + ' (in ' + process.cwd() + ')\\n');
const spec = args[1];
if (spec === 'mcp-tool-lint@${missing}') {
  process.stderr.write('npm error code ETARGET\\nnpm error notarget No matching version found for mcp-tool-lint@${missing}.\\n');
  process.exit(1);
}
const prefix = args[args.indexOf('--prefix') + 1];
const local = isAbsolute(spec);
const name = local ? 'create-mcp-tool' : 'mcp-tool-lint';
const target = local ? join(spec, 'bin', 'mcp-lint.js') : ${JSON.stringify(MCP_LINT_BIN)};
const dir = join(prefix, 'node_modules', name);
mkdirSync(join(dir, 'bin'), { recursive: true });
writeFileSync(join(prefix, 'package.json'), JSON.stringify({ private: true, dependencies: { [name]: spec } }));
writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, bin: { 'mcp-lint': 'bin/mcp-lint.js' } }));
writeFileSync(join(dir, 'bin', 'mcp-lint.js'), "require('node:fs').appendFileSync(" + JSON.stringify(${JSON.stringify(calls)}) + ", 'mcp-lint ' + process.argv.slice(2).join(' ') + '\\\\n');\\nrequire(" + JSON.stringify(target) + ');\\n');
`;
  writeFileSync(join(binDir, 'npm'), script);
  chmodSync(join(binDir, 'npm'), 0o755);
}
