// The Python-servers benchmark (bench/python-servers/): how it starts a server, which venv a package set shares,
// how SDK wheel tokens become pip arguments, and that servers.json is an entry list the scripts can run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { pythonAvailable } from '../helpers/python-venv.js';
import {
  loadList,
  mirrorDir,
  pipArgs,
  selectServers,
  sourcePaths,
  startCommand,
  venvKey,
  wheelFile,
  wheelsNeeded,
  withStaticVersion,
  // @ts-expect-error -- plain .mjs bench scripts carry no type declarations
} from '../../bench/python-servers/lib.mjs';

interface Entry {
  name: string;
  repo: string;
  commit: string;
  license: string;
  style: string;
  sdk: string;
  packages: string[];
  start: { module?: string; file?: string; entry?: string };
}

describe('starting a server', () => {
  const where = { python: 'venv/bin/python', root: '/srv/x', tmp: '/scratch' };
  it('runs a module with its args, {tmp} expanded, and its src/ layout on PYTHONPATH', () => {
    const server = {
      name: 's',
      start: { module: 'pkg', args: ['--db', '{tmp}/a.db'] },
      pythonPath: ['src'],
      env: { HOME_DIR: '{tmp}' },
    };
    expect(startCommand(server, where)).toEqual({
      command: 'venv/bin/python',
      args: ['-m', 'pkg', '--db', '/scratch/a.db'],
      env: { HOME_DIR: '/scratch', PYTHONPATH: '/srv/x/src' },
    });
  });
  it('runs a file relative to the server folder, with no PYTHONPATH when none is asked for', () => {
    expect(startCommand({ name: 's', start: { file: 'server.py' } }, where)).toEqual({
      command: 'venv/bin/python',
      args: ['server.py'],
      env: {},
    });
  });
  it.skipIf(!pythonAvailable)(
    'an entry point imports the module and calls the attribute path, as a console script would',
    () => {
      const { args } = startCommand({ name: 's', start: { entry: 'pkg.server:mcp.run', args: ['x'] } }, where);
      expect(args[0]).toBe('-c');
      expect(args.slice(2)).toEqual(['x']);
      // The generated code is real Python: run it against a stand-in module to see it calls mcp.run().
      const dir = mkdtempSync(join(tmpdir(), 'py-entry-'));
      try {
        mkdirSync(join(dir, 'pkg'));
        writeFileSync(join(dir, 'pkg', '__init__.py'), '');
        writeFileSync(
          join(dir, 'pkg', 'server.py'),
          'import sys\nclass M:\n    def run(self):\n        print("ran", sys.argv[1:])\n        return 3\nmcp = M()\n',
        );
        const run = spawnSync('python3', args, {
          cwd: dir,
          encoding: 'utf8',
          env: { PATH: process.env.PATH, PYTHONPATH: dir },
        });
        expect(run.stdout.trim()).toBe("ran ['x']");
        expect(run.status).toBe(3);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
  it('refuses an entry that is not module:attribute, and a start with no form', () => {
    expect(() => startCommand({ name: 's', start: { entry: 'pkg' } }, where)).toThrow(/module:attribute/);
    expect(() => startCommand({ name: 's', start: {} }, where)).toThrow(/module, file or entry/);
  });
});

describe('packages and venvs', () => {
  it('a {wheel:NAME} token becomes the built wheel, keeping extras; other packages pass through', () => {
    expect(pipArgs(['{wheel:mcp-1.29.0}[cli]', 'redis'])).toEqual([`${wheelFile('mcp-1.29.0')}[cli]`, 'redis']);
    expect(wheelFile('mcp-1.29.0')).toMatch(/\/wheels\/mcp-1\.29\.0-py3-none-any\.whl$/);
    expect(wheelsNeeded(['{wheel:mcp-1.29.0}[cli]', 'mcp', '{wheel:fastmcp-2.13.3}'])).toEqual([
      'mcp-1.29.0',
      'fastmcp-2.13.3',
    ]);
  });
  it('servers share a venv only when their package sets are the same, in any order', () => {
    expect(venvKey(['a', 'b'])).toBe(venvKey(['b', 'a', 'a']));
    expect(venvKey(['a', 'b'])).not.toBe(venvKey(['a', 'b', 'c']));
    expect(venvKey(['{wheel:mcp-1.29.0}'])).not.toBe(venvKey(['{wheel:mcp-1.29.0}[cli]']));
  });
  it('names the bare git directory fetch leaves for owner/name', () => {
    expect(mirrorDir('modelcontextprotocol/servers', '/m')).toBe('/m/modelcontextprotocol+servers/repo');
  });
  it('reads the whole server folder unless sourcePaths narrows it', () => {
    expect(sourcePaths({})).toEqual(['.']);
    expect(sourcePaths({ sourcePaths: ['src'] })).toEqual(['src']);
  });
});

describe('servers.json', () => {
  const list = loadList();
  const servers: Entry[] = list.servers;

  it('lists at least 12 servers, each pinned, licensed, styled and startable, with unique names', () => {
    expect(servers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(servers.map((s) => s.name)).size).toBe(servers.length);
    for (const s of servers) {
      expect(s.commit, s.name).toMatch(/^[0-9a-f]{40}$/);
      expect(s.repo, s.name).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(s.license, s.name).toBeTruthy();
      expect(s.sdk, s.name).toBeTruthy();
      expect(['decorator', 'call', 'add_tool', 'lowlevel'], s.name).toContain(s.style);
      expect(s.name, 'a name is a capture file name').toMatch(/^[a-z0-9][a-z0-9-]*$/);
      expect(() => startCommand(s, { python: 'p', root: '/r', tmp: '/t' }), s.name).not.toThrow();
    }
  });
  it('covers the styles issue 27 names: decorators, tool()(fn), add_tool and low-level lists, on the 1.x, 2.x and fastmcp SDKs', () => {
    expect(new Set(servers.map((s) => s.style))).toEqual(new Set(['decorator', 'call', 'add_tool', 'lowlevel']));
    const packages = servers.map((s) => s.packages.join(' '));
    expect(packages.some((p) => p.includes('{wheel:mcp-1.'))).toBe(true);
    expect(packages.some((p) => /(^| )fastmcp( |$)/.test(p))).toBe(true);
    expect(packages.some((p) => /(^| )mcp( |$)/.test(p))).toBe(true);
  });
  it('every wheel a server asks for has a pinned build', () => {
    for (const name of servers.flatMap((s) => wheelsNeeded(s.packages))) {
      expect(list.wheelBuilds[name]?.commit, name).toMatch(/^[0-9a-f]{40}$/);
    }
  });
  it('--only narrows the list by name', () => {
    expect(selectServers(list, ['--only', 'mcp-server-time,nope']).map((s: Entry) => s.name)).toEqual([
      'mcp-server-time',
    ]);
  });
});

describe('the source worker lists error-level findings with their line', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'py-bench-worker-'));
    writeFileSync(
      join(dir, 'server.js'),
      [
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "const server = new McpServer({ name: 'demo', version: '1.0.0' });",
        "server.registerTool('echo', { description: 'Echo the text back.' }, async () => ({ content: [] }));",
        "server.registerTool('echo', { description: 'Echo the text back again.' }, async () => ({ content: [] }));",
        '',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a duplicate tool name is an error, listed with the file, line and source text', () => {
    const run = spawnSync(process.execPath, [join(REPO_ROOT, 'bench/servers/source-worker.mjs'), dir, '.'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    const duplicate = out.errors.find((e: { ruleId: string }) => e.ruleId === 'tool-name-unique');
    expect(duplicate).toMatchObject({ tool: 'echo' });
    expect(duplicate.where).toMatch(/server\.js:[34]:\d+$/);
    expect(duplicate.line).toMatch(/^server\.registerTool\('echo'/);
    expect(out.tools[0]).toHaveProperty('description', 'Echo the text back.');
  });
});

describe('the capture helpers both benchmarks share (bench/servers/lib.mjs)', () => {
  let shared: {
    saveArgs: (o: object) => string[];
    failureDetail: (stdout: string, clean?: (t: string) => string) => string;
  };
  beforeAll(async () => {
    // @ts-expect-error -- plain .mjs bench scripts carry no type declarations
    shared = await import('../../bench/servers/lib.mjs');
  });

  it('saveArgs puts the server command after -- and each env value as --env', () => {
    const args = shared.saveArgs({
      cwd: '/srv',
      out: '/o.json',
      env: { A: '1' },
      startupTimeoutMs: 5,
      timeoutMs: 6,
      command: ['py', '-m', 'x'],
    });
    expect(args.slice(1)).toEqual([
      '--no-config',
      '--format',
      'json',
      '--startup-timeout',
      '5',
      '--timeout',
      '6',
      '--cwd',
      '/srv',
      '--save',
      '/o.json',
      '--env',
      'A=1',
      '--',
      'py',
      '-m',
      'x',
    ]);
    expect(args[0]).toMatch(/bin\/mcp-lint\.js$/);
  });
  it('failureDetail keeps the fatal findings, cleaned, and falls back to the raw output', () => {
    const report = JSON.stringify([
      {
        messages: [
          { ruleId: 'x', message: 'a rule' },
          { ruleId: null, fatal: true, message: 'died in /tmp/s1' },
        ],
      },
    ]);
    expect(shared.failureDetail(report, (t) => t.replaceAll('/tmp/s1', '{tmp}'))).toBe('died in {tmp}');
    expect(shared.failureDetail('not json')).toBe('not json');
  });
});

describe('building an SDK release from its tag', () => {
  const pyproject = [
    '[project]',
    'name = "sdk"',
    'dynamic = ["version"]',
    '',
    '[build-system]',
    'requires = ["hatchling", "uv-dynamic-versioning>=0.7.0"]',
    'build-backend = "hatchling.build"',
    '',
    '[tool.hatch.version]',
    'source = "uv-dynamic-versioning"',
    '',
    '[tool.uv-dynamic-versioning]',
    'vcs = "git"',
    'style = "pep440"',
    '',
    '[tool.hatch.build.targets.wheel]',
    'packages = ["src/sdk"]',
    '',
  ].join('\n');

  it('writes the version in and drops the versioning plugin, keeping the rest', () => {
    const out = withStaticVersion(pyproject, '1.29.0');
    expect(out).toContain('version = "1.29.0"');
    expect(out).toContain('requires = ["hatchling"]');
    expect(out).not.toContain('uv-dynamic-versioning');
    expect(out).not.toContain('dynamic =');
    expect(out).toContain('[tool.hatch.build.targets.wheel]\npackages = ["src/sdk"]');
  });
  it('refuses a pyproject of another shape instead of building a wheel with the wrong version', () => {
    expect(() => withStaticVersion('[project]\nversion = "0.1"\n', '1.0')).toThrow(/uv-dynamic-versioning/);
  });
});

describe('unpacking a server from its mirror', () => {
  let mirrors: string;
  let work: string;
  let commit: string;
  let prepare: { extractServer: (s: object, m: string) => Promise<{ dir?: string; error?: string }> };
  const git = (cwd: string, ...args: string[]) =>
    spawnSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd, encoding: 'utf8' }).stdout.trim();

  beforeAll(async () => {
    mirrors = mkdtempSync(join(tmpdir(), 'py-mirrors-'));
    work = mkdtempSync(join(tmpdir(), 'py-work-'));
    const src = join(mirrors, 'checkout');
    mkdirSync(join(src, 'servers', 'one'), { recursive: true });
    writeFileSync(join(src, 'servers', 'one', 'server.py'), 'print("never run")\n');
    writeFileSync(join(src, 'README.md'), 'outside the subdir\n');
    git(src, 'init', '-q');
    git(src, 'add', '.');
    git(src, 'commit', '-q', '-m', 'x');
    commit = git(src, 'rev-parse', 'HEAD');
    git(mirrors, 'clone', '-q', '--bare', src, join(mirrors, 'acme+servers', 'repo'));
    process.env.MCP_BENCH_PYTHON_DIR = work;
    // lib.mjs reads MCP_BENCH_PYTHON_DIR when it is first loaded: a fresh module graph for this test.
    vi.resetModules();
    // @ts-expect-error -- plain .mjs bench scripts carry no type declarations
    prepare = await import('../../bench/python-servers/prepare.mjs');
  });
  afterAll(() => {
    delete process.env.MCP_BENCH_PYTHON_DIR;
    rmSync(mirrors, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it('unpacks only the pinned subdir, as files', async () => {
    const result = await prepare.extractServer(
      { name: 'one', repo: 'acme/servers', commit, subdir: 'servers/one' },
      mirrors,
    );
    expect(result.error).toBeUndefined();
    expect(existsSync(join(work, 'src', 'one', 'servers', 'one', 'server.py'))).toBe(true);
    expect(existsSync(join(work, 'src', 'one', 'README.md'))).toBe(false);
  });
  it('a missing mirror or commit is a message saying what to fetch, not a crash', async () => {
    const none = await prepare.extractServer({ name: 'two', repo: 'acme/other', commit, subdir: '' }, mirrors);
    expect(none.error).toMatch(/bring it in with fetch github:acme\/other$/);
    const bad = await prepare.extractServer(
      { name: 'three', repo: 'acme/servers', commit: 'f'.repeat(40), subdir: '' },
      mirrors,
    );
    expect(bad.error).toMatch(/git archive f{40} of acme\/servers failed: .*fetch github:acme\/servers again/);
  });
});
