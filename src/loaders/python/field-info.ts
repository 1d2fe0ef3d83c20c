// What pydantic's `Field(...)` and the other `Annotated` metadata (annotated_types' Gt/Len/…, fastmcp's bare
// description string) contribute to a field's JSON Schema, read from the call's literal arguments. Arguments that
// change the schema in ways not rebuilt here (validation aliases, discriminators, callables) are reported, not guessed.
import { isObject } from '../../core/json-value.js';
import { argumentsOf, childOf, type PythonFile, type SyntaxNode } from './syntax.js';
import type { Json } from './schema-marks.js';

/** A default as published: a JSON value, a factory (no `default` key, not required), or unknown. */
export type FieldDefault =
  | { kind: 'value'; value: unknown }
  | { kind: 'factory' }
  | { kind: 'unknown'; node: SyntaxNode };

export interface FieldInfo {
  default?: FieldDefault;
  alias?: string;
  /** Keywords set on the field's schema as they are (title, description, examples, deprecated). */
  keywords: Json;
  /** `json_schema_extra`, merged last. */
  extra?: Json;
  /** pydantic's constraint names with their values, applied to the type's own schema. */
  constraints: Array<[string, unknown]>;
  /** `file`: where `node` is, when not in the field's own file (metadata of an alias in another module). */
  unresolved: Array<{ what: string; node: SyntaxNode; file?: PythonFile }>;
}

export const emptyFieldInfo = (): FieldInfo => ({ keywords: {}, constraints: [], unresolved: [] });

/** Reads a value statically (literals, module constants, enum members); undefined when unknown. */
export type ValueReader = (file: PythonFile, node: SyntaxNode) => { value: unknown } | undefined;

const CONSTRAINTS = new Set(['ge', 'gt', 'le', 'lt', 'multiple_of', 'min_length', 'max_length', 'pattern']);
/** Arguments with no effect on the schemas the SDKs publish (fastmcp's outputs are dumped by field name, not alias). */
const NO_SCHEMA_EFFECT = new Set([
  'serialization_alias',
  'strict',
  'frozen',
  'repr',
  'init',
  'init_var',
  'kw_only',
  'exclude',
  'validate_default',
  'union_mode',
  'fail_fast',
  'allow_inf_nan',
  'coerce_numbers_to_str',
]);
const ANNOTATED_TYPES: Record<string, string[]> = {
  Gt: ['gt'],
  Ge: ['ge'],
  Lt: ['lt'],
  Le: ['le'],
  MultipleOf: ['multiple_of'],
  MinLen: ['min_length'],
  MaxLen: ['max_length'],
  Len: ['min_length', 'max_length'],
};

/** Adds one `Field(...)` call's arguments to `info`. */
export function readFieldCall(file: PythonFile, call: SyntaxNode, read: ValueReader, info: FieldInfo): void {
  const argList = childOf(call, 'ArgList');
  if (!argList) return;
  for (const [index, arg] of argumentsOf(argList, file).entries()) {
    if (arg.spread) {
      info.unresolved.push({ what: 'the `Field(...)` arguments unpacked with `*`/`**`', node: arg.value });
      continue;
    }
    const name = arg.name ?? (index === 0 ? 'default' : undefined);
    if (!name) {
      info.unresolved.push({ what: 'a positional `Field(...)` argument after the default', node: arg.value });
      continue;
    }
    if (name === 'default') {
      info.default = arg.value.name === 'Ellipsis' ? undefined : defaultOf(file, arg.value, read);
      continue;
    }
    if (name === 'default_factory') {
      info.default = { kind: 'factory' };
      continue;
    }
    if (NO_SCHEMA_EFFECT.has(name)) continue;
    const value = read(file, arg.value);
    if (!value) {
      info.unresolved.push({ what: `the \`Field(${name}=…)\` value`, node: arg.value });
      continue;
    }
    if (name === 'alias' && typeof value.value === 'string') info.alias = value.value;
    else if ((name === 'title' || name === 'description') && typeof value.value === 'string')
      info.keywords[name] = value.value;
    else if (name === 'examples' && Array.isArray(value.value)) info.keywords.examples = value.value;
    else if (name === 'deprecated' && (typeof value.value === 'boolean' || typeof value.value === 'string')) {
      if (value.value !== false) info.keywords.deprecated = true;
    } else if (name === 'json_schema_extra' && isObject(value.value)) info.extra = { ...info.extra, ...value.value };
    else if (CONSTRAINTS.has(name) && value.value !== null) info.constraints.push([name, value.value]);
    else if (value.value !== null) info.unresolved.push({ what: `the \`Field(${name}=…)\` argument`, node: arg.value });
  }
}

/** annotated_types' `Gt(0)`, `Len(1, 4)`…: constraints; false when `name` is not one of them. */
export function readAnnotatedType(
  file: PythonFile,
  name: string,
  call: SyntaxNode,
  read: ValueReader,
  info: FieldInfo,
): boolean {
  const keys = ANNOTATED_TYPES[name];
  const argList = childOf(call, 'ArgList');
  if (!keys || !argList) return false;
  const args = argumentsOf(argList, file);
  for (const [index, arg] of args.entries()) {
    const key = arg.name === 'min_length' || arg.name === 'max_length' ? arg.name : arg.name ? undefined : keys[index];
    const value = read(file, arg.value);
    if (!key || arg.spread || !value) {
      info.unresolved.push({ what: `the \`${name}(…)\` argument`, node: arg.value });
      continue;
    }
    if (value.value !== null) info.constraints.push([key, value.value]);
  }
  return true;
}

export function defaultOf(file: PythonFile, node: SyntaxNode, read: ValueReader): FieldDefault {
  const value = read(file, node);
  return value ? { kind: 'value', value: value.value } : { kind: 'unknown', node };
}
