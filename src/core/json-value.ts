// Narrowing helpers for raw JSON values: rules receive definitions of unknown shape.

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** The tool's name when it is a string, for messages and toolName fields. */
export function toolNameOf(definition: unknown): string | undefined {
  return isObject(definition) && typeof definition.name === 'string' ? definition.name : undefined;
}
