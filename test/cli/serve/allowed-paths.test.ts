// The folder check behind lint_files: inside the allowed folders only, also through symbolic links.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPath, rootFolders } from '../../../src/cli/serve/allowed-paths.js';

const temp = realpathSync(mkdtempSync(join(tmpdir(), 'mcp-lint-paths-')));
const project = join(temp, 'project');
const other = join(temp, 'project-other'); // shares a prefix with project: must not count as inside it
mkdirSync(join(project, 'src'), { recursive: true });
mkdirSync(other);
writeFileSync(join(project, 'src', 'a.ts'), '');
writeFileSync(join(other, 'b.json'), '{}');
symlinkSync(join(other, 'b.json'), join(project, 'out.json'));
symlinkSync(other, join(project, 'out-dir'));
symlinkSync(join(project, 'src'), join(other, 'into-project'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('checkPath', () => {
  it('accepts relative and absolute paths inside an allowed folder, naming the folder', () => {
    expect(checkPath('src/a.ts', project, [project])).toEqual({ path: join(project, 'src', 'a.ts'), folder: project });
    expect(checkPath(project, project, [project])).toEqual({ path: project, folder: project });
    expect(checkPath(join(other, 'b.json'), project, [project, other]).folder).toBe(other);
  });

  it('refuses a sibling folder whose name starts like the allowed one, and ../ escapes', () => {
    expect(() => checkPath(join(other, 'b.json'), project, [project])).toThrow(
      /is outside the folders this server may read/,
    );
    expect(() => checkPath('../project-other/b.json', project, [project])).toThrow(/is outside/);
  });

  it('follows symbolic links: a link inside that leads outside is refused, a link outside that leads inside is accepted', () => {
    expect(() => checkPath('out.json', project, [project])).toThrow(/is outside/);
    expect(() => checkPath('out-dir', project, [project])).toThrow(/is outside/);
    expect(checkPath(join(other, 'into-project'), project, [project]).folder).toBe(project);
  });

  it('says "does not exist" only for a missing path inside, so nothing is revealed about other folders', () => {
    expect(() => checkPath('missing.ts', project, [project])).toThrow(/does not exist/);
    expect(() => checkPath(join(other, 'missing.json'), project, [project])).toThrow(/is outside/);
  });

  it('refuses every path, saying to add --root, when no folder is allowed (started in / without --root or roots)', () => {
    expect(() => checkPath('src/a.ts', project, [])).toThrow(/without --root.*"--root", "<your project folder>"/);
  });

  it('does not expand globs, and says to pass the folder', () => {
    expect(() => checkPath('src/**/*.ts', project, [project])).toThrow(
      /does not exist .*Globs are not expanded: pass the folder/,
    );
  });

  it('refuses empty paths and NUL characters', () => {
    expect(() => checkPath('  ', project, [project])).toThrow(/empty/);
    expect(() => checkPath('src/a.ts\0', project, [project])).toThrow(/NUL/);
  });
});

describe('rootFolders', () => {
  it('keeps file:// roots as folders and ignores other schemes and malformed URIs', () => {
    expect(
      rootFolders([
        { uri: 'file:///work/project' },
        { uri: 'https://example.com/repo' },
        { uri: 'file://remote-host/share' },
      ]),
    ).toEqual(process.platform === 'win32' ? expect.any(Array) : ['/work/project']);
  });
});
