// The layering of src/ (.dependency-cruiser.cjs, docs/architecture.md): imports only go down, no cycles. Runs the
// same dependency-cruiser command as `npm run lint:layers`, on src/ and on copies of it with one bad file added, so
// the check is shown to fail on exactly the mistakes it exists for.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers/cli.js';

const DEPCRUISE = join(REPO_ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

function violations(root: string): Violation[] {
  const run = spawnSync(
    process.execPath,
    [DEPCRUISE, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 1 << 27,
    },
  );
  expect(run.stdout, run.stderr).not.toBe('');
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const copies: string[] = [];
/** A copy of the project's src/ and configs with extra files written into it. */
function copyWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'mcp-lint-layers-'));
  copies.push(root);
  cpSync(join(REPO_ROOT, 'src'), join(root, 'src'), { recursive: true });
  for (const config of ['.dependency-cruiser.cjs', 'tsconfig.json'])
    cpSync(join(REPO_ROOT, config), join(root, config));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
  return root;
}
afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

const brief = (list: Violation[]) => list.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

// One copy holds every bad file, each a mistake of its own (none imports another's), so dependency-cruiser runs twice
// in all, not once per mistake: a run reads the whole of src/ (about 4 s of CPU).
const MISTAKES = {
  'src/core/upward.ts': "export { main } from '../cli/mcp-lint.js';\n",
  'src/spec/sideways.ts': "export * from '../tokens/tokens.js';\n",
  'src/core/cycle-a.ts': "import { b } from './cycle-b.js';\nexport const a = () => b;\n",
  'src/core/cycle-b.ts': "import { a } from './cycle-a.js';\nexport const b = () => a;\n",
  'src/rules/definition/borrowing.ts': "export * from './tool-description.js';\n",
};
let inTheCopy: string[] | undefined;
/** The violations in a copy of src/ with every mistake added, found once for the tests below. */
const mistakesFound = () => (inTheCopy ??= brief(violations(copyWith(MISTAKES))));

describe('layering', () => {
  it('src/ has no import cycle and no import that goes up a layer', () => {
    expect(brief(violations(REPO_ROOT))).toEqual([]);
  });

  it('fails on a file that imports a higher layer (core importing the CLI)', () => {
    expect(mistakesFound()).toContain('core-imports-down-only: src/core/upward.ts → src/cli/mcp-lint.ts');
  });

  it('fails on a file that imports a folder of its own layer (spec importing tokens)', () => {
    expect(mistakesFound()).toContain('spec-imports-down-only: src/spec/sideways.ts → src/tokens/tokens.ts');
  });

  it('fails on two files that import each other', () => {
    expect(mistakesFound()).toContain('no-cycles: src/core/cycle-a.ts → src/core/cycle-b.ts');
  });

  it('fails on a rule that imports another rule instead of a shared helper', () => {
    expect(mistakesFound()).toContain(
      'rule-imports-no-other-rule: src/rules/definition/borrowing.ts → src/rules/definition/tool-description.ts',
    );
  });

  it('finds nothing in the copy but the mistakes added to it', () => {
    const added = Object.keys(MISTAKES);
    expect(mistakesFound().filter((line) => !added.some((path) => line.includes(` ${path} →`)))).toEqual([]);
  });
});
