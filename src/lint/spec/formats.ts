// The string formats the generated validators check. Imported by the Ajv standalone modules in ./generated/
// (scripts/build-validators.mjs points Ajv's `code.formats` here), so build time and run time share one set.
import { fullFormats } from 'ajv-formats/dist/formats.js';

type FormatCheck = (value: string) => boolean;

const uriReference = fullFormats['uri-reference'] as RegExp;

/**
 * `pattern` values are ECMA-262 regular expressions. Ajv compiles them with the `u` flag, but many real schemas
 * (and the validators clients use) treat them without it, so a pattern is accepted when either form compiles:
 * this flags `[a-z` or `(abc`, not style differences.
 */
function regex(value: string): boolean {
  for (const flags of ['u', '']) {
    try {
      new RegExp(value, flags);
      return true;
    } catch {
      // try the next form
    }
  }
  return false;
}

const formats: Record<string, FormatCheck> = {
  uri: fullFormats.uri as FormatCheck,
  'uri-reference': (value) => uriReference.test(value),
  byte: fullFormats.byte as FormatCheck,
  regex,
};

export default formats;
