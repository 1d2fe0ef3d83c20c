// The read policy of a command-line run (src/files/read-policy.ts): which folders, and how a path is judged.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutRoot, projectFolders, projectReadPolicy } from '../../src/files/read-policy.js';
import { tempDir } from '../helpers/temp.js';

/** root/repo (a checkout with .git and src), root/copy (a project with package.json but no .git), root/loose. */
function layout(): { root: string; repo: string } {
  const root = tempDir('mcp-lint-read-policy-');
  for (const dir of ['repo/.git', 'repo/src/deep', 'copy/src', 'loose'])
    mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'copy', 'package.json'), '{}');
  for (const file of ['repo/src/a.ts', 'copy/src/b.ts', 'copy/shared.ts', 'loose/c.json', 'outside.ts'])
    writeFileSync(join(root, file), '');
  return { root, repo: join(root, 'repo') };
}

describe('read policy of a command-line run', () => {
  it('the project is the nearest folder upward with .git, else the working directory', () => {
    const { root, repo } = layout();
    expect(checkoutRoot(join(repo, 'src', 'deep'))).toBe(repo);
    expect(checkoutRoot(join(root, 'loose'))).toBe(join(root, 'loose'));
  });

  it('adds the project of each input named outside it, and a named file itself', () => {
    const { root, repo } = layout();
    const cwd = join(repo, 'src');
    expect(projectFolders(cwd, ['.', 'a.ts', '-'])).toEqual([repo]);
    expect(projectFolders(cwd, ['../../copy/src/b.ts', '../../loose/*.json'])).toEqual([
      repo,
      join(root, 'copy'),
      join(root, 'copy', 'src', 'b.ts'),
      join(root, 'loose'),
    ]);
  });

  it('judges paths after following links: a link inside that leads out is refused, a link to a file inside is read', () => {
    const { root, repo } = layout();
    symlinkSync(join(root, 'outside.ts'), join(repo, 'src', 'out.ts'));
    symlinkSync(join(repo, 'src', 'a.ts'), join(repo, 'in.ts'));
    symlinkSync(join(root, 'copy'), join(repo, 'linked-copy'));
    const mayRead = projectReadPolicy(repo, ['src', 'linked-copy']);
    expect(mayRead(join(repo, 'src', 'a.ts'))).toBe(true);
    expect(mayRead(join(repo, 'in.ts'))).toBe(true);
    expect(mayRead(join(repo, 'src', 'out.ts'))).toBe(false);
    // Named on the command line, but through the repository's own link: not the user's choice of a folder.
    expect(mayRead(join(repo, 'linked-copy', 'shared.ts'))).toBe(false);
    expect(mayRead(join(root, 'outside.ts'))).toBe(false);
    expect(mayRead(join(repo, 'missing.ts'))).toBe(false);
  });
});
