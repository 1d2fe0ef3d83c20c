// Hostile names and paths for create-mcp-tool and `add` (security review item 10).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCreate } from '../helpers/cli.js';
import { entries, tempDir } from './helpers.js';
import { checkProjectName } from '../../src/create/project-name.js';
import { checkToolName } from '../../src/create/tool-name.js';
import { windowsReservedName } from '../../src/create/reserved-names.js';
import { writeAllOrNothing } from '../../src/create/write-all.js';
import { Staging } from '../../src/create/staging.js';

let root: string;
let starter: string;
beforeAll(async () => {
  root = tempDir();
  const run = await runCreate(['starter', '-y', '--no-install', '--no-git'], { cwd: root });
  expect(run.code).toBe(0);
  starter = join(root, 'starter');
});

/** A fresh project without example tools. */
async function emptyProject(name: string): Promise<string> {
  const run = await runCreate([name, '-y', '--tools', 'none', '--no-install', '--no-git'], { cwd: root });
  expect(run.code).toBe(0);
  return join(root, name);
}

const read = (path: string) => readFileSync(path, 'utf8');

describe('add: names the project already uses (security review item 10)', () => {
  it('refuses add index --force, which would overwrite src/tools/index.ts (security review item 10)', async () => {
    const indexPath = join(starter, 'src', 'tools', 'index.ts');
    const before = read(indexPath);
    for (const name of ['index', 'Index']) {
      const run = await runCreate(['add', name, '--force'], { cwd: starter });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('src/tools/index.ts');
      expect(run.stderr).not.toContain('--force to overwrite');
    }
    expect(read(indexPath)).toBe(before);
  });

  it('refuses a name whose files belong to the project rather than to a tool, even with --force (security review item 10)', async () => {
    const project = await emptyProject('helpers-project');
    writeFileSync(join(project, 'src', 'tools', 'shared.ts'), 'export const shared = 1;\n');
    const before = read(join(project, 'src', 'tools', 'shared.ts'));
    const helper = await runCreate(['add', 'shared', '--force'], { cwd: project });
    expect(helper.code).toBe(2);
    expect(helper.stderr).toContain('not a tool');
    expect(read(join(project, 'src', 'tools', 'shared.ts'))).toBe(before);
    // test/smoke.test.ts is the project's own test, not a tool's.
    const smoke = read(join(project, 'test', 'smoke.test.ts'));
    const run = await runCreate(['add', 'smoke', '--force'], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('test/smoke.test.ts');
    expect(read(join(project, 'test', 'smoke.test.ts'))).toBe(smoke);
    expect(existsSync(join(project, 'src', 'tools', 'smoke.ts'))).toBe(false);
  });

  it('refuses a name that registers under the same function as an existing tool', async () => {
    const project = await emptyProject('twins-project');
    expect((await runCreate(['add', 'get_weather'], { cwd: project })).code).toBe(0);
    const run = await runCreate(['add', 'get-weather'], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('registerGetWeather');
    expect(existsSync(join(project, 'src', 'tools', 'get-weather.ts'))).toBe(false);
  });

  it('still overwrites a real tool with --force', async () => {
    const project = await emptyProject('force-project');
    expect((await runCreate(['add', 'search_notes'], { cwd: project })).code).toBe(0);
    writeFileSync(join(project, 'src', 'tools', 'search_notes.ts'), '// edited\n');
    const run = await runCreate(['add', 'search_notes', '--force'], { cwd: project });
    expect(run.code).toBe(0);
    expect(read(join(project, 'src', 'tools', 'search_notes.ts'))).toContain('registerSearchNotes');
  });
});

describe('add: symlinks (security review item 10)', () => {
  it('refuses to write through a symlinked src/tools (security review item 10)', async () => {
    const project = await emptyProject('linked-tools');
    const outside = tempDir('create-mcp-tool-outside-');
    renameSync(join(project, 'src', 'tools'), join(outside, 'tools'));
    symlinkSync(join(outside, 'tools'), join(project, 'src', 'tools'));
    const before = entries(join(outside, 'tools'));
    const run = await runCreate(['add', 'search_notes'], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('symbolic link');
    expect(run.stderr).toContain(join('src', 'tools'));
    expect(entries(join(outside, 'tools'))).toEqual(before);
    expect(existsSync(join(project, 'test', 'search_notes.test.ts'))).toBe(false);
  });

  it('refuses a target file that is a symlink, even with --force (security review item 10)', async () => {
    const project = await emptyProject('linked-file');
    const outside = tempDir('create-mcp-tool-outside-');
    writeFileSync(join(outside, 'victim.txt'), 'precious\n');
    symlinkSync(join(outside, 'victim.txt'), join(project, 'test', 'search_notes.test.ts'));
    const run = await runCreate(['add', 'search_notes', '--force'], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('symbolic link');
    expect(read(join(outside, 'victim.txt'))).toBe('precious\n');
    expect(lstatSync(join(project, 'test', 'search_notes.test.ts')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(project, 'src', 'tools', 'search_notes.ts'))).toBe(false);
  });
});

describe('add: all or nothing (security review item 10)', () => {
  it('in a project without test/, writes every file or none (security review item 10)', async () => {
    const project = await emptyProject('no-tests');
    rmSync(join(project, 'test'), { recursive: true });
    const run = await runCreate(['add', 'search_notes'], { cwd: project });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(existsSync(join(project, 'src', 'tools', 'search_notes.ts'))).toBe(true);
    expect(existsSync(join(project, 'test', 'search_notes.test.ts'))).toBe(true);
    expect(read(join(project, 'src', 'tools', 'index.ts'))).toContain('registerSearchNotes');
  });

  it('when test is not a directory, refuses before writing anything (security review item 10)', async () => {
    const project = await emptyProject('test-is-a-file');
    rmSync(join(project, 'test'), { recursive: true });
    writeFileSync(join(project, 'test'), 'not a directory\n');
    const index = read(join(project, 'src', 'tools', 'index.ts'));
    const run = await runCreate(['add', 'search_notes'], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('is not a directory');
    expect(entries(join(project, 'src', 'tools'))).toEqual(['index.ts']);
    expect(read(join(project, 'src', 'tools', 'index.ts'))).toBe(index);
  });

  it('writeAllOrNothing puts back what it replaced when a later file fails', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.ts'), 'old a');
    mkdirSync(join(dir, 'c.ts')); // a directory: renaming a file over it fails
    expect(() =>
      writeAllOrNothing([
        { path: join(dir, 'a.ts'), content: 'new a' },
        { path: join(dir, 'b.ts'), content: 'new b' },
        { path: join(dir, 'c.ts'), content: 'new c' },
      ]),
    ).toThrow();
    expect(read(join(dir, 'a.ts'))).toBe('old a');
    expect(entries(dir)).toEqual(['a.ts', 'c.ts']);
  });

  it("writeAllOrNothing refuses a FIFO or a link at any target before writing anything, and keeps a replaced file's mode", () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.ts'), 'old a', { mode: 0o600 });
    execFileSync('mkfifo', [join(dir, 'fifo.ts')]);
    writeFileSync(join(dir, 'victim.txt'), 'keep');
    symlinkSync(join(dir, 'victim.txt'), join(dir, 'link.ts'));
    for (const [name, message] of [
      ['fifo.ts', /FIFO/],
      ['link.ts', /symbolic link/],
    ] as const) {
      expect(() =>
        writeAllOrNothing([
          { path: join(dir, 'a.ts'), content: 'new a' },
          { path: join(dir, name), content: 'x' },
        ]),
      ).toThrow(message);
      expect(read(join(dir, 'a.ts'))).toBe('old a');
    }
    expect(read(join(dir, 'victim.txt'))).toBe('keep');
    expect(entries(dir)).toEqual(['a.ts', 'fifo.ts', 'link.ts', 'victim.txt']);
    writeAllOrNothing([{ path: join(dir, 'a.ts'), content: 'new a' }]);
    expect(read(join(dir, 'a.ts'))).toBe('new a');
    expect(statSync(join(dir, 'a.ts')).mode & 0o777).toBe(0o600);
  });
});

describe('create-mcp-tool: the move into place', () => {
  it('never empties a target that gained files while the project was being made, unless told it may', () => {
    const parent = tempDir();
    const target = join(parent, 'project');
    mkdirSync(target);
    const staging = new Staging(target);
    staging.create();
    staging.write('src/index.ts', 'export {};\n');
    // Another program (an editor, a second run) puts a file there during the install.
    writeFileSync(join(target, 'notes.txt'), 'mine\n');
    expect(() => staging.commit()).toThrow(/gained files while the project was being made; nothing in it was changed/);
    staging.discard();
    expect(entries(target)).toEqual(['notes.txt']);
    expect(entries(parent)).toEqual(['project']);
    // With --overwrite (or the prompt's "Empty it") the contents are replaced, as asked.
    const replacing = new Staging(target, true);
    replacing.create();
    replacing.write('src/index.ts', 'export {};\n');
    replacing.commit();
    expect(entries(target)).toEqual(['src']);
    expect(read(join(target, 'src', 'index.ts'))).toBe('export {};\n');
  });
});

describe('Windows-reserved names (security review item 10)', () => {
  it.each(['con', 'CON', 'nul', 'Aux', 'prn', 'com1', 'COM9', 'lpt1', 'lpt9', 'con.txt', 'nul.tar.gz', 'aux.'])(
    '%j is reserved',
    (name) => {
      expect(windowsReservedName(name)).toBeDefined();
    },
  );
  it.each(['console', 'com0', 'com10', 'lpt', 'null', 'icon', 'my-con', 'con_tool'])('%j is not', (name) => {
    expect(windowsReservedName(name)).toBeUndefined();
  });

  it('add refuses a Windows-reserved tool name (security review item 10)', async () => {
    for (const name of ['con', 'NUL', 'com1', 'lpt9.x']) expect(checkToolName(name).valid).toBe(false);
    const run = await runCreate(['add', 'aux'], { cwd: starter });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('reserved');
    expect(run.stderr).toContain('Windows');
    expect(existsSync(join(starter, 'src', 'tools', 'aux.ts'))).toBe(false);
  });

  it('create-mcp-tool refuses a Windows-reserved project or directory name (security review item 10)', async () => {
    expect(checkProjectName('con').valid).toBe(false);
    const cwd = tempDir();
    const named = await runCreate(['con', '-y', '--no-install', '--no-git'], { cwd });
    expect(named.code).toBe(2);
    expect(named.stderr).toContain('reserved');
    const dir = await runCreate(['nul', '--name', 'fine-name', '-y', '--no-install', '--no-git'], { cwd });
    expect(dir.code).toBe(2);
    expect(dir.stderr).toContain('"nul"');
    expect(dir.stderr).toContain('reserved');
    expect(entries(cwd)).toEqual([]);
  });
});

describe('create-mcp-tool <dir>: the real problem with the path (security review item 10)', () => {
  it('names a parent that is not a directory, not a failed clean-up (security review item 10)', async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'file'), 'x');
    const run = await runCreate([join(cwd, 'file', 'project'), '--name', 'ok-name', '-y', '--no-install', '--no-git'], {
      cwd,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${join(cwd, 'file')} is not a directory`);
    expect(run.stderr).not.toMatch(/unlink|rmdir|ENOTDIR/);
    const passwd = await runCreate(['/etc/passwd/x', '--name', 'ok-name', '-y', '--no-install', '--no-git'], { cwd });
    expect(passwd.code).toBe(2);
    expect(passwd.stderr).toContain('/etc/passwd is not a directory');
    expect(entries(cwd)).toEqual(['file']);
  });

  it('names a directory name that is too long, not a failed clean-up (security review item 10)', async () => {
    const cwd = tempDir();
    const run = await runCreate(['a'.repeat(300), '--name', 'ok-name', '-y', '--no-install', '--no-git'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('too long');
    expect(run.stderr).not.toMatch(/unlink|ENAMETOOLONG/);
    expect(entries(cwd)).toEqual([]);
  });
});
