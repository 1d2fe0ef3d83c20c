// One mcp-lint diagnostic as an ESLint report: the same message at the same place, with its fix and suggestions.
import type { Rule as EslintRule } from 'eslint';
import type { Diagnostic } from '../core/types.js';
import type { Range } from '../core/position.js';

/** An edit on the file text: replace the UTF-16 offsets [start, end) with `text` (ESLint's own fix shape). */
interface TextEdit {
  range: readonly [number, number];
  text: string;
}

/**
 * What a diagnostic may carry besides its message when the rule has a fix or suggestions (`mcp-lint --fix`).
 * Read through this narrow optional view, so the mapping holds whether or not Diagnostic declares the fields.
 */
interface WithEdits {
  fix?: TextEdit;
  suggestions?: ReadonlyArray<{ desc: string; fix: TextEdit }>;
}

/** Where ESLint puts a finding without a position: the start of the file (ESLint's own convention for whole-file problems). */
const FILE_START: Range = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };

const replace =
  (edit: TextEdit): EslintRule.ReportFixer =>
  (fixer) =>
    fixer.replaceTextRange([edit.range[0], edit.range[1]], edit.text);

export function toEslintReport(diagnostic: Diagnostic): EslintRule.ReportDescriptor {
  const range = diagnostic.range ?? FILE_START;
  const edits = diagnostic as WithEdits;
  return {
    message: diagnostic.message,
    // mcp-lint columns are 1-based, ESLint's are 0-based (ESLint adds the 1 back in its output).
    loc: {
      start: { line: range.start.line, column: range.start.column - 1 },
      end: { line: range.end.line, column: range.end.column - 1 },
    },
    ...(edits.fix ? { fix: replace(edits.fix) } : {}),
    ...(edits.suggestions?.length
      ? { suggest: edits.suggestions.map((s) => ({ desc: s.desc, fix: replace(s.fix) })) }
      : {}),
  };
}
