// Each cause said once across the twin builds of a dual ESM/CommonJS package (loaders/source/twin-builds.ts): a
// finding of the build the server does not start from that its twin file has too is the same cause, reported at
// the build that runs. A finding of only one build stays where it is.
import { resolve } from 'node:path';
import type { ReadPolicy } from '../core/options.js';
import type { Diagnostic, LintResult } from '../core/types.js';
import { twinFiles } from '../loaders/source/twin-builds.js';

/** Results whose source files include both builds of a package, with the other build's repeated findings left out. */
export function mergeTwinFindings(
  results: LintResult[],
  options: { cwd: string; mayRead?: ReadPolicy | undefined },
): LintResult[] {
  const sources = results.filter((result) => result.kind === 'source');
  if (sources.length < 2) return results;
  const byPath = new Map(sources.map((result) => [resolve(options.cwd, result.source), result]));
  const twins = twinFiles([...byPath.keys()], options.mayRead);
  if (twins.size === 0) return results;
  const merged = new Map<LintResult, LintResult>();
  for (const [file, twinFile] of twins) {
    const result = byPath.get(file)!;
    const twin = byPath.get(twinFile)!;
    merged.set(result, {
      ...result,
      diagnostics: withoutRepeated(result.diagnostics, twin.diagnostics),
      suppressed: withoutRepeated(result.suppressed, twin.suppressed),
    });
  }
  return results.map((result) => merged.get(result) ?? result);
}

/** `findings` less as many of each finding as `twin` has (the place differs between builds; nothing else may). */
function withoutRepeated(findings: Diagnostic[], twin: Diagnostic[]): Diagnostic[] {
  const left = new Map<string, number>();
  for (const finding of twin) left.set(causeKey(finding), (left.get(causeKey(finding)) ?? 0) + 1);
  return findings.filter((finding) => {
    const key = causeKey(finding);
    const count = left.get(key) ?? 0;
    if (count === 0) return true;
    left.set(key, count - 1);
    return false;
  });
}

function causeKey(finding: Diagnostic): string {
  return JSON.stringify([
    finding.ruleId,
    finding.severity,
    finding.toolName ?? null,
    finding.pointer,
    finding.fatal === true,
    finding.message,
  ]);
}
