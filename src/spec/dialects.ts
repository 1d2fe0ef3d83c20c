// JSON Schema dialects mcp-lint validates user schemas against, and how a schema's `$schema` picks one.
// MCP: a schema without `$schema` is 2020-12; SDK v1 stamps draft-07; SDK v2 stamps 2020-12.
import validate202012 from './generated/meta-2020-12.js';
import validate201909 from './generated/meta-2019-09.js';
import validateDraft07 from './generated/meta-draft-07.js';
import type { AjvError, AjvValidate } from './ajv-types.js';

export type Dialect = '2020-12' | '2019-09' | 'draft-07';

export const DIALECT_NAMES: Record<Dialect, string> = {
  '2020-12': 'JSON Schema 2020-12',
  '2019-09': 'JSON Schema 2019-09',
  'draft-07': 'JSON Schema draft-07',
};

const META_VALIDATORS: Record<Dialect, AjvValidate> = {
  '2020-12': validate202012 as AjvValidate,
  '2019-09': validate201909 as AjvValidate,
  'draft-07': validateDraft07 as AjvValidate,
};

const BY_URI: Record<string, Dialect> = {
  'json-schema.org/draft/2020-12/schema': '2020-12',
  'json-schema.org/draft/2019-09/schema': '2019-09',
  'json-schema.org/draft-07/schema': 'draft-07',
};

export type DialectChoice = { dialect: Dialect; declared: boolean } | { unsupported: string };

/**
 * The dialect a schema declares. Accepts http and https and an optional trailing `#` (draft-07 is usually written
 * `http://json-schema.org/draft-07/schema#`, 2020-12 `https://json-schema.org/draft/2020-12/schema`).
 * A `$schema` that is not a string is left to the meta-schema to report (as 2020-12).
 */
export function chooseDialect(schema: Record<string, unknown>): DialectChoice {
  const declared = schema.$schema;
  if (declared === undefined) return { dialect: '2020-12', declared: false };
  if (typeof declared !== 'string') return { dialect: '2020-12', declared: true };
  const match = /^https?:\/\/(.*?)#?$/.exec(declared.trim());
  const dialect = match ? BY_URI[match[1]!] : undefined;
  return dialect ? { dialect, declared: true } : { unsupported: declared };
}

/** Validates a schema as data against its dialect's meta-schema. The caller bounds its depth first. */
export function metaValidate(dialect: Dialect, schema: unknown): AjvError[] {
  const validate = META_VALIDATORS[dialect];
  return validate(schema) ? [] : [...(validate.errors ?? [])];
}
