import { defineRule } from '../../core/types.js';
import { checkPortableName, inputSubschemas, subschemaLabel, toolNameOf } from '../shared/client-checks.js';
import { checkToolCap } from '../shared/client-totals.js';
import { isArrayWithoutItems } from '../shared/schema-types.js';

const MAX_NAME = 64;
const MAX_TOOLS = 128;

// OpenAI function calling (sources and dates on docs/rules/client-openai.md): function names of a-z A-Z 0-9 _ -
// up to 64 characters, at most 128 tools per request, array schemas with "items". The API answers 400 to the whole
// request. Off unless `--client openai` or `--client openai-strict`.
const rule = defineRule({
  id: 'client-openai',
  meta: {
    description:
      'with --client openai: function names ^[a-zA-Z0-9_-]+$ up to 64 characters, at most 128 tools, arrays with "items"',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      nameCharacters:
        'OpenAI: tool name {{name}} contains {{characters}}; function names must match ^[a-zA-Z0-9_-]+$ and the API rejects the request ("string does not match pattern"). Use {{suggestion}}.',
      nameTooLong:
        'OpenAI: tool name {{name}} is {{length}} characters; function names may have at most {{max}}. Shorten it.',
      tooManyTools:
        'OpenAI: the server lists {{count}} tools; a request may carry at most {{max}} ("Invalid \'tools\': array too long"), counting every enabled server. Split the server or let users enable a subset.',
      tooManyToolsTogether:
        'OpenAI: the {{servers}} servers of this run list {{count}} tools together ({{list}}); one request may carry at most {{max}} ("Invalid \'tools\': array too long", docs/rules/client-openai.md). Disable some servers or tools.',
      arrayWithoutItems:
        'OpenAI: {{where}} is an array schema without "items"; OpenAI rejects the function ("array schema missing items"). Add "items", e.g. {"type": "string"}.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    const name = toolNameOf(definition);
    if (name !== undefined) {
      checkPortableName(name, MAX_NAME, context);
    }
    for (const node of inputSubschemas(definition)) {
      if (isArrayWithoutItems(node.schema)) {
        context.report({
          messageId: 'arrayWithoutItems',
          pointer: node.pointer,
          data: { where: subschemaLabel(node.pointer) },
        });
      }
    }
  },
  checkSource(tools, context) {
    checkToolCap(tools, context, MAX_TOOLS);
  },
});

export default rule;
