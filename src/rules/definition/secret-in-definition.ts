import { defineRule } from '../../core/types.js';
import { definitionStringsOf } from '../shared/definition-strings.js';
import { findSecret, type SecretMatch } from '../shared/secret-formats.js';
import { whatString } from '../shared/string-labels.js';
import { SourceTextMemo } from '../shared/text-memo.js';

// A tool definition is public: every client that lists the tool receives it, and it sits in the model's context
// and often in logs. A credential in a description, default or example is leaked to all of them. Only well-known
// formats are recognised (provider prefixes, private key blocks, user:password@ in a URL), so a finding is a real
// credential shape; documentation placeholders are skipped. The message masks what it found.

// Each distinct text is scanned once per source (text-memo.ts); null is "no secret".
const scans = new SourceTextMemo<SecretMatch | null>((text) => findSecret(text) ?? null);

const rule = defineRule({
  id: 'secret-in-definition',
  meta: {
    description: 'no API keys, tokens, private keys or passwords in a tool definition',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      secret:
        'This {{what}} holds {{kind}} ({{masked}}). A tool definition is sent to every client and model that lists the tool: revoke the credential, and take it from the environment or configuration instead.',
    },
  },
  checkTool(tool, context) {
    const sourceScans = scans.of(context.source.tools);
    for (const found of definitionStringsOf(tool)) {
      const secret = scans.get(sourceScans, found.text);
      if (secret)
        context.report({
          messageId: 'secret',
          pointer: found.pointer,
          data: { what: whatString(found), kind: secret.kind, masked: secret.masked },
        });
    }
  },
});

export default rule;
