// The string formats the generated validators check. Imported by the Ajv standalone modules in ./generated/
// (scripts/build-validators.mjs points Ajv's `code.formats` here), so build time and run time share one set.
// ajv-formats is loaded on the first check that needs it: its module builds dozens of regular expressions (~5 ms, a
// tenth of Node's start-up), and most runs never meet a "uri" or "byte" format ($id, $schema and $ref carry them).
import { createRequire } from 'node:module';
import type { fullFormats as FullFormats } from 'ajv-formats/dist/formats.js';

type FormatCheck = (value: string) => boolean;

let full: typeof FullFormats | undefined;
const ajvFormats = (): typeof FullFormats => (full ??= loadFormats().fullFormats);

/**
 * In the published bundle (CommonJS) `require` is defined, and the literal call lets esbuild bundle the module behind
 * a lazy initialiser; the package has no node_modules to resolve it from. Run as ES modules (tests, the tsc output),
 * Node's require is made for this file.
 */
function loadFormats(): { fullFormats: typeof FullFormats } {
  if (typeof require === 'function')
    return require('ajv-formats/dist/formats.js') as { fullFormats: typeof FullFormats };
  return createRequire(import.meta.url)('ajv-formats/dist/formats.js') as { fullFormats: typeof FullFormats };
}

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
  uri: (value) => (ajvFormats().uri as FormatCheck)(value),
  'uri-reference': (value) => (ajvFormats()['uri-reference'] as RegExp).test(value),
  byte: (value) => (ajvFormats().byte as FormatCheck)(value),
  // An MCP bundle manifest's author.email (src/spec/registry-schemas/).
  email: (value) => (ajvFormats().email as RegExp).test(value),
  regex,
};

export default formats;
