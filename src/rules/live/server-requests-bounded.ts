// The live loader answers a bounded number of requests from a server (roots/list, sampling, elicitation) and records
// how many it sent; a server that sent more than were answered is in a request loop.
import { defineRule } from '../../core/types.js';

const rule = defineRule({
  id: 'server-requests-bounded',
  meta: {
    description: 'a server should not keep sending requests to its client (a request loop)',
    defaultLevel: 'warning',
    scope: 'live',
    messages: {
      tooMany:
        'The server sent mcp-lint {{count}} requests ({{methods}}); only the first {{answered}} were answered. A server should not keep asking its client: check for a request loop.',
    },
  },
  checkSource(_tools, context) {
    const sent = context.source.liveFacts?.serverRequests;
    if (sent && sent.count > sent.answered)
      context.report({
        messageId: 'tooMany',
        pointer: '',
        data: { count: sent.count, methods: sent.methods, answered: sent.answered },
      });
  },
});

export default rule;
