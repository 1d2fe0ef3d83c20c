// The README is a contract too: its commands, config example and rules table must match what ships.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';

const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

describe('README', () => {
  it('starts with the two fresh-clone commands', () => {
    const firstBlock = readme.slice(readme.indexOf('```sh'), readme.indexOf('```', readme.indexOf('```sh') + 5));
    expect(firstBlock).toContain('npm ci && npm run build && node bin/mcp-lint.js examples/tools.json');
    expect(firstBlock).toContain('npm test');
    expect(readFileSync(join(REPO_ROOT, '.ci/run'), 'utf8')).toMatch(/npm ci[^\n]*\n(.*\n)*npm test/);
  });
  it('lists every registered rule in its rules table, linking its docs page', async () => {
    const rules = JSON.parse((await runMcpLint(['--list-rules', '--format', 'json'])).stdout) as Array<{ id: string; defaultLevel: string }>;
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(readme).toContain(`| [\`${rule.id}\`](docs/rules/${rule.id}.md) | ${rule.defaultLevel} |`);
    }
    const tableIds = [...readme.matchAll(/^\| \[`([a-z0-9-]+)`\]\(docs\/rules\//gm)].map((m) => m[1]);
    expect(tableIds.sort()).toEqual(rules.map((r) => r.id).sort());
  });
  it('shows a config example that mcp-lint accepts', async () => {
    const start = readme.indexOf('```json', readme.indexOf('### Configuration'));
    const example = readme.slice(start + 7, readme.indexOf('```', start + 7));
    const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-readme-'));
    writeFileSync(join(dir, 'mcp-lint.config.json'), example);
    const run = await runMcpLint([join(REPO_ROOT, 'examples/clean-tools.json')], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });
  it('ships the pre-commit hook it documents: mcp-tool-lint at this version, as pre-commit runs it', async () => {
    const hooks = readFileSync(join(REPO_ROOT, '.pre-commit-hooks.yaml'), 'utf8');
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(hooks).toMatch(/^- id: mcp-lint$/m);
    expect(hooks).toMatch(/^ {2}language: system$/m);
    const entry = /^ {2}entry: (.*)$/m.exec(hooks)?.[1]?.split(' ') ?? [];
    // Released in step: a tag's hook runs the linter published from that tag.
    expect(entry.slice(0, 3)).toEqual(['npx', '--yes', `mcp-tool-lint@${version}`]);
    // pre-commit appends the staged files to the entry: package.json is skipped, the tool file is linted.
    const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-hook-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '1.0.0' }));
    writeFileSync(join(dir, 'tools.json'), readFileSync(join(REPO_ROOT, 'examples/tools.json')));
    const run = await runMcpLint([...entry.slice(3), 'package.json', 'tools.json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('tools.json');
    expect(run.stdout).not.toContain('package.json');
  });
});
