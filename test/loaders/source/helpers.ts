// Lints fixture source through the source loader and the engine, the way `mcp-lint <files>` does.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { vi } from 'vitest';
import { loadSourceFiles } from '../../../src/loaders/source/index.js';
import { Budget, MAX_ARRAY_ITEMS, MAX_STEPS_PER_FILE } from '../../../src/loaders/source/steps.js';
import { lintSource, type RuleSetting } from '../../../src/core/engine.js';
import { allRules } from '../../../src/rules/index.js';
import type { Diagnostic, LintResult, LoadedSource } from '../../../src/core/types.js';

export { REPO_ROOT } from '../../helpers/cli.js';
import { REPO_ROOT } from '../../helpers/cli.js';
export const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'source');
/** The head of a server file most source tests start from: the SDK's McpServer, zod, and a server named "t". */
export const SDK =
  'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "t", version: "1.0.0" });\n';

/** Every rule at its recommended level; rules that default to off are turned on as warnings so tests see them. */
export function allSettings(): Map<string, RuleSetting> {
  const settings = new Map<string, RuleSetting>();
  for (const rule of allRules)
    settings.set(rule.id, {
      level: rule.meta.defaultLevel === 'off' ? 'warning' : rule.meta.defaultLevel,
      options: { ...rule.meta.defaultOptions },
    });
  return settings;
}

export async function loadFixtures(
  files: string[],
  options: { cwd?: string; project?: string } = {},
): Promise<LoadedSource[]> {
  return loadSourceFiles(files, {
    cwd: options.cwd ?? FIXTURES,
    project: options.project,
    knownRuleIds: new Set(allRules.map((rule) => rule.id)),
  });
}

export interface LintFilesOptions {
  cwd?: string;
  project?: string;
  reportUnused?: boolean;
  /** Rules to leave out (default: none). */
  without?: string[];
  /** Options merged over a rule's defaults, by rule id (as a preset or config sets them). */
  ruleOptions?: Record<string, Record<string, unknown>>;
}

export async function lintFiles(files: string[], options: LintFilesOptions = {}): Promise<LintResult[]> {
  const sources = await loadFixtures(files, options);
  const settings = allSettings();
  for (const id of options.without ?? []) settings.delete(id);
  for (const [id, extra] of Object.entries(options.ruleOptions ?? {})) {
    const setting = settings.get(id);
    if (setting) settings.set(id, { ...setting, options: { ...setting.options, ...extra } });
  }
  return sources.map((source) =>
    lintSource(source, allRules, {
      spec: '2025-11-25',
      settings,
      reportUnusedDisableDirectives: options.reportUnused ? 'warning' : undefined,
    }),
  );
}

/** Writes source text into a temporary project and lints it. */
export async function lintText(
  text: string,
  options: LintFilesOptions & { name?: string; files?: Record<string, string> } = {},
): Promise<LintResult> {
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

/**
 * A project whose node_modules holds only the package.json of each named package at the given version (no code):
 * what source mode reads to tell which framework and zod versions a server runs with.
 */
export function projectWithInstalls(installed: Record<string, string>, source: string, name = 'server.ts'): string {
  const dir = scratchDir();
  writeFileSync(join(dir, name), source);
  for (const [pkg, version] of Object.entries(installed)) {
    const manifest = join(dir, 'node_modules', pkg, 'package.json');
    mkdirSync(dirname(manifest), { recursive: true });
    writeFileSync(manifest, JSON.stringify({ name: pkg, version }));
  }
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

/** One step call adds at most this many steps (copying the largest array allowed costs one step per 16 items). */
export const LARGEST_STEP = Math.ceil(MAX_ARRAY_ITEMS / 16);

/**
 * Runs `work` while counting the evaluator's own steps (work counted instead of timed): `peakSteps` is the largest
 * total any file's budget reached. Far past the budget the count throws a plain error, which the loader reports as
 * "could not analyse": the in-process safety net, so a regression fails instead of hanging the suite.
 */
export async function countingSteps<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peakSteps: number; calls: number }> {
  const step = Budget.prototype.step;
  let peakSteps = 0;
  let calls = 0;
  const spy = vi.spyOn(Budget.prototype, 'step').mockImplementation(function (this: Budget, count?: number) {
    calls++;
    if (this.steps > 10 * MAX_STEPS_PER_FILE)
      throw new Error(`${this.steps} evaluation steps: the budget did not stop the evaluator`);
    try {
      step.call(this, count);
    } finally {
      peakSteps = Math.max(peakSteps, this.steps);
    }
  });
  try {
    return { result: await work(), peakSteps, calls };
  } finally {
    spy.mockRestore();
  }
}
