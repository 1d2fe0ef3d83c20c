// The wheel as a Python author without a Node project uses it: installed into a fresh venv, run from a folder with
// no package.json (issue 40). With no Node >= 20 it exits 2 with one line saying what to install.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pythonAvailable } from '../helpers/python-venv.js';
import { tempDir } from '../helpers/temp.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { WHEEL_SETUP_TIMEOUT_MS, buildWheel, installWheel, run } from './wheel.js';

const VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

const CAPTURE = JSON.stringify({
  tools: [{ name: 'get_forecast', description: '', inputSchema: { type: 'object', properties: { city: { type: 'string' } } } }],
});

const SERVER = `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def get_forecast(city: str) -> str:
    return f"Sunny in {city}"
`;

describe.skipIf(!pythonAvailable)('the mcp-tool-lint wheel, installed', () => {
  let bin = '';
  let project = '';
  const env = (path: string): NodeJS.ProcessEnv => ({ ...process.env, PATH: path, NO_COLOR: '1' });

  beforeAll(() => {
    bin = installWheel(buildWheel());
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
    const version = run(join(bin, 'python'), ['-m', 'mcp_tool_lint', '--version'], { cwd: project, env: env(process.env.PATH!) });
    expect(version.stdout.trim()).toContain(VERSION);
    expect(version.code).toBe(0);
  });

  it('scaffolds a Python project with create-mcp-tool', () => {
    const create = run(join(bin, 'create-mcp-tool'), ['py-demo', '--language', 'python', '-y', '--no-git'], { cwd: project, env: env(process.env.PATH!) });
    expect(create.stderr).toBe('');
    expect(create.code).toBe(0);
    expect(readFileSync(join(project, 'py-demo', 'pyproject.toml'), 'utf8')).toContain('name = "py-demo"');
  });

  it('with no node on PATH: exit 2 and one line saying what to install, no traceback', () => {
    for (const command of ['mcp-lint', 'create-mcp-tool']) {
      const lint = run(join(bin, command), ['--version'], { cwd: project, env: env(bin) });
      expect(lint.code).toBe(2);
      expect(lint.stdout).toBe('');
      expect(lint.stderr).toBe(`${command}: no node on PATH: install Node.js 20 or newer (https://nodejs.org), or the extra that brings one: pip install 'mcp-tool-lint[node]'\n`);
    }
  });

  it('with a node older than 20 on PATH: exit 2, naming it', () => {
    const oldNode = tempDir('old-node-');
    writeFileSync(join(oldNode, 'node'), '#!/bin/sh\necho v18.20.4\n');
    chmodSync(join(oldNode, 'node'), 0o755);
    const lint = run(join(bin, 'mcp-lint'), ['tools.json'], { cwd: project, env: env(`${oldNode}:${bin}`) });
    expect(lint.code).toBe(2);
    expect(lint.stderr).toMatch(/^mcp-lint: the node on PATH \(.*\/node\) is older than 20 or does not run: install Node\.js 20/);
    expect(lint.stderr).not.toContain('Traceback');
  });
});
