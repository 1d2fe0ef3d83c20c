// The built create-mcp-tool CLI, run as a user would (no TTY: stdin is a pipe), without installing anything.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCreate } from '../helpers/cli.js';
import { entries, filesUnder, spawnCreate, tempDir, waitFor } from './helpers.js';

const OWN_VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const QUIET = ['--no-install', '--no-git'];

function readJson(path: string): Record<string, any> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, any>;
}

describe('without a TTY', () => {
  it('refuses to guess: exit 2, names the missing flags, writes nothing', async () => {
    const cwd = tempDir();
    const run = await runCreate(['my-server'], { cwd });
    expect(run.code).toBe(2);
    for (const flag of ['--transport', '--sdk', '--tools', '--install', '--git', '--yes'])
      expect(run.stderr).toContain(flag);
    expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(entries(cwd)).toEqual([]);
  });

  it('proceeds without --yes when flags answer every question', async () => {
    const cwd = tempDir();
    const run = await runCreate(['srv', '--transport', 'stdio', '--sdk', 'v1', '--tools', 'none', ...QUIET], { cwd });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(existsSync(join(cwd, 'srv', 'package.json'))).toBe(true);
  });

  it('takes the defaults with --yes and no directory', async () => {
    const cwd = tempDir();
    const run = await runCreate(['--yes', ...QUIET], { cwd });
    expect(run.code).toBe(0);
    expect(entries(cwd)).toEqual(['my-mcp-server']);
    expect(readJson(join(cwd, 'my-mcp-server', 'package.json')).name).toBe('my-mcp-server');
  });
});

describe('the generated project', () => {
  it('has every promised file, dotfiles renamed, and no placeholder left', async () => {
    const cwd = tempDir();
    const run = await runCreate(['demo', '-y', '--description', 'Says "hi" & more', ...QUIET], { cwd });
    expect(run.code).toBe(0);
    const dir = join(cwd, 'demo');
    const files = filesUnder(dir);
    for (const file of [
      '.gitignore',
      '.github/workflows/ci.yml',
      '.pre-commit-config.yaml',
      'README.md',
      'package.json',
      'server.json',
      'tsconfig.json',
      'vitest.config.ts',
      'src/index.ts',
      'src/server.ts',
      'src/tools/index.ts',
      'src/tools/add_numbers.ts',
      'src/tools/get_weather.ts',
      'src/tools/read_document.ts',
      'src/tools/edit_document.ts',
      'test/tools.test.ts',
      'test/smoke.test.ts',
      'test/helpers/connect.ts',
      'test/tsconfig.json',
    ]) {
      expect(files, file).toContain(file);
    }
    expect(files.filter((file) => file.split('/').some((segment) => segment.startsWith('_')))).toEqual([]);
    for (const file of files) expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(/\{\{\w+\}\}/);

    const pkg = readJson(join(dir, 'package.json'));
    expect(pkg).toMatchObject({
      name: 'demo',
      description: 'Says "hi" & more',
      type: 'module',
      bin: { demo: 'dist/index.js' },
    });
    expect(Object.keys(pkg.scripts)).toEqual(
      expect.arrayContaining(['build', 'dev', 'start', 'test', 'lint:mcp', 'inspect']),
    );
    expect(pkg.devDependencies['create-mcp-tool']).toBe(OWN_VERSION);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain('Says "hi" & more');
    expect(readFileSync(join(dir, 'src', 'server.ts'), 'utf8')).toContain(
      "new URL('../package.json', import.meta.url)",
    );
    // No temporary sibling left next to the project.
    expect(entries(cwd)).toEqual(['demo']);
  });

  it.each([
    ['v1', 'stdio', '@modelcontextprotocol/sdk/server/stdio.js'],
    ['v1', 'http', '@modelcontextprotocol/sdk/server/streamableHttp.js'],
    ['v2', 'stdio', '@modelcontextprotocol/server/stdio'],
    ['v2', 'http', '@modelcontextprotocol/node'],
  ])('SDK %s over %s depends on the right packages', async (sdk, transport, transportImport) => {
    const cwd = tempDir();
    const run = await runCreate(['p', '-y', '--sdk', sdk, '--transport', transport, ...QUIET], { cwd });
    expect(run.code).toBe(0);
    const pkg = readJson(join(cwd, 'p', 'package.json'));
    const deps = Object.keys(pkg.dependencies).sort();
    const expected =
      sdk === 'v1'
        ? ['@modelcontextprotocol/sdk', 'zod']
        : transport === 'http'
          ? ['@modelcontextprotocol/node', '@modelcontextprotocol/server', 'zod']
          : ['@modelcontextprotocol/server', 'zod'];
    expect(deps).toEqual(expected);
    // Every version is pinned exactly: the set the end-to-end test proves works together.
    for (const version of [...Object.values(pkg.dependencies), ...Object.values(pkg.devDependencies)]) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    }
    expect(readFileSync(join(cwd, 'p', 'src', 'index.ts'), 'utf8')).toContain(transportImport);
    if (sdk === 'v2')
      expect(readFileSync(join(cwd, 'p', 'src', 'server.ts'), 'utf8')).not.toContain('@modelcontextprotocol/sdk');
  });

  it('--tools none gives an empty tool list ready for `add`', async () => {
    const cwd = tempDir();
    const run = await runCreate(['empty', '-y', '--tools', 'none', ...QUIET], { cwd });
    expect(run.code).toBe(0);
    expect(entries(join(cwd, 'empty', 'src', 'tools'))).toEqual(['index.ts']);
    expect(readFileSync(join(cwd, 'empty', 'src', 'tools', 'index.ts'), 'utf8')).toContain('= [];');
  });

  it('points the mcp-lint devDependency elsewhere only through the documented test variable', async () => {
    const cwd = tempDir();
    const somewhere = tempDir();
    writeFileSync(join(somewhere, 'create-mcp-tool-0.0.0.tgz'), 'tarball bytes');
    const run = await runCreate(['p', '-y', ...QUIET], {
      cwd,
      env: { CREATE_MCP_TOOL_SELF_SPEC: `file:${join(somewhere, 'create-mcp-tool-0.0.0.tgz')}` },
    });
    expect(run.code).toBe(0);
    // A tarball is copied into the project and named by its path there (issue 36 item 1).
    expect(readJson(join(cwd, 'p', 'package.json')).devDependencies['create-mcp-tool']).toBe(
      'file:vendor/create-mcp-tool-0.0.0.tgz',
    );
    expect(readFileSync(join(cwd, 'p', 'vendor', 'create-mcp-tool-0.0.0.tgz'), 'utf8')).toBe('tarball bytes');
  });
});

describe('project names', () => {
  it('refuses "My Server!" and suggests a valid name', async () => {
    const cwd = tempDir();
    const run = await runCreate(['My Server!', '-y', ...QUIET], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"My Server!" is not a valid npm package name');
    expect(run.stderr).toContain('--name my-server');
    expect(entries(cwd)).toEqual([]);
  });

  it('accepts the suggested --name for the same directory', async () => {
    const cwd = tempDir();
    const run = await runCreate(['My Server!', '--name', 'my-server', '-y', ...QUIET], { cwd });
    expect(run.code).toBe(0);
    expect(readJson(join(cwd, 'My Server!', 'package.json')).name).toBe('my-server');
  });

  it('refuses ".hidden" and suggests "hidden"', async () => {
    const cwd = tempDir();
    const run = await runCreate(['--name', '.hidden', '-y', ...QUIET], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('cannot start with a period');
    expect(run.stderr).toContain('--name hidden');
    expect(entries(cwd)).toEqual([]);
  });

  it('uses the basename of "../escape" as the name and creates the project at that path', async () => {
    const root = tempDir();
    const cwd = join(root, 'work');
    mkdirSync(cwd);
    const run = await runCreate(['../escape', '-y', ...QUIET], { cwd });
    expect(run.code).toBe(0);
    expect(readJson(join(root, 'escape', 'package.json')).name).toBe('escape');
    expect(entries(root)).toEqual(['escape', 'work']);
    expect(entries(cwd)).toEqual([]);
  });

  it('puts a scoped package in a directory named after its unscoped part', async () => {
    const cwd = tempDir();
    const run = await runCreate(['--name', '@acme/weather', '-y', ...QUIET], { cwd });
    expect(run.code).toBe(0);
    expect(entries(cwd)).toEqual(['weather']);
    expect(readJson(join(cwd, 'weather', 'package.json'))).toMatchObject({
      name: '@acme/weather',
      bin: { weather: 'dist/index.js' },
    });
  });

  it('refuses a core module name such as "http"', async () => {
    const cwd = tempDir();
    const run = await runCreate(['http', '-y', ...QUIET], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--name http-server');
  });
});

describe('target directory', () => {
  it('refuses a non-empty directory without --overwrite and leaves it untouched', async () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'taken'));
    writeFileSync(join(cwd, 'taken', 'notes.txt'), 'keep me');
    const run = await runCreate(['taken', '-y', ...QUIET], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('is not empty');
    expect(run.stderr).toContain('--overwrite');
    expect(entries(join(cwd, 'taken'))).toEqual(['notes.txt']);
    expect(entries(cwd)).toEqual(['taken']);
  });

  it('with --overwrite replaces the contents but keeps .git', async () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'taken', '.git'), { recursive: true });
    writeFileSync(join(cwd, 'taken', '.git', 'HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(join(cwd, 'taken', 'notes.txt'), 'old');
    const run = await runCreate(['taken', '-y', '--overwrite', ...QUIET], { cwd });
    expect(run.code).toBe(0);
    const after = entries(join(cwd, 'taken'));
    expect(after).not.toContain('notes.txt');
    expect(after).toEqual(expect.arrayContaining(['.git', 'package.json', 'src']));
    expect(readFileSync(join(cwd, 'taken', '.git', 'HEAD'), 'utf8')).toBe('ref: refs/heads/main\n');
    expect(entries(cwd)).toEqual(['taken']);
  });

  it('treats a directory holding only .git as empty', async () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'repo', '.git'), { recursive: true });
    const run = await runCreate(['repo', '-y', ...QUIET], { cwd });
    expect(run.code).toBe(0);
    expect(entries(join(cwd, 'repo'))).toEqual(expect.arrayContaining(['.git', 'package.json']));
  });

  it('refuses a path that is a file', async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'file'), '');
    const run = await runCreate(['file', '-y', ...QUIET], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('is not a directory');
  });
});

describe('git', () => {
  it('initialises a repository in the new project', async () => {
    const cwd = tempDir();
    const run = await runCreate(['p', '-y', '--no-install'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Initialised a git repository');
    expect(existsSync(join(cwd, 'p', '.git', 'HEAD'))).toBe(true);
  });

  it('does not nest a repository inside another one', async () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, '.git'));
    const run = await runCreate(['p', '-y', '--no-install'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('inside a git repository already');
    expect(existsSync(join(cwd, 'p', '.git'))).toBe(false);
  });
});

describe('flags', () => {
  it('rejects an unknown --transport instead of falling back silently', async () => {
    const cwd = tempDir();
    const run = await runCreate(['p', '-y', '--transport', 'sse'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown --transport "sse"');
    expect(run.stderr).toContain('stdio, http');
    expect(entries(cwd)).toEqual([]);
  });

  it('names the flag or choice a typo probably meant (--tranport, --transport stido), and writes nothing', async () => {
    const cwd = tempDir();
    const flag = await runCreate(['p', '-y', '--tranport', 'stdio'], { cwd });
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain(`Unknown option '--tranport'. Did you mean "--transport"?`);
    const choice = await runCreate(['p', '-y', '--transport', 'stido'], { cwd });
    expect(choice.code).toBe(2);
    expect(choice.stderr).toContain('Unknown --transport "stido". Did you mean "stdio"?');
    const far = await runCreate(['p', '-y', '--zzzzzzzz'], { cwd });
    expect(far.stderr).not.toContain('Did you mean');
    expect(entries(cwd)).toEqual([]);
  });

  it('rejects an unknown option and contradictory flags', async () => {
    const cwd = tempDir();
    const unknown = await runCreate(['p', '-y', '--tempalte', 'x'], { cwd });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--tempalte');
    const contradictory = await runCreate(['p', '-y', '--git', '--no-git'], { cwd });
    expect(contradictory.code).toBe(2);
    expect(contradictory.stderr).toContain('--git and --no-git');
  });

  it('prints help and version', async () => {
    const help = await runCreate(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('create-mcp-tool add <tool_name>');
    const version = await runCreate(['--version']);
    expect(version.stdout.trim()).toBe(OWN_VERSION);
  });
});

describe('package manager and next steps', () => {
  it('follows npm_config_user_agent', async () => {
    const cwd = tempDir();
    const run = await runCreate(['p', '-y', ...QUIET], {
      cwd,
      env: { npm_config_user_agent: 'pnpm/9.15.0 npm/? node/v20.20.2 linux x64' },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('pnpm install');
    expect(run.stdout).toContain('pnpm build');
    expect(run.stdout).toContain('pnpm exec create-mcp-tool add');
    expect(run.stdout).not.toContain('npm run');
  });

  it('lets --pm override the user agent', async () => {
    const cwd = tempDir();
    const run = await runCreate(['p', '-y', '--pm', 'bun', ...QUIET], {
      cwd,
      env: { npm_config_user_agent: 'yarn/4.0.0' },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('bun install');
    expect(run.stdout).toContain('bun run test');
  });

  it('quotes a path with spaces in "cd"', async () => {
    const cwd = tempDir();
    const run = await runCreate(["it's my server", '--name', 'my-server', '-y', ...QUIET], {
      cwd,
      env: { npm_config_user_agent: 'npm/11.0.0' },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`cd 'it'\\''s my server'`);
    expect(run.stdout).toContain('npm install');
  });
});

describe('Ctrl-C while writing', () => {
  it('removes everything it wrote', async () => {
    const cwd = tempDir();
    const cli = spawnCreate(['interrupted', '-y', ...QUIET], {
      cwd,
      // Test-only hook: slow each file write down so the signal lands midway.
      env: { CREATE_MCP_TOOL_TEST_WRITE_DELAY_MS: '150' },
    });
    const staging = () => entries(cwd).find((entry) => entry.startsWith('.interrupted.create-mcp-tool-'));
    await waitFor(
      () => {
        const dir = staging();
        return dir !== undefined && entries(join(cwd, dir)).length > 0;
      },
      'the first file was written',
      cli,
    );
    cli.child.kill('SIGINT');
    const { code } = await cli.exited;
    expect(code).toBe(130);
    expect(cli.output()).toContain('Interrupted');
    expect(entries(cwd)).toEqual([]);
  });

  it('also cleans up on SIGTERM, including parent directories it created', async () => {
    const cwd = tempDir();
    const cli = spawnCreate(['deep/nested/project', '-y', ...QUIET], {
      cwd,
      env: { CREATE_MCP_TOOL_TEST_WRITE_DELAY_MS: '150' },
    });
    await waitFor(
      () => existsSync(join(cwd, 'deep', 'nested')) && entries(join(cwd, 'deep', 'nested')).length > 0,
      'writing started',
      cli,
    );
    cli.child.kill('SIGTERM');
    const { code } = await cli.exited;
    expect(code).toBe(143);
    expect(entries(cwd)).toEqual([]);
  });
});
