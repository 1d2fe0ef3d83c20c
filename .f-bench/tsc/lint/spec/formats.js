// The string formats the generated validators check. Imported by the Ajv standalone modules in ./generated/
// (scripts/build-validators.mjs points Ajv's `code.formats` here), so build time and run time share one set.
import { fullFormats } from 'ajv-formats/dist/formats.js';
const uriReference = fullFormats['uri-reference'];
/**
 * `pattern` values are ECMA-262 regular expressions. Ajv compiles them with the `u` flag, but many real schemas
 * (and the validators clients use) treat them without it, so a pattern is accepted when either form compiles:
 * this flags `[a-z` or `(abc`, not style differences.
 */
function regex(value) {
    for (const flags of ['u', '']) {
        try {
            new RegExp(value, flags);
            return true;
        }
        catch {
            // try the next form
        }
    }
    return false;
}
const formats = {
    uri: fullFormats.uri,
    'uri-reference': (value) => uriReference.test(value),
    byte: fullFormats.byte,
    regex,
};
export default formats;
