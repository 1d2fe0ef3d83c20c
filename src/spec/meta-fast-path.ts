// A quick "certainly valid" answer for the common case of meta-validation. Ajv's generated meta-schema validators
// make seven calls (2020-12 vocabularies) or one wide function call (draft-07) per subschema, each reading every
// keyword the dialect knows and allocating an options object; they were the largest part of input-schema-valid.
// Most schemas are valid, so this walk looks only at the keys a schema has and says true when every one of them
// meets its dialect's meta-schema. Anything it is not sure about (an error, an `enum` of objects, a dialect it does
// not know, nesting past the bound) answers false, and the caller runs Ajv, whose errors are then the findings: so
// the verdict "valid" is the only one that must match Ajv's, and it is kept no wider than Ajv's (tests pin it).
//
// The meta-schemas (Ajv's copies) validate no formats in the generated code (uri, uri-reference and regex are
// annotations there), and none has additionalProperties or unevaluatedProperties, so unknown keywords are free.
//
// Kept in issue 25 because a benchmark goal fails without it: with Ajv alone, the published-captures run
// (bench/real-corpus.mjs) peaked at 155.6 MB against 150.5 MB with this walk (goal: under 150 MB) and took 1550
// against 1521 ms CPU (median), 2026-12-01, 9 interleaved runs, Node 20.

/** What the meta-schema asks of a keyword's value. */
const enum Kind {
  String,
  Boolean,
  Number,
  Positive,
  NonNegativeInteger,
  Array,
  Type,
  StringArray,
  Schema,
  SchemaArray,
  SchemaMap,
  /** draft-07 `items`: a schema or a non-empty array of schemas. */
  SchemaOrSchemaArray,
  /** `dependencies`: each value a schema or an array of distinct strings. */
  Dependencies,
  /** 2020-12 `dependentRequired`: each value an array of distinct strings. */
  StringArrayMap,
  /** 2020-12 `$vocabulary`: an object of booleans. */
  Vocabulary,
  /** draft-07 `enum`: a non-empty array of distinct values. */
  DistinctNonEmptyArray,
  /** 2020-12 `$id`: a string without a non-empty fragment. */
  Id,
  /** 2020-12 `$anchor`, `$dynamicAnchor`, `$recursiveAnchor`. */
  Anchor,
}

const DRAFT_07 = new Map<string, Kind>([
  ['$id', Kind.String], ['$schema', Kind.String], ['$ref', Kind.String], ['$comment', Kind.String],
  ['title', Kind.String], ['description', Kind.String], ['readOnly', Kind.Boolean], ['examples', Kind.Array],
  ['multipleOf', Kind.Positive], ['maximum', Kind.Number], ['exclusiveMaximum', Kind.Number], ['minimum', Kind.Number],
  ['exclusiveMinimum', Kind.Number], ['maxLength', Kind.NonNegativeInteger], ['minLength', Kind.NonNegativeInteger],
  ['pattern', Kind.String], ['additionalItems', Kind.Schema], ['items', Kind.SchemaOrSchemaArray],
  ['maxItems', Kind.NonNegativeInteger], ['minItems', Kind.NonNegativeInteger], ['uniqueItems', Kind.Boolean],
  ['contains', Kind.Schema], ['maxProperties', Kind.NonNegativeInteger], ['minProperties', Kind.NonNegativeInteger],
  ['required', Kind.StringArray], ['additionalProperties', Kind.Schema], ['definitions', Kind.SchemaMap],
  ['properties', Kind.SchemaMap], ['patternProperties', Kind.SchemaMap], ['dependencies', Kind.Dependencies],
  ['propertyNames', Kind.Schema], ['enum', Kind.DistinctNonEmptyArray], ['type', Kind.Type], ['format', Kind.String],
  ['contentMediaType', Kind.String], ['contentEncoding', Kind.String], ['if', Kind.Schema], ['then', Kind.Schema],
  ['else', Kind.Schema], ['allOf', Kind.SchemaArray], ['anyOf', Kind.SchemaArray], ['oneOf', Kind.SchemaArray],
  ['not', Kind.Schema],
]);

const DRAFT_2020_12 = new Map<string, Kind>([
  // core
  ['$id', Kind.Id], ['$schema', Kind.String], ['$ref', Kind.String], ['$anchor', Kind.Anchor],
  ['$dynamicRef', Kind.String], ['$dynamicAnchor', Kind.Anchor], ['$vocabulary', Kind.Vocabulary],
  ['$comment', Kind.String], ['$defs', Kind.SchemaMap],
  // applicator
  ['prefixItems', Kind.SchemaArray], ['items', Kind.Schema], ['contains', Kind.Schema],
  ['additionalProperties', Kind.Schema], ['properties', Kind.SchemaMap], ['patternProperties', Kind.SchemaMap],
  ['dependentSchemas', Kind.SchemaMap], ['propertyNames', Kind.Schema], ['if', Kind.Schema], ['then', Kind.Schema],
  ['else', Kind.Schema], ['allOf', Kind.SchemaArray], ['anyOf', Kind.SchemaArray], ['oneOf', Kind.SchemaArray],
  ['not', Kind.Schema],
  // unevaluated
  ['unevaluatedItems', Kind.Schema], ['unevaluatedProperties', Kind.Schema],
  // validation (`const` takes any value)
  ['type', Kind.Type], ['enum', Kind.Array], ['multipleOf', Kind.Positive], ['maximum', Kind.Number],
  ['exclusiveMaximum', Kind.Number], ['minimum', Kind.Number], ['exclusiveMinimum', Kind.Number],
  ['maxLength', Kind.NonNegativeInteger], ['minLength', Kind.NonNegativeInteger], ['pattern', Kind.String],
  ['maxItems', Kind.NonNegativeInteger], ['minItems', Kind.NonNegativeInteger], ['uniqueItems', Kind.Boolean],
  ['maxContains', Kind.NonNegativeInteger], ['minContains', Kind.NonNegativeInteger],
  ['maxProperties', Kind.NonNegativeInteger], ['minProperties', Kind.NonNegativeInteger],
  ['required', Kind.StringArray], ['dependentRequired', Kind.StringArrayMap],
  // meta-data (`default` takes any value)
  ['title', Kind.String], ['description', Kind.String], ['deprecated', Kind.Boolean], ['readOnly', Kind.Boolean],
  ['writeOnly', Kind.Boolean], ['examples', Kind.Array],
  // format-annotation, content
  ['format', Kind.String], ['contentEncoding', Kind.String], ['contentMediaType', Kind.String], ['contentSchema', Kind.Schema],
  // the 2020-12 schema's own properties, kept from earlier drafts
  ['definitions', Kind.SchemaMap], ['dependencies', Kind.Dependencies], ['$recursiveAnchor', Kind.Anchor],
  ['$recursiveRef', Kind.String],
]);

// By dialect name (dialects.ts); a dialect not listed is never "certainly valid". Keyed by string so this file does
// not import dialects.ts, which imports it.
const KEYWORDS: ReadonlyMap<string, ReadonlyMap<string, Kind>> = new Map([['draft-07', DRAFT_07], ['2020-12', DRAFT_2020_12]]);

// The meta-schemas' own patterns, with the flag Ajv compiles them with.
const ID_PATTERN = /^[^#]*#?$/u;
const ANCHOR_PATTERN = /^[A-Za-z_][-A-Za-z0-9._]*$/u;

/**
 * Deeper than any schema measureNesting lets through (128 JSON levels), so it only ends a walk that would not end:
 * an object graph with a cycle, which Ajv is then left to handle exactly as before.
 */
const MAX_DEPTH = 256;

/**
 * True only when `schema` certainly passes `dialect`'s meta-schema (Ajv would report no error). False means
 * "not known": run Ajv. Values are JSON data (plain objects and arrays, as every loader builds them): an object
 * with another prototype answers false.
 */
export function certainlyMetaValid(dialect: string, schema: unknown): boolean {
  const keywords = KEYWORDS.get(dialect);
  return keywords !== undefined && schemaValid(schema, keywords, 0);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function schemaValid(schema: unknown, keywords: ReadonlyMap<string, Kind>, depth: number): boolean {
  if (typeof schema === 'boolean') return true;
  if (!isPlainObject(schema) || depth > MAX_DEPTH) return false;
  for (const key in schema) {
    const kind = keywords.get(key);
    if (kind === undefined) continue;
    const value = schema[key];
    if (value !== undefined && !valueValid(kind, value, keywords, depth + 1)) return false;
  }
  return true;
}

function valueValid(kind: Kind, value: unknown, keywords: ReadonlyMap<string, Kind>, depth: number): boolean {
  switch (kind) {
    case Kind.String:
      return typeof value === 'string';
    case Kind.Boolean:
      return typeof value === 'boolean';
    case Kind.Number:
      return typeof value === 'number';
    case Kind.Positive:
      return typeof value === 'number' && value > 0;
    case Kind.NonNegativeInteger:
      // Ajv's test, Infinity included: a number, no fraction, not NaN, not negative.
      return typeof value === 'number' && !(value % 1) && !Number.isNaN(value) && value >= 0;
    case Kind.Array:
      return Array.isArray(value);
    case Kind.Type:
      return typeof value === 'string' ? SIMPLE_TYPES.has(value) : typeNamesValid(value);
    case Kind.StringArray:
      return distinctStrings(value);
    case Kind.Schema:
      return schemaValid(value, keywords, depth);
    case Kind.SchemaArray:
      return schemaArrayValid(value, keywords, depth);
    case Kind.SchemaOrSchemaArray:
      return Array.isArray(value) ? schemaArrayValid(value, keywords, depth) : schemaValid(value, keywords, depth);
    case Kind.SchemaMap:
      if (!isPlainObject(value)) return false;
      for (const name in value) if (!schemaValid(value[name], keywords, depth)) return false;
      return true;
    case Kind.Dependencies:
      // anyOf [schema, string array]: an array can only be the second, anything else only the first.
      if (!isPlainObject(value)) return false;
      for (const name in value) {
        const item = value[name];
        if (!(Array.isArray(item) ? distinctStrings(item) : schemaValid(item, keywords, depth))) return false;
      }
      return true;
    case Kind.StringArrayMap:
      if (!isPlainObject(value)) return false;
      for (const name in value) if (!distinctStrings(value[name])) return false;
      return true;
    case Kind.Vocabulary:
      if (!isPlainObject(value)) return false;
      for (const name in value) if (typeof value[name] !== 'boolean') return false;
      return true;
    case Kind.DistinctNonEmptyArray:
      return Array.isArray(value) && value.length > 0 && distinctScalars(value);
    case Kind.Id:
      return typeof value === 'string' && ID_PATTERN.test(value);
    case Kind.Anchor:
      return typeof value === 'string' && ANCHOR_PATTERN.test(value);
  }
}

const SIMPLE_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);

function typeNamesValid(value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) return false;
  for (const name of value) if (typeof name !== 'string' || !SIMPLE_TYPES.has(name)) return false;
  return new Set(value).size === value.length;
}

function schemaArrayValid(value: unknown, keywords: ReadonlyMap<string, Kind>, depth: number): boolean {
  if (!Array.isArray(value) || value.length === 0) return false;
  for (const item of value) if (!schemaValid(item, keywords, depth)) return false;
  return true;
}

function distinctStrings(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (typeof item !== 'string') return false;
  return value.length < 2 || new Set(value).size === value.length;
}

/**
 * Distinct by Ajv's deep equality, decided only for scalars (where it is `===`, NaN equal to NaN, as a Set
 * compares); an array or object among the values answers false.
 */
function distinctScalars(value: readonly unknown[]): boolean {
  for (const item of value) if (item !== null && typeof item === 'object') return false;
  return value.length < 2 || new Set(value).size === value.length;
}
