// The GitHub Action's step (action.yml): turns the action's inputs (INPUT_* environment variables) into an mcp-lint
// command line, runs it through npx without a shell, records outputs for later steps and exits with mcp-lint's code.
// A bad input is reported as a workflow error annotation and exits 2, like a bad flag to mcp-lint itself.
import { spawnSync } from 'node:child_process';
import { appendFileSync, lstatSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const PACKAGE = 'mcp-tool-lint';

/** The npx arguments for these inputs, or a message saying which input is wrong. */
export function commandFor(env) {
  const paths = (env.INPUT_PATHS ?? '.').split(/\s+/).filter(Boolean);
  const format = (env.INPUT_FORMAT || 'annotations').trim();
  const maxWarnings = (env.INPUT_MAX_WARNINGS ?? '').trim();
  const version = (env.INPUT_VERSION || 'latest').trim();
  const sarifFile = (env.INPUT_SARIF_FILE || 'mcp-lint.sarif').trim();
  if (!/^(latest|next|[0-9A-Za-z.^~<>=*+-]+)$/.test(version)) return { error: `version: ${JSON.stringify(version)} is not a version, a range or "latest".` };
  if (maxWarnings !== '' && !/^\d+$/.test(maxWarnings)) return { error: `max-warnings: ${JSON.stringify(maxWarnings)} is not a whole number; leave it empty for no limit.` };
  if (format !== 'sarif' && format !== 'annotations') return { error: `format: ${JSON.stringify(format)} is not "sarif" or "annotations".` };
  // "--" ends mcp-lint's options, so a path that starts with "-" is still a path.
  const lint = format === 'sarif' ? ['--format', 'sarif', '--output-file', sarifFile] : ['--format', 'github'];
  if (maxWarnings !== '') lint.push('--max-warnings', maxWarnings);
  const args = ['--yes', `${PACKAGE}@${version}`, ...lint, ...paths.map((p) => (p.startsWith('-') ? `./${p}` : p))];
  return { args, sarifFile: format === 'sarif' ? sarifFile : undefined };
}

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

function main() {
  const command = commandFor(process.env);
  if ('error' in command) {
    process.stdout.write(`::error title=mcp-lint action::${escapeCommand(command.error)}\n`);
    setOutput('exit-code', 2);
    return 2;
  }
  process.stdout.write(`npx ${command.args.join(' ')}\n`);
  // No shell: inputs never become shell syntax. (Linux and macOS runners; action.yml runs this step with bash.)
  const run = spawnSync('npx', command.args, { stdio: 'inherit', shell: false });
  const code = run.status ?? 2;
  if (run.error) process.stdout.write(`::error title=mcp-lint action::${escapeCommand(`could not run npx: ${run.error.message}`)}\n`);
  setOutput('exit-code', code);
  // Only a report this run wrote is handed to the upload step: exit 2 writes none, and a link the repository ships
  // under that name (which mcp-lint refuses to write through) would upload whatever it points at.
  if (command.sarifFile && code !== 2 && isRegularFile(command.sarifFile)) setOutput('sarif-file', command.sarifFile);
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
