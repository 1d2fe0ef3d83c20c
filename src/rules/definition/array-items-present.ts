import { defineRule } from '../../core/types.js';
import { inputSubschemas, subschemaLabel } from '../shared/client-checks.js';
import { messageIn, schemaLanguageOf } from '../shared/schema-language.js';
import { isArrayWithoutItems } from '../shared/schema-types.js';

// VS Code refuses a tool whose input has an array schema without "items" ("Failed to validate tool …: tool
// parameters array type must have items", microsoft/vscode#246119), and OpenAI's function calling rejects the
// request ("array schema missing items"); the model is left to guess what goes in the array either way.
const rule = defineRule({
  id: 'array-items-present',
  meta: {
    description:
      'an array parameter must say what its items are ("items"): VS Code and OpenAI reject the tool without it',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      missingItems:
        '{{where}} is an array schema without "items": VS Code refuses the tool ("tool parameters array type must have items") and OpenAI rejects the request. Add "items", e.g. "items": {"type": "string"}.',
      missingItemsZod:
        '{{where}} is an array schema without "items": VS Code refuses the tool ("tool parameters array type must have items") and OpenAI rejects the request. Give z.array() a typed item schema, e.g. z.array(z.string()), not z.array(z.any()) or z.array(z.unknown()).',
    },
  },
  checkTool(tool, context) {
    const nodes = inputSubschemas(tool.definition);
    const messageId = messageIn(schemaLanguageOf(tool, context), {
      'json-schema': 'missingItems',
      zod: 'missingItemsZod',
    });
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i]!;
      if (!isArrayWithoutItems(node.schema)) continue;
      context.report({ messageId, pointer: node.pointer, data: { where: subschemaLabel(node.pointer) } });
    }
  },
});

export default rule;
