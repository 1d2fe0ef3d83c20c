// Finds the comments of a source file with TypeScript's scanner (strings and template text that look like
// comments are not comments) and asks core/directives.ts what each one says.
import { DIRECTIVE_PREFIX, parseDirective } from '../../core/directives.js';
import type { DisableDirective } from '../../core/types.js';
import { ts, type TS } from './typescript.js';

export function parseDirectives(file: TS.SourceFile): DisableDirective[] {
  const text = file.text;
  if (!text.includes(DIRECTIVE_PREFIX)) return [];
  const t = ts();
  const firstCode = file.statements[0]?.getStart(file) ?? text.length;
  const directives: DisableDirective[] = [];
  const scanner = t.createScanner(t.ScriptTarget.Latest, false, file.languageVariant, text);
  for (let token = scanner.scan(); token !== t.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token !== t.SyntaxKind.SingleLineCommentTrivia && token !== t.SyntaxKind.MultiLineCommentTrivia) continue;
    const raw = scanner.getTokenText();
    const body = token === t.SyntaxKind.SingleLineCommentTrivia ? raw.slice(2) : raw.slice(2, -2);
    if (!body.includes(DIRECTIVE_PREFIX)) continue;
    const start = scanner.getTokenStart();
    const startPos = file.getLineAndCharacterOfPosition(start);
    const endPos = file.getLineAndCharacterOfPosition(scanner.getTokenEnd());
    const range = {
      start: { line: startPos.line + 1, column: startPos.character + 1 },
      end: { line: endPos.line + 1, column: endPos.character + 1 },
    };
    const directive = parseDirective(body, range, start < firstCode);
    if (directive) directives.push(directive);
  }
  return directives;
}
