// docs/create.md "Try it from a clone", run as written: from a packed tarball, `npx ./create-mcp-tool-*.tgz my-server --yes`
// scaffolds and installs a project whose create-mcp-tool devDependency is a copy of that tarball inside the project
// (the version is not on the registry, and the tarball's own path exists only on this machine), then its tests and
// lint:mcp pass, and no file of the project names a path of this machine. No CREATE_MCP_TOOL_SELF_SPEC: the scaffolder finds where it was
// installed from by itself. One real install, offline first, in a temporary folder. Then the section's npm exec
// spellings: the scaffolder (without install) and mcp-lint alone, from the same tarball.
import { spawn } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { e2eNpmEnv, packSelf, tempDir } from './helpers.js';

const STEP_TIMEOUT_MS = 5 * 60_000;

let tarball = '';
// `npm pack`, into a temporary folder and without its prepack build (dist/ is built, and other tests read it).
beforeAll(() => void (tarball = packSelf().slice('file:'.length)));

/** The section "Try it from a clone" of docs/create.md, up to the next one. */
function section(): string {
  const page = readFileSync(join(REPO_ROOT, 'docs', 'create.md'), 'utf8');
  const start = page.indexOf('\n## Try it from a clone\n');
  expect(start, 'a section "Try it from a clone" in docs/create.md').toBeGreaterThanOrEqual(0);
  return page.slice(start, page.indexOf('\n## ', start + 1));
}

/** The commands of the "Try it from a clone" block of docs/create.md, one per line. */
function documentedCommands(): string[] {
  const block = /```sh\n([\s\S]*?)```/.exec(section());
  expect(block, 'a sh block in the section "Try it from a clone" of docs/create.md').not.toBeNull();
  return block![1]!.split('\n').filter(Boolean);
}

/** A user's environment: npx's "Ok to proceed?" answered y (npm_config_yes), no test-only override. */
function userEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...e2eNpmEnv(), NO_COLOR: '1', npm_config_yes: 'true' };
  delete env.CREATE_MCP_TOOL_SELF_SPEC;
  return env;
}

/** Every file of a project as it would be pushed (node_modules and .git are not), with the paths of this machine it names. */
function machinePaths(project: string, machine: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.git' || entry.name === '.venv') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith('.tgz')) {
        const text = readFileSync(path, 'utf8');
        for (const place of machine)
          if (text.includes(place)) found.push(`${path.slice(project.length + 1)} names ${place}`);
      }
    }
  };
  walk(project);
  return found;
}

/** Paths of this machine a pushed project must not name: where the tarball was, the temporary folder, home, this checkout. */
const machine = (tarballPath: string) => [dirname(tarballPath), tmpdir(), homedir(), REPO_ROOT];

/** What a project made from the tarball installs mcp-lint from: its own copy, by a path inside the project. */
const vendored = (tarballPath: string) => `vendor/${basename(tarballPath)}`;

function sh(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), STEP_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

it(
  'docs/create.md "Try it from a clone": npm pack, npx ./create-mcp-tool-*.tgz my-server --yes, npm test and npm run lint:mcp all pass',
  async () => {
    const commands = documentedCommands();
    expect(commands).toEqual([
      'npm pack',
      'npx ./create-mcp-tool-*.tgz my-server --yes',
      'cd my-server',
      'npm test',
      'npm run lint:mcp',
    ]);
    let cwd = join(tarball, '..');
    const env = userEnv();
    for (const command of commands.slice(1)) {
      if (command.startsWith('cd ')) {
        cwd = join(cwd, command.slice(3));
        continue;
      }
      const run = await sh(command, cwd, env);
      expect(run.code, `${command} in ${cwd}:\n${run.output}`).toBe(0);
      if (command.startsWith('npx ')) {
        const pkg = JSON.parse(readFileSync(join(cwd, 'my-server', 'package.json'), 'utf8')) as {
          devDependencies: Record<string, string>;
        };
        expect(pkg.devDependencies['create-mcp-tool']).toBe(`file:${vendored(tarball)}`);
        expect(readFileSync(join(cwd, 'my-server', vendored(tarball)))).toEqual(readFileSync(tarball));
        // The closing message says how the project finds the linter once pushed.
        expect(run.output).toContain(`mcp-lint comes from ${vendored(tarball)}, a copy of the tarball this ran from`);
        expect(run.output).toContain('commit it with the project');
      }
    }
    // package-lock.json included: a clone installs from the project's own copy.
    expect(machinePaths(cwd, machine(tarball))).toEqual([]);
  },
  4 * STEP_TIMEOUT_MS,
);

it(
  'a Python project made from the tarball names its own copy in README, CI and the pre-commit hook, and lints with it',
  async () => {
    const cwd = tempDir('create-mcp-tool-python-');
    const env = userEnv();
    const created = await sh(
      `npx --package ${tarball} -- create-mcp-tool py-server --language python --yes --no-git`,
      cwd,
      env,
    );
    expect(created.code, created.output).toBe(0);
    const project = join(cwd, 'py-server');
    expect(machinePaths(project, machine(tarball))).toEqual([]);
    const npx = `npx --yes --package ./${vendored(tarball)} -- mcp-lint src`;
    for (const file of ['README.md', '.github/workflows/ci.yml', '.pre-commit-config.yaml'])
      expect(readFileSync(join(project, file), 'utf8'), file).toContain(npx);
    expect(created.output).toContain(`mcp-lint comes from ${vendored(tarball)}`);
    // The hook's command, run where the hook runs it: the project's root.
    const linted = await sh(npx, project, env);
    expect(linted.code, linted.output).toBe(0);
    expect(linted.output).toMatch(/\d+ files, \d+ tools: no problems/);
  },
  2 * STEP_TIMEOUT_MS,
);

it(
  'docs/create.md: `npm exec --package ./create-mcp-tool-*.tgz -- create-mcp-tool` scaffolds with that tarball, and `npx --package … -- mcp-lint` lints with it',
  async () => {
    const prose = section().replace(/\n/g, ' ');
    const scaffold = 'npm exec --package ./create-mcp-tool-*.tgz -- create-mcp-tool my-server';
    const lint = 'npx --package ./create-mcp-tool-*.tgz -- mcp-lint <paths>';
    for (const command of [scaffold, lint]) expect(prose).toContain(`\`${command}\``);
    const cwd = tempDir('create-mcp-tool-exec-');
    copyFileSync(tarball, join(cwd, basename(tarball)));
    const env = userEnv();
    const created = await sh(`${scaffold} --yes --no-install --no-git`, cwd, env);
    expect(created.code, created.output).toBe(0);
    const pkg = JSON.parse(readFileSync(join(cwd, 'my-server', 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(pkg.devDependencies['create-mcp-tool']).toBe(`file:${vendored(tarball)}`);
    const linted = await sh(lint.replace('<paths>', 'my-server/src'), cwd, env);
    expect(linted.code, linted.output).toBe(0);
    expect(linted.output).toMatch(/\d+ files?, \d+ tools?: no problems/);
  },
  2 * STEP_TIMEOUT_MS,
);
