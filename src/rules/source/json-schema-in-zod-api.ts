import { isObject } from '../../core/json-value.js';
import { defineRule, type LoadedTool, type Suggestion } from '../../core/types.js';
import type { ToolSourceFacts } from '../../core/facts.js';
import { zodShapeFromJsonSchema } from '../shared/zod-from-json-schema.js';
import { toolLabel } from '../shared/handler.js';
import { isPythonTool } from '../shared/python-server.js';

// SDK 1.x `registerTool` and `server.tool` take zod only. A JSON Schema literal makes registration throw, or,
// when flat, is silently taken as annotations so the published schema is empty.
const rule = defineRule({
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
    if (isPythonTool(tool)) return;
    for (const found of tool.sourceFacts?.jsonSchemaForZod ?? []) {
      context.report({
        messageId: found.outcome === 'throws' ? 'throws' : 'annotations',
        pointer: found.pointer,
        range: found.range,
        data: { tool: toolLabel(tool), api: tool.api === 'server.tool' ? 'server.tool()' : 'registerTool()' },
        ...zodSuggestion(tool, found),
      });
    }
  },
});

/**
 * The same parameters written as zod, to replace the literal with: a suggestion, not a fix, because the author
 * must import zod (`z`) and may prefer other zod idioms. SDK 1.x takes a shape object; SDK 2 a `z.object(…)`.
 */
function zodSuggestion(
  tool: LoadedTool,
  found: NonNullable<ToolSourceFacts['jsonSchemaForZod']>[number],
): { suggestions?: Suggestion[] } {
  if (!found.offsets || !isObject(tool.definition)) return {};
  const schema = tool.definition[found.pointer.slice(1)];
  const shape = zodShapeFromJsonSchema(schema);
  if (shape === undefined) return {};
  const text = tool.handler?.framework === 'sdk-v2' ? `z.object(${shape})` : shape;
  // Whole, never cut with "…": the suggestion is code to copy (stylish wraps it).
  return {
    suggestions: [
      {
        desc: `Write the parameters as zod (needs \`import { z } from "zod"\`): ${text}`,
        fix: { range: found.offsets, text },
      },
    ],
  };
}

export default rule;
