// The mcp-lint-python hook with the real pre-commit framework (pip-installed): `pre-commit try-repo` on a copy of
// this checkout as a release tag has it (every file git tracks, plus the built bundle committed: docs/python.md,
// "Releasing"). pre-commit pip-installs that copy, as it does a tag, and the hook fails a Python project's commit on
// a tutorial mistake, naming the rule, and passes once it is fixed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { pythonAvailable, pythonWith } from '../helpers/python-venv.js';
import { tempDir } from '../helpers/temp.js';

const SETUP_TIMEOUT_MS = 5 * 60_000;
const RUN_TIMEOUT_MS = 2 * 60_000;
const GIT_IDENTITY = ['-c', 'user.name=test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false'];

const work = tempDir('mcp-lint-try-repo-');
const release = join(work, 'create-mcp-tool');
const project = join(work, 'project');
let preCommit = '';

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: RUN_TIMEOUT_MS });
  return { code: result.status, output: `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}` };
}

function ok(command: string, args: string[], cwd: string) {
  const result = run(command, args, cwd);
  expect(result.code, `${command} ${args.join(' ')}:\n${result.output}`).toBe(0);
}

/** This checkout as a release tag holds it: what git tracks (as in the working tree) and the built bundle, committed. */
function releaseCopy(): void {
  const tracked = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], REPO_ROOT);
  expect(tracked.code).toBe(0);
  for (const path of tracked.output.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(release, path)), { recursive: true });
    cpSync(join(REPO_ROOT, path), join(release, path), { verbatimSymlinks: true });
  }
  for (const built of ['dist/bundle', 'THIRD-PARTY-NOTICES'])
    cpSync(join(REPO_ROOT, built), join(release, built), { recursive: true });
  ok('git', ['init', '--quiet', release], work);
  ok('git', ['add', '--all', '--force'], release);
  ok('git', [...GIT_IDENTITY, 'commit', '--quiet', '-m', 'release'], release);
}

beforeAll(() => {
  if (!pythonAvailable) return;
  releaseCopy();
  preCommit = join(dirname(pythonWith(['pre-commit'])), 'pre-commit');
  ok('git', ['init', '--quiet', project], work);
}, SETUP_TIMEOUT_MS);

function tryRepo(server: string) {
  writeFileSync(join(project, 'server.py'), server);
  ok('git', ['add', '--all'], project);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PIP_RETRIES: '0',
    PIP_DISABLE_PIP_VERSION_CHECK: '1',
    PRE_COMMIT_HOME: join(work, 'pre-commit-home'),
    NO_COLOR: '1',
  };
  delete env.COLUMNS;
  return run(preCommit, ['try-repo', release, 'mcp-lint-python', '--all-files', '--color', 'never'], project, env);
}

const TUTORIAL = `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def get_forecast(city: str) -> str:
    return f"Sunny in {city}"
`;

const FIXED = TUTORIAL.replace(
  '-> str:\n',
  '-> str:\n    """Get the weather forecast for a city: sky, temperature and rain for today."""\n',
);

it.skipIf(!pythonAvailable)(
  'pre-commit try-repo: the mcp-lint-python hook fails a tutorial mistake, naming the rule, and passes when fixed',
  () => {
    const bad = tryRepo(TUTORIAL);
    expect(bad.code, bad.output).toBe(1);
    expect(bad.output).toMatch(/^mcp-lint\.+Failed$/m);
    expect(bad.output).toMatch(/\.py:7:5\s+error\s.*tool-description$/m);

    const fixed = tryRepo(FIXED);
    expect(fixed.code, fixed.output).toBe(0);
    expect(fixed.output).toMatch(/^mcp-lint\.+Passed$/m);
  },
  2 * RUN_TIMEOUT_MS,
);
