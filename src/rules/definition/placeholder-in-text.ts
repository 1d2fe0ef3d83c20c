import { toolNameOf } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import { definitionStringsOf } from '../shared/definition-strings.js';
import { leftoverPlaceholder } from '../shared/placeholders.js';

// A name or description built from a value that was missing ("[MySQL MCP Server [vundefined]]", "[object Object]",
// an unfilled "${name}") is what the model reads on every request: it says nothing, or says something wrong, and
// shows the server was built without the value it meant to print.
const rule = defineRule({
  id: 'placeholder-in-text',
  meta: {
    description:
      'names and descriptions with interpolation leftovers: "undefined", "[object Object]", "NaN", an unfilled ${…} or {{…}}',
    defaultLevel: 'off' /* strict set until its findings on real servers are reviewed (none on the corpora yet) */,
    scope: 'definition',
    messages: {
      leftover:
        'The {{field}} contains {{found}}, the trace of a value that was missing when the text was built ({{text}}). Fix the code that builds it (a template string with an undefined or non-string value), or write the text out.',
    },
  },
  checkTool(tool, context) {
    const check = (text: string, field: string, pointer: string) => {
      const leftover = leftoverPlaceholder(text);
      if (leftover !== undefined)
        context.report({ messageId: 'leftover', pointer, data: { field, found: quote(leftover), text: quote(text) } });
    };
    const name = toolNameOf(tool.definition);
    if (name !== undefined) check(name, 'name', '/name');
    // Descriptions and titles at any depth, from the walk the security rules share.
    for (const found of definitionStringsOf(tool)) {
      if (found.role === 'prose' && !found.isKey) check(found.text, found.field ?? 'text', found.pointer);
    }
  },
});

export default rule;
