// --save never writes through a symlink or onto something that is not a regular file (security review item 9).
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { FIXTURES } from '../loaders/live/helpers.js';
import { writeSaved } from '../../src/loaders/live/save.js';
import { UsageError } from '../../src/core/usage-error.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-save-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const server = `${process.execPath} ${join(FIXTURES, 'malformed-tool.mjs')}`;
const capture = {
  name: 'weather',
  protocolVersion: '2025-11-25',
  serverInfo: { name: 'x', version: '1' },
  clientCapabilities: {},
  tools: [{ name: 't' }],
};

describe('--save target (security review item 9)', () => {
  it('refuses a symlinked --save target (security review item 9)', async () => {
    const dir = join(temp, 'link');
    mkdirSync(dir);
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    const link = join(dir, 'out.json');
    symlinkSync(victim, link);
    const run = await runMcpLint(['--save', link, '--stdio', server]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(link);
    expect(run.stderr).toMatch(/symbolic link/);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  it('refuses a --save target that is not a regular file (security review item 9)', async () => {
    const target = join(temp, 'a-directory.json');
    mkdirSync(target);
    const run = await runMcpLint(['--save', target, '--stdio', server]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(target);
    expect(run.stderr).toMatch(/not a regular file/);
    expect(readdirSync(target)).toEqual([]);
  });

  it('replaces a regular file through a temporary file in the same directory, leaving no temporary file behind', async () => {
    const dir = join(temp, 'regular');
    mkdirSync(dir);
    const path = join(dir, 'tools.json');
    writeFileSync(path, 'old');
    await writeSaved({ path, capture }, dir);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ capturedFrom: 'weather', tools: [{ name: 't' }] });
    expect(readdirSync(dir)).toEqual(['tools.json']);
  });

  it('refuses a symlink in the library API too, with a UsageError naming the path', async () => {
    const dir = join(temp, 'api');
    mkdirSync(dir);
    writeFileSync(join(dir, 'target'), 'x');
    symlinkSync(join(dir, 'target'), join(dir, 'tools.json'));
    await expect(writeSaved({ path: join(dir, 'tools.json'), capture }, dir)).rejects.toThrow(UsageError);
    await expect(writeSaved({ path: join(dir, 'tools.json'), capture }, dir)).rejects.toThrow(join(dir, 'tools.json'));
    expect(readFileSync(join(dir, 'target'), 'utf8')).toBe('x');
    expect(existsSync(join(dir, 'tools.json'))).toBe(true);
  });
});
