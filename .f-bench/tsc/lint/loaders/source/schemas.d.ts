import type { TS } from './typescript.js';
import type { DefinitionBuilder } from './materialize.js';
import type { ZodLibraries } from './project.js';
import { type SValue, type ZodFlavor } from './values.js';
export type SchemaTarget = 'sdk-v1' | 'sdk-v2' | 'fastmcp';
export type SchemaIo = 'input' | 'output';
export declare const EMPTY_OBJECT_SCHEMA: {
    readonly type: "object";
    readonly properties: {};
};
export type SchemaOutcome = {
    kind: 'json';
    json: Record<string, unknown>;
}
/** A plain JSON Schema object given where the API expects zod. */
 | {
    kind: 'plain-json';
    json: unknown;
    node: TS.Node;
} | {
    kind: 'absent';
};
/** Whether an object value is a zod raw shape (`{ city: z.string() }`), as the SDK decides it. */
export declare function rawShapeFlavor(value: Extract<SValue, {
    kind: 'object';
}>): ZodFlavor | 'empty' | undefined;
/** True when an object value holds no zod at all and uses JSON Schema keywords: a JSON Schema literal. */
export declare function looksLikeJsonSchema(value: SValue): boolean;
/**
 * Converts what the source passed as a schema. Unresolvable parts are recorded on the builder (and a
 * placeholder is returned) so no rule judges them.
 */
export declare function convertSchema(value: SValue, target: SchemaTarget, io: SchemaIo, pointer: string, builder: DefinitionBuilder, zod: ZodLibraries): SchemaOutcome;
