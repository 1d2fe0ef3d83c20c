// --explain <rule>: the rule's docs page, for every rule, in the terminal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import { explainRule } from '../../src/cli/explain.js';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';

describe('--explain', () => {
  it.each(allRules.map((rule) => rule.id))('prints the docs page of %s', (id) => {
    const text = explainRule(id, allRules);
    expect(text).toBe(readFileSync(join(REPO_ROOT, 'docs', 'rules', `${id}.md`), 'utf8'));
    expect(text.startsWith(`# ${id}\n`)).toBe(true);
    expect(text).toMatch(/^## Why/m);
  });

  it('the built CLI prints the page and exits 0', async () => {
    const run = await runMcpLint(['--explain', 'broad-capability']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('# broad-capability');
    expect(run.stdout).toMatch(/^## Bad/m);
    expect(run.stdout).toMatch(/^## Good/m);
  });

  it('an unknown rule is a usage error with a suggestion', async () => {
    const run = await runMcpLint(['--explain', 'broad-capabilty']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown rule "broad-capabilty". Did you mean "broad-capability"?');
    expect(run.stdout).toBe('');
  });
});
