import { isObject } from '../../core/json-value.js';
import { joinPointer } from '../../core/pointer.js';
import { defineRule } from '../../core/types.js';
import formats from '../../spec/formats.js';
import { describeValue, quote } from '../../spec/value-text.js';

/** A URI's scheme (RFC 3986), lower-cased by the caller. */
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
/** `Icon.sizes` entries: "WxH" in pixels (as HTML's `sizes`, x in either case) or "any" (scalable). */
const SIZE = /^(?:[1-9]\d*[xX][1-9]\d*|any)$/;
const SVG_MIME = 'image/svg+xml';

/** What shows the icon is SVG, by any of the three signs a client might go by (its mimeType, a data: URI, a .svg path), or undefined. */
function svgSign(icon: Record<string, unknown>, src: string): string | undefined {
  if (typeof icon.mimeType === 'string' && icon.mimeType.trim().toLowerCase().startsWith(SVG_MIME))
    return `mimeType ${quote(icon.mimeType)}`;
  if (src.toLowerCase().startsWith(`data:${SVG_MIME}`)) return 'a data:image/svg+xml URI';
  return src.split(/[?#]/, 1)[0]!.toLowerCase().endsWith('.svg') ? 'a .svg src' : undefined;
}

// MCP 2025-11-25 and later (schema.ts `Icon`): `src` is an http(s) URL or a data: URI, and consumers SHOULD take care
// with SVG (it can carry script) and untrusted origins. A client shows the icon before anyone decides to trust the
// server, so a plain-http icon can be swapped on the way, a file: one reads the user's disk, and a javascript: one runs.
// A src that is no URI at all is left to this rule (tool-definition-valid hands over its "uri" format error, and this
// rule checks with the same format function), so it is reported once, with what to write instead.
const rule = defineRule({
  id: 'icons-valid',
  meta: {
    description: 'tool icons use an https URL or a data: URI, sizes are "WxH" or "any", and SVG icons are pointed out',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: {
      notUri:
        'Icon src {{value}} is not an absolute URI (a relative path, or characters a URI cannot hold), so a client cannot load it. Use an https URL (https://example.com/icon.png) or a data: URI.',
      scheme:
        'Icon src {{value}} uses the {{scheme}}: scheme; clients should load icons only from https URLs or data: URIs ({{why}}). Serve it over https or inline it as a data: URI.',
      size: 'Icon sizes entry {{value}} is neither "WxH" (e.g. "48x48") nor "any", so clients cannot pick the right icon. Write "48x48", or "any" for a scalable image.',
      svg: 'This icon is SVG ({{how}}), which can carry script, so every client must sanitise it before showing it (the spec asks them to take care). Prefer a PNG, or make sure the SVG has no script or external references.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || !Array.isArray(definition.icons)) return;
    definition.icons.forEach((icon, index) => {
      if (!isObject(icon)) return;
      const pointer = joinPointer('/icons', index);
      const src = icon.src;
      if (typeof src === 'string') {
        const scheme = SCHEME.exec(src)?.[1]?.toLowerCase();
        if (scheme === undefined || !formats.uri!(src))
          context.report({ messageId: 'notUri', pointer: joinPointer(pointer, 'src'), data: { value: quote(src) } });
        else if (scheme !== 'https' && scheme !== 'data') {
          const why =
            scheme === 'http'
              ? 'plain http can be altered on the way'
              : scheme === 'javascript'
                ? 'it would run script'
                : 'a client should not open it';
          context.report({
            messageId: 'scheme',
            pointer: joinPointer(pointer, 'src'),
            data: { value: quote(src), scheme, why },
          });
        }
      }
      if (Array.isArray(icon.sizes)) {
        icon.sizes.forEach((size, sizeIndex) => {
          if (typeof size === 'string' && !SIZE.test(size))
            context.report({
              messageId: 'size',
              pointer: joinPointer(pointer, 'sizes', sizeIndex),
              data: { value: describeValue(size) },
            });
        });
      }
      const how = typeof src === 'string' ? svgSign(icon, src) : undefined;
      if (how !== undefined) context.report({ messageId: 'svg', pointer, data: { how } });
    });
  },
});

export default rule;
