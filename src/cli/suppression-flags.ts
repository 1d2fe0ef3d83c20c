// The bulk suppression flags of the main command (ESLint's): --suppress-all, --suppress-rule, --prune-suppressions,
// --suppressions-location. Without the first three a run honours the file when it exists; with one of them it lints
// without it, updates the file from what it found, and reports what the updated file leaves.
import { dirname, resolve } from 'node:path';
import { classifyFile } from '../inputs/classify.js';
import { isFile } from '../files/probes.js';
import { projectReadPolicy } from '../files/read-policy.js';
import { didYouMean } from '../config/suggest.js';
import { escapeText } from '../core/escape.js';
import { displayPath } from '../core/display-path.js';
import type { LintOptions } from '../core/options.js';
import type { LintReport } from '../core/types.js';
import { UsageError } from '../core/usage-error.js';
import type { CliIo } from './io.js';

export interface SuppressionFlags {
  suppressAll?: boolean;
  suppressRule?: string[];
  pruneSuppressions?: boolean;
  suppressionsLocation?: string;
}

type Update = { mode: 'all' } | { mode: 'rules'; rules: ReadonlySet<string> } | { mode: 'prune' };

/**
 * What the run does with the suppressions file: `honour` it (LintOptions.suppressions), or lint without it and then
 * `update` it. Flag mistakes are usage errors, before anything is linted.
 */
export async function planSuppressions(
  flags: SuppressionFlags,
  cwd: string,
  inputs: readonly string[],
): Promise<{ path: string; update?: Update }> {
  const path = resolve(cwd, flags.suppressionsLocation ?? 'mcp-lint-suppressions.json');
  const chosen = [
    flags.suppressAll && '--suppress-all',
    flags.suppressRule && '--suppress-rule',
    flags.pruneSuppressions && '--prune-suppressions',
  ].filter(Boolean);
  if (chosen.length > 1)
    throw new UsageError(`${chosen.join(' and ')} cannot be used together: run them one after the other.`);
  if (chosen.length === 1 && inputs.includes('-')) {
    throw new UsageError(
      `${chosen[0]} cannot be used with standard input: the suppressions file names files. Lint the files themselves.`,
    );
  }
  if (flags.suppressionsLocation !== undefined && chosen.length === 0 && !isFile(path)) {
    throw new UsageError(
      `--suppressions-location: ${flags.suppressionsLocation} does not exist. Run with --suppress-all or --suppress-rule <id> to write it.`,
    );
  }
  if (flags.suppressAll) return { path, update: { mode: 'all' } };
  if (flags.pruneSuppressions) return { path, update: { mode: 'prune' } };
  if (flags.suppressRule) {
    const { allRules } = await import('../rules/index.js');
    const ids = allRules.map((rule) => rule.id);
    for (const id of flags.suppressRule) {
      if (!ids.includes(id))
        throw new UsageError(
          `--suppress-rule: there is no rule "${escapeText(id)}".${didYouMean(id, ids)} mcp-lint --list-rules lists them.`,
        );
    }
    return { path, update: { mode: 'rules', rules: new Set(flags.suppressRule) } };
  }
  return { path };
}

/** Writes the updated suppressions file and returns the report with them applied. */
export async function updateSuppressions(
  report: LintReport,
  path: string,
  update: Update,
  options: LintOptions,
  io: CliIo,
): Promise<LintReport> {
  const [{ applySuppressions, pruneSuppressions, recordSuppressions }, { readSuppressions, writeSuppressions }] =
    await Promise.all([import('../api/suppressions.js'), import('../api/suppressions-file.js')]);
  const places = { base: dirname(path), cwd: options.cwd };
  const before = await readSuppressions(path, options.cwd, options.mayRead ?? projectReadPolicy(options.cwd, [path]));
  const after =
    update.mode === 'prune'
      ? // A key that names a file mcp-lint reads, and no file is there any more (live servers' keys are names, not files).
        pruneSuppressions(
          report,
          before,
          places,
          (file) => classifyFile(file) === undefined || isFile(resolve(places.base, file)),
        )
      : recordSuppressions(report, before, places, update.mode === 'rules' ? update.rules : undefined);
  const flag =
    update.mode === 'all' ? '--suppress-all' : update.mode === 'rules' ? '--suppress-rule' : '--prune-suppressions';
  writeSuppressions(path, after, options.cwd, flag);
  const applied = applySuppressions(report, after, places);
  const suppressed = applied.report.results.reduce(
    (sum, result) => sum + result.suppressed.filter((d) => d.suppressions?.some((s) => s.kind === 'file')).length,
    0,
  );
  io.stderr(
    `mcp-lint: ${flag}: ${escapeText(displayPath(path, options.cwd))} now suppresses ${suppressed} finding${suppressed === 1 ? '' : 's'} of this run.\n`,
  );
  return applied.unused > 0 ? { ...applied.report, unusedSuppressions: applied.unused } : applied.report;
}

/** After the report: suppressions that match nothing any more let the same number of new findings through unseen. */
export function warnUnusedSuppressions(report: LintReport, path: string, io: CliIo): void {
  const unused = report.unusedSuppressions ?? 0;
  if (unused === 0) return;
  io.stderr(
    `mcp-lint: warning: ${escapeText(displayPath(path, io.cwd))} suppresses ${unused} finding${unused === 1 ? '' : 's'} that no longer occur${unused === 1 ? 's' : ''}. ` +
      'Run mcp-lint --prune-suppressions to remove them, so that new findings like them are reported.\n',
  );
}
