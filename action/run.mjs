// The GitHub Action's step (action.yml): turns the action's inputs (INPUT_* environment variables) into an mcp-lint
// command line, installs the linter (mcp-tool-lint from the registry, or a local build) into a folder of its own
// outside the checkout (install.mjs) and runs it there as `node <its bin>`, with the checkout as its working directory
// and data only; writes the job summary, records outputs for later steps and exits with mcp-lint's own code: 0 clean,
// 1 findings, 2 could not check. Anything that stops the check before mcp-lint runs (a bad input, npm unable to
// install the version or the local build asked for) also exits 2, with an ::error:: line.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, lstatSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { installLinter } from './install.mjs';
import { planFor } from './inputs.mjs';
import { failureMarkdown, sourceLinker, summaryMarkdown } from './summary.mjs';

export { planFor };

function isRegularFile(path) {
  try {
    return lstatSync(path).isFile();
  } catch {
    return false;
  }
}

function setOutput(name, value) {
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${name}=${value}\n`);
}

// Workflow commands are read from stdout line by line: keep a message on one line, with %, CR and LF escaped.
const escapeCommand = (text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/**
 * Runs the installed linter (`bin`) with these arguments, in the checkout. Its standard error is kept, to quote in an
 * error line, and shown as it is unless `quiet` (the summary's second run would only repeat what the first one said).
 */
function mcpLint(bin, args, { stdout, quiet = false }) {
  // node itself, with no npm, npx or shell between: nothing of the checkout (.npmrc, node_modules/.bin) is consulted.
  const run = spawnSync(process.execPath, [bin, ...args], { stdio: ['ignore', stdout, 'pipe'], shell: false, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.stderr && !quiet) process.stderr.write(run.stderr);
  const firstLine = (run.stderr ?? '').split('\n').find((line) => line.trim() !== '')?.trim();
  return { code: run.status, error: run.error, firstLine, stdout: run.stdout };
}

/**
 * Installs the linter into `dir` and asks it for its version: `{ bin }`, or `{ error }` saying what stopped it
 * (npm's exit 1 for a version that does not exist must not pass for mcp-lint's 1 of findings).
 */
function install(plan, dir) {
  const check = plan.local
    ? 'Check the package input: a tarball made by `npm pack` in a checkout of create-mcp-tool, or a checkout built with `npm run build`'
    : 'Check the version input: it must be a published version, a range or "latest"';
  const installed = installLinter(plan.spec, dir);
  if (installed.stderr) process.stderr.write(installed.stderr);
  if ('error' in installed) return { error: `npm could not install ${plan.label} (${installed.error}). ${check}; npm's message is above.` };
  const run = mcpLint(installed.bin, ['--version'], { stdout: 'pipe' });
  if (run.code !== 0) {
    const why = run.error ? run.error.message : run.code === null ? 'it was stopped by a signal' : `it exited ${run.code}`;
    return { error: `${plan.label} does not run (mcp-lint --version: ${why}). ${check}; its message is above.` };
  }
  process.stdout.write(`${plan.label} (${run.stdout.trim()})\n`);
  return installed;
}

/**
 * The job summary, from a second run of mcp-lint with `--format json` to a temporary file: the user's report keeps
 * coming from the CLI's own formatters (annotations, SARIF), and the summary from its documented JSON. A summary
 * that cannot be made is a warning, never a change to the step's exit code.
 */
function writeSummary(summaryFile, plan, bin, exitCode) {
  const dir = mkdtempSync(join(process.env.RUNNER_TEMP || tmpdir(), 'mcp-lint-summary-'));
  try {
    const file = join(dir, 'report.json');
    const run = mcpLint(bin, plan.summaryArgs(file), { stdout: 'ignore', quiet: true });
    if (!existsSync(file)) throw new Error(`its JSON run wrote no report (exit ${run.code})`);
    appendFileSync(summaryFile, summaryMarkdown(JSON.parse(readFileSync(file, 'utf8')), { cwd: process.cwd(), label: plan.label, exitCode, linkTo: sourceLinker(process.env) }));
  } catch (error) {
    process.stdout.write(`::warning title=mcp-lint action::${escapeCommand(`No job summary: ${error.message}`)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Stops with an ::error:: line saying what stopped the check, in the log and the job summary. */
function fail(message, code = 2) {
  process.stdout.write(`::error title=mcp-lint action::${escapeCommand(message)}\n`);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, failureMarkdown(message));
  setOutput('exit-code', code);
  return code;
}

function main() {
  const plan = planFor(process.env);
  if ('error' in plan) return fail(plan.error);
  // The linter's own folder: under the runner's temporary directory, never in the workspace.
  const dir = mkdtempSync(join(process.env.RUNNER_TEMP || tmpdir(), 'mcp-lint-linter-'));
  try {
    return check(plan, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function check(plan, dir) {
  const installed = install(plan, dir);
  if ('error' in installed) return fail(installed.error);

  process.stdout.write(`mcp-lint ${plan.lintArgs.join(' ')}\n`);
  const run = mcpLint(installed.bin, plan.lintArgs, { stdout: 'inherit' });
  if (run.error) return fail(`could not run mcp-lint: ${run.error.message}`);
  if (run.code === null) return fail('mcp-lint was stopped by a signal');
  // 2 (or any code but 0 and 1) is mcp-lint saying it could not check; its own one-line message says why.
  if (run.code !== 0 && run.code !== 1) return fail(`mcp-lint could not check (exit ${run.code})${run.firstLine ? `: ${run.firstLine}` : ''}`, run.code);
  // Only a report this run wrote is handed to the upload step: exit 2 writes none, and a link the repository ships
  // under that name (which mcp-lint refuses to write through) would upload whatever it points at.
  if (plan.sarifFile && isRegularFile(plan.sarifFile)) setOutput('sarif-file', plan.sarifFile);
  if (process.env.GITHUB_STEP_SUMMARY) writeSummary(process.env.GITHUB_STEP_SUMMARY, plan, installed.bin, run.code);
  setOutput('exit-code', run.code);
  return run.code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
