import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expandInputs } from '../../src/inputs/index.js';
import { ignoreNothing } from '../../src/config/index.js';
import { MAX_SOURCE_FILE_BYTES } from '../../src/inputs/read.js';
import { INPUT_LOADERS, type LoadContext } from '../../src/loaders/index.js';
import { lint } from '../../src/api/lint.js';
import type { LintOptions } from '../../src/core/options.js';
import { allRules } from '../../src/rules/index.js';
import { loadSourceFiles } from '../../src/loaders/source/index.js';
import type { Rule } from '../../src/core/types.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-loaders-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const TOOLS = JSON.stringify({
  tools: [{ name: 'get_thing', description: 'Gets a thing.', inputSchema: { type: 'object', properties: {} } }],
});

function options(extra: Partial<LintOptions> = {}): LintOptions {
  return { cwd: dir, ruleOverrides: [], ignorePatterns: [], source: {}, useConfigFile: false, ...extra } as LintOptions;
}

async function contextFor(inputs: string[], extra: Partial<LintOptions> = {}): Promise<LoadContext> {
  return {
    options: options(extra),
    config: undefined,
    spec: '2025-11-25' as LoadContext['spec'],
    ruleIds: new Set(),
    expanded: await expandInputs(inputs, dir, ignoreNothing),
  };
}

const loader = (name: string) => INPUT_LOADERS.find((l) => l.name === name)!;

describe('input loaders', () => {
  it('run files first (sorted together), then stdin, then live servers', () => {
    expect(INPUT_LOADERS.map((l) => [l.name, l.group])).toEqual([
      ['json files', 'files'],
      ['source files', 'files'],
      ['python files', 'files'],
      ['publishing manifests', 'files'],
      ['stdin', 'after-files'],
      ['live servers', 'after-files'],
    ]);
  });

  it('the JSON loader reports which input each file came from, and walked files that are not tool lists as skipped', async () => {
    writeFileSync(join(dir, 'tools.json'), TOOLS);
    writeFileSync(join(dir, 'package.json'), '{"name":"x"}');
    const output = await loader('json files').load(await contextFor(['.']));
    expect(output.sources.map((s) => s.source)).toEqual(['tools.json']);
    expect(output.producedBy).toEqual(['.']);
    expect(output.skippedBy).toEqual(['.']);
  });

  it('the source loader turns a too-large file into one fatal finding without reading it, and counts it as produced', async () => {
    const big = join(dir, 'big.ts');
    writeFileSync(big, '');
    truncateSync(big, MAX_SOURCE_FILE_BYTES + 1);
    const output = await loader('source files').load(await contextFor(['big.ts']));
    expect(output.producedBy).toEqual(['big.ts']);
    expect(output.sources).toHaveLength(1);
    expect(output.sources[0]!.diagnostics).toEqual([
      expect.objectContaining({ fatal: true, ruleId: null, severity: 'error' }),
    ]);
    expect(output.cached).toBeUndefined();
  });

  it('the Python loader refuses a too-large file as the source loader does, naming Python source files', async () => {
    const big = join(dir, 'big.py');
    writeFileSync(big, '');
    truncateSync(big, MAX_SOURCE_FILE_BYTES + 1);
    writeFileSync(join(dir, 'server.py'), 'print("hello")\n');
    const output = await loader('python files').load(await contextFor(['.']));
    expect(output.producedBy).toEqual(['.', '.']);
    expect(output.sources.map((s) => [s.source, s.kind, s.diagnostics.map((d) => d.fatal ?? false)])).toEqual([
      ['big.py', 'source', [true]],
      ['server.py', 'source', []],
    ]);
    expect(output.sources[0]!.diagnostics[0]!.message).toMatch(
      /^File is 16 MiB; mcp-lint reads Python source files of at most 16 MiB, so it was not read\./,
    );
    // Neither loader takes the other's files.
    expect((await loader('source files').load(await contextFor(['.']))).sources).toEqual([]);
  });

  it('the Python loader gives a file outside the read policy one finding, without reading it', async () => {
    writeFileSync(join(dir, 'server.py'), 'x = 1\n');
    const output = await loader('python files').load(await contextFor(['server.py'], { mayRead: () => false }));
    expect(output.sources.map((s) => s.diagnostics.map((d) => d.message))).toEqual([
      [
        'File is outside the folders this run may read (through a symbolic link), so it was not read. Lint it where it lives, by its real path.',
      ],
    ]);
  });

  it('stdin and live loaders produce nothing when the run has no stdin and no servers', async () => {
    const context = await contextFor([]);
    expect((await loader('stdin').load(context)).sources).toEqual([]);
    expect((await loader('live servers').load(context)).sources).toEqual([]);
  });

  it('the stdin loader reads the given text as JSON under --stdin-filename', async () => {
    const context = await contextFor(['-'], { stdinText: TOOLS, stdinFilename: 'captured.json' });
    const output = await loader('stdin').load(context);
    expect(output.sources.map((s) => [s.source, s.tools.length])).toEqual([['captured.json', 1]]);
  });

  it('lint() puts files in name order across kinds, then stdin', async () => {
    writeFileSync(join(dir, 'b.json'), TOOLS);
    writeFileSync(join(dir, 'a.ts'), 'export {};\n');
    writeFileSync(join(dir, 'c.py'), 'x = 1\n');
    const report = await lint(['c.py', 'b.json', 'a.ts', '-'], options({ stdinText: TOOLS }));
    expect(report.results.map((r) => r.source)).toEqual(['a.ts', 'b.json', 'c.py', '<stdin>']);
  });
});

describe('rule ids known to the source loader', () => {
  const customRule: Rule = {
    id: 'team-tool-prefix',
    meta: { description: 'x', defaultLevel: 'warning', scope: 'definition', messages: { m: 'm' } },
  };
  const FILE = 'const a = 1; // mcp-lint-disable-line team-tool-prefix, no-such-rule\nexport {};\n';

  it('a disable comment may name a rule a library caller adds; other unknown ids are still reported', async () => {
    writeFileSync(join(dir, 'server.ts'), FILE);
    const report = await lint(['server.ts'], options(), [...allRules, customRule]);
    const messages = report.results[0]!.diagnostics.map((d) => d.message).filter((m) =>
      m.includes('not an mcp-lint rule'),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('"no-such-rule"');
  });

  it('without the ids (the ESLint plugin) the source loader does not judge disable comments', async () => {
    writeFileSync(join(dir, 'server.ts'), FILE);
    const [loaded] = await loadSourceFiles([join(dir, 'server.ts')], { cwd: dir });
    expect(loaded!.directives).toHaveLength(1);
    expect(loaded!.diagnostics).toEqual([]);
  });
});
