// Applies the fixes of one file's findings to its text, ESLint's way: edits sorted by position, and an edit that
// overlaps or touches one already taken is left for the next pass (the file is linted again in between, so the
// finding is still there, with offsets into the new text, if it still applies).
import type { Diagnostic, TextEdit } from '../core/types.js';

export interface AppliedFixes {
  output: string;
  /** How many edits were applied; 0 means `output` is the text unchanged. */
  applied: number;
}

export function applyFixes(text: string, diagnostics: readonly Diagnostic[]): AppliedFixes {
  const edits = diagnostics
    .map((d) => d.fix)
    .filter((fix): fix is TextEdit => fix !== undefined && isWithin(fix, text.length))
    .sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  let output = '';
  let lastEnd = -1;
  let applied = 0;
  for (const edit of edits) {
    const [start, end] = edit.range;
    if (start <= lastEnd) continue;
    output += text.slice(Math.max(lastEnd, 0), start) + edit.text;
    lastEnd = end;
    applied++;
  }
  if (applied === 0) return { output: text, applied };
  return { output: output + text.slice(lastEnd), applied };
}

function isWithin(edit: TextEdit, length: number): boolean {
  const [start, end] = edit.range;
  return Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= length;
}
