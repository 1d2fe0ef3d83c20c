export const EMPTY_ENV = new Map();
export function unknown(node, reason) {
    return { kind: 'unknown', node, reason };
}
export function isZodSchema(value) {
    return typeof value === 'object' && value !== null && ('_zod' in value || ('_def' in value && typeof value.parse === 'function'));
}
