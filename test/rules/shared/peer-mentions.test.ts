// mentionedPeerTools finds, in one pass over a text, the other servers' tools it names: the same tools, in the same
// order, as asking mentions() for every name of every peer (what cross-server-shadowing and the instruction signals
// did before), without the cost of the run's whole tool count per string.
import { describe, expect, it } from 'vitest';
import { mentionedPeerTools, peerMentionWork } from '../../../src/rules/shared/peer-mentions.js';
import { looksLikeToolName, mentions } from '../../../src/rules/shared/tool-names.js';
import rule from '../../../src/rules/definition/cross-server-shadowing.js';
import type { PeerServer } from '../../../src/core/types.js';
import { testRule } from '../../helpers/rule-tester.js';
import { randomText, seededRandom } from '../../helpers/seeded-random.js';

/** The loop it replaces: every name of every peer, in order, each name once. */
function everyName(text: string, peers: readonly PeerServer[]): string[] {
  const found: string[] = [];
  for (const peer of peers)
    for (const name of peer.toolNames)
      if (looksLikeToolName(name) && !found.includes(name) && mentions(text, name) >= 0) found.push(name);
  return found;
}

const NAME_PIECES = ['send', '_', 'email', '.', '-', 'v2', 'get', 'User', 'x', 'a.b', 'é', ' ', 'list_items'];
const TEXT_PIECES = [
  ...NAME_PIECES,
  ' ',
  ' ',
  '.',
  ',',
  '..',
  '-',
  '--',
  '/',
  '(',
  ')',
  '`',
  '"',
  '\n',
  'The ',
  'call ',
  'ça',
];

describe('mentionedPeerTools', () => {
  it('finds what the per-name search found, in the same order, on 3,000 generated texts and peers', () => {
    const random = seededRandom(5);
    let hits = 0;
    for (let sample = 0; sample < 3000; sample++) {
      const peers: PeerServer[] = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, index) => ({
        source: `peer${index}`,
        toolNames: new Set(
          Array.from({ length: 1 + Math.floor(random() * 6) }, () => randomText(random, NAME_PIECES, 5)),
        ),
      }));
      const text = randomText(random, TEXT_PIECES, 30);
      const expected = everyName(text, peers);
      expect(
        mentionedPeerTools(text, peers).map((tool) => tool.name),
        JSON.stringify({ text, peers: peers.map((p) => [...p.toolNames]) }),
      ).toEqual(expected);
      hits += expected.length;
    }
    expect(hits).toBeGreaterThan(300);
  });

  it('looks up each run of name characters in a text, however many tools the other servers list', () => {
    const peers = [
      { source: 'other', toolNames: new Set(Array.from({ length: 20_000 }, (_, index) => `other_tool_${index}`)) },
    ];
    const before = peerMentionWork.lookups;
    expect(
      mentionedPeerTools(
        'Reads a file. Call other_tool_17 first, then other_tool_19999-v2 or other_tool_5.',
        peers,
      ).map((tool) => tool.name),
    ).toEqual(['other_tool_5', 'other_tool_17']);
    // One lookup per run of name characters and per cut before a final `.`: not one search per name (20,000), as before.
    expect(peerMentionWork.lookups - before).toBeLessThan(20);
  });

  it('names the first peer that lists a name', () => {
    const peers = [
      { source: 'a', toolNames: new Set(['send_email']) },
      { source: 'b', toolNames: new Set(['send_email', 'other_tool']) },
    ];
    expect(
      mentionedPeerTools('Use other_tool, then send_email.', peers).map(({ name, peer }) => `${peer.source}:${name}`),
    ).toEqual(['a:send_email', 'b:other_tool']);
  });
});

// Two running servers of 4,000 tools each, through the rule: every description is read once, not once per tool of
// the other server (16 million name searches before, about 2 s here).
const big = (prefix: string) => Array.from({ length: 4000 }, (_, index) => `${prefix}_tool_${index}`);
const peerNames = big('other');
const ownTools = (lastDescription: string) =>
  big('own').map((name, index) => ({
    name,
    description: index === 3999 ? lastDescription : `Tool number ${index} of this server.`,
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  }));
testRule(rule, {
  valid: [
    {
      name: "a large run of servers where no description names another server's tool",
      tools: ownTools('Runs after own_tool_3998.'),
      peers: [{ source: 'other', toolNames: new Set(peerNames) }],
    },
  ],
  invalid: [
    {
      name: 'a large run of servers: the description naming one of 4,000 peer tools is found',
      tools: ownTools('Before other_tool_3998 runs, call this.'),
      peers: [{ source: 'other', toolNames: new Set(peerNames) }],
      errors: [
        {
          messageId: 'namesOtherTool',
          pointer: '/description',
          toolIndex: 3999,
          data: { what: 'description', name: '"other_tool_3998"', peer: '"other"' },
        },
      ],
    },
  ],
});
