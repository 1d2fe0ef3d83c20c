// The initialize result the live loader recorded as the server sent it must carry protocolVersion as a string.
import { defineRule } from '../../core/types.js';
import { shortJson } from '../../core/short-json.js';

const rule = defineRule({
  id: 'initialize-protocol-version',
  meta: {
    description: 'the initialize result must carry the negotiated protocolVersion as a string',
    defaultLevel: 'error',
    scope: 'live',
    messages: {
      missing:
        'initialize result has no protocolVersion string (got {{got}}); clients cannot tell which protocol the server speaks.',
    },
  },
  checkSource(_tools, context) {
    const initialize = context.source.liveFacts?.initialize;
    if (initialize && typeof initialize.protocolVersion !== 'string')
      context.report({ messageId: 'missing', pointer: '', data: { got: shortJson(initialize.protocolVersion) } });
  },
});

export default rule;
