// Where the generated project's create-mcp-tool devDependency comes from: the tarball or folder the scaffolder was
// installed from (npx, a project's `file:` dependency), else its own version.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { selfSpec } from '../../src/create/self-spec.js';
import { linterSource, linterSourceNote } from '../../src/create/linter-source.js';
import { packageVersion } from '../../src/core/package-version.js';
import { tempDir } from './helpers.js';

/** An install root as npx leaves it (`~/.npm/_npx/<hash>`): a package.json naming the spec, and the bin link's path. */
function installRoot(spec: string): string {
  const root = tempDir();
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ dependencies: { 'create-mcp-tool': spec }, _npx: { packages: ['x'] } }),
  );
  mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
  return root;
}

describe('the spec written for the create-mcp-tool devDependency', () => {
  it('npx ./create-mcp-tool-0.1.0.tgz: the same tarball, made absolute', () => {
    const root = installRoot('file:../../work/create-mcp-tool-0.1.0.tgz');
    expect(selfSpec(join(root, 'node_modules', '.bin', 'create-mcp-tool'), {})).toBe(
      `file:${join(root, '..', '..', 'work', 'create-mcp-tool-0.1.0.tgz')}`,
    );
  });

  it('npx ./clone (a linked folder): that folder', () => {
    const root = installRoot('file:/home/me/create-mcp-tool');
    expect(selfSpec(join(root, 'node_modules', 'create-mcp-tool', 'bin', 'create-mcp-tool.js'), {})).toBe(
      'file:/home/me/create-mcp-tool',
    );
  });

  it('installed from the registry, or run from a checkout: its own version', () => {
    const root = installRoot('^0.1.0');
    expect(selfSpec(join(root, 'node_modules', '.bin', 'create-mcp-tool'), {})).toBe(packageVersion());
    expect(selfSpec('/home/me/create-mcp-tool/bin/create-mcp-tool.js', {})).toBe(packageVersion());
    expect(selfSpec(undefined, {})).toBe(packageVersion());
  });

  it('the test-only CREATE_MCP_TOOL_SELF_SPEC wins', () => {
    const root = installRoot('file:x.tgz');
    expect(
      selfSpec(join(root, 'node_modules', '.bin', 'create-mcp-tool'), { CREATE_MCP_TOOL_SELF_SPEC: 'file:/y.tgz' }),
    ).toBe('file:/y.tgz');
  });
});

describe('where a project made from a tarball or a folder takes mcp-lint from', () => {
  it('a tarball: a copy inside the project, named by a path inside it (package.json and npx --package)', () => {
    expect(linterSource('file:/tmp/x/create-mcp-tool-0.1.0.tgz')).toEqual({
      spec: 'file:vendor/create-mcp-tool-0.1.0.tgz',
      npxPackage: './vendor/create-mcp-tool-0.1.0.tgz',
      vendored: { from: '/tmp/x/create-mcp-tool-0.1.0.tgz', to: 'vendor/create-mcp-tool-0.1.0.tgz' },
    });
  });

  it('a folder: named as it is, and the closing note warns that only this machine has it', () => {
    const source = linterSource('file:/home/me/create-mcp-tool');
    expect(source).toMatchObject({ spec: 'file:/home/me/create-mcp-tool', localFolder: '/home/me/create-mcp-tool' });
    expect(linterSourceNote(source, false)).toMatch(
      /^Warning: package\.json names mcp-lint as file:\/home\/me\/create-mcp-tool, a folder of this machine only/,
    );
  });

  it('a registry version: create-mcp-tool@<version> for npx', () => {
    expect(linterSource('0.1.0')).toEqual({ spec: '0.1.0', npxPackage: 'create-mcp-tool@0.1.0' });
  });
});
