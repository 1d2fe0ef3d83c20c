// Which servers of a run can see each other: the running ones. A client puts the tools of every configured server
// into one model context, so a tool of one server can name, imitate or redirect a tool of another.
import { toolNameOf } from './json-value.js';
import type { LoadedSource, LoadedTool, PeerServer } from './types.js';

const namesBySource = new WeakMap<readonly LoadedTool[], ReadonlySet<string>>();

/**
 * Names of the tools of a source, made once per source (not per tool: a server of n tools must not cost n²): a peer's
 * names here, and a source's own names for the rules that tell its tools from its peers'.
 */
export function toolNamesOf(tools: readonly LoadedTool[]): ReadonlySet<string> {
  let names = namesBySource.get(tools);
  if (!names) {
    const found = new Set<string>();
    for (const tool of tools) {
      const name = toolNameOf(tool.definition);
      if (name !== undefined) found.add(name);
    }
    namesBySource.set(tools, (names = found));
  }
  return names;
}

/** For each source, the other running servers of the run (none for files, or when only one server runs). */
export function peerServers(sources: readonly LoadedSource[]): (source: LoadedSource) => readonly PeerServer[] {
  const live = sources.filter((source) => source.kind === 'live');
  if (live.length < 2) return () => [];
  const order = new Map(live.map((source, index) => [source, index]));
  return (source) => {
    const at = order.get(source);
    if (at === undefined) return [];
    return live
      .filter((other) => other !== source)
      .map((other) => ({
        source: other.source,
        toolNames: toolNamesOf(other.tools),
        tools: other.tools,
        precedes: order.get(other)! < at,
      }));
  };
}
