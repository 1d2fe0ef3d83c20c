// Where a finding about a whole server goes: the document's tools list (`/tools`, on no tool), so a server-wide
// cause is said once at the server rather than on whichever tool comes first. Tools with no list of their own (one
// tool as the document, source files whose tools share the empty pointer) keep the first tool as the place.
import type { LoadedTool } from '../../core/types.js';

export function serverPlace(tools: readonly LoadedTool[]): { pointer: string; tool?: LoadedTool } {
  const first = tools[0]?.documentPointer ?? '';
  const slash = first.lastIndexOf('/');
  const sharesList = slash >= 0 && tools.every((tool) => tool.documentPointer.startsWith(first.slice(0, slash + 1)));
  return sharesList ? { pointer: first.slice(0, slash) } : { tool: tools[0], pointer: '' };
}
