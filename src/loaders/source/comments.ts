// Inline control comments → DisableDirective records (the engine applies them; see src/core/directives.ts).
//   // mcp-lint-disable-next-line rule-a, rule-b -- reason
//   // mcp-lint-disable-line rule -- reason
//   /* mcp-lint-disable rule */ … /* mcp-lint-enable rule */
//   /* mcp-lint-disable */ before any code: the whole file
import type { DisableDirective } from '../../core/types.js';
import { ts, type TS } from './typescript.js';

const PATTERN = /^\s*mcp-lint-(disable-next-line|disable-line|disable|enable)(?=\s|$)([\s\S]*)$/;

export function parseDirectives(file: TS.SourceFile): DisableDirective[] {
  const text = file.text;
  if (!text.includes('mcp-lint-')) return [];
  const t = ts();
  const firstCode = file.statements[0]?.getStart(file) ?? text.length;
  const directives: DisableDirective[] = [];
  const scanner = t.createScanner(t.ScriptTarget.Latest, false, file.languageVariant, text);
  for (let token = scanner.scan(); token !== t.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token !== t.SyntaxKind.SingleLineCommentTrivia && token !== t.SyntaxKind.MultiLineCommentTrivia) continue;
    const raw = scanner.getTokenText();
    const body = token === t.SyntaxKind.SingleLineCommentTrivia ? raw.slice(2) : raw.slice(2, -2);
    const match = PATTERN.exec(body);
    if (!match) continue;
    const [, keyword, rest = ''] = match;
    const [list = '', ...reasonParts] = rest.split(/\s--\s|\s--$/);
    const reason = reasonParts.join(' -- ').trim();
    const ruleIds = list.split(',').map((s) => s.trim()).filter(Boolean);
    const start = scanner.getTokenStart();
    const end = scanner.getTokenEnd();
    const startPos = file.getLineAndCharacterOfPosition(start);
    const endPos = file.getLineAndCharacterOfPosition(end);
    const range = { start: { line: startPos.line + 1, column: startPos.character + 1 }, end: { line: endPos.line + 1, column: endPos.character + 1 } };
    let kind: DisableDirective['kind'];
    if (keyword === 'disable-next-line') {
      kind = 'next-line';
      // The next line is the one after the comment's last line.
      if (range.start.line !== range.end.line) range.start = { line: range.end.line, column: 1 };
    } else if (keyword === 'disable-line') kind = 'line';
    else if (keyword === 'enable') kind = 'block-end';
    else kind = start < firstCode ? 'file' : 'block-start';
    directives.push({ kind, ruleIds, range, ...(reason ? { reason } : {}) });
  }
  return directives;
}
