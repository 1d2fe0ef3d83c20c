// The project's own lint config (biome.json, run by `npm run lint` in `npm test`): its bug-finding rules fail on the
// mistakes they are there for, and the files `npm run lint` reads are the ones the config means to read.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers/cli.js';
import { tempDir } from './helpers/temp.js';

const BIOME = join(REPO_ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');

interface Report {
  diagnostics: Array<{ category: string; location: { path: string } }>;
}

/** Lints a tree of files with the project's biome.json and returns the exit code and the rules that fired, by file. */
function lintTree(files: Record<string, string>): { status: number | null; found: string[] } {
  const root = tempDir('mcp-lint-biome-');
  const config = readFileSync(join(REPO_ROOT, 'biome.json'), 'utf8').replace(
    './node_modules/',
    `${REPO_ROOT}/node_modules/`,
  );
  writeFileSync(join(root, 'biome.json'), config);
  writeFileSync(join(root, '.gitignore'), 'node_modules/\n');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [BIOME, 'lint', '--reporter=json'], { cwd: root, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as Report;
  return { status: run.status, found: report.diagnostics.map((d) => `${d.location.path}: ${d.category}`).sort() };
}

describe('biome.json', () => {
  it('fails on a committed .only, an unused import and an unused variable, and passes clean code', () => {
    const { status, found } = lintTree({
      'test/focused.test.ts':
        "import { describe, it } from 'vitest';\ndescribe.only('x', () => {\n  it('y', () => {});\n});\n",
      'src/unused.ts': "import { join } from 'node:path';\nconst never = 1;\nexport const used = 2;\n",
      'src/clean.ts': 'export function twice(value: number): number {\n  return value * 2;\n}\n',
    });
    expect(status).toBe(1);
    expect(found).toEqual([
      'src/unused.ts: lint/correctness/noUnusedImports',
      'src/unused.ts: lint/correctness/noUnusedVariables',
      'test/focused.test.ts: lint/suspicious/noFocusedTests',
    ]);
  });

  it('leaves out test fixtures, whose lines and columns tests assert', () => {
    const { status, found } = lintTree({
      'test/fixtures/server.ts': "import { join } from 'node:path';\nconst never = 1;\n",
    });
    expect({ status, found }).toEqual({ status: 0, found: [] });
  });
});
