// The depth of a JSONC text (comments, trailing commas), measured with jsonc-parser's scanner before its recursive
// parser sees the text: a client config nested 200,000 deep overflowed parseTree and aborted `--list-servers`.
// The scanner, unlike the bracket scan in depth.ts, knows comments, so a quote or bracket inside one cannot
// shift what is counted.
import { createScanner, SyntaxKind } from 'jsonc-parser';

/** The offset of the first bracket that opens level `limit + 1`, or undefined when the text stays within `limit`. */
export function jsoncTooDeepAt(text: string, limit: number): number | undefined {
  const scanner = createScanner(text, true);
  let depth = 0;
  for (let token = scanner.scan(); token !== SyntaxKind.EOF; token = scanner.scan()) {
    if (token === SyntaxKind.OpenBraceToken || token === SyntaxKind.OpenBracketToken) {
      if (++depth > limit) return scanner.getTokenOffset();
    } else if (token === SyntaxKind.CloseBraceToken || token === SyntaxKind.CloseBracketToken) {
      depth--;
    }
  }
  return undefined;
}
