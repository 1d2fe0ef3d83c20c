// --cache: results of unchanged source files are reused; an edit of the file, of a local file it imports, or of the
// config makes them stale; a corrupt or unwritable cache file is ignored. The source loader is spied on, so each
// test sees exactly which files were analysed again.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lint } from '../../src/lint/lint.js';
import type { LintOptions } from '../../src/lint/options.js';
import { racyWindow } from '../../src/lint/cache/dependencies.js';
import { CACHE_FORMAT } from '../../src/lint/cache/file.js';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { fromPackage, isVendorFile, runMcpLintTraced, type TracedRun } from '../helpers/module-trace.js';

const analysed = vi.hoisted(() => ({ calls: [] as string[][] }));
vi.mock('../../src/lint/loaders/source/index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/lint/loaders/source/index.js')>();
  return {
    ...original,
    loadSourceFiles: (files: string[], options: Parameters<typeof original.loadSourceFiles>[1]) => {
      analysed.calls.push(files.map((file) => file.slice(options.cwd.length + 1)).sort());
      return original.loadSourceFiles(files, options);
    },
  };
});

const DESCRIBED = 'export const DESCRIPTION = "Searches the records and returns the matching rows as text, newest first.";\n';

function writeProject(dir: string): void {
  mkdirSync(join(dir, 'src', 'tools'), { recursive: true });
  mkdirSync(join(dir, 'src', 'lib'), { recursive: true });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'p', type: 'module', private: true }));
  writeFileSync(join(dir, 'src', 'lib', 'text.ts'), DESCRIBED);
  writeFileSync(join(dir, 'src', 'tools', 'a.ts'), `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { DESCRIPTION } from "../lib/text.js";

export function registerA(server: McpServer): void {
  server.registerTool("search_a", { description: DESCRIPTION, inputSchema: { query: z.string() } }, async () => ({ content: [] }));
}
`);
  writeFileSync(join(dir, 'src', 'tools', 'b.ts'), `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export function registerB(server: McpServer): void {
  server.registerTool("search_b", { description: "Finds the b records that match a query and returns them as text.", inputSchema: { query: z.string().describe("Text to look for.") } }, async () => ({ content: [] }));
}
`);
  writeFileSync(join(dir, 'src', 'index.ts'), `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerA } from "./tools/a.js";
import { registerB } from "./tools/b.js";
const server = new McpServer({ name: "p", version: "1.0.0" });
registerA(server);
registerB(server);
`);
}

let dir: string;
let warnings: string[];
const options = (extra: Partial<LintOptions> = {}): LintOptions => ({
  cwd: dir, ruleOverrides: [], ignorePatterns: [], source: {}, cache: {}, warn: (message) => warnings.push(message), ...extra,
});
const ALL = ['src/index.ts', 'src/lib/text.ts', 'src/tools/a.ts', 'src/tools/b.ts'];
const ruleIdsOf = (report: Awaited<ReturnType<typeof lint>>, source: string) =>
  report.results.find((r) => r.source === source)!.diagnostics.map((d) => d.ruleId);

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
    expect(JSON.parse(readFileSync(join(dir, '.mcp-lint-cache'), 'utf8')).format).toBe(CACHE_FORMAT);
    const second = await lint(['src'], options());
    expect(analysed.calls).toHaveLength(1);
    expect(second).toEqual(JSON.parse(JSON.stringify(first)));
    expect(warnings).toEqual([]);
  });

  it('an edited file is analysed again, with the files that import it, and no other', async () => {
    await lint(['src'], options());
    writeFileSync(join(dir, 'src', 'tools', 'b.ts'), readFileSync(join(dir, 'src', 'tools', 'b.ts'), 'utf8').replace('describe("Text to look for.")', 'optional()'));
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

  it('a file created where an import pointed at nothing makes the importer stale', async () => {
    const b = join(dir, 'src', 'tools', 'b.ts');
    writeFileSync(b, readFileSync(b, 'utf8').replace('import { z } from "zod";', 'import { z } from "zod";\nimport { HINTS } from "./hints.js";\nvoid HINTS;'));
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
    const walk = (at: string): string[] => readdirSync(at, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(at, e.name)) : [join(at, e.name)]));
    for (const file of [...walk(join(dir, 'src')), join(dir, 'package.json')]) backDate(file);
    // Just written, the files are "racily clean": their stat cannot stand for their content yet.
    await lint(['src'], options());
    const racy = JSON.parse(readFileSync(join(dir, '.mcp-lint-cache'), 'utf8')).files;
    expect(racy[join(dir, 'src', 'tools', 'a.ts')].settled).toBe(false);
    // Their inode change time is now; pretend two seconds have passed.
    racyWindow.ms = -1;
    await lint(['src'], options());
    await lint(['src'], options());
    expect(analysed.calls).toHaveLength(1);
    const records = JSON.parse(readFileSync(join(dir, '.mcp-lint-cache'), 'utf8')).files;
    expect(records[join(dir, 'src', 'tools', 'a.ts')]).toMatchObject({ settled: true, size: statSync(join(dir, 'src', 'tools', 'a.ts')).size });
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
    await lint(['src'], options({ ruleOverrides: [{ id: 'property-description', level: 'off' }] }));
    expect(analysed.calls[2]).toEqual(ALL);
    await lint(['src'], options({ spec: '2026-07-28' }));
    expect(analysed.calls[3]).toEqual(ALL);
    await lint(['src'], options({ spec: '2026-07-28' }));
    expect(analysed.calls).toHaveLength(4);
  });

  it('a corrupt cache file is ignored with one warning, then rewritten', async () => {
    writeFileSync(join(dir, '.mcp-lint-cache'), `{"format":${CACHE_FORMAT},"key":`);
    const report = await lint(['src'], options());
    expect(analysed.calls).toEqual([ALL]);
    expect(report.warningCount).toBe(3);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/ignoring the cache file .*\.mcp-lint-cache: not an mcp-lint cache file/);
    await lint(['src'], options());
    expect(analysed.calls).toHaveLength(1);
  });

  it('entries of the wrong shape are analysed again, not trusted', async () => {
    await lint(['src'], options());
    const file = join(dir, '.mcp-lint-cache');
    const contents = JSON.parse(readFileSync(file, 'utf8'));
    for (const entry of Object.values(contents.entries) as Array<{ result: unknown }>) entry.result = { source: 3 };
    writeFileSync(file, JSON.stringify(contents));
    const report = await lint(['src'], options());
    expect(analysed.calls[1]).toEqual(ALL);
    expect(report.warningCount).toBe(3);
  });

  it('an entry whose text carries terminal control characters is not trusted', async () => {
    await lint(['src'], options());
    const file = join(dir, '.mcp-lint-cache');
    const contents = JSON.parse(readFileSync(file, 'utf8'));
    const entry = contents.entries[join(dir, 'src', 'tools', 'b.ts')];
    entry.result.diagnostics[0].message = '\u001b]0;owned\u0007 planted';
    writeFileSync(file, JSON.stringify(contents));
    const report = await lint(['src'], options());
    expect(analysed.calls[1]).toEqual(['src/tools/b.ts']);
    expect(JSON.stringify(report)).not.toContain('planted');
  });

  it('an unwritable cache location is a warning, and linting still works', async () => {
    writeFileSync(join(dir, 'not-a-dir'), '');
    const report = await lint(['src'], options({ cache: { location: 'not-a-dir/cache' } }));
    expect(report.warningCount).toBe(3);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/cannot write the cache file .*not-a-dir\/cache/);
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
    expect(() => readFileSync(join(dir, '.mcp-lint-cache'))).toThrow();
  });

  it('without --cache nothing is read or written', async () => {
    await lint(['src'], options({ cache: undefined }));
    await lint(['src'], options({ cache: undefined }));
    expect(analysed.calls).toHaveLength(2);
    expect(() => readFileSync(join(dir, '.mcp-lint-cache'))).toThrow();
  });
});

describe('mcp-lint --cache (built CLI)', () => {
  it('a run that hits the cache loads no TypeScript, zod or SDK and prints the same report', async () => {
    const first = await runMcpLint(['src', '--cache', '--format', 'json'], { cwd: dir });
    expect(first.code).toBe(0);
    const second = await runMcpLintTraced(['src', '--cache', '--format', 'json'], { cwd: dir });
    expect(second.stderr).toBe('');
    expect(second.stdout).toBe(first.stdout);
    expect(second.modules.length).toBeGreaterThan(0);
    // The bundled compiler and the SDK with zod are vendor files (required, or compiled by the shim).
    const vendorFiles = (run: TracedRun) => [...run.modules, ...run.vendorReads].filter((m) => isVendorFile(m, 'typescript') || isVendorFile(m, 'sdk-zod'));
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
    writeFileSync(join(dir, '.mcp-lint-cache'), 'not json');
    const run = await runMcpLint(['src', '--cache'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^mcp-lint: warning: ignoring the cache file/);
    expect(run.stdout).toMatch(/3 problems/);
  });
});
