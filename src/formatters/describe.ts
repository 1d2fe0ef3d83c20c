// Wording shared by the text formatters: how a finding without a file position is named, and rule-less findings.
import type { Diagnostic, LintResult } from '../core/types.js';

/** A live server as people recognise it: its source plus what `initialize` said, when it said anything. */
export function serverLabel(result: LintResult): string {
  const name = result.server?.name;
  if (!name) return result.source;
  return `${result.source} (${result.server?.version ? `${name} ${result.server.version}` : name})`;
}

/** `tool "search" at /inputSchema/properties/q` — the place of a finding that has no line. */
export function toolPlace(diagnostic: Diagnostic): string {
  const tool = diagnostic.toolName !== undefined ? `tool "${diagnostic.toolName}"` : '';
  const pointer = diagnostic.pointer ? `at ${diagnostic.pointer}` : '';
  return [tool, pointer].filter(Boolean).join(' ');
}

/** Inputs that are not files: live servers, and stdin shown under a placeholder such as `<stdin>`. */
export function isFileResult(result: LintResult): boolean {
  return result.kind !== 'live' && !/^<.*>$/.test(result.source);
}

/** Hybrid mode: a live finding shown at its source line still says which server it was seen on. */
export function liveSuffix(diagnostic: Diagnostic): string {
  return diagnostic.liveServer !== undefined ? ` (seen live on ${diagnostic.liveServer})` : '';
}
