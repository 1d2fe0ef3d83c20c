// A server whose tools/list listed tools, with an initialize result (as the live loader recorded it) that declares no
// "tools" capability. (A server with neither the capability nor a tools/list is told apart by the loader.)
import { defineRule } from '../../core/types.js';
import { isObject } from '../../core/json-value.js';

const rule = defineRule({
  id: 'tools-capability-declared',
  meta: {
    description: 'a server that lists tools must declare the "tools" capability in its initialize result',
    defaultLevel: 'warning',
    scope: 'live',
    messages: {
      missing:
        'The server lists tools but its initialize result declares no "tools" capability; clients may never ask for them. Declare capabilities.tools.',
    },
  },
  checkSource(_tools, context) {
    const facts = context.source.liveFacts;
    const capabilities = facts?.initialize?.capabilities;
    const declared = isObject(capabilities) && capabilities.tools !== undefined;
    if (facts?.initialize && (facts.listedTools ?? 0) > 0 && !declared)
      context.report({ messageId: 'missing', pointer: '' });
  },
});

export default rule;
