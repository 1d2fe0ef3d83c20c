// Source inputs can hold placeholders for parts that could not be read statically (LoadedTool.sourceFacts).
// The engine drops findings at or below those pointers; rules whose finding sits *above* an unknown part (a
// schema judged by what its properties contain) ask here first, so nothing is guessed.
import type { LoadedTool } from '../../../types.js';

/** True when the loader could not read something at or inside `pointer`. */
export function hasUnresolvedWithin(tool: LoadedTool, pointer: string): boolean {
  const unresolved = tool.sourceFacts?.unresolved;
  if (!unresolved || unresolved.length === 0) return false;
  return unresolved.some((u) => u.pointer === pointer || u.pointer.startsWith(pointer + '/') || pointer.startsWith(u.pointer + '/'));
}
