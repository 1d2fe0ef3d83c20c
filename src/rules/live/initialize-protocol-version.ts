// The live loader notes an initialize result without a protocolVersion string; this rule reports it, so config can
// set its level.
import { defineRule } from '../../core/types.js';

const rule = defineRule({
  id: 'initialize-protocol-version',
  meta: {
    description: 'the initialize result must carry the negotiated protocolVersion as a string',
    defaultLevel: 'error',
    scope: 'live',
    messages: {
      missing: 'initialize result has no protocolVersion string (got {{got}}); clients cannot tell which protocol the server speaks.',
    },
  },
  checkSource(_tools, context) {
    const missing = context.source.protocolVersionMissing;
    if (missing) context.report({ messageId: 'missing', pointer: '', data: { got: missing.got } });
  },
});

export default rule;
