// Writing fixed files: atomic (a failed rename leaves the file and no temporary file), the mode kept, links followed
// only inside the linted folders.
import * as fs from 'node:fs';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const failRename = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs')>();
  return {
    ...original,
    renameSync: (from: fs.PathLike, to: fs.PathLike) => {
      if (failRename.on) throw Object.assign(new Error('EXDEV: simulated failure'), { code: 'EXDEV' });
      return original.renameSync(from, to);
    },
  };
});

const { insideLintedTree, writeFixedFile } = await import('../../src/fix/write.js');
const { main } = await import('../../src/cli/mcp-lint.js');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-write-'));
  failRename.on = false;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFixedFile', () => {
  it('replaces the text and keeps the mode', () => {
    const path = join(dir, 'a.ts');
    writeFileSync(path, 'old', { mode: 0o600 });
    writeFixedFile(path, 'new', () => true);
    expect(readFileSync(path, 'utf8')).toBe('new');
    expect(fs.statSync(path).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['a.ts']);
  });

  it('leaves the file as it was, and no temporary file, when the final rename fails', () => {
    const path = join(dir, 'a.ts');
    writeFileSync(path, 'old');
    failRename.on = true;
    expect(() => writeFixedFile(path, 'new', () => true)).toThrow(/simulated failure/);
    expect(readFileSync(path, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['a.ts']);
  });

  it('replaces the real file of a link inside the tree, the link staying a link; a link that now leads outside is refused', () => {
    const project = join(dir, 'project');
    const elsewhere = join(dir, 'elsewhere');
    mkdirSync(join(project, 'lib'), { recursive: true });
    mkdirSync(elsewhere);
    writeFileSync(join(project, 'lib', 'real.ts'), 'old');
    writeFileSync(join(elsewhere, 'victim.ts'), 'keep');
    symlinkSync(join(project, 'lib', 'real.ts'), join(project, 'link.ts'));
    const inside = insideLintedTree(['.'], project);
    writeFixedFile(join(project, 'link.ts'), 'new', inside);
    expect(readFileSync(join(project, 'lib', 'real.ts'), 'utf8')).toBe('new');
    expect(fs.lstatSync(join(project, 'link.ts')).isSymbolicLink()).toBe(true);
    // Retargeted between the lint and the write: refused, and what it points at now is untouched.
    rmSync(join(project, 'link.ts'));
    symlinkSync(join(elsewhere, 'victim.ts'), join(project, 'link.ts'));
    expect(() => writeFixedFile(join(project, 'link.ts'), 'new', inside)).toThrow(/outside the linted folders/);
    expect(readFileSync(join(elsewhere, 'victim.ts'), 'utf8')).toBe('keep');
  });
});

describe('insideLintedTree', () => {
  it('accepts files below the working directory or a named folder, and refuses links that lead elsewhere', () => {
    const project = join(dir, 'project');
    const other = join(dir, 'other');
    const elsewhere = join(dir, 'elsewhere');
    mkdirSync(join(project, 'src'), { recursive: true });
    mkdirSync(other);
    mkdirSync(elsewhere);
    writeFileSync(join(project, 'src', 'a.ts'), '');
    writeFileSync(join(other, 'b.ts'), '');
    writeFileSync(join(elsewhere, 'c.ts'), '');
    symlinkSync(join(elsewhere, 'c.ts'), join(project, 'src', 'link.ts'));
    symlinkSync(elsewhere, join(project, 'src', 'linked-dir'));

    const inside = insideLintedTree(['src', '../other/**/*.ts'], project);
    expect(inside(join(project, 'src', 'a.ts'))).toBe(true);
    expect(inside(join(other, 'b.ts'))).toBe(true);
    expect(inside(join(project, 'src', 'link.ts'))).toBe(false);
    expect(inside(join(project, 'src', 'linked-dir', 'c.ts'))).toBe(false);
    expect(inside(join(project, 'src', 'missing.ts'))).toBe(false);
    // Named explicitly, a file outside the working directory is inside the tree; its folder's neighbours too.
    expect(insideLintedTree([join(elsewhere, 'c.ts')], project)(join(elsewhere, 'c.ts'))).toBe(true);
  });
});

describe('mcp-lint --fix when a file cannot be written', () => {
  it('names the file on stderr, leaves it unchanged and exits 2', async () => {
    mkdirSync(join(dir, 'src'));
    const before = readFileSync(
      join(import.meta.dirname, '..', 'fixtures', 'fix', 'stdio-no-console-log', 'before.ts'),
      'utf8',
    );
    writeFileSync(join(dir, 'src', 'server.ts'), before);
    failRename.on = true;
    let stderr = '';
    const code = await main(['src', '--fix', '--no-config'], {
      stdout: () => {},
      stderr: (text) => (stderr += text),
      readStdin: async () => '',
      env: {},
      cwd: dir,
      isTTY: false,
    });
    expect(code).toBe(2);
    expect(stderr).toContain(
      'mcp-lint: cannot write the fixes to src/server.ts: EXDEV: simulated failure. The file is unchanged.',
    );
    expect(readFileSync(join(dir, 'src', 'server.ts'), 'utf8')).toBe(before);
    expect(readdirSync(join(dir, 'src'))).toEqual(['server.ts']);
  });
});
