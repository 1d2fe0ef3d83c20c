// The README and docs/ are a contract too: the commands, output, config example, rules table and links they show
// must match what ships.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const readme = read('README.md');

/** The body of the first fenced block of `fence` (```sh, ```json, …) after `from` in `text`. */
function blockAfter(text: string, fence: string, from = 0): string {
  const start = text.indexOf(`${fence}\n`, from);
  expect(start, `a ${fence} block`).toBeGreaterThanOrEqual(0);
  const body = start + fence.length + 1;
  return text.slice(body, text.indexOf('```', body));
}

describe('README', () => {
  it('starts with the two fresh-clone commands, the second being what CI runs', () => {
    const firstBlock = blockAfter(readme, '```sh');
    expect(firstBlock).toContain('npm ci && npm run build && node bin/mcp-lint.js examples/tools.json');
    expect(firstBlock).toContain('npm test');
    expect(readme.indexOf('```sh')).toBeLessThan(readme.indexOf('\n## '));
    expect(read('.ci/run')).toMatch(/npm ci[^\n]*\n(.*\n)*npm test/);
  });

  it('shows what the first command prints on the shipped examples', async () => {
    const shown = blockAfter(readme, '```text');
    const [head, tail] = shown.split('  …\n') as [string, string];
    expect(tail, 'the block elides the middle with "  …"').toBeDefined();
    const run = await runMcpLint(['examples/tools.json'], { cwd: REPO_ROOT, env: { COLUMNS: undefined } });
    expect(run.code).toBe(1);
    expect(run.stdout.trimStart().startsWith(head), run.stdout).toBe(true);
    expect(run.stdout.endsWith(tail.trimStart()), run.stdout).toBe(true);
    const clean = await runMcpLint(['examples/clean-tools.json'], { cwd: REPO_ROOT });
    expect(clean.code).toBe(0);
    expect(readme).toContain(`\`${clean.stdout.trim()}\``);
  });
});

describe('docs/', () => {
  it('lists every registered rule in docs/rules/README.md, linking its page, with its default level', async () => {
    const rules = JSON.parse((await runMcpLint(['--list-rules', '--format', 'json'])).stdout) as Array<{
      id: string;
      defaultLevel: string;
    }>;
    expect(rules.length).toBeGreaterThan(0);
    const rows = read('docs/rules/README.md')
      .split('\n')
      .filter((line) => /^\| \[`[a-z0-9-]+`\]\([a-z0-9-]+\.md\)/.test(line));
    const byId = new Map(rows.map((row) => [/^\| \[`([a-z0-9-]+)`\]/.exec(row)![1]!, row]));
    for (const rule of rules) {
      const row = byId.get(rule.id);
      expect(row, `a row for ${rule.id}`).toBeDefined();
      expect(row).toMatch(new RegExp(`^\\| \\[\`${rule.id}\`\\]\\(${rule.id}\\.md\\)`));
      expect(row!.split('|')[2]!.trim()).toBe(rule.defaultLevel);
    }
    expect([...byId.keys()].sort()).toEqual(rules.map((r) => r.id).sort());
    expect(rows).toHaveLength(byId.size);
  });

  it('shows a config example in docs/config.md that mcp-lint accepts', async () => {
    const config = read('docs/config.md');
    const example = blockAfter(config, '```json', config.indexOf('\n## The file\n'));
    expect(example).toContain('"rules"');
    const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-readme-'));
    writeFileSync(join(dir, 'mcp-lint.config.json'), example);
    const run = await runMcpLint([join(REPO_ROOT, 'examples/clean-tools.json')], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('links only to files and headings that exist', () => {
    const pages = ['README.md', ...markdownUnder('docs')];
    const broken: string[] = [];
    for (const page of pages) {
      for (const target of relativeLinks(read(page))) {
        const [path, fragment] = target.split('#') as [string, string | undefined];
        const file = path === '' ? page : relative(REPO_ROOT, join(REPO_ROOT, dirname(page), decodeURIComponent(path)));
        if (!existsSync(join(REPO_ROOT, file))) broken.push(`${page}: ${target} (no such file)`);
        else if (fragment !== undefined && file.endsWith('.md') && !headingSlugs(read(file)).has(fragment))
          broken.push(`${page}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('.pre-commit-hooks.yaml', () => {
  it('ships the pre-commit hook the docs show: mcp-tool-lint at this version, as pre-commit runs it', async () => {
    const hooks = read('.pre-commit-hooks.yaml');
    const { version } = JSON.parse(read('package.json')) as { version: string };
    expect(hooks).toMatch(/^- id: mcp-lint$/m);
    for (const page of [readme, read('docs/ci.md')]) expect(page).toMatch(/^ {6}- id: mcp-lint$/m);
    expect(hooks).toMatch(/^ {2}language: script$/m);
    const entry = /^ {2}entry: (.*)$/m.exec(hooks)?.[1]?.split(' ') ?? [];
    // Released in step: a tag's hook runs the linter published from that tag (the version beside it, as the Action).
    expect(entry[0]).toBe('action/hook.mjs');
    expect(read('action/hook.mjs')).toContain('installLinter(`${PACKAGE}@${version}`');
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    // pre-commit appends the staged files to the entry: package.json is skipped, the tool file is linted.
    const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-hook-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '1.0.0' }));
    writeFileSync(join(dir, 'tools.json'), read('examples/tools.json'));
    const run = await runMcpLint([...entry.slice(1), 'package.json', 'tools.json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('tools.json');
    expect(run.stdout).not.toContain('package.json');
  });
});

function markdownUnder(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownUnder(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Outside fenced code: the targets of Markdown links that are not URLs. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z]+:/i.test(target));
}

/** The anchors GitHub gives a page's headings: rendered text, lower-cased, punctuation dropped, spaces as "-". */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of prose.matchAll(/^#{1,6} (.+)$/gm)) {
    const text = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    for (let n = 1; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
  }
  return slugs;
}
