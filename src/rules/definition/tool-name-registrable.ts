import { isObject } from '../../core/json-value.js';
import { defineRule, type LoadedTool } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import { UNREGISTRABLE_TOOL_NAMES } from '../shared/unregistrable-names.js';

/** Source registrations that go through the SDK's McpServer (its methods, or a subclass's own). */
const SDK_REGISTRATIONS = new Set(['registerTool', 'registerToolTask', 'server.tool']);

function registeredOnMcpServer(tool: LoadedTool): boolean {
  const framework = tool.handler?.framework;
  return (
    (tool.api !== undefined && SDK_REGISTRATIONS.has(tool.api)) || framework === 'sdk-v1' || framework === 'sdk-v2'
  );
}

// Not tool-name-format: these names have the spec's characters and length, and the SDKs do not warn about them —
// McpServer throws when the tool is registered, so the server does not start. In source mode that is certain for an
// SDK registration; a listed tool (JSON, a running server, a low-level handler) was registered some other way, but no
// server or proxy built on McpServer can offer it under that name.
const rule = defineRule({
  id: 'tool-name-registrable',
  meta: {
    description:
      'tool names the TypeScript SDK cannot register (Object.prototype members: constructor, toString, __proto__, …)',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      refused:
        'McpServer throws {{refusal}} here, so the server does not start: it keeps tools in a plain object, which already has {{name}} from Object.prototype. Rename the tool (e.g. {{suggestion}}).',
      unregistrable:
        "Tool name {{name}} is a member of JavaScript's Object.prototype: the TypeScript SDK's McpServer (v1 and v2) refuses to register it ({{refusal}}), so no server or proxy built on it can offer this tool. Rename it (e.g. {{suggestion}}).",
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || typeof definition.name !== 'string' || !UNREGISTRABLE_TOOL_NAMES.has(definition.name))
      return;
    const name = definition.name;
    const suggestion = quote(`${name.replace(/^_+|_+$/g, '')}_tool`);
    // The SDK's own words; the name is one of a fixed few, so it needs no quoting inside them.
    const refusal = JSON.stringify(`Tool ${name} is already registered`);
    context.report({
      messageId: registeredOnMcpServer(tool) ? 'refused' : 'unregistrable',
      pointer: '/name',
      data: { name: quote(name), suggestion, refusal },
    });
  },
});

export default rule;
