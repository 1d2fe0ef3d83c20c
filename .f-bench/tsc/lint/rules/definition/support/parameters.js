// Parameters of a tool: every `properties/<name>` entry at any depth of its inputSchema (nested objects,
// array items, composition branches and `$defs` included), found with the iterative schema walker.
import { isObject } from '../../../json-value.js';
import { parsePointer } from '../../../pointer.js';
import { walkSchema } from '../../../schema-walk.js';
export const INPUT_SCHEMA_POINTER = '/inputSchema';
/** The tool's inputSchema when it is an object, else undefined (other rules report that). */
export function inputSchemaOf(definition) {
    return isObject(definition) && isObject(definition.inputSchema) ? definition.inputSchema : undefined;
}
export function readablePath(relativePointer) {
    const parts = [];
    const segments = parsePointer(relativePointer);
    for (let i = 0; i < segments.length; i++) {
        const segment = segments[i];
        if ((segment === 'properties' || segment === 'patternProperties') && i + 1 < segments.length)
            parts.push(segments[++i]);
        else if ((segment === '$defs' || segment === 'definitions') && i + 1 < segments.length)
            parts.splice(0, parts.length, segments[++i]);
        else if (segment === 'items' || segment === 'prefixItems' || segment === 'additionalItems' || segment === 'contains') {
            if (parts.length > 0)
                parts[parts.length - 1] += '[]';
            else
                parts.push('[]');
            if (segment === 'prefixItems' && i + 1 < segments.length)
                i++;
        }
    }
    return parts.join('.');
}
/** Calls `visit` for every parameter whose schema is an object (boolean schemas are schema-portability's). */
export function forEachParameter(schema, visit) {
    walkSchema(schema, INPUT_SCHEMA_POINTER, (node) => {
        if (node.propertyName === undefined)
            return;
        const relative = node.pointer.slice(INPUT_SCHEMA_POINTER.length);
        visit({
            name: node.propertyName,
            path: readablePath(relative),
            schema: node.schema,
            pointer: node.pointer,
            parentPointer: node.pointer.slice(0, node.pointer.lastIndexOf('/properties/')),
        });
    });
}
/** The types a schema allows by its `type` keyword (empty when it has none). */
export function typesOf(schema) {
    const type = schema.type;
    if (typeof type === 'string')
        return [type];
    if (Array.isArray(type))
        return type.filter((t) => typeof t === 'string');
    return [];
}
