let jsoncModule;
async function jsonc() {
    // The package's ESM build uses extension-less imports Node cannot resolve, so take the CommonJS build.
    jsoncModule ??= (await import('jsonc-parser')).default;
    return jsoncModule;
}
function quoted(text, offset, length) {
    const found = text.slice(offset, offset + Math.max(1, Math.min(length, 24))).split(/\r?\n/)[0] ?? '';
    if (found === '')
        return 'the end of the file';
    return found.startsWith('"') ? found : `"${found}"`;
}
function previousSignificant(text, offset) {
    let i = offset - 1;
    while (i >= 0 && /\s/.test(text[i]))
        i--;
    return i;
}
export async function findSyntaxProblem(text, fallbackMessage) {
    const { parseTree, ParseErrorCode: Code } = await jsonc();
    const errors = [];
    parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    if (!first)
        return { message: `Invalid JSON: ${fallbackMessage}.`, offset: 0, length: 0 };
    const { offset, length } = first;
    const found = quoted(text, offset, length);
    const at = (message) => ({ message, offset, length: Math.max(length, 1) });
    switch (first.error) {
        case 3 /* Code.PropertyNameExpected */:
        case 4 /* Code.ValueExpected */: {
            const before = previousSignificant(text, offset);
            const closer = text[offset];
            if (text[before] === ',' && (closer === '}' || closer === ']')) {
                return { message: `Trailing comma before "${closer}": JSON allows no comma after the last ${closer === '}' ? 'property' : 'element'}. Remove it.`, offset: before, length: 1 };
            }
            if (text[offset] === "'")
                return at(`Single-quoted string ${found}: JSON strings and property names need double quotes.`);
            return first.error === 3 /* Code.PropertyNameExpected */
                ? at(`Expected a property name in double quotes, found ${found}.`)
                : at(`Expected a value (a string, number, object, array, true, false or null), found ${found}.`);
        }
        case 5 /* Code.ColonExpected */:
            return at(`Expected ":" after the property name, found ${found}.`);
        case 6 /* Code.CommaExpected */:
            return at(`Expected "," between values, found ${found}. Add the missing comma before it.`);
        case 7 /* Code.CloseBraceExpected */:
            return at(`Expected "}" to close an object, found ${found}. Add the "}" or the missing "," before this point.`);
        case 8 /* Code.CloseBracketExpected */:
            return at(`Expected "]" to close an array, found ${found}. Add the "]" or the missing "," before this point.`);
        case 9 /* Code.EndOfFileExpected */:
            return at(`Unexpected ${found} after the end of the JSON value. Remove it, or wrap several values in one array.`);
        case 10 /* Code.InvalidCommentToken */:
        case 11 /* Code.UnexpectedEndOfComment */:
            return at('Comments are not allowed in JSON. Remove the comment.');
        case 12 /* Code.UnexpectedEndOfString */:
            return at('Unterminated string: add the closing double quote.');
        case 13 /* Code.UnexpectedEndOfNumber */:
        case 2 /* Code.InvalidNumberFormat */:
            return at(`Invalid number ${found}: JSON numbers have digits, an optional fraction and exponent, and no leading zeros.`);
        case 14 /* Code.InvalidUnicode */:
            return at(`Invalid \\u escape in ${found}: it needs exactly four hex digits.`);
        case 15 /* Code.InvalidEscapeCharacter */:
            return at(`Invalid escape sequence in ${found}. In JSON a backslash starts \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX; write a literal backslash as \\\\.`);
        case 16 /* Code.InvalidCharacter */:
            return at(`Control character inside the string ${found}. Write it as an escape (\\t, \\n, \\u0000).`);
        case 1 /* Code.InvalidSymbol */:
            return at(`Unexpected ${found}: not a JSON value. JSON has double-quoted strings, numbers, true, false and null (no NaN, undefined or single quotes).`);
        default:
            return at(`Invalid JSON at ${found}: ${fallbackMessage}.`);
    }
}
/**
 * A best-effort value of a broken document (comments, trailing commas and missing pieces tolerated),
 * only to tell whether a file found in a directory walk was meant to be a tool list at all.
 */
export async function tolerantValue(text) {
    const { parse } = await jsonc();
    return parse(text, [], { disallowComments: false, allowTrailingComma: true });
}
