// inputSchema / outputSchema as each framework publishes them, from what the source passes.
// The rules mirror the SDKs' own code (sdk 1.32 server/mcp.js, server 2.4 standardSchemaToJsonSchema).
import type { TS } from './typescript.js';
import type { DefinitionBuilder } from './materialize.js';
import type { ZodLibraries } from './project.js';
import { isZodSchema, unknown, type SValue, type ZodFlavor, type ZodLoc } from './values.js';
import { MAX_VALUE_SIZE, expandedSize, overBudget } from './steps.js';

/** How a framework that does not use the SDK's conversion turns a zod schema into the JSON Schema it lists. */
export type ZodConverter = (schema: object, flavor: ZodFlavor, zod: ZodLibraries) => Record<string, unknown>;
/** The SDK's conversion (1.x or 2.x), or a framework's own. */
export type SchemaTarget = 'sdk-v1' | 'sdk-v2' | ZodConverter;
export type SchemaIo = 'input' | 'output';

export const EMPTY_OBJECT_SCHEMA = { type: 'object', properties: {} } as const;

export type SchemaOutcome =
  | { kind: 'json'; json: Record<string, unknown>; nonObjectRoot?: NonObjectRoot }
  /** A plain JSON Schema object given where the API expects zod. */
  | { kind: 'plain-json'; json: unknown; node: TS.Node }
  | { kind: 'absent' };

function isObjectSchema(schema: object, flavor: ZodFlavor): boolean {
  if (flavor === 'v4') {
    const def = (schema as { _zod?: { def?: { type?: string; shape?: unknown } } })._zod?.def;
    return def?.type === 'object' || def?.shape !== undefined;
  }
  return (schema as { shape?: unknown }).shape !== undefined;
}

/** Whether an object value is a zod raw shape (`{ city: z.string() }`), as the SDK decides it. */
export function rawShapeFlavor(value: Extract<SValue, { kind: 'object' }>): ZodFlavor | 'empty' | undefined {
  if (value.entries.size === 0 && !value.opaque) return 'empty';
  let flavor: ZodFlavor | undefined;
  for (const entry of value.entries.values()) if (entry.value.kind === 'zod') flavor ??= entry.value.flavor;
  return flavor;
}

const SCHEMA_KEYWORDS = [
  'type',
  'properties',
  'required',
  '$schema',
  'items',
  'additionalProperties',
  'anyOf',
  'oneOf',
  'allOf',
  'enum',
  '$ref',
  '$defs',
];

/** True when an object value holds no zod at all and uses JSON Schema keywords: a JSON Schema literal. */
export function looksLikeJsonSchema(value: SValue): boolean {
  if (value.kind !== 'object' || value.entries.size === 0 || rawShapeFlavor(value) !== undefined) return false;
  return SCHEMA_KEYWORDS.some((keyword) => value.entries.has(keyword));
}

/**
 * Converts what the source passed as a schema. Unresolvable parts are recorded on the builder (and a
 * placeholder is returned) so no rule judges them.
 */
export function convertSchema(
  value: SValue,
  target: SchemaTarget,
  io: SchemaIo,
  pointer: string,
  builder: DefinitionBuilder,
  zod: ZodLibraries,
  versions: ConverterVersions = {},
): SchemaOutcome {
  const anchor = builder.anchorOf(value, undefined);
  if (value.kind === 'primitive' && value.value === undefined) return { kind: 'absent' };
  if (value.kind === 'object' && value.jsonWrapper) {
    return { kind: 'json', json: asObject(builder.json(value, pointer)) };
  }
  let schema: object | undefined;
  let flavor: ZodFlavor = 'v4';
  let loc: ZodLoc | undefined;
  if (value.kind === 'zod') {
    schema = value.schema;
    flavor = value.flavor;
    loc = value.loc;
  } else if (value.kind === 'object') {
    const shapeFlavor = rawShapeFlavor(value);
    if (shapeFlavor === undefined) {
      if (value.opaque || [...value.entries.values()].some((e) => e.value.kind === 'unknown')) {
        builder.markUnresolved(
          pointer,
          value.opaque ??
            ([...value.entries.values()].find((e) => e.value.kind === 'unknown')!.value as Extract<
              SValue,
              { kind: 'unknown' }
            >),
        );
        builder.mark(pointer, value.node, anchor);
        return { kind: 'json', json: { type: 'object' } };
      }
      return { kind: 'plain-json', json: builder.json(value, pointer), node: value.node };
    }
    if (value.opaque) {
      builder.markUnresolved(pointer, value.opaque);
      builder.mark(pointer, value.node, anchor);
      return { kind: 'json', json: { type: 'object' } };
    }
    flavor = shapeFlavor === 'empty' ? 'v4' : shapeFlavor;
    const lib = (flavor === 'v3' ? zod.v3 : zod.v4) as { z?: Record<string, (...a: unknown[]) => object> } & Record<
      string,
      (...a: unknown[]) => object
    >;
    const shape: Record<string, unknown> = {};
    for (const [key, entry] of value.entries) {
      if (entry.value.kind !== 'zod' || entry.value.flavor !== flavor) {
        const bad =
          entry.value.kind === 'unknown'
            ? entry.value
            : unknown(entry.node, `the shape entry "${key}", which is not a zod schema of the same zod version`);
        builder.markUnresolved(pointer, bad);
        builder.mark(pointer, value.node, anchor);
        return { kind: 'json', json: { type: 'object' } };
      }
      shape[key] = entry.value.schema;
    }
    // Measured before zod converts it: shared sub-schemas are converted inline, so a DAG would be written out as a tree.
    if (expandedSize(builder.model, value) > MAX_VALUE_SIZE)
      return unresolved(builder, pointer, overBudget(value.node, 'size'), anchor);
    const objectFn = (lib.z ?? lib).object!;
    schema = objectFn(shape);
    loc = {
      node: value.node,
      props: new Map(
        [...value.entries].map(([key, entry]) => [
          key,
          { keyNode: entry.node, loc: (entry.value as { loc?: ZodLoc }).loc },
        ]),
      ),
    };
  } else if (value.kind === 'unknown') {
    return unresolved(builder, pointer, value, anchor);
  } else {
    return unresolved(builder, pointer, unknown(value.node, 'a schema mcp-lint cannot read'), anchor);
  }
  if (!isZodSchema(schema))
    return unresolved(builder, pointer, unknown(value.node, 'a schema mcp-lint cannot read'), anchor);
  const root =
    value.kind === 'zod' && io === 'input' && typeof target !== 'function'
      ? nonObjectRootOf(schema, flavor, zod)
      : undefined;
  if (root && (target === 'sdk-v1' || root.listFails)) {
    // SDK v1 publishes an empty object for it; under SDK v2 no definition is published (tools/list fails): the
    // placeholder is what v1 shows, and input-schema-root-object says what happens.
    builder.mark(pointer, value.node, anchor);
    return { kind: 'json', json: { ...EMPTY_OBJECT_SCHEMA, properties: {} }, nonObjectRoot: root };
  }

  let json: Record<string, unknown>;
  try {
    json =
      typeof target === 'function'
        ? target(schema, flavor, zod)
        : toJsonSchema(schema, flavor, target, io, zod, versions);
  } catch (error) {
    return unresolved(
      builder,
      pointer,
      unknown(value.node, `a zod schema zod cannot convert (${(error as Error).message.split('\n')[0]})`),
      anchor,
    );
  }
  builder.zodPositions(json, loc, pointer, anchor);
  builder.mark(pointer, value.node, anchor);
  return { kind: 'json', json, ...(root ? { nonObjectRoot: root } : {}) };
}

/**
 * A zod schema given as a tool's input whose root accepts no object (`z.array(…)`, `z.string()`, a union of
 * non-objects): tool arguments are always an object, so no call can pass the SDK's validation. What zod's JSON Schema
 * says decides, as in SDK v2 (standardSchemaToJsonSchema): an explicit root `type` other than "object" makes v2
 * throw on tools/list; a root `anyOf`/`oneOf` of non-objects is published with `"type": "object"` stamped on it.
 */
export interface NonObjectRoot {
  /** What the root is, as a message names it: `"array"`, `a union of "string", "number"`. */
  text: string;
  /** Whether SDK v2 fails tools/list over it (an explicit root type); else it publishes it and every call fails. */
  listFails: boolean;
  /** zod's message when it validates the object arguments of a call against the schema. */
  zodSays: string;
}

function nonObjectRootOf(schema: object, flavor: ZodFlavor, zod: ZodLibraries): NonObjectRoot | undefined {
  let json: unknown;
  try {
    json =
      flavor === 'v3'
        ? zod.zodToJsonSchema?.(schema, { strictUnions: true })
        : zod4Api(zod).toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' });
  } catch {
    return undefined; // not convertible: the conversion below reports it
  }
  const types = rootTypes(json, 0);
  if (!types || types.length === 0) return undefined;
  const record = json as Record<string, unknown>;
  const explicit = record.type !== undefined;
  const quoted = types.map((type) => JSON.stringify(type));
  const single = explicit && typeof record.type === 'string';
  return {
    text: single ? quoted[0]! : `${explicit ? 'one of' : 'a union of'} ${quoted.join(', ')}`,
    listFails: explicit,
    // zod names JSON Schema's "integer" a number; a union only says the input is invalid.
    zodSays: single
      ? `Invalid input: expected ${types[0] === 'integer' ? 'number' : types[0]}, received object`
      : 'Invalid input',
  };
}

/** The JSON types a schema's root allows when none is "object" (and it says which); undefined otherwise. */
function rootTypes(json: unknown, depth: number): string[] | undefined {
  if (depth > 8 || json === null || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const record = json as Record<string, unknown>;
  if (typeof record.type === 'string') return record.type === 'object' ? undefined : [record.type];
  if (Array.isArray(record.type))
    return record.type.every((type) => typeof type === 'string' && type !== 'object')
      ? (record.type as string[])
      : undefined;
  if (record.type !== undefined) return undefined;
  const members = Array.isArray(record.anyOf) ? record.anyOf : Array.isArray(record.oneOf) ? record.oneOf : undefined;
  if (!members || members.length === 0 || 'properties' in record || 'additionalProperties' in record) return undefined;
  const types: string[] = [];
  for (const member of members) {
    const found = rootTypes(member, depth + 1);
    if (!found) return undefined;
    for (const type of found) if (!types.includes(type)) types.push(type);
  }
  return types;
}

function unresolved(
  builder: DefinitionBuilder,
  pointer: string,
  value: Extract<SValue, { kind: 'unknown' }>,
  anchor: TS.Node | undefined,
): SchemaOutcome {
  builder.markUnresolved(pointer, value);
  builder.mark(pointer, value.node, anchor);
  return { kind: 'json', json: { type: 'object' } };
}

export function asObject(json: unknown): Record<string, unknown> {
  return json !== null && typeof json === 'object' && !Array.isArray(json)
    ? (json as Record<string, unknown>)
    : { type: 'object' };
}

function toJsonSchema(
  schema: object,
  flavor: ZodFlavor,
  target: 'sdk-v1' | 'sdk-v2',
  io: SchemaIo,
  zod: ZodLibraries,
  versions: ConverterVersions,
): Record<string, unknown> {
  if (target === 'sdk-v1') {
    // McpServer advertises non-object zod inputs as an empty object (normalizeObjectSchema returns undefined).
    if (!isObjectSchema(schema, flavor)) return { ...EMPTY_OBJECT_SCHEMA, properties: {} };
    if (flavor === 'v3') {
      if (!zod.zodToJsonSchema) throw new Error('zod-to-json-schema is not available');
      // SDK 1.20.2 started passing pipeStrategy; before it, zod-to-json-schema's default ("all") applied.
      const options =
        versions.sdkV1PipeStrategy === false ? { strictUnions: true } : { strictUnions: true, pipeStrategy: io };
      return zod.zodToJsonSchema(schema, options) as Record<string, unknown>;
    }
    return zod4Api(zod).toJSONSchema(schema, { target: 'draft-7', io });
  }
  if (flavor === 'v3') throw new Error('SDK v2 needs zod 4 schemas');
  const result = zod4Api(zod).toJSONSchema(schema, { target: 'draft-2020-12', io });
  // SDK v2 stamps `type: "object"` on inputs and on provably object-shaped outputs.
  if (io === 'input') {
    if (result.type !== undefined && result.type !== 'object')
      throw new Error(`MCP tool schemas must describe objects (got type ${JSON.stringify(result.type)})`);
    return { type: 'object', ...result };
  }
  if (result.type !== undefined) return result;
  return 'properties' in result || 'additionalProperties' in result || 'required' in result
    ? { type: 'object', ...result }
    : result;
}

/** What the installed SDK version changes in its conversion; absent fields mean the newest behaviour. */
export interface ConverterVersions {
  /** false: an SDK 1.x older than 1.20.2, which converts zod 3 schemas without a pipeStrategy. */
  sdkV1PipeStrategy?: boolean;
}

/** zod 4's API, for its toJSONSchema. */
export function zod4Api(zod: ZodLibraries): { toJSONSchema(schema: object, options: object): Record<string, unknown> } {
  const lib = zod.v4 as { z?: unknown; toJSONSchema?: unknown } | undefined;
  const namespace = (lib?.z ?? lib) as
    | { toJSONSchema?: (schema: object, options: object) => Record<string, unknown> }
    | undefined;
  if (!namespace?.toJSONSchema) throw new Error('zod 4 is not available');
  return namespace as { toJSONSchema(schema: object, options: object): Record<string, unknown> };
}
