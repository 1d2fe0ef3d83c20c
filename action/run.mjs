// The GitHub Action's step (action.yml): turns the action's inputs (INPUT_* environment variables) into an mcp-lint
// command line, runs it through npx without a shell (mcp-tool-lint from the registry, or a local build's mcp-lint),
// writes the job summary, records outputs for later steps and exits with mcp-lint's own code: 0 clean, 1 findings,
// 2 could not check. Anything that stops the check before mcp-lint runs (a bad input, npx unable to install the
// version or the local build asked for) also exits 2, with an ::error:: line.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, lstatSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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
 * Runs npx with these arguments. Its standard error is kept, to quote in an error line, and shown as it is unless
 * `quiet` (the summary's second run would only repeat what the first one said).
 */
function npx(args, { stdout, quiet = false }) {
  // No shell: inputs never become shell syntax. (Linux and macOS runners; action.yml runs this step with bash.)
  const run = spawnSync('npx', args, { stdio: ['ignore', stdout, 'pipe'], shell: false, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.stderr && !quiet) process.stderr.write(run.stderr);
  const firstLine = (run.stderr ?? '').split('\n').find((line) => line.trim() !== '')?.trim();
  return { code: run.status, error: run.error, firstLine, stdout: run.stdout };
}

/**
 * npx exits 1 when it cannot install a package, the code mcp-lint uses for findings. Asking mcp-lint for its
 * version first tells the two apart, and leaves it in npx's cache for the runs that follow.
 */
function install(plan) {
  const run = npx([...plan.command, '--version'], { stdout: 'pipe' });
  if (run.code === 0) {
    process.stdout.write(`${plan.label} (${run.stdout.trim()})\n`);
    return undefined;
  }
  const why = run.error ? run.error.message : run.code === null ? 'npx was stopped by a signal' : `npx exited ${run.code}`;
  const check = plan.local
    ? 'Check the package input: a tarball made by `npm pack` in a checkout of create-mcp-tool, or a checkout built with `npm run build`'
    : 'Check the version input: it must be a published version, a range or "latest"';
  return `npx could not run ${plan.label} (${why}). ${check}; npm's message is above.`;
}

/**
 * The job summary, from a second run of mcp-lint with `--format json` to a temporary file: the user's report keeps
 * coming from the CLI's own formatters (annotations, SARIF), and the summary from its documented JSON. A summary
 * that cannot be made is a warning, never a change to the step's exit code.
 */
function writeSummary(summaryFile, plan, exitCode) {
  const dir = mkdtempSync(join(process.env.RUNNER_TEMP || tmpdir(), 'mcp-lint-summary-'));
  try {
    const file = join(dir, 'report.json');
    const run = npx([...plan.command, ...plan.summaryArgs(file)], { stdout: 'ignore', quiet: true });
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
  const installFailure = install(plan);
  if (installFailure) return fail(installFailure);

  const args = [...plan.command, ...plan.lintArgs];
  process.stdout.write(`npx ${args.join(' ')}\n`);
  const run = npx(args, { stdout: 'inherit' });
  if (run.error) return fail(`could not run npx: ${run.error.message}`);
  if (run.code === null) return fail('mcp-lint was stopped by a signal');
  // 2 (or any code but 0 and 1) is mcp-lint saying it could not check; its own one-line message says why.
  if (run.code !== 0 && run.code !== 1) return fail(`mcp-lint could not check (exit ${run.code})${run.firstLine ? `: ${run.firstLine}` : ''}`, run.code);
  // Only a report this run wrote is handed to the upload step: exit 2 writes none, and a link the repository ships
  // under that name (which mcp-lint refuses to write through) would upload whatever it points at.
  if (plan.sarifFile && isRegularFile(plan.sarifFile)) setOutput('sarif-file', plan.sarifFile);
  if (process.env.GITHUB_STEP_SUMMARY) writeSummary(process.env.GITHUB_STEP_SUMMARY, plan, run.code);
  setOutput('exit-code', run.code);
  return run.code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
