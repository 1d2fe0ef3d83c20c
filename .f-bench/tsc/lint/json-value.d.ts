export type JsonObject = Record<string, unknown>;
export declare function isObject(value: unknown): value is JsonObject;
export declare function isNonEmptyString(value: unknown): value is string;
/** The tool's name when it is a string, for messages and toolName fields. */
export declare function toolNameOf(definition: unknown): string | undefined;
