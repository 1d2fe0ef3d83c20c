// The error path only: JSON.parse said no, and jsonc-parser (loaded only now) says where and why in
// words a person can act on. Nesting depth is already bounded when this runs, so its recursion is safe.
import type * as Jsonc from 'jsonc-parser';

type JsoncModule = typeof Jsonc;

export interface SyntaxProblem {
  message: string;
  offset: number;
  length: number;
}

let jsoncModule: JsoncModule | undefined;
async function jsonc(): Promise<JsoncModule> {
  // Node loads the package's CommonJS build (its ESM build uses extension-less imports Node cannot resolve), which
  // arrives as `default`; the bundle carries the ESM build, which arrives as the namespace itself.
  const loaded = (await import('jsonc-parser')) as unknown as JsoncModule & { default?: JsoncModule };
  jsoncModule ??= loaded.default ?? loaded;
  return jsoncModule;
}

function quoted(text: string, offset: number, length: number): string {
  const found = text.slice(offset, offset + Math.max(1, Math.min(length, 24))).split(/\r?\n/)[0] ?? '';
  if (found === '') return 'the end of the file';
  return found.startsWith('"') ? found : `"${found}"`;
}

function previousSignificant(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return i;
}

export async function findSyntaxProblem(text: string, fallbackMessage: string): Promise<SyntaxProblem> {
  const { parseTree, ParseErrorCode: Code } = await jsonc();
  const errors: Jsonc.ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return { message: `Invalid JSON: ${fallbackMessage}.`, offset: 0, length: 0 };
  const { offset, length } = first;
  const found = quoted(text, offset, length);
  const at = (message: string): SyntaxProblem => ({ message, offset, length: Math.max(length, 1) });
  switch (first.error) {
    case Code.PropertyNameExpected:
    case Code.ValueExpected: {
      const before = previousSignificant(text, offset);
      const closer = text[offset];
      if (text[before] === ',' && (closer === '}' || closer === ']')) {
        return {
          message: `Trailing comma before "${closer}": JSON allows no comma after the last ${closer === '}' ? 'property' : 'element'}. Remove it.`,
          offset: before,
          length: 1,
        };
      }
      if (text[offset] === "'")
        return at(`Single-quoted string ${found}: JSON strings and property names need double quotes.`);
      return first.error === Code.PropertyNameExpected
        ? at(`Expected a property name in double quotes, found ${found}.`)
        : at(`Expected a value (a string, number, object, array, true, false or null), found ${found}.`);
    }
    case Code.ColonExpected:
      return at(`Expected ":" after the property name, found ${found}.`);
    case Code.CommaExpected:
      return at(`Expected "," between values, found ${found}. Add the missing comma before it.`);
    case Code.CloseBraceExpected:
      return at(`Expected "}" to close an object, found ${found}. Add the "}" or the missing "," before this point.`);
    case Code.CloseBracketExpected:
      return at(`Expected "]" to close an array, found ${found}. Add the "]" or the missing "," before this point.`);
    case Code.EndOfFileExpected:
      return at(`Unexpected ${found} after the end of the JSON value. Remove it, or wrap several values in one array.`);
    case Code.InvalidCommentToken:
    case Code.UnexpectedEndOfComment:
      return at('Comments are not allowed in JSON. Remove the comment.');
    case Code.UnexpectedEndOfString:
      return at('Unterminated string: add the closing double quote.');
    case Code.UnexpectedEndOfNumber:
    case Code.InvalidNumberFormat:
      return at(
        `Invalid number ${found}: JSON numbers have digits, an optional fraction and exponent, and no leading zeros.`,
      );
    case Code.InvalidUnicode:
      return at(`Invalid \\u escape in ${found}: it needs exactly four hex digits.`);
    case Code.InvalidEscapeCharacter:
      return at(
        `Invalid escape sequence in ${found}. In JSON a backslash starts \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX; write a literal backslash as \\\\.`,
      );
    case Code.InvalidCharacter:
      return at(`Control character inside the string ${found}. Write it as an escape (\\t, \\n, \\u0000).`);
    case Code.InvalidSymbol:
      return at(
        `Unexpected ${found}: not a JSON value. JSON has double-quoted strings, numbers, true, false and null (no NaN, undefined or single quotes).`,
      );
    default:
      return at(`Invalid JSON at ${found}: ${fallbackMessage}.`);
  }
}

/**
 * A best-effort value of a broken document (comments, trailing commas and missing pieces tolerated),
 * only to tell whether a file found in a directory walk was meant to be a tool list at all.
 */
export async function tolerantValue(text: string): Promise<unknown> {
  const { parse } = await jsonc();
  return parse(text, [], { disallowComments: false, allowTrailingComma: true });
}
