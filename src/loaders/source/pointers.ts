/** The pointer one level up ("/a/b" → "/a", "/a" → ""), or undefined above the root. */
export function parentPointer(pointer: string): string | undefined {
  if (pointer === '') return undefined;
  return pointer.slice(0, pointer.lastIndexOf('/'));
}
