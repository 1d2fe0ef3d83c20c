import { describe, expect, it } from 'vitest';
import { peerServers } from '../../src/core/peers.js';
import type { InputKind, LoadedSource } from '../../src/core/types.js';
import { makeLoadedTool } from '../helpers/rule-tester.js';

const source = (name: string, kind: InputKind, tools: string[]): LoadedSource => ({
  source: name,
  kind,
  tools: tools.map((tool, i) => makeLoadedTool({ name: tool }, `/tools/${i}`)),
  diagnostics: [],
});

describe('peerServers', () => {
  it('gives each running server the others, with their tool names', () => {
    const mail = source('mail', 'live', ['send_email', 'search']);
    const notes = source('notes', 'live', ['add_note']);
    const web = source('web', 'live', []);
    const peersOf = peerServers([mail, notes, web]);
    expect(peersOf(mail).map((p) => [p.source, [...p.toolNames]])).toEqual([
      ['notes', ['add_note']],
      ['web', []],
    ]);
    expect(peersOf(notes).map((p) => p.source)).toEqual(['mail', 'web']);
  });

  it('leaves files out, and has no peers for a lone server', () => {
    const file = source('tools.json', 'json', ['send_email']);
    const code = source('server.ts', 'source', ['search']);
    const live = source('mail', 'live', ['send_email']);
    const peersOf = peerServers([file, code, live]);
    expect(peersOf(live)).toEqual([]);
    expect(peersOf(file)).toEqual([]);
    const two = peerServers([file, live, source('other', 'live', ['x'])]);
    expect(two(file)).toEqual([]);
    expect(two(live).map((p) => p.source)).toEqual(['other']);
  });
});
