import { type JsonObject } from '../../../json-value.js';
export interface SchemaDocumentFinding {
    messageId: 'invalid' | 'unsupportedDialect' | 'tooDeep' | 'badPattern' | 'unresolvedRef';
    pointer: string;
    data: Record<string, string | number>;
}
export declare const SCHEMA_DOCUMENT_MESSAGES: {
    readonly invalid: "{{problem}} ({{dialect}}). Fix it so clients can compile the schema.";
    readonly unsupportedDialect: "{{label}} declares \"$schema\": {{value}}, a dialect mcp-lint cannot check. Supported: JSON Schema 2020-12 (the MCP default when \"$schema\" is absent), 2019-09 and draft-07. Remove \"$schema\" or name one of those.";
    readonly tooDeep: "{{label}} is nested {{depth}} levels deep; mcp-lint validates schemas up to {{max}} levels. Flatten it with \"$defs\" and \"$ref\".";
    readonly badPattern: "{{where}} {{value}} is not a valid regular expression ({{reason}}). Fix the pattern.";
    readonly unresolvedRef: "\"$ref\": {{value}} does not resolve inside {{label}}, so clients that compile the schema fail. Fix the reference or add the definition it names.";
};
export declare function checkSchemaDocument(schema: JsonObject, pointer: string, label: string): SchemaDocumentFinding[];
export declare function resolvesLocally(schema: JsonObject, ref: string, anchors: ReadonlySet<string>): boolean;
/** The subschema a "#…" reference names (JSON pointer fragment or plain-name anchor), or undefined. */
export declare function resolveLocalRef(schema: JsonObject, ref: string, anchors?: ReadonlySet<string>): unknown;
