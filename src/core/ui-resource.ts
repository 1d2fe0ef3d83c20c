// MCP Apps (the io.modelcontextprotocol/ui extension): a tool names the HTML app a host renders for it in
// `_meta.ui.resourceUri`, or in the older flat key `_meta["ui/resourceUri"]` that ext-apps' helpers still write.
// The live loader reads resources/list only for servers whose tools name one; ui-resource-listed judges it.
import { isObject } from './json-value.js';

/** The MIME type MCP Apps hosts render (ext-apps `RESOURCE_MIME_TYPE`). */
export const UI_RESOURCE_MIME_TYPE = 'text/html;profile=mcp-app';

/** The UI resource a tool names, with the pointer of the key that names it; undefined when it names none. */
export function uiResourceOf(definition: unknown): { value: unknown; pointer: string } | undefined {
  if (!isObject(definition) || !isObject(definition._meta)) return undefined;
  const meta = definition._meta;
  if (isObject(meta.ui) && 'resourceUri' in meta.ui)
    return { value: meta.ui.resourceUri, pointer: '/_meta/ui/resourceUri' };
  if ('ui/resourceUri' in meta) return { value: meta['ui/resourceUri'], pointer: '/_meta/ui~1resourceUri' };
  return undefined;
}
