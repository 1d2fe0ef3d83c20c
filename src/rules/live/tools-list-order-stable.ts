// The live loader lists the tools of a server that negotiated spec 2026-07-28 twice and notes when the same tools
// come back in another order; this rule reports it, so config can set its level.
import { defineRule } from '../../core/types.js';

const rule = defineRule({
  id: 'tools-list-order-stable',
  meta: {
    description: 'under spec 2026-07-28, tools/list should return the tools in the same order every time',
    defaultLevel: 'warning',
    scope: 'live',
    messages: {
      reordered:
        "Two tools/list requests in a row returned the same {{count}} tools in another order (first {{first}}, then {{second}}). Spec 2026-07-28 says the order SHOULD be deterministic: a new order invalidates a client's cached list and the model's prompt cache. Sort the tools, e.g. by registration or by name.",
    },
  },
  checkSource(_tools, context) {
    const changed = context.source.toolsListPaging?.orderChanged;
    if (!changed) return;
    const at = changed.first.findIndex((name, i) => name !== changed.second[i]);
    context.report({
      messageId: 'reordered',
      pointer: '',
      data: {
        count: changed.first.length,
        first: quoteNames(changed.first.slice(at, at + 3)),
        second: quoteNames(changed.second.slice(at, at + 3)),
      },
    });
  },
});

/** The first names where the lists part, quoted and cut: enough to find the place, not the whole list. */
function quoteNames(names: string[]): string {
  return `${names.map((name) => JSON.stringify(name.length > 64 ? `${name.slice(0, 64)}…` : name)).join(', ')}, …`;
}

export default rule;
