// The names a type hint is written with, as pydantic maps them to JSON Schema: builtins, typing's forms (under any
// spelling: typing, typing_extensions, collections.abc), the standard library's formatted strings and pydantic's URL
// types. Measured against pydantic 2.13 (shared/docs/python-sdk.md).
import type { Json } from './schema-marks.js';

const MODULE_SPELLINGS: Array<[RegExp, string]> = [
  [/^typing_extensions\./, 'typing.'],
  [/^collections\.abc\./, 'typing.'],
  [/^pydantic\.(main|fields|networks|types)\./, 'pydantic.'],
  [/^types\.NoneType$/, 'builtins.NoneType'],
];

/** One spelling per thing: `typing_extensions.Annotated` → `typing.Annotated`, `collections.abc.Sequence` → `typing.Sequence`. */
export function canonicalName(qualified: string): string {
  for (const [pattern, replacement] of MODULE_SPELLINGS)
    if (pattern.test(qualified)) return qualified.replace(pattern, replacement);
  return qualified;
}

const DECIMAL_PATTERN = '^(?!^[-+.]*$)[+-]?0*\\d*\\.?\\d*$';

/** Types whose schema does not depend on anything else; `serialization` is fastmcp's output mode. */
export function plainTypeSchema(name: string, mode: 'validation' | 'serialization'): Json | undefined {
  switch (name) {
    case 'builtins.str':
      return { type: 'string' };
    case 'builtins.int':
      return { type: 'integer' };
    case 'builtins.float':
      return { type: 'number' };
    case 'builtins.bool':
      return { type: 'boolean' };
    case 'builtins.bytes':
      return { format: 'binary', type: 'string' };
    case 'builtins.NoneType':
      return { type: 'null' };
    case 'builtins.object':
    case 'typing.Any':
      return {};
    case 'datetime.datetime':
      return { format: 'date-time', type: 'string' };
    case 'datetime.date':
      return { format: 'date', type: 'string' };
    case 'datetime.time':
      return { format: 'time', type: 'string' };
    case 'datetime.timedelta':
      return { format: 'duration', type: 'string' };
    case 'uuid.UUID':
      return { format: 'uuid', type: 'string' };
    case 'pathlib.Path':
      return { format: 'path', type: 'string' };
    case 'decimal.Decimal':
      return mode === 'serialization'
        ? { pattern: DECIMAL_PATTERN, type: 'string' }
        : { anyOf: [{ type: 'number' }, { pattern: DECIMAL_PATTERN, type: 'string' }] };
    case 'pydantic.AnyUrl':
      return { format: 'uri', minLength: 1, type: 'string' };
    case 'pydantic.AnyHttpUrl':
      return { format: 'uri', minLength: 1, type: 'string' };
    case 'pydantic.SecretStr':
      return { format: 'password', type: 'string', writeOnly: true };
    case 'pydantic.StrictStr':
      return { type: 'string' };
    case 'pydantic.StrictInt':
      return { type: 'integer' };
    case 'pydantic.StrictFloat':
      return { type: 'number' };
    case 'pydantic.StrictBool':
      return { type: 'boolean' };
    case 'pydantic.PositiveInt':
      return { exclusiveMinimum: 0, type: 'integer' };
    case 'pydantic.NonNegativeInt':
      return { minimum: 0, type: 'integer' };
    case 'pydantic.NegativeInt':
      return { exclusiveMaximum: 0, type: 'integer' };
    case 'pydantic.NonPositiveInt':
      return { maximum: 0, type: 'integer' };
    case 'pydantic.PositiveFloat':
      return { exclusiveMinimum: 0, type: 'number' };
    case 'pydantic.NonNegativeFloat':
      return { minimum: 0, type: 'number' };
    case 'pydantic.HttpUrl':
      return { format: 'uri', maxLength: 2083, minLength: 1, type: 'string' };
    default:
      return undefined;
  }
}

export type Container = 'array' | 'set' | 'tuple' | 'object';

/** Generic containers by name: what `list[T]`, `set[T]`, `tuple[...]`, `dict[K, V]` (and bare `list`) become. */
export function containerOf(name: string): Container | undefined {
  switch (name) {
    case 'builtins.list':
    case 'typing.List':
    case 'typing.Sequence':
    case 'typing.MutableSequence':
      return 'array';
    case 'builtins.set':
    case 'builtins.frozenset':
    case 'typing.Set':
    case 'typing.FrozenSet':
    case 'typing.MutableSet':
      return 'set';
    case 'builtins.tuple':
    case 'typing.Tuple':
      return 'tuple';
    case 'builtins.dict':
    case 'typing.Dict':
    case 'typing.Mapping':
    case 'typing.MutableMapping':
      return 'object';
    default:
      return undefined;
  }
}

/** Standard-library classes without annotations: MCPServer derives no output model from them (measured). */
export function isUnannotatedStdlibClass(name: string): boolean {
  return [
    'datetime.datetime',
    'datetime.date',
    'datetime.time',
    'datetime.timedelta',
    'uuid.UUID',
    'pathlib.Path',
    'decimal.Decimal',
  ].includes(name);
}

/** The SDKs' request context, which neither publishes: `Context`, `Context[ServerSession, None]`. */
export function isContextType(name: string): boolean {
  return /^(mcp|fastmcp)(\.[\w.]+)?\.Context$/.test(name);
}

/** Where fastmcp's injected parameters come from (`Depends(...)`, `CurrentContext()`…): left out of its schema. */
export function isFastmcpDependency(name: string): boolean {
  return /^fastmcp\.(dependencies|server\.dependencies)\./.test(name) || name === 'fastmcp.Depends';
}

/** Python's str.title(): a cased character after an uncased one is upper case, every other one lower case. */
export function pythonTitle(text: string): string {
  let out = '';
  let previousCased = false;
  for (const char of text) {
    const cased = char.toLowerCase() !== char.toUpperCase();
    out += cased ? (previousCased ? char.toLowerCase() : char.toUpperCase()) : char;
    previousCased = cased;
  }
  return out;
}

/** pydantic's default field title: `name.title().replace('_', ' ').strip()`. */
export function fieldTitle(name: string): string {
  return pythonTitle(name).replace(/_/g, ' ').trim();
}
