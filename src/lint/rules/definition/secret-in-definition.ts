import type { Rule } from '../../types.js';
import { definitionStringsOf } from './support/definition-strings.js';
import { findSecret, type SecretMatch } from './support/secret-formats.js';
import { whatString } from './support/string-labels.js';

// A tool definition is public: every client that lists the tool receives it, and it sits in the model's context
// and often in logs. A credential in a description, default or example is leaked to all of them. Only well-known
// formats are recognised (provider prefixes, private key blocks, user:password@ in a URL), so a finding is a real
// credential shape; documentation placeholders are skipped. The message masks what it found.

/**
 * Generated servers repeat one description over many tools (a published server repeats 450 KB of them): each
 * distinct text is scanned once per source. Bounded: past SCANS_PER_SOURCE texts the rest are scanned each time; the
 * map holds only strings of the definitions themselves, which the source keeps alive anyway.
 */
const SCANS_PER_SOURCE = 10_000;
const scansBySource = new WeakMap<object, Map<string, SecretMatch | null>>();

function secretOf(text: string, scans: Map<string, SecretMatch | null>): SecretMatch | undefined {
  let secret = scans.get(text);
  if (secret === undefined) {
    secret = findSecret(text) ?? null;
    if (scans.size < SCANS_PER_SOURCE) scans.set(text, secret);
  }
  return secret ?? undefined;
}

const rule: Rule = {
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
    let scans = scansBySource.get(context.source.tools);
    if (!scans) scansBySource.set(context.source.tools, (scans = new Map()));
    for (const found of definitionStringsOf(tool)) {
      const secret = secretOf(found.text, scans);
      if (secret) context.report({ messageId: 'secret', pointer: found.pointer, data: { what: whatString(found), kind: secret.kind, masked: secret.masked } });
    }
  },
};

export default rule;
