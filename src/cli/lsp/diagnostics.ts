// mcp-lint findings as LSP diagnostics: the same message (escaped: Neovim and Helix draw it in a terminal), rule id
// and docs link; suppressed findings as hints. Each carries its fix and suggestions as ready edits on the text that
// was linted, with that text's version, so a code action is never applied to text it was not computed for.
import type { Diagnostic as LspDiagnostic, TextEdit as LspTextEdit } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { ruleDocsUrl } from '../../core/docs-url.js';
import { escapeText } from '../../core/escape.js';
import type { Diagnostic, Severity, TextEdit } from '../../core/types.js';
import type { DocumentFindings } from './lint-document.js';

export const DIAGNOSTIC_SOURCE = 'mcp-lint';

/** LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information, 4 hint. */
const SEVERITY: Record<Severity, 1 | 2 | 3> = { error: 1, warning: 2, info: 3 };
const HINT = 4;

/** What a diagnostic's `data` holds: the edits of its fix and of each suggestion, for one version of the text. */
export interface DiagnosticActions {
  version: number;
  fixes: Array<{ title: string; edits: LspTextEdit[]; preferred: boolean }>;
}

export function toLspDiagnostics(findings: DocumentFindings, document: TextDocument): LspDiagnostic[] {
  const shown = findings.shown.map((finding) => toLsp(finding, document, SEVERITY[finding.severity], ''));
  const hints = findings.suppressed.map((finding) =>
    toLsp(finding, document, HINT, '(suppressed in mcp-lint-suppressions.json) '),
  );
  const problem: LspDiagnostic[] = findings.problem
    ? [
        {
          range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
          severity: 1,
          source: DIAGNOSTIC_SOURCE,
          message: escapeText(`mcp-lint could not lint this file: ${findings.problem}`),
        },
      ]
    : [];
  return [...problem, ...shown, ...hints];
}

function toLsp(finding: Diagnostic, document: TextDocument, severity: 1 | 2 | 3 | 4, prefix: string): LspDiagnostic {
  // mcp-lint counts lines and columns from 1 in UTF-16 units, as LSP's default position encoding does from 0.
  const range = finding.range
    ? {
        start: { line: finding.range.start.line - 1, character: finding.range.start.column - 1 },
        end: { line: finding.range.end.line - 1, character: finding.range.end.column - 1 },
      }
    : { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  const diagnostic: LspDiagnostic = {
    range,
    severity,
    source: DIAGNOSTIC_SOURCE,
    message: prefix + escapeText(finding.message),
  };
  if (finding.ruleId !== null) {
    diagnostic.code = finding.ruleId;
    diagnostic.codeDescription = { href: ruleDocsUrl(finding.ruleId) };
  }
  // A suppressed finding offers no fix: fixing it is fine, but the hint is not a prompt to.
  if (severity !== HINT) {
    const fixes: DiagnosticActions['fixes'] = [];
    if (finding.fix)
      fixes.push({
        title: `Fix this ${finding.ruleId} problem`,
        edits: [lspEdit(finding.fix, document)],
        preferred: true,
      });
    for (const suggestion of finding.suggestions ?? [])
      fixes.push({ title: escapeText(suggestion.desc), edits: [lspEdit(suggestion.fix, document)], preferred: false });
    if (fixes.length > 0) diagnostic.data = { version: document.version, fixes } satisfies DiagnosticActions;
  }
  return diagnostic;
}

function lspEdit(edit: TextEdit, document: TextDocument): LspTextEdit {
  return {
    range: { start: document.positionAt(edit.range[0]), end: document.positionAt(edit.range[1]) },
    newText: edit.text,
  };
}
