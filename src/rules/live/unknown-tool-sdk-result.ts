import { defineRule } from '../../core/types.js';
import { shortText } from '../shared/probe-facts.js';
import { knownSdkUnknownToolAnswer } from '../shared/unknown-tool-sdk.js';

// Some SDKs answer an unknown tool name with an isError result rather than the spec's JSON-RPC -32602. That
// is the SDK's behaviour, not the server author's mistake: no change to the server's code alters it, so it is off by
// default (every --probe of a fresh SDK v1 or Python project would carry it). It is there for whoever asks
// (tests written against it break on SDK v2).
const rule = defineRule({
  id: 'unknown-tool-sdk-result',
  meta: {
    description: 'an unknown tool name is answered with an isError result, as some SDKs do, instead of JSON-RPC -32602',
    defaultLevel: 'off',
    scope: 'live',
    messages: {
      sdkResult:
        'Calling a tool the server does not list ("{{name}}") returned an isError result ({{text}}): this is how {{sdk}} answers. The spec says JSON-RPC error -32602; clients that check the code will not see "unknown tool".',
    },
  },
  checkSource(_tools, context) {
    for (const probe of context.source.probes ?? []) {
      if (probe.purpose !== 'unknown-tool') continue;
      const known = knownSdkUnknownToolAnswer(probe.answer);
      if (known)
        context.report({
          messageId: 'sdkResult',
          pointer: '',
          data: { name: probe.toolName, text: JSON.stringify(shortText(known.text, 120)), sdk: known.sdk },
        });
    }
  },
});

export default rule;
