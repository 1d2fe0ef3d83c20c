// RFC 6901 JSON Pointer helpers.

export function escapeSegment(segment: string | number): string {
  const text = String(segment);
  // Most segments need no escaping; rules build pointers for every schema node, so skip the two replaces then.
  if (!text.includes('~') && !text.includes('/')) return text;
  return text.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function joinPointer(base: string, ...segments: Array<string | number>): string {
  return base + segments.map((s) => '/' + escapeSegment(s)).join('');
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`Invalid JSON pointer: ${pointer}`);
  // Every finding's position parses its pointer, and almost none has an escape: then no per-segment pass.
  if (!pointer.includes('~')) return pointer.slice(1).split('/');
  return pointer
    .slice(1)
    .split('/')
    .map((s) => (s.includes('~') ? s.replace(/~1/g, '/').replace(/~0/g, '~') : s));
}

/** Reads the value at a pointer, or undefined when any step is missing. */
export function getAtPointer(value: unknown, pointer: string): unknown {
  let current: unknown = value;
  for (const segment of parsePointer(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** The pointer one level up ("/a/b" → "/a", "/a" → ""), or undefined above the root. */
export function parentPointer(pointer: string): string | undefined {
  if (pointer === '') return undefined;
  return pointer.slice(0, pointer.lastIndexOf('/'));
}
