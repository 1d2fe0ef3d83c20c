import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expandInputs } from '../../src/inputs/index.js';
import { createIgnoreMatcher, ignoreNothing } from '../../src/config/index.js';
import { classifyFile, classifyNamedFile } from '../../src/inputs/classify.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-inputs-'));
  const files = [
    'tools.json',
    'server.ts',
    'types.d.ts',
    'README.md',
    'nested/deeper/more.json',
    'nested/lib.mjs',
    'node_modules/pkg/tools.json',
    '.git/config.json',
    'dist/server.js',
    'build/x.json',
    'coverage/c.json',
    'fixtures/f.json',
    // A Python project's environments and caches: a venv's packages ship JSON files of their own.
    '.venv/lib/python3.12/site-packages/jsonschema_specifications/schemas/tools.json',
    'venv/lib/x.json',
    'pkg/__pycache__/c.json',
    'lib/site-packages/dep/t.json',
    '.tox/py312/t.json',
    // Python sources: stubs register nothing; environments' own sources are skipped with their folders.
    'app/server.py',
    'app/server.pyi',
    'tests/test_server.py',
    '.venv/lib/python3.12/site-packages/mcp/server.py',
    'venv/bin/x.py',
  ];
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '{}');
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const rel = (paths: Array<{ path: string }>) => paths.map((f) => relative(dir, f.path));

describe('expandInputs', () => {
  it('walks directories recursively, in name order, skipping dependency and output folders', async () => {
    const { files, searched } = await expandInputs(['.'], dir, ignoreNothing);
    expect(rel(files)).toEqual([
      'app/server.py',
      'fixtures/f.json',
      'nested/deeper/more.json',
      'nested/lib.mjs',
      'server.ts',
      'tests/test_server.py',
      'tools.json',
    ]);
    expect(files.map((f) => f.kind)).toEqual(['python', 'json', 'json', 'source', 'source', 'python', 'json']);
    expect(files.every((f) => !f.explicit)).toBe(true);
    expect(searched).toEqual([{ input: '.', kind: 'directory' }]);
  });
  it('applies ignore patterns to walked and named files', async () => {
    const isIgnored = await createIgnoreMatcher([{ patterns: ['fixtures', '*.mjs', '*.py'], base: dir }]);
    expect(rel((await expandInputs(['.'], dir, isIgnored)).files)).toEqual([
      'nested/deeper/more.json',
      'server.ts',
      'tools.json',
    ]);
    expect((await expandInputs(['fixtures/f.json'], dir, isIgnored)).files).toEqual([]);
  });
  it('takes named files as explicit, whatever their extension, and de-duplicates', async () => {
    const { files } = await expandInputs(
      ['README.md', 'tools.json', './tools.json', 'nested', 'app/server.py', 'app/server.pyi'],
      dir,
      ignoreNothing,
    );
    expect(rel(files)).toEqual([
      'README.md',
      'tools.json',
      'nested/deeper/more.json',
      'nested/lib.mjs',
      'app/server.py',
      'app/server.pyi',
    ]);
    expect(files.map((f) => [f.kind, f.explicit])).toEqual([
      ['json', true],
      ['json', true],
      ['json', false],
      ['source', false],
      ['python', true],
      ['python', true],
    ]);
  });
  it('marks a directory or glob whose files an earlier input already gave as overlapping, not empty', async () => {
    const { files, searched } = await expandInputs(['.', 'nested', 'nested/*.mjs'], dir, ignoreNothing);
    expect(rel(files)).toEqual([
      'app/server.py',
      'fixtures/f.json',
      'nested/deeper/more.json',
      'nested/lib.mjs',
      'server.ts',
      'tests/test_server.py',
      'tools.json',
    ]);
    expect(searched).toEqual([
      { input: '.', kind: 'directory' },
      { input: 'nested', kind: 'directory', overlaps: true },
      { input: 'nested/*.mjs', kind: 'glob', overlaps: true },
    ]);
  });
  it('expands globs, keeping only lintable files', async () => {
    const { files, searched } = await expandInputs(['**/*.json', 'nested/*', '**/*.py*'], dir, ignoreNothing);
    expect(rel(files)).toEqual([
      'fixtures/f.json',
      'nested/deeper/more.json',
      'tools.json',
      'nested/lib.mjs',
      'app/server.py',
      'tests/test_server.py',
    ]);
    expect(files.map((f) => f.kind).slice(-2)).toEqual(['python', 'python']);
    expect(searched.map((s) => s.kind)).toEqual(['glob', 'glob', 'glob']);
  });
  it('fails on a missing path and on a glob that matches nothing', async () => {
    await expect(expandInputs(['missing.json'], dir, ignoreNothing)).rejects.toThrow(
      'No such file or directory: missing.json',
    );
    await expect(expandInputs(['**/*.yaml'], dir, ignoreNothing)).rejects.toThrow(
      'No files match the pattern "**/*.yaml".',
    );
  });
  it('marks "-" as standard input', async () => {
    const expanded = await expandInputs(['-'], dir, ignoreNothing);
    expect(expanded.stdin).toBe(true);
    expect(expanded.files).toEqual([]);
  });
  it('does not follow symlinked directories (no loops)', async () => {
    symlinkSync(dir, join(dir, 'nested', 'loop'));
    const { files } = await expandInputs(['nested'], dir, ignoreNothing);
    expect(rel(files)).toEqual(['nested/deeper/more.json', 'nested/lib.mjs']);
  });
});

describe('classifyFile', () => {
  it('reads .json as JSON, TS/JS as source and .py as Python, but not declaration files or stubs', () => {
    expect(
      [
        'a.json',
        'a.ts',
        'a.mts',
        'a.cts',
        'a.tsx',
        'a.js',
        'a.mjs',
        'a.cjs',
        'a.d.ts',
        'a.d.mts',
        'a.yaml',
        'a.py',
        'A.PY',
        'a.pyi',
        'a.pyc',
      ].map(classifyFile),
    ).toEqual([
      'json',
      'source',
      'source',
      'source',
      'source',
      'source',
      'source',
      'source',
      undefined,
      undefined,
      undefined,
      'python',
      'python',
      undefined,
      undefined,
    ]);
  });
  it('reads a named .py or .pyi file as Python, anything else not TS/JS as JSON', () => {
    expect(['a.py', 'a.pyi', 'a.pyc', 'a.ts', 'a.txt'].map(classifyNamedFile)).toEqual([
      'python',
      'python',
      'json',
      'source',
      'json',
    ]);
  });
});
