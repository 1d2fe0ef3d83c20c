// The live loader notes when a server lists tools without declaring the capability; this rule reports it, so
// config can set its level. (A server with neither the capability nor a tools/list is told apart by the loader.)
import { defineRule } from '../../core/types.js';

const rule = defineRule({
  id: 'tools-capability-declared',
  meta: {
    description: 'a server that lists tools must declare the "tools" capability in its initialize result',
    defaultLevel: 'warning',
    scope: 'live',
    messages: {
      missing: 'The server lists tools but its initialize result declares no "tools" capability; clients may never ask for them. Declare capabilities.tools.',
    },
  },
  checkSource(_tools, context) {
    if (context.source.toolsCapabilityMissing) context.report({ messageId: 'missing', pointer: '' });
  },
});

export default rule;
