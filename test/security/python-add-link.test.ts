// `create-mcp-tool add` in a Python project never writes through a linked directory (issue 34, hole 8): a committed
// src/<package> link into another project must not get a module created there, nor that project's tools/__init__.py
// edited. The TypeScript `add` refuses a linked src/ or src/tools/ the same way (test/create/add.test.ts).
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCreate } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';

const TOOLS_INIT = 'from collections.abc import Callable\n\nTOOLS: list[Callable[[object], None]] = []\n';

/** A Python project of ours whose `linked` directory (relative to it) is a link into another project. */
function projectWithLink(linked: string[], target: string[]): { project: string; victim: string } {
  const root = tempDir('create-mcp-tool-add-link-');
  const victim = join(root, 'other-project');
  const project = join(root, 'project');
  mkdirSync(join(victim, 'src', 'theirs', 'tools'), { recursive: true });
  writeFileSync(join(victim, 'src', 'theirs', 'tools', '__init__.py'), TOOLS_INIT);
  mkdirSync(join(project, 'tests'), { recursive: true });
  writeFileSync(join(project, 'pyproject.toml'), '[project]\nname = "demo"\n');
  mkdirSync(join(project, ...linked.slice(0, -1)), { recursive: true });
  symlinkSync(join(victim, ...target), join(project, ...linked));
  return { project, victim };
}

describe('Python add and linked directories (issue 34, hole 8)', () => {
  it('refuses a src/<package> that is a link into another project and writes nothing there', async () => {
    const { project, victim } = projectWithLink(['src', 'demo'], ['src', 'theirs']);
    const run = await runCreate(['add', 'search_notes'], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(join('src', 'demo'));
    expect(run.stderr).toMatch(
      /is a symbolic link; "add" writes only inside the project, never through a link\. Nothing was written\./,
    );
    expect(existsSync(join(victim, 'src', 'theirs', 'tools', 'search_notes.py'))).toBe(false);
    expect(readFileSync(join(victim, 'src', 'theirs', 'tools', '__init__.py'), 'utf8')).toBe(TOOLS_INIT);
    expect(existsSync(join(project, 'tests', 'test_search_notes.py'))).toBe(false);
  });

  it('refuses a linked src/ and a linked src/<package>/tools/ too', async () => {
    for (const [linked, target] of [
      [['src'], ['src']],
      [
        ['src', 'demo', 'tools'],
        ['src', 'theirs', 'tools'],
      ],
    ] as const) {
      const { project, victim } = projectWithLink([...linked], [...target]);
      const run = await runCreate(['add', 'search_notes'], { cwd: project });
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toMatch(/is a symbolic link; "add" writes only inside the project/);
      expect(existsSync(join(victim, 'src', 'theirs', 'tools', 'search_notes.py'))).toBe(false);
      expect(readFileSync(join(victim, 'src', 'theirs', 'tools', '__init__.py'), 'utf8')).toBe(TOOLS_INIT);
    }
  });
});
