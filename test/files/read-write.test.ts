import { execFileSync } from 'node:child_process';
import {
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
  chmodSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { ReadRefusedError, readRegularFile, readRegularFileHead } from '../../src/files/read.js';
import { checkWriteTarget, prepareFileAtomic, WriteRefusedError, writeFileAtomic } from '../../src/files/write.js';

const scratch = () => mkdtempSync(join(tmpdir(), 'mcp-lint-files-'));

describe('readRegularFile', () => {
  it('reads a regular file whole', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'a.json'), 'x'.repeat(100_000));
    expect(readRegularFile(join(dir, 'a.json'), 1_000_000).length).toBe(100_000);
  });

  it('refuses a FIFO without waiting for a writer', () => {
    const dir = scratch();
    const fifo = join(dir, 'tools.json');
    execFileSync('mkfifo', [fifo]);
    expect(() => readRegularFile(fifo, 1024)).toThrow(ReadRefusedError);
    expect(() => readRegularFile(fifo, 1024)).toThrow(/not a regular file/);
  });

  it('refuses a link to /dev/zero', () => {
    const dir = scratch();
    symlinkSync('/dev/zero', join(dir, 'tools.json'));
    expect(() => readRegularFile(join(dir, 'tools.json'), 1024)).toThrow(/not a regular file/);
  });

  it('refuses a file over the limit, naming both sizes', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'big.json'), Buffer.alloc(3 * 1024 * 1024));
    expect(() => readRegularFile(join(dir, 'big.json'), 1024 * 1024)).toThrow(/is 3 MiB; at most 1 MiB/);
  });

  it('names what a refused file is: a FIFO, a character device, a directory, a socket', async () => {
    const dir = scratch();
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    mkdirSync(join(dir, 'folder'));
    expect(() => readRegularFile(join(dir, 'fifo'), 1024)).toThrow(/is a FIFO \(named pipe\), not a regular file/);
    expect(() => readRegularFile('/dev/null', 1024)).toThrow(/is a character device, not a regular file/);
    expect(() => readRegularFile(join(dir, 'folder'), 1024)).toThrow(/is a directory, not a regular file/);
    const server = createServer().listen(join(dir, 'socket'));
    await once(server, 'listening');
    try {
      expect(() => readRegularFile(join(dir, 'socket'), 1024)).toThrow(/is a socket, not a regular file/);
    } finally {
      server.close();
    }
  });

  it('readRegularFileHead reads the start of a file of any size, and refuses a FIFO the same way', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'a.json'), '{"lockfileVersion": 1}' + ' '.repeat(10_000));
    expect(readRegularFileHead(join(dir, 'a.json'), 10).toString()).toBe('{"lockfile');
    writeFileSync(join(dir, 'short.json'), '{}');
    expect(readRegularFileHead(join(dir, 'short.json'), 10).toString()).toBe('{}');
    execFileSync('mkfifo', [join(dir, 'fifo.json')]);
    expect(() => readRegularFileHead(join(dir, 'fifo.json'), 10)).toThrow(ReadRefusedError);
  });

  it('passes a missing file on as the fs error', () => {
    expect(() => readRegularFile(join(scratch(), 'missing.json'), 10)).toThrow(
      expect.objectContaining({ code: 'ENOENT' }),
    );
  });
});

describe('writeFileAtomic', () => {
  it('replaces a file, keeps its mode and leaves no temporary file', () => {
    const dir = scratch();
    const target = join(dir, 'report.sarif');
    writeFileSync(target, 'old');
    chmodSync(target, 0o640);
    writeFileAtomic(target, 'new');
    expect(readFileSync(target, 'utf8')).toBe('new');
    expect(statSync(target).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['report.sarif']);
  });

  it('refuses a symbolic link at the target and leaves what it points at alone', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'victim'), 'keep');
    symlinkSync(join(dir, 'victim'), join(dir, 'mcp-lint.sarif'));
    expect(() => writeFileAtomic(join(dir, 'mcp-lint.sarif'), 'x')).toThrow(WriteRefusedError);
    expect(() => writeFileAtomic(join(dir, 'mcp-lint.sarif'), 'x')).toThrow(/symbolic link/);
    expect(readFileSync(join(dir, 'victim'), 'utf8')).toBe('keep');
    expect(lstatSync(join(dir, 'mcp-lint.sarif')).isSymbolicLink()).toBe(true);
  });

  it('refuses a directory or a FIFO at the target', () => {
    const dir = scratch();
    mkdirSync(join(dir, 'out'));
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    expect(() => writeFileAtomic(join(dir, 'out'), 'x')).toThrow(/not a regular file/);
    expect(() => writeFileAtomic(join(dir, 'fifo'), 'x')).toThrow(/not a regular file/);
  });

  it('leaves no temporary file behind and never writes through a link planted at the old <file>.<pid>.tmp name', () => {
    const dir = scratch();
    for (let i = 0; i < 20; i++) {
      writeFileAtomic(join(dir, `f${i}`), 'x');
      expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    }
    // The name is random: the old `<file>.<pid>.tmp` could be planted as a link in advance.
    const planted = join(dir, `cache.${process.pid}.tmp`);
    writeFileSync(join(dir, 'elsewhere'), 'keep');
    symlinkSync(join(dir, 'elsewhere'), planted);
    writeFileAtomic(join(dir, 'cache'), 'data');
    expect(readFileSync(join(dir, 'elsewhere'), 'utf8')).toBe('keep');
  });

  it('prepareFileAtomic writes nothing at the target until commit, and abandon leaves the target as it was', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'a.ts'), 'old');
    const kept = prepareFileAtomic(join(dir, 'a.ts'), 'new');
    expect(readFileSync(join(dir, 'a.ts'), 'utf8')).toBe('old');
    kept.commit();
    expect(readFileSync(join(dir, 'a.ts'), 'utf8')).toBe('new');
    prepareFileAtomic(join(dir, 'a.ts'), 'newer').abandon();
    expect(readFileSync(join(dir, 'a.ts'), 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['a.ts']);
  });

  it('checkWriteTarget refuses before any work is done, as writeFileAtomic would', () => {
    const dir = scratch();
    symlinkSync(join(dir, 'missing'), join(dir, 'dangling'));
    expect(() => checkWriteTarget(join(dir, 'dangling'))).toThrow(/symbolic link/);
    expect(checkWriteTarget(join(dir, 'new.json'))).toBeUndefined();
  });

  it('creates missing parent directories when asked', () => {
    const dir = scratch();
    writeFileAtomic(join(dir, 'a', 'b', 'c.json'), '{}', { makeDirectories: true });
    expect(readFileSync(join(dir, 'a', 'b', 'c.json'), 'utf8')).toBe('{}');
  });

  it('with `within`, refuses a link in any directory between it and the target, before making one', () => {
    const dir = scratch();
    mkdirSync(join(dir, 'repo', 'node_modules'), { recursive: true });
    mkdirSync(join(dir, 'elsewhere'));
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'repo', 'node_modules', '.cache'));
    const target = join(dir, 'repo', 'node_modules', '.cache', 'mcp-lint', 'results.json');
    expect(() => writeFileAtomic(target, '{}', { makeDirectories: true, within: join(dir, 'repo') })).toThrow(
      /refusing to write below .*\.cache: it is a symbolic link/,
    );
    expect(readdirSync(join(dir, 'elsewhere'))).toEqual([]);
    // A link above `within` is the user's own: `within` itself may be reached through one.
    symlinkSync(join(dir, 'repo'), join(dir, 'repo-link'));
    writeFileAtomic(join(dir, 'repo-link', 'out', 'x.json'), '{}', {
      makeDirectories: true,
      within: join(dir, 'repo-link'),
    });
    expect(readFileSync(join(dir, 'repo', 'out', 'x.json'), 'utf8')).toBe('{}');
  });
});
