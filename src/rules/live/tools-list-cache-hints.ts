// The live loader notes, for a server that negotiated spec 2026-07-28, a tools/list page without the cache hints
// that version makes required; this rule reports it, so config can set its level.
import { defineRule } from '../../core/types.js';

const rule = defineRule({
  id: 'tools-list-cache-hints',
  meta: {
    description: 'under spec 2026-07-28, every tools/list result must carry ttlMs and cacheScope',
    defaultLevel: 'error',
    scope: 'live',
    messages: {
      missing:
        'The server negotiated spec 2026-07-28, but tools/list page {{page}} has no valid {{keys}}. That version requires "ttlMs" (milliseconds the list may be cached) and "cacheScope" ("public" or "private") on every list result; clients use them to decide when to list again.',
    },
  },
  checkSource(_tools, context) {
    const missing = context.source.toolsListPaging?.cacheHintsMissing;
    if (missing)
      context.report({
        messageId: 'missing',
        pointer: '',
        data: { page: missing.page, keys: missing.keys.map((key) => `"${key}"`).join(' or ') },
      });
  },
});

export default rule;
