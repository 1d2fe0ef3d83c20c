// --statistics: how many findings of each rule, as Ruff's `--statistics` counts them, to decide what to fix first or
// turn off. Like Ruff it replaces the findings: stylish prints a table, json one object (docs/output-formats.md).
import type { Diagnostic, LintReport, Severity } from '../core/types.js';
import { plural } from '../core/plural.js';
import type { FormatterContext } from './types.js';

export interface RuleStatistic {
  /** Null for what no rule owns: an input that could not be read or parsed (fatal). */
  ruleId: string | null;
  level: Severity;
  count: number;
  /** How many of them --fix would fix. */
  fixable: number;
}

export interface Statistics {
  /** One entry per rule and level, the most frequent first (then errors before warnings before info, then by id). */
  rules: RuleStatistic[];
  errorCount: number;
  warningCount: number;
  infoCount: number;
  fixableCount: number;
}

const LEVEL_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export function statisticsOf(report: LintReport): Statistics {
  const entries = new Map<string, RuleStatistic>();
  for (const result of report.results) {
    for (const diagnostic of result.diagnostics) countIn(entries, diagnostic);
  }
  const rules = [...entries.values()].sort(
    (a, b) =>
      b.count - a.count || LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || byCodeUnits(a.ruleId ?? '', b.ruleId ?? ''),
  );
  const total = (level: Severity) =>
    rules.filter((entry) => entry.level === level).reduce((sum, entry) => sum + entry.count, 0);
  return {
    rules,
    errorCount: total('error'),
    warningCount: total('warning'),
    infoCount: total('info'),
    fixableCount: rules.reduce((sum, entry) => sum + entry.fixable, 0),
  };
}

// Not localeCompare: ICU passes over hyphens at first, and the order must not depend on the machine's locale.
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function countIn(entries: Map<string, RuleStatistic>, diagnostic: Diagnostic): void {
  // Counts per level are what the issue asks for: a rule found at two levels in one run gets a row for each.
  const key = `${diagnostic.severity}\u0000${diagnostic.ruleId ?? ''}`;
  const entry = entries.get(key) ?? { ruleId: diagnostic.ruleId, level: diagnostic.severity, count: 0, fixable: 0 };
  entry.count += 1;
  if (diagnostic.fix) entry.fixable += 1;
  entries.set(key, entry);
}

/** The json rendering: one object, the same whatever the input kinds. */
export function statisticsJson(report: LintReport): string {
  return JSON.stringify(statisticsOf(report)) + '\n';
}

/** The stylish rendering: `count  level  rule  [*]` rows (Ruff's [*]: fixable by --fix) and a total line. */
export function statisticsTable(report: LintReport, context?: Pick<FormatterContext, 'maxWarningsExceeded'>): string {
  const statistics = statisticsOf(report);
  const total = statistics.errorCount + statistics.warningCount + statistics.infoCount;
  if (total === 0) return 'No problems.\n';
  const countWidth = String(statistics.rules[0]!.count).length;
  const levelWidth = Math.max(...statistics.rules.map((entry) => entry.level.length));
  const names = statistics.rules.map((entry) => entry.ruleId ?? '(could not check)');
  const nameWidth = Math.max(...names.map((name) => name.length));
  const rows = statistics.rules.map((entry, index) => {
    const fixable =
      entry.fixable === 0 ? '' : entry.fixable === entry.count ? '  [*]' : `  [*] ${entry.fixable} fixable`;
    return `${String(entry.count).padStart(countWidth)}  ${entry.level.padEnd(levelWidth)}  ${fixable ? names[index]!.padEnd(nameWidth) : names[index]!}${fixable}`;
  });
  // As stylish's summary: info only when there is some.
  const levels = [plural(statistics.errorCount, 'error'), plural(statistics.warningCount, 'warning')];
  if (statistics.infoCount > 0) levels.push(`${statistics.infoCount} info`);
  const ruleCount = new Set(statistics.rules.flatMap((entry) => (entry.ruleId === null ? [] : [entry.ruleId]))).size;
  const from = ruleCount > 0 ? ` from ${plural(ruleCount, 'rule')}` : '';
  const lines = [...rows, '', `${plural(total, 'problem')} (${levels.join(', ')})${from}.`];
  if (statistics.fixableCount > 0) lines.push(`[*] ${statistics.fixableCount} fixable with --fix.`);
  // Said as stylish says it: the table alone would not tell why a run with warnings only exits 1.
  if (context?.maxWarningsExceeded) {
    const { maxWarnings, foundWarnings } = context.maxWarningsExceeded;
    lines.push(`mcp-lint found too many warnings (maximum: ${maxWarnings}, found: ${foundWarnings}).`);
  }
  return `${lines.join('\n')}\n`;
}
