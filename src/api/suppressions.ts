// Bulk suppressions, ESLint's interface (`--suppress-all`, `--suppress-rule`, `--prune-suppressions`), keyed finer:
// mcp-lint-suppressions.json counts the known findings of each file, tool, rule and a hash of what the finding points
// at (its pointer into the definition and its message, line numbers left out), never a line, so code that moves keeps
// its suppressions. As in ESLint, an entry suppresses its findings while there are no more of them than its count,
// and all of them show again once there are more. Pure: reading and writing the file is suppressions-file.ts.
import { relative, resolve, sep } from 'node:path';
import { contentHash } from '../cache/content-hash.js';
import { summarize } from '../core/engine.js';
import type { Diagnostic, LintReport, LintResult } from '../core/types.js';

export const SUPPRESSIONS_FILE = 'mcp-lint-suppressions.json';

/** file → tool ("" for findings about the input as a whole) → rule → hash of the finding → how many are known. */
export type Suppressions = Record<string, Record<string, Record<string, Record<string, { count: number }>>>>;

/** Where a finding's file is named in the suppressions file: relative to the file's folder, with forward slashes. */
export interface SuppressionPlaces {
  /** The folder holding the suppressions file. */
  base: string;
  /** The run's working directory, which findings' paths are relative to. */
  cwd: string;
}

// Where something is rather than what it is: "started on line 12", "tool #3 (/tools/2)". A message that names a line
// or a tool's place in the list would make moved code, or a reordered list, a new finding.
const PLACES = /\blines? \d+(?:\s*[–-]\s*\d+)?|#\d+|\/tools\/\d+/g;

/** What a finding points at, as a short hash: its pointer, message id and message, without places. */
export function findingHash(diagnostic: Diagnostic): string {
  return contentHash(
    `${diagnostic.pointer}\u0000${diagnostic.messageId ?? ''}\u0000${diagnostic.message.replace(PLACES, '#')}`,
  );
}

/** Findings of a rule can be suppressed; a file that could not be read (no rule, fatal) never is. */
export function isSuppressible(diagnostic: Diagnostic): diagnostic is Diagnostic & { ruleId: string } {
  return diagnostic.ruleId !== null && diagnostic.fatal !== true;
}

/** The file key of a finding: a path for files (a live finding placed in source too), the server's name for live servers. */
export function fileKey(diagnostic: Diagnostic, kind: LintResult['kind'], places: SuppressionPlaces): string {
  if (kind === 'live' && diagnostic.liveServer === undefined) return diagnostic.source;
  return relative(places.base, resolve(places.cwd, diagnostic.source)).split(sep).join('/');
}

interface Entry {
  file: string;
  tool: string;
  rule: string;
  hash: string;
}

const entryOf = (diagnostic: Diagnostic & { ruleId: string }, file: string): Entry => ({
  file,
  tool: diagnostic.toolName ?? '',
  rule: diagnostic.ruleId,
  hash: findingHash(diagnostic),
});
const joined = (entry: Entry) => `${entry.file}\u0000${entry.tool}\u0000${entry.rule}\u0000${entry.hash}`;

/** The suppressible findings of a run, grouped by entry, in order. */
function groupFindings(
  report: LintReport,
  places: SuppressionPlaces,
): Map<string, { entry: Entry; findings: Diagnostic[] }> {
  const groups = new Map<string, { entry: Entry; findings: Diagnostic[] }>();
  for (const result of report.results) {
    for (const diagnostic of result.diagnostics) {
      if (!isSuppressible(diagnostic)) continue;
      const entry = entryOf(diagnostic, fileKey(diagnostic, result.kind, places));
      const key = joined(entry);
      const group = groups.get(key);
      if (group) group.findings.push(diagnostic);
      else groups.set(key, { entry, findings: [diagnostic] });
    }
  }
  return groups;
}

/** The files (or servers) this run linted, as the suppressions file names them. */
function lintedFiles(report: LintReport, places: SuppressionPlaces): Set<string> {
  const files = new Set<string>();
  for (const result of report.results) {
    files.add(fileKey({ source: result.source } as Diagnostic, result.kind, places));
    for (const diagnostic of result.diagnostics) files.add(fileKey(diagnostic, result.kind, places));
  }
  return files;
}

const countOf = (suppressions: Suppressions, entry: Entry): number =>
  suppressions[entry.file]?.[entry.tool]?.[entry.rule]?.[entry.hash]?.count ?? 0;

function setCount(suppressions: Suppressions, entry: Entry, count: number): void {
  const rules = ((suppressions[entry.file] ??= {})[entry.tool] ??= {});
  (rules[entry.rule] ??= {})[entry.hash] = { count };
}

export interface AppliedSuppressions {
  report: LintReport;
  /** Suppressed findings that no longer occur in the files this run linted (what --prune-suppressions would remove). */
  unused: number;
}

/**
 * Moves the findings the suppressions cover to each result's `suppressed` (as ESLint's suppressedMessages, kind
 * "file"), and counts the suppressions of the linted files that matched nothing.
 */
export function applySuppressions(
  report: LintReport,
  suppressions: Suppressions,
  places: SuppressionPlaces,
): AppliedSuppressions {
  const groups = groupFindings(report, places);
  const covered = new Set<Diagnostic>();
  const seen = new Set<string>();
  let unused = 0;
  for (const [key, { entry, findings }] of groups) {
    seen.add(key);
    const known = countOf(suppressions, entry);
    if (findings.length > known) continue;
    for (const finding of findings) covered.add(finding);
    unused += known - findings.length;
  }
  for (const file of lintedFiles(report, places)) {
    forEachEntry(suppressions, file, (entry, count) => {
      if (!seen.has(joined(entry))) unused += count;
    });
  }
  if (covered.size === 0) return { report, unused };
  const results = report.results.map((result) => {
    if (!result.diagnostics.some((d) => covered.has(d))) return result;
    return {
      ...result,
      diagnostics: result.diagnostics.filter((d) => !covered.has(d)),
      suppressed: [...result.suppressed, ...result.diagnostics.filter((d) => covered.has(d)).map(asSuppressed)],
    };
  });
  return { report: summarize(results), unused };
}

const asSuppressed = (diagnostic: Diagnostic): Diagnostic => ({
  ...diagnostic,
  suppressions: [{ kind: 'file', justification: '' }],
});

function forEachEntry(suppressions: Suppressions, file: string, visit: (entry: Entry, count: number) => void): void {
  for (const [tool, rules] of Object.entries(suppressions[file] ?? {})) {
    for (const [rule, hashes] of Object.entries(rules)) {
      for (const [hash, { count }] of Object.entries(hashes)) visit({ file, tool, rule, hash }, count);
    }
  }
}

/**
 * --suppress-all (`rules` undefined) and --suppress-rule: the suppressions with every current finding of those rules
 * in the linted files counted, replacing what the file said of them there; other files and rules are kept.
 */
export function recordSuppressions(
  report: LintReport,
  suppressions: Suppressions,
  places: SuppressionPlaces,
  rules?: ReadonlySet<string>,
): Suppressions {
  const next = structuredClone(suppressions);
  const inScope = (rule: string) => rules === undefined || rules.has(rule);
  for (const file of lintedFiles(report, places)) {
    for (const rulesOfTool of Object.values(next[file] ?? {})) {
      for (const rule of Object.keys(rulesOfTool)) if (inScope(rule)) delete rulesOfTool[rule];
    }
  }
  for (const { entry, findings } of groupFindings(report, places).values()) {
    if (inScope(entry.rule)) setCount(next, entry, findings.length);
  }
  return withoutEmpty(next);
}

/**
 * --prune-suppressions: in the linted files, each entry lowered to the findings that still occur (removed at none);
 * entries of files that no longer exist are removed too (`exists` says, for keys that name a file mcp-lint reads).
 */
export function pruneSuppressions(
  report: LintReport,
  suppressions: Suppressions,
  places: SuppressionPlaces,
  exists: (file: string) => boolean,
): Suppressions {
  const next = structuredClone(suppressions);
  const found = new Map<string, number>();
  for (const [key, { findings }] of groupFindings(report, places)) found.set(key, findings.length);
  for (const file of lintedFiles(report, places)) {
    forEachEntry(next, file, (entry, count) => {
      const now = found.get(joined(entry)) ?? 0;
      if (now < count) setCount(next, entry, now);
    });
  }
  for (const file of Object.keys(next)) if (!exists(file)) delete next[file];
  return withoutEmpty(next);
}

/** Drops zero counts and the objects they leave empty. */
function withoutEmpty(suppressions: Suppressions): Suppressions {
  const kept: Suppressions = {};
  for (const [file, tools] of Object.entries(suppressions)) {
    for (const [tool, rules] of Object.entries(tools)) {
      for (const [rule, hashes] of Object.entries(rules)) {
        for (const [hash, { count }] of Object.entries(hashes))
          if (count > 0) setCount(kept, { file, tool, rule, hash }, count);
      }
    }
  }
  return kept;
}

/** The file's text: keys sorted at every level, so a rerun with the same findings writes the same bytes. */
export function suppressionsText(suppressions: Suppressions): string {
  const sorted = (value: unknown): unknown =>
    value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
        )
      : value;
  return `${JSON.stringify(sorted(suppressions), null, 2)}\n`;
}
