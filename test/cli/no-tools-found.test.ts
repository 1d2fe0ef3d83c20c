// Issue 36 item 5: a folder with code but no MCP tools is never a ✔. mcp-lint says plainly that it found no tool
// definitions and where it looked, with exit 0 as ruff does for "no files found" (nothing it was given is wrong, and
// a project scaffolded with --tools none is not a failure), and `pin` refuses to write a lockfile that approves
// nothing unless --allow-empty asks for one.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';

let dir = '';
beforeAll(() => {
  dir = tempDir('mcp-lint-no-tools-');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'util.js'), 'export function add(a, b) {\n  return a + b;\n}\n');
  writeFileSync(join(dir, 'src', 'helpers.py'), 'def add(a, b):\n    return a + b\n');
});

describe('code without MCP tools', () => {
  it('is said plainly, naming where mcp-lint looked, never with ✔', async () => {
    const run = await runMcpLint(['src'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('✔');
    expect(run.stdout).not.toContain('no problems');
    expect(run.stdout).toMatch(
      /^⚠ No MCP tool definitions found in 2 files \(src\/helpers\.py, src\/util\.js\): nothing was checked\./m,
    );
  });

  it('pin refuses to write an empty lockfile, unless --allow-empty', async () => {
    const refused = await runMcpLint(['pin', 'src'], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('No MCP tool definitions found in src (2 inputs read): nothing to pin.');
    expect(refused.stderr).toContain('--allow-empty');
    expect(existsSync(join(dir, 'mcp-tools.lock.json'))).toBe(false);
    const allowed = await runMcpLint(['pin', 'src', '--allow-empty', '-o', 'empty.lock.json'], { cwd: dir });
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.stdout).toBe('Pinned 0 tools of 0 servers in empty.lock.json.\n');
    expect(JSON.parse(readFileSync(join(dir, 'empty.lock.json'), 'utf8'))).toMatchObject({ servers: {} });
  });

  it('a code file without tools beside a capture is not pinned as a server of its own', async () => {
    const capture = join(dir, 'capture');
    mkdirSync(join(capture, 'src'), { recursive: true });
    writeFileSync(join(capture, 'src', 'util.js'), 'export const x = 1;\n');
    writeFileSync(
      join(capture, 'tools.json'),
      JSON.stringify({ tools: [{ name: 'ping', description: 'Replies pong.', inputSchema: { type: 'object' } }] }),
    );
    const run = await runMcpLint(['pin', '.'], { cwd: capture });
    expect(run.stdout).toBe('Pinned 1 tool of 1 server in mcp-tools.lock.json.\n');
    expect(
      Object.keys(
        (JSON.parse(readFileSync(join(capture, 'mcp-tools.lock.json'), 'utf8')) as { servers: object }).servers,
      ),
    ).toEqual(['tools.json']);
  });
});
