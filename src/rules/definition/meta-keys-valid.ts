import { isObject } from '../../core/json-value.js';
import { joinPointer } from '../../core/pointer.js';
import { defineRule } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';

/** A prefix label: starts with a letter, ends with a letter or digit, letters, digits and hyphens between. */
const LABEL = /^[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
/** The name part, unless empty: alphanumeric at both ends, with hyphens, underscores and dots between. */
const NAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)?$/;
/** Prefixes whose second label is one of these belong to MCP itself (io.modelcontextprotocol/, dev.mcp/). */
const RESERVED_SECOND_LABELS = new Set(['modelcontextprotocol', 'mcp']);

// MCP's `_meta` key format (basic/index.mdx §_meta, 2025-06-18 and later): an optional reverse-DNS prefix ending in "/",
// then a name. The spec defines no `_meta` key of its own on a Tool, so a tool using a reserved prefix claims a name a
// future spec version or extension may give another meaning (tasks already moved to `io.modelcontextprotocol/tasks`).
const rule = defineRule({
  id: 'meta-keys-valid',
  meta: {
    description: 'tool _meta keys follow the MCP key format and do not use a prefix reserved for MCP',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: {
      reserved:
        '_meta key {{key}} uses the prefix {{prefix}}, which MCP reserves for itself (a second label of "modelcontextprotocol" or "mcp"), and the spec defines no such key on a tool. Use a prefix from a domain you own, e.g. "com.example/{{name}}".',
      badPrefix:
        '_meta key {{key}} has the prefix {{prefix}}, whose label {{label}} does not start with a letter and end with a letter or digit (letters, digits and hyphens between). Write a reverse-DNS prefix such as "com.example/".',
      badName:
        '_meta key {{key}} has the name {{name}}, which must begin and end with a letter or digit (hyphens, underscores and dots only between). Rename it, e.g. "com.example/my-key".',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || !isObject(definition._meta)) return;
    for (const key of Object.keys(definition._meta)) {
      const pointer = joinPointer('/_meta', key);
      const slash = key.indexOf('/');
      const prefix = slash < 0 ? '' : key.slice(0, slash);
      const name = slash < 0 ? key : key.slice(slash + 1);
      if (slash >= 0) {
        const labels = prefix.split('.');
        const badLabel = labels.find((label) => !LABEL.test(label));
        if (badLabel !== undefined) {
          context.report({
            messageId: 'badPrefix',
            pointer,
            data: { key: quote(key), prefix: quote(`${prefix}/`), label: quote(badLabel) },
          });
          continue;
        }
        if (labels.length > 1 && RESERVED_SECOND_LABELS.has(labels[1]!.toLowerCase())) {
          context.report({
            messageId: 'reserved',
            pointer,
            data: { key: quote(key), prefix: quote(`${prefix}/`), name: NAME.test(name) && name ? name : 'key' },
          });
          continue;
        }
      }
      if (!NAME.test(name))
        context.report({ messageId: 'badName', pointer, data: { key: quote(key), name: quote(name) } });
    }
  },
});

export default rule;
