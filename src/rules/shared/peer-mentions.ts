// Which tools of the run's other servers a text names, in time linear in the text. Asking `mentions(text, name)` for
// every name of every other server made each string cost the whole run's tool count: two live servers of 5,000 tools
// each meant tens of millions of searches. A name is mentioned only where it starts a run of name characters
// ([\w.-], see mentions in tool-names.ts) and ends that run, or ends just before a `.` or `-` that no word
// character follows; so each run of the text is looked up whole, and cut before each such `.` or `-`.
import type { PeerServer } from '../../core/types.js';
import { looksLikeToolName, mentions } from './tool-names.js';

export interface PeerTool {
  name: string;
  peer: PeerServer;
}

interface PeerNameIndex {
  /** Each name that looks like a tool name, by its first place in peer order then each peer's own order. */
  orderOf: Map<string, number>;
  byOrder: PeerTool[];
  /** Names with a character outside [\w.-]: no run holds them, so they are searched for one by one (rare). */
  unusual: number[];
}

const NAME_CHARACTERS = /^[\w.-]+$/;
const RUN = /[\w.-]+/g;
const WORD = /\w/;

const indexes = new WeakMap<readonly PeerServer[], PeerNameIndex>();

/** Name lookups and searches made, for tests that prove the work follows the text, not the run's tool count. */
export const peerMentionWork = { lookups: 0 };

function indexFor(peers: readonly PeerServer[]): PeerNameIndex {
  let index = indexes.get(peers);
  if (index) return index;
  index = { orderOf: new Map(), byOrder: [], unusual: [] };
  for (const peer of peers) {
    for (const name of peer.toolNames) {
      if (!looksLikeToolName(name) || index.orderOf.has(name)) continue;
      const order = index.byOrder.push({ name, peer }) - 1;
      index.orderOf.set(name, order);
      if (!NAME_CHARACTERS.test(name)) index.unusual.push(order);
    }
  }
  indexes.set(peers, index);
  return index;
}

/**
 * The other servers' tools (names that look like tool names) that `text` mentions, each once, in the order of the
 * peers and of each peer's names: the order a loop over every peer's every name would find them in.
 */
export function mentionedPeerTools(text: string, peers: readonly PeerServer[]): PeerTool[] {
  if (peers.length === 0) return [];
  const index = indexFor(peers);
  if (index.byOrder.length === 0) return [];
  const found = new Set<number>();
  const lookUp = (candidate: string) => {
    peerMentionWork.lookups++;
    const order = index.orderOf.get(candidate);
    if (order !== undefined) found.add(order);
  };
  RUN.lastIndex = 0;
  for (let match = RUN.exec(text); match !== null; match = RUN.exec(text)) {
    const run = match[0];
    lookUp(run);
    for (let cut = run.indexOf('.'), dash = run.indexOf('-'); cut !== -1 || dash !== -1; ) {
      const at = cut === -1 ? dash : dash === -1 ? cut : Math.min(cut, dash);
      if (at + 1 === run.length || !WORD.test(run[at + 1]!)) lookUp(run.slice(0, at));
      if (at === cut) cut = run.indexOf('.', at + 1);
      else dash = run.indexOf('-', at + 1);
    }
  }
  for (const order of index.unusual) {
    peerMentionWork.lookups++;
    if (mentions(text, index.byOrder[order]!.name) >= 0) found.add(order);
  }
  return [...found].sort((a, b) => a - b).map((order) => index.byOrder[order]!);
}
