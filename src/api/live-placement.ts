// Hybrid mode (--source-root): live findings that the engine placed in the server's source move from the server's
// result to a result for that file, so every formatter shows them at their line (ESLint's JSON shape has one
// filePath per result). The server's own result keeps its tool count and everything that has no place in source.
import { compareDiagnostics } from '../core/engine.js';
import type { LintResult } from '../core/types.js';

export function placeLiveFindings(results: readonly LintResult[]): LintResult[] {
  const placed = new Map<string, LintResult>();
  const out: LintResult[] = [];
  for (const result of results) {
    if (result.kind !== 'live') {
      out.push(result);
      continue;
    }
    const stays = result.diagnostics.filter((d) => d.liveServer === undefined);
    for (const diagnostic of result.diagnostics) {
      if (diagnostic.liveServer === undefined) continue;
      let fileResult =
        placed.get(diagnostic.source) ?? out.find((r) => r.kind === 'source' && r.source === diagnostic.source);
      if (!fileResult) {
        fileResult = { source: diagnostic.source, kind: 'source', diagnostics: [], suppressed: [], toolCount: 0 };
        placed.set(diagnostic.source, fileResult);
      }
      fileResult.diagnostics.push(diagnostic);
    }
    out.push(stays.length === result.diagnostics.length ? result : { ...result, diagnostics: stays });
  }
  for (const result of placed.values()) out.push(result);
  for (const result of out)
    if (result.diagnostics.some((d) => d.liveServer !== undefined)) result.diagnostics.sort(compareDiagnostics);
  return out;
}
