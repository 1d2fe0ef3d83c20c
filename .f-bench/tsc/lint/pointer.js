// RFC 6901 JSON Pointer helpers.
export function escapeSegment(segment) {
    return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
export function joinPointer(base, ...segments) {
    return base + segments.map((s) => '/' + escapeSegment(s)).join('');
}
export function parsePointer(pointer) {
    if (pointer === '')
        return [];
    if (!pointer.startsWith('/'))
        throw new Error(`Invalid JSON pointer: ${pointer}`);
    return pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
/** Reads the value at a pointer, or undefined when any step is missing. */
export function getAtPointer(value, pointer) {
    let current = value;
    for (const segment of parsePointer(pointer)) {
        if (current === null || typeof current !== 'object')
            return undefined;
        if (!Object.prototype.hasOwnProperty.call(current, segment))
            return undefined;
        current = current[segment];
    }
    return current;
}
