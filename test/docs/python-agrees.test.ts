// Issue 36 item 9: the docs and the help say what the product does for Python authors — Python source is read
// without running it, `--fix` rewrites Python files, and a generated Python project's hook lints its source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

describe('docs and help agree about Python', () => {
  it('--help names Python source wherever it names TS/JS source, --fix included', async () => {
    const help = (await runMcpLint(['--help'])).stdout;
    const tsLines = help.split('\n').filter((line) => line.includes('TS/JS'));
    expect(tsLines.length).toBeGreaterThan(0);
    for (const line of tsLines) expect(line, line).toContain('Python');
    expect(help).toMatch(/--fix\s+apply safe fixes to TS\/JS and Python source files/);
  });

  it('action.yml, README and docs/cli.md describe source mode as TS/JS and Python', () => {
    expect(read('action.yml')).toMatch(/^description: .*TS\/JS and Python server source/m);
    expect(read('docs/cli.md')).toMatch(/mcp-lint \. +# every tool file and TS\/JS or Python source/);
    expect(read('README.md')).toMatch(/mcp-lint \. +# every tool file and TS\/JS or Python source/);
  });

  it('docs/create.md says a Python project is linted from its source, as its hook does', () => {
    const create = read('docs/create.md');
    expect(create).not.toMatch(/no Python source mode/);
    expect(create).toContain('pre-commit hook lints the source (`mcp-lint src`');
    // The hook's lines come from python-linter.ts: the wheel's `mcp-lint src`, or npx for a build on no registry.
    expect(read('templates/python-common/_pre-commit-config.yaml')).toContain('{{mcpLintHook}}');
    expect(read('src/create/python-linter.ts')).toContain("'entry: mcp-lint src'");
    expect(read('src/create/python-linter.ts')).toContain("`entry: ${npx('mcp-lint src')}`");
  });
});
