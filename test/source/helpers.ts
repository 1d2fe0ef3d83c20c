// Lints fixture source through the source loader and the engine, the way `mcp-lint <files>` does.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSourceFiles } from '../../src/lint/loaders/source/index.js';
import { lintSource, type RuleSetting } from '../../src/lint/engine.js';
import { allRules } from '../../src/lint/rules/index.js';
import type { Diagnostic, LintResult, LoadedSource } from '../../src/lint/types.js';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'source');

/** Every rule at its recommended level; rules that default to off are turned on as warnings so tests see them. */
export function allSettings(): Map<string, RuleSetting> {
  const settings = new Map<string, RuleSetting>();
  for (const rule of allRules) settings.set(rule.id, { level: rule.meta.defaultLevel === 'off' ? 'warning' : rule.meta.defaultLevel, options: { ...rule.meta.defaultOptions } });
  return settings;
}

export async function loadFixtures(files: string[], options: { cwd?: string; project?: string } = {}): Promise<LoadedSource[]> {
  return loadSourceFiles(files, { cwd: options.cwd ?? FIXTURES, project: options.project, knownRuleIds: new Set(allRules.map((rule) => rule.id)) });
}

export interface LintFilesOptions {
  cwd?: string;
  project?: string;
  reportUnused?: boolean;
  /** Rules to leave out (default: none). */
  without?: string[];
}

export async function lintFiles(files: string[], options: LintFilesOptions = {}): Promise<LintResult[]> {
  const sources = await loadFixtures(files, options);
  const settings = allSettings();
  for (const id of options.without ?? []) settings.delete(id);
  return sources.map((source) => lintSource(source, allRules, { spec: '2025-11-25', settings, reportUnusedDisableDirectives: options.reportUnused ? 'warning' : undefined }));
}

/** Writes source text into a temporary project and lints it. */
export async function lintText(text: string, options: LintFilesOptions & { name?: string; files?: Record<string, string> } = {}): Promise<LintResult> {
  const dir = scratchDir();
  const name = options.name ?? 'server.ts';
  writeFileSync(join(dir, name), text);
  for (const [file, content] of Object.entries(options.files ?? {})) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  const [result] = await lintFiles([name], { ...options, cwd: dir });
  return result!;
}

export async function loadText(text: string, name = 'server.ts'): Promise<LoadedSource> {
  const dir = scratchDir();
  writeFileSync(join(dir, name), text);
  const [source] = await loadFixtures([name], { cwd: dir });
  return source!;
}

const scratchDirs: string[] = [];

/** A temporary project directory, removed by cleanScratch(). */
export function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-source-'));
  scratchDirs.push(dir);
  return dir;
}

export function cleanScratch(): void {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** `ruleId tool line:column` lines, easy to compare exactly. */
export function summary(diagnostics: Diagnostic[], ruleIds?: string[]): string[] {
  return diagnostics
    .filter((d) => !ruleIds || ruleIds.includes(d.ruleId ?? ''))
    .map((d) => `${d.ruleId} ${d.toolName ?? '-'} ${d.range ? `${d.range.start.line}:${d.range.start.column}` : '-'}`);
}

export function only(diagnostics: Diagnostic[], ruleId: string): Diagnostic[] {
  return diagnostics.filter((d) => d.ruleId === ruleId);
}
