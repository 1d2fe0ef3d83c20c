// The client-config reader skips servers marked "disabled": true and records them on the config file's entry; this
// rule says so, at a level config can set (off, for a config that disables servers on purpose).
import { defineRule } from '../../core/types.js';

const rule = defineRule({
  id: 'server-disabled-in-config',
  meta: {
    description: 'a --client-config server marked "disabled": true was not started, so its tools were not linted',
    defaultLevel: 'info',
    scope: 'live',
    messages: {
      disabled: 'Server "{{name}}" in {{file}}: skipped because it is marked "disabled": true.',
    },
  },
  checkSource(_tools, context) {
    for (const server of context.source.liveFacts?.disabledServers ?? []) {
      context.report({
        messageId: 'disabled',
        pointer: '',
        ...(server.range ? { range: server.range } : {}),
        data: { name: server.name, file: context.source.source },
      });
    }
  },
});

export default rule;
