import { type JsonObject } from '../../../json-value.js';
export interface Parameter {
    name: string;
    /** Readable path for messages: `filters.since`, `items[].id`, `Address.street`. */
    path: string;
    schema: JsonObject;
    /** Pointer into the tool definition. */
    pointer: string;
    /** Pointer of the schema that declares the parameter. */
    parentPointer: string;
}
export declare const INPUT_SCHEMA_POINTER = "/inputSchema";
/** The tool's inputSchema when it is an object, else undefined (other rules report that). */
export declare function inputSchemaOf(definition: unknown): JsonObject | undefined;
export declare function readablePath(relativePointer: string): string;
/** Calls `visit` for every parameter whose schema is an object (boolean schemas are schema-portability's). */
export declare function forEachParameter(schema: JsonObject, visit: (parameter: Parameter) => void): void;
/** The types a schema allows by its `type` keyword (empty when it has none). */
export declare function typesOf(schema: JsonObject): string[];
