// Narrowing helpers for raw JSON values: rules receive definitions of unknown shape.
export function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
export function isNonEmptyString(value) {
    return typeof value === 'string' && value.trim().length > 0;
}
/** The tool's name when it is a string, for messages and toolName fields. */
export function toolNameOf(definition) {
    return isObject(definition) && typeof definition.name === 'string' ? definition.name : undefined;
}
