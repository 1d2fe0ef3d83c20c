// --cache: results of unchanged source files are reused; an edit of the file, of a local file it imports, or of the
// config makes them stale; a corrupt, forged or unwritable cache file is ignored. The source loader is spied on, so each
// test sees exactly which files were analysed again.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lint } from '../../src/api/lint.js';
import type { LintOptions } from '../../src/core/options.js';
import { racyWindow } from '../../src/cache/dependencies.js';
import { CACHE_FORMAT } from '../../src/cache/file.js';
import { cacheFilePath } from '../../src/cache/location.js';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { fromPackage, isVendorFile, runMcpLintTraced, type TracedRun } from '../helpers/module-trace.js';

const analysed = vi.hoisted(() => ({ calls: [] as string[][] }));
vi.mock('../../src/loaders/source/index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/loaders/source/index.js')>();
  return {
    ...original,
    loadSourceFiles: (files: string[], options: Parameters<typeof original.loadSourceFiles>[1]) => {
      analysed.calls.push(files.map((file) => file.slice(options.cwd.length + 1)).sort());
      return original.loadSourceFiles(files, options);
    },
  };
});

const DESCRIBED =
  'export const DESCRIPTION = "Searches the records and returns the matching rows as text, newest first.";\n';

function writeProject(dir: string): void {
  mkdirSync(join(dir, 'src', 'tools'), { recursive: true });
  mkdirSync(join(dir, 'src', 'lib'), { recursive: true });
  // A node_modules of its own (where the cache file goes), whose packages are the repository's.
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(REPO_ROOT, 'node_modules'))) {
    if (!name.startsWith('.'))
      symlinkSync(join(REPO_ROOT, 'node_modules', name), join(dir, 'node_modules', name), 'dir');
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'p', type: 'module', private: true }));
  // Two rules of `strict` on, so the files have warnings to cache and to lose when a file or the config changes.
  writeFileSync(
    join(dir, 'mcp-lint.config.json'),
    JSON.stringify({ rules: { 'property-description': 'warning', 'annotations-present': 'warning' } }),
  );
  writeFileSync(join(dir, 'src', 'lib', 'text.ts'), DESCRIBED);
  writeFileSync(
    join(dir, 'src', 'tools', 'a.ts'),
    `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { DESCRIPTION } from "../lib/text.js";

export function registerA(server: McpServer): void {
  server.registerTool("search_a", { description: DESCRIPTION, inputSchema: { query: z.string() } }, async () => ({ content: [] }));
}
`,
  );
  writeFileSync(
    join(dir, 'src', 'tools', 'b.ts'),
    `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export function registerB(server: McpServer): void {
  server.registerTool("search_b", { description: "Finds the b records that match a query and returns them as text.", inputSchema: { query: z.string().describe("Text to look for.") } }, async () => ({ content: [] }));
}
`,
  );
  writeFileSync(
    join(dir, 'src', 'index.ts'),
    `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerA } from "./tools/a.js";
import { registerB } from "./tools/b.js";
const server = new McpServer({ name: "p", version: "1.0.0" });
registerA(server);
registerB(server);
`,
  );
}

let dir: string;
let warnings: string[];
/** Where --cache keeps its file for the project, by default. */
const cacheFile = () => cacheFilePath(undefined, dir);
const options = (extra: Partial<LintOptions> = {}): LintOptions => ({
  cwd: dir,
  ruleOverrides: [],
  ignorePatterns: [],
  source: {},
  cache: {},
  warn: (message) => warnings.push(message),
  ...extra,
});
const ALL = ['src/index.ts', 'src/lib/text.ts', 'src/tools/a.ts', 'src/tools/b.ts'];
const ruleIdsOf = (report: Awaited<ReturnType<typeof lint>>, source: string) =>
  report.results.find((r) => r.source === source)!.diagnostics.map((d) => d.ruleId);

/** Writes the project's cache file, as a repository could ship it. */
function plantCache(text: string): void {
  mkdirSync(dirname(cacheFile()), { recursive: true });
  writeFileSync(cacheFile(), text);
}

function editCache(change: (contents: any) => void): void {
  const contents = JSON.parse(readFileSync(cacheFile(), 'utf8'));
  change(contents);
  writeFileSync(cacheFile(), JSON.stringify(contents));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-cache-'));
  writeProject(dir);
  warnings = [];
  analysed.calls = [];
});
afterEach(() => {
  racyWindow.ms = 2000;
  rmSync(dir, { recursive: true, force: true });
});

describe('--cache', () => {
  it('a second run on unchanged files analyses nothing and reports the same', async () => {
    const first = await lint(['src'], options());
    expect(analysed.calls).toEqual([ALL]);
    expect(JSON.parse(readFileSync(cacheFile(), 'utf8')).format).toBe(CACHE_FORMAT);
    const second = await lint(['src'], options());
    expect(analysed.calls).toHaveLength(1);
    expect(second).toEqual(JSON.parse(JSON.stringify(first)));
    expect(warnings).toEqual([]);
  });

  it('Python files are read afresh on every run and never stored: an edit shows at once', async () => {
    writeFileSync(join(dir, 'src', 'server.py'), 'def fine():\n    pass\n');
    const first = await lint(['src'], options());
    expect(ruleIdsOf(first, 'src/server.py')).toEqual([]);
    expect(
      Object.keys(JSON.parse(readFileSync(cacheFile(), 'utf8')).entries)
        .map((path) => relative(dir, path))
        .sort(),
    ).toEqual(ALL);
    writeFileSync(join(dir, 'src', 'server.py'), 'def fine(:\n    pass\n');
    const second = await lint(['src'], options());
    expect(analysed.calls).toHaveLength(1);
    expect(ruleIdsOf(second, 'src/server.py')).toEqual(['source-unresolved']);
    expect(second.results.map((r) => r.source)).toEqual([...ALL.slice(0, 2), 'src/server.py', ...ALL.slice(2)]);
  });

  it('an edited file is analysed again, with the files that import it, and no other', async () => {
    await lint(['src'], options());
    writeFileSync(
      join(dir, 'src', 'tools', 'b.ts'),
      readFileSync(join(dir, 'src', 'tools', 'b.ts'), 'utf8').replace('describe("Text to look for.")', 'optional()'),
    );
    const report = await lint(['src'], options());
    expect(analysed.calls[1]).toEqual(['src/index.ts', 'src/tools/b.ts']);
    expect(ruleIdsOf(report, 'src/tools/b.ts')).toContain('property-description');
  });

  it('an edit of an imported file makes the files that import it stale', async () => {
    const before = await lint(['src'], options());
    expect(ruleIdsOf(before, 'src/tools/a.ts')).not.toContain('tool-description');
    writeFileSync(join(dir, 'src', 'lib', 'text.ts'), 'export const DESCRIPTION = "";\n');
    const after = await lint(['src'], options());
    expect(analysed.calls[1]).toEqual(['src/index.ts', 'src/lib/text.ts', 'src/tools/a.ts']);
    expect(ruleIdsOf(after, 'src/tools/a.ts')).toContain('tool-description');
  });

  it('an edit of an imported file counts even when only the importer is linted', async () => {
    await lint(['src/tools/a.ts'], options());
    writeFileSync(join(dir, 'src', 'lib', 'text.ts'), 'export const DESCRIPTION = "";\n');
    const after = await lint(['src/tools/a.ts'], options());
    expect(analysed.calls).toEqual([['src/tools/a.ts'], ['src/tools/a.ts']]);
    expect(ruleIdsOf(after, 'src/tools/a.ts')).toContain('tool-description');
  });

  it('a tool file whose console.log a stdio entry above it loads depends on that entry: a redirect added there, or a new entry, makes it stale', async () => {
    const a = join(dir, 'src', 'tools', 'a.ts');
    writeFileSync(
      a,
      readFileSync(a, 'utf8').replace(
        'async () => ({ content: [] })',
        'async () => { console.log("searching"); return { content: [] }; }',
      ),
    );
    const index = join(dir, 'src', 'index.ts');
    const plain = readFileSync(index, 'utf8');
    const stdio =
      plain.replace(
        'const server',
        'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\nconst server',
      ) + 'await server.connect(new StdioServerTransport());\n';
    const consoleLogs = (report: Awaited<ReturnType<typeof lint>>) =>
      ruleIdsOf(report, 'src/tools/a.ts').filter((id) => id === 'stdio-no-console-log').length;
    expect(consoleLogs(await lint(['src/tools/a.ts'], options()))).toBe(0);
    // A new stdio entry: no file a.ts imports changed, yet its result did.
    writeFileSync(join(dir, 'src', 'stdio.ts'), stdio);
    expect(consoleLogs(await lint(['src/tools/a.ts'], options()))).toBe(1);
    expect(consoleLogs(await lint(['src/tools/a.ts'], options()))).toBe(1);
    expect(analysed.calls).toHaveLength(2);
    writeFileSync(join(dir, 'src', 'stdio.ts'), 'console.log = console.error;\n' + stdio);
    expect(consoleLogs(await lint(['src/tools/a.ts'], options()))).toBe(0);
    expect(analysed.calls).toHaveLength(3);
  });

  it('a file created where an import pointed at nothing makes the importer stale', async () => {
    const b = join(dir, 'src', 'tools', 'b.ts');
    writeFileSync(
      b,
      readFileSync(b, 'utf8').replace(
        'import { z } from "zod";',
        'import { z } from "zod";\nimport { HINTS } from "./hints.js";\nvoid HINTS;',
      ),
    );
    await lint(['src/tools/b.ts'], options());
    await lint(['src/tools/b.ts'], options());
    expect(analysed.calls).toHaveLength(1);
    writeFileSync(join(dir, 'src', 'tools', 'hints.ts'), 'export const HINTS = { readOnlyHint: true };\n');
    await lint(['src/tools/b.ts'], options());
    expect(analysed.calls).toEqual([['src/tools/b.ts'], ['src/tools/b.ts']]);
  });

  it('files last modified long ago are trusted by their stat; an edit that keeps size and mtime is still seen', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    const backDate = (path: string) => utimesSync(path, hourAgo, hourAgo);
    const walk = (at: string): string[] =>
      readdirSync(at, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(at, e.name)) : [join(at, e.name)],
      );
    for (const file of [...walk(join(dir, 'src')), join(dir, 'package.json')]) backDate(file);
    // Just written, the files are "racily clean": their stat cannot stand for their content yet.
    await lint(['src'], options());
    const racy = JSON.parse(readFileSync(cacheFile(), 'utf8')).files;
    expect(racy[join(dir, 'src', 'tools', 'a.ts')].settled).toBe(false);
    // Their inode change time is now; pretend two seconds have passed.
    racyWindow.ms = -1;
    await lint(['src'], options());
    await lint(['src'], options());
    expect(analysed.calls).toHaveLength(1);
    const records = JSON.parse(readFileSync(cacheFile(), 'utf8')).files;
    expect(records[join(dir, 'src', 'tools', 'a.ts')]).toMatchObject({
      settled: true,
      size: statSync(join(dir, 'src', 'tools', 'a.ts')).size,
    });
    // Same length, same modification time: only the change time (and the content) tell.
    const text = join(dir, 'src', 'lib', 'text.ts');
    const before = statSync(text);
    // File systems keep coarse change times: rewrite until the change time moves (the 2-second racy window that this
    // test switched off is what guarantees it outside tests).
    for (let attempt = 0; attempt < 100 && statSync(text).ctimeMs === before.ctimeMs; attempt++) {
      await new Promise((done) => setTimeout(done, 5));
      writeFileSync(text, DESCRIBED.replace('Searches', 'Searched'));
      backDate(text);
    }
    expect(statSync(text)).toMatchObject({ size: before.size, mtimeMs: before.mtimeMs });
    await lint(['src'], options());
    expect(analysed.calls[1]).toEqual(['src/index.ts', 'src/lib/text.ts', 'src/tools/a.ts']);
  });

  it('a change of the config file, a --rule flag or the spec makes every file stale', async () => {
    await lint(['src'], options());
    writeFileSync(join(dir, 'mcp-lint.config.json'), JSON.stringify({ rules: { 'annotations-present': 'off' } }));
    const configured = await lint(['src'], options());
    expect(analysed.calls[1]).toEqual(ALL);
    expect(ruleIdsOf(configured, 'src/tools/b.ts')).not.toContain('annotations-present');
    await lint(['src'], options({ ruleOverrides: [{ id: 'property-description', level: 'warning' }] }));
    expect(analysed.calls[2]).toEqual(ALL);
    await lint(['src'], options({ spec: '2026-07-28' }));
    expect(analysed.calls[3]).toEqual(ALL);
    await lint(['src'], options({ spec: '2026-07-28' }));
    expect(analysed.calls).toHaveLength(4);
  });

  it('a corrupt cache file is ignored with one warning, then rewritten', async () => {
    plantCache(`{"format":${CACHE_FORMAT},"key":`);
    const report = await lint(['src'], options());
    expect(analysed.calls).toEqual([ALL]);
    expect(report.warningCount).toBe(3);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/ignoring the cache file .*results-[\w.]+\.json: not an mcp-lint cache file/);
    await lint(['src'], options());
    expect(analysed.calls).toHaveLength(1);
  });

  it('entries of the wrong shape are analysed again, not trusted, with one warning', async () => {
    await lint(['src'], options());
    editCache((contents) => {
      for (const entry of Object.values(contents.entries) as Array<{ result: unknown }>) entry.result = { source: 3 };
    });
    const report = await lint(['src'], options());
    expect(analysed.calls[1]).toEqual(ALL);
    expect(report.warningCount).toBe(3);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^ignoring the cache file .*: not an mcp-lint 4 cache file \(entry \/.*\.ts: result .*\)\. It will be rewritten\.$/,
      ),
    ]);
  });

  it('a wrong-typed field anywhere in an entry (a suggestion, a fix, a position) makes the whole cache unused', async () => {
    const first = await lint(['src'], options());
    const spoil: Array<(diagnostic: Record<string, unknown>) => void> = [
      (d) => (d.suggestions = 5),
      (d) => (d.fix = { range: [0, 'x'], text: '' }),
      (d) => (d.range = { start: { line: -1, column: 1 }, end: { line: 1, column: 1 } }),
      (d) => (d.severity = 'fatal'),
      (d) => (d.extra = true),
    ];
    for (const [index, change] of spoil.entries()) {
      editCache((contents) => change(contents.entries[join(dir, 'src', 'tools', 'b.ts')].result.diagnostics[0]));
      warnings = [];
      const report = await lint(['src'], options());
      expect(analysed.calls[index + 1]).toEqual(ALL);
      expect(report).toEqual(JSON.parse(JSON.stringify(first)));
      expect(warnings).toHaveLength(1);
    }
  });

  it('an entry whose text carries terminal control characters is not trusted', async () => {
    await lint(['src'], options());
    editCache((contents) => {
      contents.entries[join(dir, 'src', 'tools', 'b.ts')].result.diagnostics[0].message =
        '\u001b]0;owned\u0007 planted';
    });
    const report = await lint(['src'], options());
    expect(analysed.calls[1]).toEqual(ALL);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(report)).not.toContain('planted');
  });

  it('an unwritable cache location is a warning, and linting still works', async () => {
    writeFileSync(join(dir, 'not-a-dir'), '');
    const report = await lint(['src'], options({ cache: { location: 'not-a-dir/cache' } }));
    expect(report.warningCount).toBe(3);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/cannot write the cache file .*not-a-dir\/cache/);
  });

  it('is kept in node_modules/.cache/mcp-lint of the project, readable by its owner only', async () => {
    await lint(['src'], options());
    expect(cacheFile()).toMatch(/[\\/]node_modules[\\/]\.cache[\\/]mcp-lint[\\/]results-[\w.]+\.json$/);
    expect(cacheFile().startsWith(join(dir, 'node_modules') + sep)).toBe(true);
    expect(statSync(cacheFile()).mode & 0o077).toBe(0);
    expect(existsSync(join(dir, '.mcp-lint-cache'))).toBe(false);
  });

  it('a link planted at the old <cache>.<pid>.tmp name is not followed', async () => {
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'untouched\n');
    mkdirSync(dirname(cacheFile()), { recursive: true });
    const planted = `${cacheFile()}.${process.pid}.tmp`;
    symlinkSync(victim, planted);
    await lint(['src'], options());
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
    expect(lstatSync(planted).isSymbolicLink()).toBe(true);
    expect(readlinkSync(planted)).toBe(victim);
    expect(JSON.parse(readFileSync(cacheFile(), 'utf8')).format).toBe(CACHE_FORMAT);
  });

  it('--cache-location names a file, or a directory that holds .mcp-lint-cache', async () => {
    mkdirSync(join(dir, 'caches'));
    await lint(['src'], options({ cache: { location: 'caches' } }));
    await lint(['src'], options({ cache: { location: 'custom.cache' } }));
    expect(JSON.parse(readFileSync(join(dir, 'caches', '.mcp-lint-cache'), 'utf8')).format).toBe(CACHE_FORMAT);
    expect(JSON.parse(readFileSync(join(dir, 'custom.cache'), 'utf8')).format).toBe(CACHE_FORMAT);
  });

  it('a run with only JSON inputs neither reads nor writes the cache', async () => {
    writeFileSync(join(dir, 'tools.json'), readFileSync(join(REPO_ROOT, 'examples', 'clean-tools.json')));
    await lint(['tools.json'], options());
    expect(() => readFileSync(cacheFile())).toThrow();
  });

  it('without --cache nothing is read or written', async () => {
    await lint(['src'], options({ cache: undefined }));
    await lint(['src'], options({ cache: undefined }));
    expect(analysed.calls).toHaveLength(2);
    expect(() => readFileSync(cacheFile())).toThrow();
  });
});

describe('mcp-lint --cache (built CLI)', () => {
  const walk = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(at, e.name)) : [join(at, e.name)],
    );

  /** A fresh checkout of the same project: same paths and contents, new inodes and change times. */
  function checkOutAgain(): void {
    for (const file of [...walk(join(dir, 'src')), join(dir, 'package.json')]) {
      const bytes = readFileSync(file);
      rmSync(file);
      writeFileSync(file, bytes);
    }
  }

  /** Every cache file the project holds (at the cwd, as ESLint keeps one, and in node_modules/.cache/mcp-lint). */
  function cacheFilesOf(): string[] {
    const beside = join(dir, '.mcp-lint-cache');
    const tools = join(dir, 'node_modules', '.cache', 'mcp-lint');
    return [
      ...(existsSync(beside) ? [beside] : []),
      ...(existsSync(tools) ? readdirSync(tools).map((name) => join(tools, name)) : []),
    ];
  }

  /** Edits each entry of a cache file (kept as it was written: whatever precedes its last line stays). */
  function editEntries(path: string, change: (result: { diagnostics: Array<Record<string, unknown>> }) => void): void {
    const text = readFileSync(path, 'utf8');
    const start = text.lastIndexOf('\n') + 1;
    const contents = JSON.parse(text.slice(start));
    for (const entry of Object.values(contents.entries) as Array<{
      result: { diagnostics: Array<Record<string, unknown>> };
    }>)
      change(entry.result);
    writeFileSync(path, text.slice(0, start) + JSON.stringify(contents));
  }

  const withErrors = () => writeFileSync(join(dir, 'src', 'lib', 'text.ts'), 'export const DESCRIPTION = "";\n');

  /** The cache file a run made, shipped at `shipped` with every finding taken out, then a fresh checkout linted. */
  async function expectShippedCacheIgnored(shipped: string): Promise<void> {
    withErrors();
    const first = await runMcpLint(['src', '--cache', '--format', 'json'], { cwd: dir });
    expect(first.code).toBe(1);
    const [made] = cacheFilesOf();
    mkdirSync(dirname(shipped), { recursive: true });
    if (made !== shipped) writeFileSync(shipped, readFileSync(made!));
    for (const file of cacheFilesOf()) editEntries(file, (result) => (result.diagnostics = []));
    checkOutAgain();
    const second = await runMcpLint(['src', '--cache', '--format', 'json'], { cwd: dir });
    expect(second.code).toBe(1);
    expect(second.stdout).toBe(first.stdout);
  }

  it('a committed .mcp-lint-cache with entries claiming no findings cannot hide them', async () => {
    await expectShippedCacheIgnored(join(dir, '.mcp-lint-cache'));
  });

  it('a committed node_modules/.cache/mcp-lint cache with entries claiming no findings cannot hide them', async () => {
    await expectShippedCacheIgnored(cacheFilePath(undefined, dir));
  });

  it('a cache entry with wrong-typed fields gives one warning and every finding (exit 1, not 2)', async () => {
    withErrors();
    const first = await runMcpLint(['src', '--cache'], { cwd: dir });
    expect(first.code).toBe(1);
    for (const file of cacheFilesOf())
      editEntries(file, (result) => result.diagnostics.forEach((d) => (d.suggestions = 5)));
    const second = await runMcpLint(['src', '--cache'], { cwd: dir });
    expect(second.stderr).toMatch(
      /^mcp-lint: warning: ignoring the cache file .*: not an mcp-lint 4 cache file \(entry \/.*\.ts: result\.diagnostics\.0\.suggestions must be array\)\. It will be rewritten\.\n$/,
    );
    expect(second.code).toBe(1);
    expect(second.stdout).toBe(first.stdout);
  });

  it('a run that hits the cache loads no TypeScript, zod or SDK and prints the same report', async () => {
    const first = await runMcpLint(['src', '--cache', '--format', 'json'], { cwd: dir });
    expect(first.code).toBe(0);
    const second = await runMcpLintTraced(['src', '--cache', '--format', 'json'], { cwd: dir });
    expect(second.stderr).toBe('');
    expect(second.stdout).toBe(first.stdout);
    expect(second.modules.length).toBeGreaterThan(0);
    // The bundled compiler and the SDK with zod are vendor files (required, or compiled by the shim).
    const vendorFiles = (run: TracedRun) =>
      [...run.modules, ...run.vendorReads].filter((m) => isVendorFile(m, 'typescript') || isVendorFile(m, 'sdk-zod'));
    for (const name of ['typescript', 'zod', '@modelcontextprotocol/sdk']) {
      expect(second.modules.filter((m) => fromPackage(m, name))).toEqual([]);
    }
    expect(vendorFiles(second)).toEqual([]);
    writeFileSync(join(dir, 'src', 'lib', 'text.ts'), 'export const DESCRIPTION = "";\n');
    const third = await runMcpLintTraced(['src', '--cache', '--format', 'json'], { cwd: dir });
    expect(third.code).toBe(1);
    expect(vendorFiles(third).some((m) => isVendorFile(m, 'typescript'))).toBe(true);
  });

  it('a corrupt cache file gives one warning line and the usual report', async () => {
    plantCache('not json');
    const run = await runMcpLint(['src', '--cache'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^mcp-lint: warning: ignoring the cache file/);
    expect(run.stdout).toMatch(/3 problems/);
  });
});
