// docs/ci.md "The hook from a local build", run for real: the install the docs show, of an `npm pack` of this
// checkout, then the real pre-commit (installed into a virtual environment from pip) with the .pre-commit-config.yaml
// the docs show pointed at that install, in a git repository with a capture that has errors (the hook fails with
// mcp-lint's findings) and then a clean one.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { e2eNpmEnv, packSelf } from '../helpers/pack.js';
import { pythonWith } from '../helpers/python-venv.js';
import { tempDir } from '../helpers/temp.js';

const SETUP_TIMEOUT_MS = 5 * 60_000;
const RUN_TIMEOUT_MS = 2 * 60_000;
const DOCUMENTED_TARBALL = '/abs/path/to/create-mcp-tool-0.1.0.tgz';
const DOCUMENTED_BUILD = '/abs/path/to/mcp-lint-build';

const work = tempDir('mcp-lint-pre-commit-');
const repo = join(work, 'repo');
let preCommit = '';
let config = '';

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: RUN_TIMEOUT_MS });
  return { code: result.status, output: `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}` };
}

function ok(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv) {
  const result = run(command, args, cwd, env);
  expect(result.code, `${command} ${args.join(' ')}:\n${result.output}`).toBe(0);
}

/** The sh and yaml blocks of the section "The hook from a local build" in docs/ci.md. */
function documented(): { install: string; config: string } {
  const page = readFileSync(join(REPO_ROOT, 'docs', 'ci.md'), 'utf8');
  const start = page.indexOf('\n### The hook from a local build\n');
  expect(start, 'a section "The hook from a local build" in docs/ci.md').toBeGreaterThanOrEqual(0);
  const section = page.slice(start, page.indexOf('\n## ', start));
  const install = /```sh\n([\s\S]*?)```/.exec(section);
  const config = /```yaml\n([\s\S]*?)```/.exec(section);
  expect(install, 'an sh block in that section').not.toBeNull();
  expect(config, 'a yaml block in that section').not.toBeNull();
  return { install: install![1]!, config: config![1]! };
}

beforeAll(() => {
  const tarball = packSelf().slice('file:'.length);
  const build = join(work, 'mcp-lint-build');
  const steps = documented();
  expect(steps.install).toBe(`npm install --prefix ${DOCUMENTED_BUILD} --no-save ${DOCUMENTED_TARBALL}\n`);
  expect(steps.config).toContain(`entry: ${DOCUMENTED_BUILD}/node_modules/.bin/mcp-lint --skip-non-tool-files\n`);
  const [npm, ...args] = steps.install
    .trim()
    .replace(DOCUMENTED_BUILD, build)
    .replace(DOCUMENTED_TARBALL, tarball)
    .split(' ');
  ok(npm!, args, work, { ...process.env, ...e2eNpmEnv() });
  config = steps.config.replace(DOCUMENTED_BUILD, build);
  preCommit = join(dirname(pythonWith(['pre-commit'])), 'pre-commit');
  ok('git', ['init', '--quiet', repo], work);
}, SETUP_TIMEOUT_MS);

/** `pre-commit run --all-files` in the repository with these files committed to its index. */
function preCommitRun(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(repo, name), text);
  ok('git', ['add', '--all'], repo);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...e2eNpmEnv(),
    PRE_COMMIT_HOME: join(work, 'pre-commit-home'),
    NO_COLOR: '1',
  };
  delete env.COLUMNS; // stylish output at its width for a non-terminal, as the expected lines assume
  return run(preCommit, ['run', '--all-files', '--color', 'never'], repo, env);
}

it(
  "docs/ci.md's local hook lints with the packed build: a capture with errors fails the hook, a clean one passes",
  () => {
    const shipped = readFileSync(join(REPO_ROOT, '.pre-commit-hooks.yaml'), 'utf8');
    const typesOr = /^ {2}types_or: (.*)$/m.exec(shipped)![1];
    expect(config, 'the same files as the shipped hook').toContain(`        types_or: ${typesOr}\n`);

    const bad = preCommitRun({
      '.pre-commit-config.yaml': config,
      'package.json': JSON.stringify({ name: 'x', version: '1.0.0' }),
      'tools.json': readFileSync(join(REPO_ROOT, 'examples', 'tools.json'), 'utf8'),
    });
    expect(bad.code, bad.output).toBe(1);
    expect(bad.output).toMatch(/^mcp-lint\.+Failed$/m);
    // A hook's output is not a terminal: one line per finding, nothing wrapped.
    expect(bad.output).toMatch(
      /^tools\.json:\d+:\d+ {2}error {2}inputSchema\.properties\.assignee\.type must be one of .* {2}input-schema-valid$/m,
    );
    expect(bad.output).not.toMatch(/^package\.json$/m);

    const clean = preCommitRun({ 'tools.json': readFileSync(join(REPO_ROOT, 'examples', 'clean-tools.json'), 'utf8') });
    expect(clean.code, clean.output).toBe(0);
    expect(clean.output).toMatch(/^mcp-lint\.+Passed$/m);
  },
  2 * RUN_TIMEOUT_MS,
);
