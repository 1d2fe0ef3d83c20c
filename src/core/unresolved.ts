// The typed marker for parts of a definition a source loader could not read statically: they are listed in
// LoadedTool.sourceFacts.unresolved (by pointer) and left out of the definition, never replaced by a placeholder
// value. The engine drops findings at or below those pointers; rules whose finding sits *above* an unknown part
// (a schema judged by what its properties contain) ask here first, so nothing is guessed.
import type { LoadedTool } from './types.js';

/** True when the part at `pointer`, or a part that contains it, could not be read. */
export function isUnresolvedAt(tool: LoadedTool, pointer: string): boolean {
  return (
    tool.sourceFacts?.unresolved?.some((u) => pointer === u.pointer || pointer.startsWith(u.pointer + '/')) ?? false
  );
}

/** True when the loader could not read something at, inside, or around `pointer`. */
export function hasUnresolvedWithin(tool: LoadedTool, pointer: string): boolean {
  const unresolved = tool.sourceFacts?.unresolved;
  if (!unresolved || unresolved.length === 0) return false;
  return unresolved.some(
    (u) => u.pointer === pointer || u.pointer.startsWith(pointer + '/') || pointer.startsWith(u.pointer + '/'),
  );
}
