// Applies the fixes of one file's findings to its text, ESLint's way: edits sorted by position, and an edit that
// overlaps or touches one already taken is left for the next pass (the file is linted again in between, so the
// finding is still there, with offsets into the new text, if it still applies).
import type { Diagnostic, TextEdit } from '../core/types.js';

export interface AppliedFixes {
  output: string;
  /** How many edits were applied; 0 means `output` is the text unchanged. */
  applied: number;
  /** The rule of each applied edit. */
  rules: string[];
}

export function applyFixes(text: string, diagnostics: readonly Diagnostic[]): AppliedFixes {
  const edits = diagnostics
    .filter((d): d is Diagnostic & { fix: TextEdit } => d.fix !== undefined && isWithin(d.fix, text.length))
    .map((d) => ({ ...d.fix, rule: d.ruleId ?? '' }))
    .sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  let output = '';
  let lastEnd = -1;
  const rules: string[] = [];
  for (const edit of edits) {
    const [start, end] = edit.range;
    if (start <= lastEnd) continue;
    output += text.slice(Math.max(lastEnd, 0), start) + edit.text;
    lastEnd = end;
    rules.push(edit.rule);
  }
  if (rules.length === 0) return { output: text, applied: 0, rules };
  return { output: output + text.slice(lastEnd), applied: rules.length, rules };
}

function isWithin(edit: TextEdit, length: number): boolean {
  const [start, end] = edit.range;
  return Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= length;
}
