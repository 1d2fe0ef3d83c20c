// MCP Apps: a host renders a tool's app from the `ui://` resource named in `_meta.ui.resourceUri`, which it finds
// through resources/list and renders only with the app MIME type. The live loader reads resources/list when some
// tool names a UI resource (source.liveFacts.listedResources); this rule compares.
import { defineRule } from '../../core/types.js';
import { UI_RESOURCE_MIME_TYPE, uiResourceOf } from '../../core/ui-resource.js';
import { describeValue, quote } from '../../spec/value-text.js';

const rule = defineRule({
  id: 'ui-resource-listed',
  meta: {
    description: 'an MCP Apps tool names a ui:// resource that the server lists with the app MIME type',
    defaultLevel: 'warning',
    scope: 'live',
    messages: {
      notUi:
        'The tool\'s MCP Apps resourceUri is {{value}}, not a "ui://" URI, so hosts render no app for it. Name the app\'s resource, e.g. "ui://search/app.html".',
      unlisted:
        'The tool names the UI resource {{uri}}, but resources/list does not list it, so an MCP Apps host cannot find the app. Register the resource (registerAppResource) under exactly this URI.',
      mimeType:
        'resources/list gives the UI resource {{uri}} the MIME type {{got}}; MCP Apps hosts render only "{{expected}}". Register it with mimeType "{{expected}}".',
      listFailed:
        'The tool names the UI resource {{uri}}, but resources/list failed ({{failure}}), so an MCP Apps host cannot find the app. Declare the "resources" capability and list it.',
    },
  },
  checkTool(tool, context) {
    const named = uiResourceOf(tool.definition);
    if (!named) return;
    const { value, pointer } = named;
    if (typeof value !== 'string' || !value.startsWith('ui://')) {
      context.report({ messageId: 'notUi', pointer, data: { value: describeValue(value) } });
      return;
    }
    const listed = context.source.liveFacts?.listedResources;
    if (!listed) return;
    const uri = quote(value);
    const resource = listed.resources.find((r) => r.uri === value);
    if (!resource) {
      if (listed.failure !== undefined)
        context.report({ messageId: 'listFailed', pointer, data: { uri, failure: listed.failure } });
      else context.report({ messageId: 'unlisted', pointer, data: { uri } });
      return;
    }
    if (resource.mimeType?.replace(/\s+/g, '').toLowerCase() !== UI_RESOURCE_MIME_TYPE) {
      context.report({
        messageId: 'mimeType',
        pointer,
        data: {
          uri,
          got: resource.mimeType === undefined ? 'none' : quote(resource.mimeType),
          expected: UI_RESOURCE_MIME_TYPE,
        },
      });
    }
  },
});

export default rule;
