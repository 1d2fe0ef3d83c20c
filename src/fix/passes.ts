// --fix in memory, as ESLint does it: apply the fixes of every source file, lint the fixed text again, and repeat
// until no fix is left to apply or 10 passes ran. What remains is reported from the last pass. Nothing is
// written here; the caller writes `output` (--fix) or only shows it (--fix-dry-run).
import { resolve } from 'node:path';
import type { LintResult } from '../core/types.js';
import { classifyFile, isSourceKind } from '../inputs/classify.js';
import { readSourceText, withoutBom } from '../inputs/read.js';
import { applyFixes } from './apply.js';

/** ESLint's limit: fixes that keep producing new fixes stop here. */
export const MAX_FIX_PASSES = 10;

export interface FixPassOptions {
  cwd: string;
  /** Lints these source files, by absolute path, with these texts; returns a result per file (by display name). */
  relint: (texts: ReadonlyMap<string, string>) => Promise<LintResult[]>;
  /** Whether a file may be fixed at all (the CLI refuses symbolic links that lead outside the linted folders). */
  fixable?: (path: string) => boolean;
  /** Only the fixes of findings at error severity (--quiet). */
  errorsOnly?: boolean;
  /**
   * Whether a text does not parse although its loader read it without a fatal finding (Python is read around a syntax
   * error): such a file is never fixed, and a fix that makes one is dropped.
   */
  unparsable?: (path: string, text: string) => boolean;
  /** Reads a file's current text, without a byte-order mark (as the source loader reads it). */
  readText?: (path: string) => string;
}

/**
 * Results with fixes applied: a file whose text changed gets `output` and the findings of its fixed text. A file
 * with a syntax error is never fixed, and a fix whose result would not parse is dropped with the rest of that
 * file's pass (the file keeps its last text that parsed).
 */
export async function fixResults(results: readonly LintResult[], options: FixPassOptions): Promise<LintResult[]> {
  const pathOf = (result: LintResult) => resolve(options.cwd, result.source);
  const candidates = results.filter(
    (result) => result.kind === 'source' && !hasFatal(result) && isSourcePath(result.source),
  );
  const unparsable = (source: string, text: string) =>
    options.unparsable?.(resolve(options.cwd, source), text) === true;
  const applicable = (result: LintResult) =>
    options.errorsOnly ? result.diagnostics.filter((d) => d.severity === 'error') : result.diagnostics;
  if (
    !candidates.some((result) => applicable(result).some((d) => d.fix) && (options.fixable?.(pathOf(result)) ?? true))
  )
    return [...results];

  const read = options.readText ?? readWithoutBom;
  const original = new Map<string, string>();
  const frozen = new Set<string>();
  for (const result of candidates) original.set(pathOf(result), read(pathOf(result)));
  for (const result of candidates)
    if (unparsable(result.source, original.get(pathOf(result))!)) frozen.add(pathOf(result));
  let texts = new Map(original);
  let current = new Map(candidates.map((result) => [result.source, result]));
  const fixedBy = new Map<string, Record<string, number>>();

  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const next = new Map(texts);
    const changed: string[] = [];
    const rulesOf = new Map<string, string[]>();
    for (const result of current.values()) {
      const path = pathOf(result);
      if (frozen.has(path) || hasFatal(result) || !(options.fixable?.(path) ?? true)) continue;
      const fixed = applyFixes(texts.get(path)!, applicable(result));
      if (fixed.applied > 0 && fixed.output !== texts.get(path)) {
        next.set(path, fixed.output);
        changed.push(result.source);
        rulesOf.set(path, fixed.rules);
      }
    }
    if (changed.length === 0) break;
    let relinted = byName(await options.relint(next));
    // A fix must never leave a file that no longer parses: keep its text from before this pass and stop fixing it.
    const broken = changed.filter(
      (source) =>
        (relinted.get(source) && hasFatal(relinted.get(source)!)) ||
        unparsable(source, next.get(resolve(options.cwd, source))!),
    );
    if (broken.length > 0) {
      for (const source of broken) {
        const path = resolve(options.cwd, source);
        next.set(path, texts.get(path)!);
        frozen.add(path);
      }
      relinted = byName(await options.relint(next));
    }
    for (const [path, rules] of rulesOf) {
      if (frozen.has(path)) continue;
      const counts = fixedBy.get(path) ?? {};
      for (const rule of rules) counts[rule] = (counts[rule] ?? 0) + 1;
      fixedBy.set(path, counts);
    }
    texts = next;
    current = new Map([...current.keys()].map((source) => [source, relinted.get(source) ?? current.get(source)!]));
  }

  return results
    .map((result) => {
      const latest = current.get(result.source);
      if (!latest) return result;
      const path = pathOf(result);
      const text = texts.get(path)!;
      return text === original.get(path)
        ? { ...latest, output: undefined }
        : { ...latest, output: text, fixed: fixedBy.get(path) ?? {} };
    })
    .map(dropUndefinedOutput);
}

function byName(results: readonly LintResult[]): Map<string, LintResult> {
  return new Map(results.map((result) => [result.source, result]));
}

function hasFatal(result: LintResult): boolean {
  return result.diagnostics.some((d) => d.fatal);
}

/** Results of kind 'source' include a `--project` tsconfig's own problems: not a file to fix. */
function isSourcePath(source: string): boolean {
  return isSourceKind(classifyFile(source));
}

function dropUndefinedOutput(result: LintResult): LintResult {
  if (result.output !== undefined) return result;
  const { output: _unused, ...rest } = result;
  return rest;
}

export function readWithoutBom(path: string): string {
  return withoutBom(readSourceText(path));
}
