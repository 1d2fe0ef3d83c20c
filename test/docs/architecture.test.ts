// docs/architecture.md answers "where is X" by path for every folder, rule, loader, framework, formatter and
// command, and every path it names exists: a new rule or framework, or a moved file, fails here until the page says so.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMAT_NAMES } from '../../src/formatters/types.js';
import { REPO_ROOT } from '../helpers/cli.js';

const page = readFileSync(join(REPO_ROOT, 'docs', 'architecture.md'), 'utf8');
const SRC = join(REPO_ROOT, 'src');

const tsFiles = (dir: string) => readdirSync(join(SRC, dir)).filter((name) => name.endsWith('.ts'));
const folders = (dir: string): string[] =>
  readdirSync(join(SRC, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'generated')
    .flatMap((entry) => [`${dir}${entry.name}/`, ...folders(`${dir}${entry.name}/`)]);

/** The bullet of the page that starts with `label`, up to the next bullet or heading. */
function bullet(label: string): string {
  const start = page.indexOf(`- \`${label}\``);
  expect(start, `docs/architecture.md has a bullet for ${label}`).toBeGreaterThanOrEqual(0);
  const rest = page.slice(start + 2);
  const end = rest.search(/\n(- |#)/);
  return end < 0 ? rest : rest.slice(0, end);
}

describe('docs/architecture.md', () => {
  it('names every folder of src/', () => {
    const missing = folders('').filter(
      (folder) => !page.includes(`src/${folder}`) && !page.includes(`\`${folder.split('/').at(-2)}/\``),
    );
    expect(missing).toEqual([]);
  });

  it('names only files that exist in the folder each bullet describes', () => {
    const missing: string[] = [];
    for (const folder of folders('').filter((name) => page.includes(`- \`src/${name}\``))) {
      for (const match of bullet(`src/${folder}`).matchAll(/`([\w-]+(?:\/[\w-]+)*\.ts)`/g)) {
        const path = match[1]!.startsWith('src/') ? join(REPO_ROOT, match[1]!) : join(SRC, folder, match[1]!);
        if (!existsSync(path)) missing.push(path.slice(REPO_ROOT.length + 1));
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists every rule under its scope folder', () => {
    for (const scope of readdirSync(join(SRC, 'rules')).filter((name) => !name.endsWith('.ts') && name !== 'shared')) {
      const text = bullet(`src/rules/${scope}/`);
      const ids = tsFiles(`rules/${scope}`)
        .filter((name) => name !== 'index.ts')
        .map((name) => name.slice(0, -3));
      expect(
        ids.filter((id) => !new RegExp(`[\\s(]${id}[,.]`).test(text)),
        `rules missing from the ${scope} bullet`,
      ).toEqual([]);
    }
  });

  it('names the file of every framework and every formatter', () => {
    const frameworkSection = page.slice(page.indexOf('### A framework'), page.indexOf('### A formatter'));
    const frameworks = tsFiles('loaders/source/frameworks').filter((name) => !frameworkSection.includes(`\`${name}\``));
    expect(frameworks).toEqual([]);
    expect(FORMAT_NAMES.filter((name) => !page.includes(`\`${name}.ts\``))).toEqual([]);
  });

  it("shows in 'Add a framework' the code of the tests that add one, each block from the test file named before it", () => {
    const section = page.slice(page.indexOf('### Add a framework'), page.indexOf('### A formatter'));
    const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)];
    expect(blocks.length).toBe(3);
    const stale = blocks.filter((block) => {
      const named = [...section.slice(0, block.index).matchAll(/`(test\/[\w./-]+\.test\.ts)`/g)].at(-1)?.[1];
      return !named || !readFileSync(join(REPO_ROOT, named), 'utf8').includes(block[1]!);
    });
    expect(stale.map((block) => block[1]!.split('\n')[0])).toEqual([]);
  });

  it('names a folder under src/loaders/ for every loader', () => {
    const loaders = readdirSync(join(SRC, 'loaders'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(
      loaders.filter((entry) => !page.includes(`\`src/loaders/${entry.name}/\``)).map((entry) => entry.name),
    ).toEqual([]);
  });

  it('names only paths that exist', () => {
    const named = [
      ...page.matchAll(
        /`((?:src|test|bin|action|templates|docs|scripts)\/[\w./<>-]*|\.[\w-]+\.(?:cjs|yaml)|action\.yml)`/g,
      ),
    ]
      .map((match) => match[1]!)
      .filter((path) => !path.includes('<'));
    expect(named.length).toBeGreaterThan(40);
    const missing = named.filter((path) => !existsSync(join(REPO_ROOT, path)));
    expect(missing).toEqual([]);
  });

  it('says where the tests of each folder of src/ are, and they are there', () => {
    expect(page).toContain('`test/` mirrors `src/`');
    const untested = folders('')
      .filter((folder) => folder.split('/').length === 2)
      .filter((folder) => !existsSync(join(REPO_ROOT, 'test', folder)));
    expect(untested).toEqual([]);
  });
});
