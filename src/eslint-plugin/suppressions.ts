// The bulk suppressions file (mcp-lint-suppressions.json in ESLint's working directory) in the plugin: findings it
// counts are not reported, exactly as `mcp-lint` leaves them out. Read once per pass over a file (every rule of the
// pass shares it), so an edit to the file shows at the next pass of a long-lived editor ESLint server.
import { projectReadPolicy } from '../files/read-policy.js';
import { applySuppressions, type Suppressions } from '../api/suppressions.js';
import { readSuppressionsSync, suppressionsPath } from '../api/suppressions-file.js';
import { dirname } from 'node:path';
import type { Diagnostic, LoadedSource } from '../core/types.js';

const byPass = new WeakMap<object, Suppressions>();

/** The diagnostics of one file and rule that the suppressions file does not cover. */
export function unsuppressed(pass: object, source: LoadedSource, diagnostics: Diagnostic[], cwd: string): Diagnostic[] {
  const path = suppressionsPath(cwd);
  let suppressions = byPass.get(pass);
  if (suppressions === undefined) {
    suppressions = readSuppressionsSync(path, cwd, projectReadPolicy(cwd, []));
    byPass.set(pass, suppressions);
  }
  if (Object.keys(suppressions).length === 0) return diagnostics;
  const report = {
    results: [
      { source: source.source, kind: source.kind, diagnostics, suppressed: [], toolCount: source.tools.length },
    ],
    errorCount: 0,
    warningCount: 0,
    infoCount: 0,
  };
  return applySuppressions(report, suppressions, { base: dirname(path), cwd }).report.results[0]!.diagnostics;
}
