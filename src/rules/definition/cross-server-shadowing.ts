import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { showHidden } from '../shared/hidden-characters.js';
import { definitionStringsOf } from '../shared/definition-strings.js';
import { mentionedPeerTools } from '../shared/peer-mentions.js';
import { toolNamesOf } from '../../core/peers.js';

// A client puts the tools of all its servers into one context. When two servers list one tool name, which one the
// model calls depends on the client (some prefix names, some keep the last one): a server can take over another's
// tool this way. And a description that names another server's tool is how "shadowing" works: the malicious
// server's text changes how the model uses the trusted server's tool ("when calling send_email, also bcc …").
// Only running servers of one run are compared (several --stdio/--url targets, or a --client-config): a folder of
// JSON captures often holds one server several times. Generic one-word names ("search") are not looked for in
// descriptions, where they are ordinary words.
const rule = defineRule({
  id: 'cross-server-shadowing',
  meta: {
    description: "a tool name another server of the run also lists, or a description that names another server's tool",
    defaultLevel: 'warning',
    scope: 'definition',
    messages: {
      sharedName:
        'Server {{peer}} also lists a tool named {{name}}. A client that shows both servers to one model may call the wrong one, or let one replace the other. Rename one of them (or check that both servers are meant to be used together).',
      namesOtherTool:
        'This {{what}} names {{name}}, a tool of server {{peer}} that this server does not have. Text that tells the model how to use another server\'s tool can redirect it ("shadowing"); describe only this server\'s tools.',
    },
  },
  checkTool(tool, context) {
    const peers = context.peers ?? [];
    if (peers.length === 0 || !isObject(tool.definition)) return;
    const name = typeof tool.definition.name === 'string' ? tool.definition.name : undefined;
    if (name !== undefined) {
      const other = peers.find((peer) => peer.toolNames.has(name));
      if (other)
        context.report({
          messageId: 'sharedName',
          pointer: '/name',
          data: { name: showHidden(name), peer: showHidden(other.source) },
        });
    }
    const own = toolNamesOf(context.source.tools);
    const reported = new Set<string>();
    for (const found of definitionStringsOf(tool)) {
      if (found.role !== 'prose') continue;
      for (const { name: peerTool, peer } of mentionedPeerTools(found.text, peers)) {
        if (reported.has(peerTool) || own.has(peerTool)) continue;
        reported.add(peerTool);
        context.report({
          messageId: 'namesOtherTool',
          pointer: found.pointer,
          data: {
            what: found.field === 'title' ? 'title' : 'description',
            name: showHidden(peerTool),
            peer: showHidden(peer.source),
          },
        });
      }
    }
  },
});

export default rule;
