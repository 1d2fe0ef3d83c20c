// The wheel (issue 40), built once for the file. As a Python author without a Node project uses it: installed into a
// fresh venv, run from a folder with no package.json; with no Node >= 20 it exits 2 with one line saying what to
// install. And the release check: it carries the npm tarball's version and the same bundle, file for file.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pythonAvailable } from '../helpers/python-venv.js';
import { tempDir } from '../helpers/temp.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { packSelf } from '../helpers/pack.js';
import { WHEEL_SETUP_TIMEOUT_MS, buildWheel, installWheel, run } from './wheel.js';

const VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

const CAPTURE = JSON.stringify({
  tools: [
    {
      name: 'get_forecast',
      description: '',
      inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
    },
  ],
});

const SERVER = `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def get_forecast(city: str) -> str:
    return f"Sunny in {city}"
`;

let wheel = '';
beforeAll(() => {
  if (pythonAvailable) wheel = buildWheel();
}, WHEEL_SETUP_TIMEOUT_MS);

describe.skipIf(!pythonAvailable)('the mcp-tool-lint wheel, installed', () => {
  let bin = '';
  let project = '';
  const env = (path: string): NodeJS.ProcessEnv => ({ ...process.env, PATH: path, NO_COLOR: '1' });

  beforeAll(() => {
    bin = installWheel(wheel);
    project = tempDir('mcp-tool-lint-project-');
  }, WHEEL_SETUP_TIMEOUT_MS);

  it('lints a tools/list capture: exit 1 with the finding', () => {
    writeFileSync(join(project, 'tools.json'), CAPTURE);
    const lint = run(join(bin, 'mcp-lint'), ['tools.json'], { cwd: project, env: env(process.env.PATH!) });
    expect(existsSync(join(project, 'package.json'))).toBe(false);
    expect(lint.stdout).toContain('tool-description');
    expect(lint.code).toBe(1);
  });

  it("lints a Python server's source at its line, and `python -m mcp_tool_lint` is the same command", () => {
    writeFileSync(join(project, 'server.py'), SERVER);
    const lint = run(join(bin, 'mcp-lint'), ['server.py'], { cwd: project, env: env(process.env.PATH!) });
    expect(lint.stdout).toMatch(/7:5\s+error\s.*tool-description/);
    expect(lint.code).toBe(1);
    const version = run(join(bin, 'python'), ['-m', 'mcp_tool_lint', '--version'], {
      cwd: project,
      env: env(process.env.PATH!),
    });
    expect(version.stdout.trim()).toContain(VERSION);
    expect(version.code).toBe(0);
  });

  it('scaffolds a Python project with create-mcp-tool', () => {
    const create = run(join(bin, 'create-mcp-tool'), ['py-demo', '--language', 'python', '-y', '--no-git'], {
      cwd: project,
      env: env(process.env.PATH!),
    });
    expect(create.stderr).toBe('');
    expect(create.code).toBe(0);
    expect(readFileSync(join(project, 'py-demo', 'pyproject.toml'), 'utf8')).toContain('name = "py-demo"');
  });

  it('with no node on PATH: exit 2 and one line saying what to install, no traceback', () => {
    for (const command of ['mcp-lint', 'create-mcp-tool']) {
      const lint = run(join(bin, command), ['--version'], { cwd: project, env: env(bin) });
      expect(lint.code).toBe(2);
      expect(lint.stdout).toBe('');
      expect(lint.stderr).toBe(
        `${command}: no node on PATH: install Node.js 20 or newer (https://nodejs.org), or the extra that brings one: pip install 'mcp-tool-lint[node]'\n`,
      );
    }
  });

  it('with a node older than 20 on PATH: exit 2, naming it', () => {
    const oldNode = tempDir('old-node-');
    writeFileSync(join(oldNode, 'node'), '#!/bin/sh\necho v18.20.4\n');
    chmodSync(join(oldNode, 'node'), 0o755);
    const lint = run(join(bin, 'mcp-lint'), ['tools.json'], { cwd: project, env: env(`${oldNode}:${bin}`) });
    expect(lint.code).toBe(2);
    expect(lint.stderr).toMatch(
      /^mcp-lint: the node on PATH \(.*\/node\) is older than 20 or does not run: install Node\.js 20/,
    );
    expect(lint.stderr).not.toContain('Traceback');
  });
});

/** What the wheel carries of the npm package: the files the commands run and read, in the npm layout. */
const IN_WHEEL = /^(package\.json|THIRD-PARTY-NOTICES|bin\/.*|dist\/bundle\/.*|templates\/.*|docs\/rules\/.*)$/;
const WHEEL_FOLDER = 'mcp_tool_lint/npm_package/';
const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

function filesUnder(root: string, dir = root, into = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(root, path, into);
    else into.set(relative(root, path).split(sep).join('/'), sha256(readFileSync(path)));
  }
  return into;
}

describe.skipIf(!pythonAvailable)('release check: the wheel and the npm tarball', () => {
  it('carry the same version and the same bundle, templates and docs, byte for byte', () => {
    const tarball = packSelf().slice('file:'.length);
    const unpacked = tempDir('create-mcp-tool-unpacked-');
    expect(run('tar', ['-xzf', tarball, '-C', unpacked]).code).toBe(0);
    const npm = new Map([...filesUnder(join(unpacked, 'package'))].filter(([path]) => IN_WHEEL.test(path)));
    const listing = run('python3', ['-c', WHEEL_LISTING, wheel]);
    expect(listing.code, listing.stderr).toBe(0);
    const { files, version } = JSON.parse(listing.stdout) as { files: Record<string, string>; version: string };
    const carried = new Map(
      Object.entries(files)
        .filter(([path]) => path.startsWith(WHEEL_FOLDER))
        .map(([path, hash]) => [path.slice(WHEEL_FOLDER.length), hash]),
    );
    expect(npm.has('dist/bundle/mcp-lint.cjs')).toBe(true);
    expect(carried).toEqual(npm);
    const npmVersion = (
      JSON.parse(readFileSync(join(unpacked, 'package', 'package.json'), 'utf8')) as { version: string }
    ).version;
    expect(version).toBe(npmVersion);
    expect(wheel.endsWith(`mcp_tool_lint-${npmVersion}-py3-none-any.whl`)).toBe(true);
  });
});

/** Python: the wheel's files with their SHA-256, and the version its METADATA declares. */
const WHEEL_LISTING = `
import hashlib, json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel:
    files = {n: hashlib.sha256(wheel.read(n)).hexdigest() for n in wheel.namelist() if not n.endswith("/")}
    metadata = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
    version = next(l.split(":", 1)[1].strip() for l in wheel.read(metadata).decode().splitlines() if l.startswith("Version:"))
print(json.dumps({"files": files, "version": version}))
`;
