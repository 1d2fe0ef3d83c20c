import type { Rule } from '../../types.js';
import { toolLabel } from './support.js';

// SDK 1.x `registerTool` and `server.tool` take zod only. A JSON Schema literal makes registration throw, or,
// when flat, is silently taken as annotations so the published schema is empty.
const rule: Rule = {
  id: 'json-schema-in-zod-api',
  meta: {
    description: 'no plain JSON Schema objects where the SDK expects zod',
    defaultLevel: 'error',
    scope: 'source',
    messages: {
      throws:
        'Tool "{{tool}}" passes a plain JSON Schema to {{api}}, which expects zod: the SDK throws at registration, so the server never starts. Write the parameters as zod (`{ city: z.string().describe("…") }`), or publish JSON Schema through the low-level Server (or `fromJsonSchema()` in SDK v2).',
      annotations:
        'Tool "{{tool}}" passes a plain JSON Schema to {{api}}, which expects zod: the SDK silently takes this object as annotations and publishes an empty input schema. Write the parameters as zod (`{ city: z.string().describe("…") }`).',
    },
  },
  checkTool(tool, context) {
    for (const found of tool.sourceFacts?.jsonSchemaForZod ?? []) {
      context.report({
        messageId: found.outcome === 'throws' ? 'throws' : 'annotations',
        pointer: found.pointer,
        range: found.range,
        data: { tool: toolLabel(tool), api: tool.api === 'server.tool' ? 'server.tool()' : 'registerTool()' },
      });
    }
  },
};

export default rule;
