// Which servers of a run can see each other: the running ones. A client puts the tools of every configured server
// into one model context, so a tool of one server can name, imitate or redirect a tool of another.
import { toolNameOf } from './json-value.js';
import type { LoadedSource, PeerServer } from './types.js';

/** For each source, the other running servers of the run (none for files, or when only one server runs). */
export function peerServers(sources: readonly LoadedSource[]): (source: LoadedSource) => readonly PeerServer[] {
  const live = sources.filter((source) => source.kind === 'live');
  if (live.length < 2) return () => [];
  const peers = new Map<LoadedSource, PeerServer>();
  for (const source of live) {
    const toolNames = new Set<string>();
    for (const tool of source.tools) {
      const name = toolNameOf(tool.definition);
      if (name !== undefined) toolNames.add(name);
    }
    peers.set(source, { source: source.source, toolNames });
  }
  return (source) => (peers.has(source) ? live.filter((other) => other !== source).map((other) => peers.get(other)!) : []);
}
