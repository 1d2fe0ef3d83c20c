import { isZodSchema, unknown } from './values.js';
export const EMPTY_OBJECT_SCHEMA = { type: 'object', properties: {} };
function isObjectSchema(schema, flavor) {
    if (flavor === 'v4') {
        const def = schema._zod?.def;
        return def?.type === 'object' || def?.shape !== undefined;
    }
    return schema.shape !== undefined;
}
/** Whether an object value is a zod raw shape (`{ city: z.string() }`), as the SDK decides it. */
export function rawShapeFlavor(value) {
    if (value.entries.size === 0 && !value.opaque)
        return 'empty';
    let flavor;
    for (const entry of value.entries.values())
        if (entry.value.kind === 'zod')
            flavor ??= entry.value.flavor;
    return flavor;
}
const SCHEMA_KEYWORDS = ['type', 'properties', 'required', '$schema', 'items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'enum', '$ref', '$defs'];
/** True when an object value holds no zod at all and uses JSON Schema keywords: a JSON Schema literal. */
export function looksLikeJsonSchema(value) {
    if (value.kind !== 'object' || value.entries.size === 0 || rawShapeFlavor(value) !== undefined)
        return false;
    return SCHEMA_KEYWORDS.some((keyword) => value.entries.has(keyword));
}
/**
 * Converts what the source passed as a schema. Unresolvable parts are recorded on the builder (and a
 * placeholder is returned) so no rule judges them.
 */
export function convertSchema(value, target, io, pointer, builder, zod) {
    const anchor = builder.anchorOf(value, undefined);
    if (value.kind === 'primitive' && value.value === undefined)
        return { kind: 'absent' };
    if (value.kind === 'object' && value.jsonWrapper) {
        return { kind: 'json', json: asObject(builder.json(value, pointer)) };
    }
    let schema;
    let flavor = 'v4';
    let loc;
    if (value.kind === 'zod') {
        schema = value.schema;
        flavor = value.flavor;
        loc = value.loc;
    }
    else if (value.kind === 'object') {
        const shapeFlavor = rawShapeFlavor(value);
        if (shapeFlavor === undefined) {
            if (value.opaque || [...value.entries.values()].some((e) => e.value.kind === 'unknown')) {
                builder.markUnresolved(pointer, value.opaque ?? ([...value.entries.values()].find((e) => e.value.kind === 'unknown').value));
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
        const lib = (flavor === 'v3' ? zod.v3 : zod.v4);
        const shape = {};
        for (const [key, entry] of value.entries) {
            if (entry.value.kind !== 'zod' || entry.value.flavor !== flavor) {
                const bad = entry.value.kind === 'unknown' ? entry.value : unknown(entry.node, `the shape entry "${key}", which is not a zod schema of the same zod version`);
                builder.markUnresolved(pointer, bad);
                builder.mark(pointer, value.node, anchor);
                return { kind: 'json', json: { type: 'object' } };
            }
            shape[key] = entry.value.schema;
        }
        if (!lib)
            return unresolved(builder, pointer, unknown(value.node, 'zod (not installed next to mcp-lint)'), anchor);
        const objectFn = (lib.z ?? lib).object;
        schema = objectFn(shape);
        loc = { node: value.node, props: new Map([...value.entries].map(([key, entry]) => [key, { keyNode: entry.node, loc: entry.value.loc }])) };
    }
    else if (value.kind === 'unknown') {
        return unresolved(builder, pointer, value, anchor);
    }
    else {
        return unresolved(builder, pointer, unknown(value.node, 'a schema mcp-lint cannot read'), anchor);
    }
    if (!isZodSchema(schema))
        return unresolved(builder, pointer, unknown(value.node, 'a schema mcp-lint cannot read'), anchor);
    let json;
    try {
        json = toJsonSchema(schema, flavor, target, io, zod);
    }
    catch (error) {
        return unresolved(builder, pointer, unknown(value.node, `a zod schema zod cannot convert (${error.message.split('\n')[0]})`), anchor);
    }
    builder.zodPositions(json, loc, pointer, anchor);
    builder.mark(pointer, value.node, anchor);
    return { kind: 'json', json };
}
function unresolved(builder, pointer, value, anchor) {
    builder.markUnresolved(pointer, value);
    builder.mark(pointer, value.node, anchor);
    return { kind: 'json', json: { type: 'object' } };
}
function asObject(json) {
    return json !== null && typeof json === 'object' && !Array.isArray(json) ? json : { type: 'object' };
}
function toJsonSchema(schema, flavor, target, io, zod) {
    if (target === 'sdk-v1') {
        // McpServer advertises non-object zod inputs as an empty object (normalizeObjectSchema returns undefined).
        if (!isObjectSchema(schema, flavor))
            return { ...EMPTY_OBJECT_SCHEMA, properties: {} };
        if (flavor === 'v3') {
            if (!zod.zodToJsonSchema)
                throw new Error('zod-to-json-schema is not available');
            return zod.zodToJsonSchema(schema, { strictUnions: true, pipeStrategy: io });
        }
        return v4(zod).toJSONSchema(schema, { target: 'draft-7', io });
    }
    if (flavor === 'v3')
        throw new Error(`${target === 'sdk-v2' ? 'SDK v2' : 'fastmcp'} needs zod 4 schemas`);
    const result = v4(zod).toJSONSchema(schema, { target: 'draft-2020-12', io });
    if (target === 'fastmcp')
        return result;
    // SDK v2 stamps `type: "object"` on inputs and on provably object-shaped outputs.
    if (io === 'input') {
        if (result.type !== undefined && result.type !== 'object')
            throw new Error(`MCP tool schemas must describe objects (got type ${JSON.stringify(result.type)})`);
        return { type: 'object', ...result };
    }
    if (result.type !== undefined)
        return result;
    return 'properties' in result || 'additionalProperties' in result || 'required' in result ? { type: 'object', ...result } : result;
}
function v4(zod) {
    const lib = zod.v4;
    const namespace = (lib?.z ?? lib);
    if (!namespace?.toJSONSchema)
        throw new Error('zod 4 is not available');
    return namespace;
}
