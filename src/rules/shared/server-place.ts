// Where a finding about a whole server goes: the document's tools list (`/tools`, on no tool), so a server-wide
// cause is said once at the server rather than on whichever tool comes first. Source files, and tools with no list
// of their own (one tool as the document), keep the first tool as the place: a finding in a file needs a line.
import type { InputKind, LoadedTool } from '../../core/types.js';

export function serverPlace(tools: readonly LoadedTool[], kind: InputKind): { pointer: string; tool?: LoadedTool } {
  if (kind === 'source') return { tool: tools[0], pointer: '' };
  const first = tools[0]?.documentPointer ?? '';
  const slash = first.lastIndexOf('/');
  const sharesList = slash >= 0 && tools.every((tool) => tool.documentPointer.startsWith(first.slice(0, slash + 1)));
  return sharesList ? { pointer: first.slice(0, slash) } : { tool: tools[0], pointer: '' };
}
